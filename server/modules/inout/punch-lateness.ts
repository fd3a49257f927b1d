// Clocking in against the schedule (issue 24): a clock-in later than its published shift's start
// plus the company's tolerance is flagged `late` — never refused, like a missing location. The
// rule is contract/clock-flags.ts (lateClockIn), shared with the clock, which tells the worker the
// same thing at the tap.
import type { Insertable } from 'kysely';
import type { TimeClockSettings } from '../../../contract/attendance';
import { lateClockIn } from '../../../contract/clock-flags';
import { SHIFT_MATCH_MS } from '../../../contract/timesheet';
import type { Database } from '../../db/database';
import type { ClockPunchesTable } from '../../db/schema';

type PunchRow = Insertable<ClockPunchesTable>;

/** Adds `late` to the flags of the clock-ins among `rows` that came too late for their shift. */
export async function flagLateClockIns(
  db: Database,
  rows: PunchRow[],
  settingsOf: (companyId: number) => TimeClockSettings,
): Promise<void> {
  const ins = rows.filter((row) => row.action === 'in');
  if (ins.length === 0) return;
  const times = ins.map((row) => new Date(row.client_time).getTime());
  const shifts = await db
    .selectFrom('shifts')
    .select(['company_id', 'staff_id', 'start_at', 'end_at'])
    .where('status', '=', 'published')
    .where('staff_id', 'in', [...new Set(ins.map((row) => row.staff_id))])
    .where('start_at', '<=', new Date(Math.max(...times) + SHIFT_MATCH_MS))
    .where('end_at', '>', new Date(Math.min(...times)))
    .execute();
  if (shifts.length === 0) return;
  ins.forEach((row, i) => {
    const own = shifts
      .filter((s) => s.company_id === row.company_id && s.staff_id === row.staff_id)
      .map((s) => ({ start: s.start_at.getTime(), end: s.end_at.getTime() }));
    if (lateClockIn(own, times[i]!, settingsOf(row.company_id).tolerance_minutes) !== null) {
      row.flags = [...(row.flags ?? []), 'late'];
    }
  });
}
