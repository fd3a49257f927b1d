// The table of the acknowledgement pages (All Completions, Quiz Response Timeline, Leaderboard):
// small, scrolling sideways on a phone, one test id per row; each page gives its columns and cells.
import { Table } from '@chakra-ui/react';
import type { Key, ReactNode } from 'react';

export interface AcksColumn {
  label: string;
  /** Counts and scores line up on the right. */
  numeric?: boolean;
}

export function AcksTable<Row>({
  columns,
  rows,
  rowKey,
  rowTestId,
  cells,
}: {
  columns: AcksColumn[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  rowTestId: string;
  /** The row's Table.Cell elements, in the order of `columns`. */
  cells: (row: Row) => ReactNode;
}) {
  if (rows.length === 0) return null;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.label} textAlign={column.numeric ? 'end' : undefined}>
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)} data-testid={rowTestId}>
              {cells(row)}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
