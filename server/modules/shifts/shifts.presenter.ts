// A shift row as the API shows it, with the conflicts worked out for it.
import type { Shift, ShiftConflict } from '../../../contract/shifts';
import type { ShiftRow } from './shifts.repository';

export function presentShift(row: ShiftRow, conflicts: ShiftConflict[]): Shift {
  return {
    id: row.id,
    staff: row.staff_id,
    staff_name: row.staff_name,
    position: row.position_id,
    position_name: row.position_name,
    division: row.division_id,
    division_name: row.division_name,
    start: row.start_at.toISOString(),
    end: row.end_at.toISOString(),
    note: row.note,
    status: row.status,
    conflicts,
  };
}
