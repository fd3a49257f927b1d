// The rows of an imported file, before and after sending: the known columns as read, then per row
// either the names the company does not know (before) or what became of it (after: added, or the
// server's reason as "Error for ID {line}: {reason}"; invited when the e-mail's account is its owner's). A big file shows its first rows; after
// sending, the rows that need attention can be shown alone.
import { Badge, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RowOutcome } from '../lib/import-outcome';
import { IMPORT_COLUMNS, type ImportRow } from '../lib/staff-import';

export const SHOWN_ROWS = 200;

function Outcome({ row, outcome }: { row: ImportRow; outcome: RowOutcome | undefined }) {
  const { t } = useTranslation();
  if (!outcome) return <Text color="fg.error">{row.problems.join(', ')}</Text>;
  if (outcome.status === 'added') return <Badge colorPalette="green">{t('people.import.added')}</Badge>;
  if (outcome.status === 'invited') return <Badge colorPalette="blue">{t('people.import.invited')}</Badge>;
  if (outcome.status === 'refused') return <Text color="fg.error">{outcome.message}</Text>;
  return <Text color="fg.error">{t('people.import.notSent', { problems: outcome.problems.join(', ') })}</Text>;
}

export function ImportRowsTable({
  rows,
  outcomes,
}: {
  rows: ImportRow[];
  outcomes: ReadonlyMap<number, RowOutcome> | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Table.ScrollArea borderWidth="1px" maxH="96">
        <Table.Root size="sm" stickyHeader aria-label={t('people.import.rows')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('people.import.line')}</Table.ColumnHeader>
              {IMPORT_COLUMNS.map((c) => (
                <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
              ))}
              <Table.ColumnHeader>{t(outcomes ? 'people.import.result' : 'people.import.problems')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.slice(0, SHOWN_ROWS).map((row) => {
              const outcome = outcomes?.get(row.line);
              return (
                <Table.Row
                  key={row.line}
                  data-outcome={outcome?.status}
                  bg={
                    outcome && (outcome.status === 'refused' || outcome.status === 'not-sent')
                      ? 'red.subtle'
                      : undefined
                  }
                >
                  <Table.Cell>{row.line}</Table.Cell>
                  {IMPORT_COLUMNS.map((c) => (
                    <Table.Cell key={c}>{row.cells[c] ?? ''}</Table.Cell>
                  ))}
                  <Table.Cell minW="48">
                    <Outcome row={row} outcome={outcome} />
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {rows.length > SHOWN_ROWS && (
        <Text fontSize="sm" color="fg.muted">
          {t('people.import.more', { count: rows.length - SHOWN_ROWS })}
        </Text>
      )}
    </>
  );
}
