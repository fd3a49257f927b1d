// Holiday rows → the contract's Holiday.
import type { Holiday } from '../../../contract/attendance';

export function presentHoliday(row: { id: number; name: string; date: string; end_date: string | null }): Holiday {
  return { id: row.id, name: row.name, date: row.date, end_date: row.end_date };
}
