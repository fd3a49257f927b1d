// The bridge from time-off requests to the attendance time-off calendar. A request of a time-off
// type creates the requester's staff_time_offs row (pending, so the calendar shows it as asked);
// its decision sets that row's status, so the calendar shows approved time off and drops rejected or
// cancelled time off (time-off.service.ts leaves rejected rows out of the month). Writing the shared
// table here keeps the attendance module unchanged: its calendar already reads every row.
import type { Database } from '../../db/database';

export async function createLinkedTimeOff(
  db: Database,
  input: { companyId: number; staffId: number; start: string; end: string; typeName: string; note: string },
): Promise<number> {
  const row = await db
    .insertInto('staff_time_offs')
    .values({
      company_id: input.companyId,
      staff_id: input.staffId,
      start_date: input.start,
      end_date: input.end,
      // The attendance API limits the type to 50 characters; request type names may be longer.
      time_off_type: input.typeName.slice(0, 50),
      note: input.note,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** approved shows on the calendar; rejected (also for a cancelled request) leaves it. */
export async function setLinkedTimeOffStatus(
  db: Database,
  companyId: number,
  timeOffId: number | null,
  status: 'approved' | 'rejected',
): Promise<void> {
  if (timeOffId === null) return;
  await db
    .updateTable('staff_time_offs')
    .set({ status })
    .where('company_id', '=', companyId)
    .where('id', '=', timeOffId)
    .execute();
}
