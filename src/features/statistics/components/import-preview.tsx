// The rows of an imported file before (and after) they are sent: each row's sheet and line, the
// cells read as its stat, date and value, and why it cannot be used (the cell at fault named) or the
// server's message for it. Long files show their first rows; the rows with problems can be shown
// alone, so a person finds every one of them.
import { Checkbox, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportRow } from '../lib/import-rows';

const SHOWN = 200;

export function ImportPreview({
  rows,
  statName,
  dateFormat,
}: {
  rows: ImportRow[];
  statName: (id: number) => string;
  /** How a date typed as text is read, for the "not a date" message ("m/d/yyyy"). */
  dateFormat: string;
}) {
  const { t } = useTranslation();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const withSheets = rows.some((r) => r.sheet !== undefined);
  const problems = rows.filter((r) => r.problem || r.serverError);
  const listed = onlyProblems ? problems : rows;
  const why = (row: ImportRow) =>
    row.serverError ??
    (row.problem ? t(`statistics.import.problems.${row.problem}`, { ...row.source, format: dateFormat }) : null);
  return (
    <>
      {problems.length > 0 && (
        <Checkbox.Root size="sm" checked={onlyProblems} onCheckedChange={(d) => setOnlyProblems(d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('statistics.import.onlyProblems', { count: problems.length })}</Checkbox.Label>
        </Checkbox.Root>
      )}
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="96">
        <Table.Root size="sm" stickyHeader data-testid="import-preview">
          <Table.Header>
            <Table.Row>
              {withSheets && <Table.ColumnHeader>{t('statistics.import.sheet')}</Table.ColumnHeader>}
              <Table.ColumnHeader>{t('statistics.import.line')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('statistics.sheet.stat')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('statistics.import.date')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('statistics.import.value')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('statistics.import.status')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {listed.slice(0, SHOWN).map((row) => {
              const problem = why(row);
              return (
                <Table.Row
                  key={`${row.sheet ?? ''}:${row.line}`}
                  data-testid="import-row"
                  data-problem={problem ? 'true' : undefined}
                >
                  {withSheets && <Table.Cell>{row.sheet}</Table.Cell>}
                  <Table.Cell>{row.line}</Table.Cell>
                  <Table.Cell>{row.value ? statName(row.value.stat) : row.source.stat}</Table.Cell>
                  <Table.Cell>{row.value?.date ?? row.source.date}</Table.Cell>
                  <Table.Cell textAlign="end">{row.value?.value ?? row.source.value}</Table.Cell>
                  <Table.Cell color={problem ? 'red.fg' : 'fg.muted'}>
                    {problem ?? t('statistics.import.ready')}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {listed.length > SHOWN && (
        <Text fontSize="sm" color="fg.muted">
          {t('statistics.import.more', { count: listed.length - SHOWN })}
        </Text>
      )}
    </>
  );
}
