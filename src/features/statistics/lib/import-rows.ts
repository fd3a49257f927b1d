// Turns an imported file's rows into stat values, row by row, with the reason a row cannot be used.
// Columns are found by their header (stat / stat_id / name, date / period_start, value); a file
// without a header is read as stat, date, value. A stat is named by its id or its exact name.
import type { StatValueInput } from '../../../../contract/statistics';
import { parseNumber } from './paste';

export type RowProblem = 'unknownStat' | 'badDate' | 'badValue' | 'missingCells';

export interface ImportRow {
  /** The row's line in the file (1 = first). */
  line: number;
  cells: string[];
  value?: StatValueInput;
  problem?: RowProblem;
  /** The server's message when it refused the value. */
  serverError?: string;
}

const HEADERS = {
  stat: ['stat', 'stat_id', 'stat id', 'stat name', 'name'],
  date: ['date', 'period_start', 'period start', 'period', 'day', 'week'],
  value: ['value', 'amount', 'number'],
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function columns(header: string[]) {
  const find = (names: readonly string[]) => header.findIndex((h) => names.includes(h.trim().toLowerCase()));
  const found = { stat: find(HEADERS.stat), date: find(HEADERS.date), value: find(HEADERS.value) };
  return Object.values(found).every((i) => i >= 0) ? found : null;
}

function validDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

export function toImportRows(rows: string[][], stats: ReadonlyArray<{ id: number; name: string }>): ImportRow[] {
  const byName = new Map(stats.map((s) => [s.name.trim().toLowerCase(), s.id]));
  const ids = new Set(stats.map((s) => s.id));
  const header = rows[0] ? columns(rows[0]) : null;
  const at = header ?? { stat: 0, date: 1, value: 2 };
  const body = header ? rows.slice(1) : rows;
  const offset = header ? 2 : 1;
  return body
    .map((cells, i) => ({ cells, line: i + offset }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''))
    .map(({ cells, line }): ImportRow => {
      const statText = cells[at.stat]?.trim() ?? '';
      const date = cells[at.date]?.trim() ?? '';
      const valueText = cells[at.value]?.trim() ?? '';
      if (!statText || !date || !valueText) return { line, cells, problem: 'missingCells' };
      const asId = /^\d+$/.test(statText) ? Number(statText) : NaN;
      const stat = ids.has(asId) ? asId : byName.get(statText.toLowerCase());
      if (stat === undefined) return { line, cells, problem: 'unknownStat' };
      if (!validDate(date)) return { line, cells, problem: 'badDate' };
      const value = parseNumber(valueText);
      if (value === null) return { line, cells, problem: 'badValue' };
      return { line, cells, value: { stat, date, value } };
    });
}
