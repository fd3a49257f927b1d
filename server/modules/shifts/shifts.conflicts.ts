// Conflicts listed with each shift: another shift of the same person that overlaps it (drafts too:
// the admin sees them before publishing), and approved time off of that person on a local day the
// shift touches. Read in two queries for a whole week, so a 500-shift week costs the same as one.
import type { ShiftConflict } from '../../../contract/shifts';
import { localDate } from '../../../contract/local-time';
import type { Database } from '../../db/database';
import { approvedTimeOff, bareShifts, type BareShift } from './shifts.repository';

const DAY_MS = 86_400_000;

interface Timed {
  id: number;
  staff_id: number | null;
  start_at: Date;
  end_at: Date;
}

/** The local dates a shift touches: its start's, and its last moment's. */
function localSpan(shift: Timed, zone: string): { first: string; last: string } {
  return { first: localDate(shift.start_at.getTime(), zone), last: localDate(shift.end_at.getTime() - 1, zone) };
}

export async function conflictsOf(
  db: Database,
  companyId: number,
  shifts: readonly Timed[],
  zone: string,
): Promise<Map<number, ShiftConflict[]>> {
  const answer = new Map<number, ShiftConflict[]>();
  const staffIds = [...new Set(shifts.flatMap((s) => (s.staff_id === null ? [] : [s.staff_id])))];
  if (staffIds.length === 0) return answer;
  const from = Math.min(...shifts.map((s) => s.start_at.getTime()));
  const to = Math.max(...shifts.map((s) => s.end_at.getTime()));
  const [others, timeOff] = await Promise.all([
    bareShifts(db, companyId, { from: new Date(from), to: new Date(to) }, { staffIds }),
    approvedTimeOff(db, companyId, staffIds, localDate(from - DAY_MS, zone), localDate(to + DAY_MS, zone)),
  ]);
  const byStaff = new Map<number, BareShift[]>();
  for (const other of others) {
    if (other.staff_id !== null) byStaff.set(other.staff_id, [...(byStaff.get(other.staff_id) ?? []), other]);
  }
  for (const shift of shifts) {
    if (shift.staff_id === null) continue;
    const list: ShiftConflict[] = [];
    for (const other of byStaff.get(shift.staff_id) ?? []) {
      if (other.id !== shift.id && other.start_at < shift.end_at && other.end_at > shift.start_at) {
        list.push({
          kind: 'overlap',
          shift: other.id,
          start: other.start_at.toISOString(),
          end: other.end_at.toISOString(),
        });
      }
    }
    const { first, last } = localSpan(shift, zone);
    for (const off of timeOff) {
      if (off.staff_id === shift.staff_id && off.start_date <= last && off.end_date >= first) {
        list.push({
          kind: 'time_off',
          time_off: off.id,
          start_date: off.start_date,
          end_date: off.end_date,
          time_off_type: off.time_off_type,
        });
      }
    }
    if (list.length > 0) answer.set(shift.id, list);
  }
  return answer;
}
