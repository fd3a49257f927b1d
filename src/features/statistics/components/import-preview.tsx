// The rows of an imported file before (and after) they are sent: each row's stat, date and value,
// or why it cannot be used, or the server's message for it. Long files show their first rows.
import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ImportRow } from '../lib/import-rows';

const SHOWN = 200;

export function ImportPreview({ rows, statName }: { rows: ImportRow[]; statName: (id: number) => string }) {
  const { t } = useTranslation();
  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="96">
        <Table.Root size="sm" stickyHeader data-testid="import-preview">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('statistics.import.line')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('statistics.sheet.stat')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('statistics.import.date')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('statistics.import.value')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('statistics.import.status')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.slice(0, SHOWN).map((row) => {
              const problem = row.serverError ?? (row.problem ? t(`statistics.import.problems.${row.problem}`) : null);
              return (
                <Table.Row key={row.line} data-testid="import-row" data-problem={problem ? 'true' : undefined}>
                  <Table.Cell>{row.line}</Table.Cell>
                  <Table.Cell>{row.value ? statName(row.value.stat) : row.cells[0]}</Table.Cell>
                  <Table.Cell>{row.value?.date ?? row.cells[1]}</Table.Cell>
                  <Table.Cell textAlign="end">{row.value?.value ?? row.cells[2]}</Table.Cell>
                  <Table.Cell color={problem ? 'red.fg' : 'fg.muted'}>
                    {problem ?? t('statistics.import.ready')}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {rows.length > SHOWN && (
        <Text fontSize="sm" color="fg.muted">
          {t('statistics.import.more', { count: rows.length - SHOWN })}
        </Text>
      )}
    </>
  );
}
