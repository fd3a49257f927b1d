// Turns an imported file's rows into stat values, row by row, with the reason a row cannot be used.
// Columns are found by their header in any order (stat / stat_id / name, date / period_start, value
// …), and the person can point any of them at another column; a file without a header is read as
// stat, date, value. A stat is named by its id or its exact name. Dates come from a spreadsheet as
// YYYY-MM-DD (read from the stored serial number); dates typed as text are read in the company's
// locale (table-dates.ts).
import type { StatValueInput } from '../../../../contract/statistics';
import type { TableSheet } from '../../../lib/table-file/read-rows';
import { parseDateText, type DateOrder } from '../../../lib/table-file/table-dates';
import { parseNumber } from './paste';

export type RowProblem = 'unknownStat' | 'badDate' | 'badValue' | 'missingCells';
export type ImportColumn = 'stat' | 'date' | 'value';
/** The column index of each field; -1 when no column holds it. */
export type ColumnMap = Record<ImportColumn, number>;

export interface ImportRow {
  /** The sheet the row came from, when the file has several. */
  sheet?: string;
  /** The row's line in its sheet or file (1 = first). */
  line: number;
  /** The cells read as the stat, date and value, as the file has them. */
  source: Record<ImportColumn, string>;
  value?: StatValueInput;
  problem?: RowProblem;
  /** The server's message when it refused the value. */
  serverError?: string;
}

/** How a table's columns are read: which line is the header (-1: none) and each field's column. */
export interface TableLayout {
  headerLine: number;
  /** The header's cells (or "Column 1", … without one), to name the columns to choose from. */
  headers: string[];
  columns: ColumnMap;
}

/** Header names by field, most specific first: a file with both "stat" and "name" uses "stat". */
const HEADERS: Record<ImportColumn, readonly string[]> = {
  stat: ['stat', 'stat_id', 'stat id', 'stat name', 'statistic', 'name'],
  date: ['date', 'period_start', 'period start', 'period', 'day', 'week', 'week ending', 'month'],
  value: ['value', 'amount', 'number', 'count', 'total'],
};
const FIELDS: ImportColumn[] = ['stat', 'date', 'value'];
const NO_HEADER: ColumnMap = { stat: 0, date: 1, value: 2 };

function findColumn(header: readonly string[], names: readonly string[]): number {
  const cells = header.map((h) => h.trim().toLowerCase());
  for (const name of names) {
    const at = cells.indexOf(name);
    if (at >= 0) return at;
  }
  return -1;
}

/** Finds the header (the first non-blank line, when it names any field) and the columns. */
export function detectLayout(rows: readonly string[][]): TableLayout {
  const first = rows.findIndex((cells) => cells.some((c) => c.trim() !== ''));
  const header = first >= 0 ? rows[first]! : [];
  const found = Object.fromEntries(FIELDS.map((f) => [f, findColumn(header, HEADERS[f])])) as ColumnMap;
  const width = Math.max(3, ...rows.slice(0, 50).map((r) => r.length));
  if (FIELDS.some((f) => found[f] >= 0)) {
    return {
      headerLine: first,
      headers: Array.from({ length: width }, (_, i) => header[i]?.trim() ?? ''),
      columns: found,
    };
  }
  return { headerLine: -1, headers: Array.from({ length: width }, () => ''), columns: NO_HEADER };
}

export function toImportRows(
  sheets: ReadonlyArray<Pick<TableSheet, 'name' | 'rows'> & { layout?: TableLayout }>,
  stats: ReadonlyArray<{ id: number; name: string }>,
  dateOrder: DateOrder,
): ImportRow[] {
  const byName = new Map(stats.map((s) => [s.name.trim().toLowerCase(), s.id]));
  const ids = new Set(stats.map((s) => s.id));
  const named = sheets.length > 1;
  return sheets.flatMap(({ name, rows, layout = detectLayout(rows) }) =>
    rows.flatMap((cells, index): ImportRow[] => {
      if (index <= layout.headerLine || cells.every((c) => c.trim() === '')) return [];
      const at = (field: ImportColumn) => cells[layout.columns[field]]?.trim() ?? '';
      const source = { stat: at('stat'), date: at('date'), value: at('value') };
      const row = { ...(named ? { sheet: name } : {}), line: index + 1, source };
      if (!source.stat || !source.date || !source.value) return [{ ...row, problem: 'missingCells' }];
      const asId = /^\d+$/.test(source.stat) ? Number(source.stat) : NaN;
      const stat = ids.has(asId) ? asId : byName.get(source.stat.toLowerCase());
      if (stat === undefined) return [{ ...row, problem: 'unknownStat' }];
      const date = parseDateText(source.date, dateOrder);
      if (!date) return [{ ...row, problem: 'badDate' }];
      const value = parseNumber(source.value);
      if (value === null) return [{ ...row, problem: 'badValue' }];
      return [{ ...row, value: { stat, date, value } }];
    }),
  );
}
