// The payroll export of approved timesheets (issue 24): one row per person per day with time on it,
// then that person's totals row; hours as decimals (2 places) so a payroll sheet can add them.
// CSV (RFC 4180, CRLF, a formula-looking cell prefixed with ' so a spreadsheet does not run it) or
// XLSX through SheetJS, with the same rows and the hours as numbers.
import { utils, write } from 'xlsx';
import type { TimesheetSummary, TimesheetTotalsMinutes } from '../../../contract/timesheets';

/** A timesheet with its days, as the export needs it. */
export type ExportSheet = TimesheetSummary & {
  days: Array<TimesheetTotalsMinutes & { date: string; flags: string[] }>;
};

export const EXPORT_COLUMNS = [
  'Employee ID',
  'Name',
  'Date',
  'Worked hours',
  'Regular hours',
  'Overtime hours',
  'Unpaid break hours',
  'Flags',
  'Status',
] as const;

type Cell = string | number;
const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** The sheet's rows, header first. */
export function exportRows(sheets: readonly ExportSheet[]): Cell[][] {
  const rows: Cell[][] = [[...EXPORT_COLUMNS]];
  for (const sheet of sheets) {
    for (const day of sheet.days) {
      if (day.worked_minutes === 0 && day.break_minutes === 0 && day.flags.length === 0) continue;
      rows.push([
        sheet.staff,
        sheet.staff_name,
        day.date,
        hours(day.worked_minutes),
        hours(day.regular_minutes),
        hours(day.overtime_minutes),
        hours(day.unpaid_break_minutes),
        day.flags.join(' '),
        sheet.status,
      ]);
    }
    const t = sheet.totals;
    const flags = sheet.changed_since_approval ? [...sheet.flags, 'changed_since_approval'] : sheet.flags;
    rows.push([
      sheet.staff,
      sheet.staff_name,
      `Total ${sheet.period_from} – ${sheet.period_to}`,
      hours(t.worked_minutes),
      hours(t.regular_minutes),
      hours(t.overtime_minutes),
      hours(t.unpaid_break_minutes),
      flags.join(' '),
      sheet.status,
    ]);
  }
  return rows;
}

function csvCell(value: Cell): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: readonly Cell[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function toXlsx(rows: Cell[][]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Timesheets');
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
