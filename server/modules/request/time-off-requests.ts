// Time off asked for on the time-off calendar (POST request/api/staff-time-offs/) is a request like
// one made under Requests (issue 21: one system): it is filed under the company's time-off request
// type, with its time off linked, so the calendar and Requests show the same record, decided once
// from either. The type: an active time-off type named like the time off's type (the calendar's
// "vacation" goes under "Vacation"), else the first active time-off type, else the one named
// "Time off", made the first time it is needed (migration 0030 chose the same way for time off
// made before). Its approver decides it, or any request admin when it has none.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/route';
import { REQUEST_TITLE_MAX } from '../../../contract/requests-constants';
import { fileRequest } from './requests.service';

/** The type made for a company that files time off but has no time-off type (see header). */
export const DEFAULT_TIME_OFF_TYPE_NAME = 'Time off';

export interface CalendarTimeOff {
  start_date: string;
  end_date: string;
  time_off_type: string;
  note: string;
}

async function timeOffRequestType(db: Database, companyId: number, timeOffType: string) {
  const found = await db
    .selectFrom('request_types')
    .select(['id', 'is_time_off', 'approver_staff_id'])
    .where('company_id', '=', companyId)
    .where('is_time_off', '=', true)
    .where((eb) => eb.or([eb('is_active', '=', true), eb('name', '=', DEFAULT_TIME_OFF_TYPE_NAME)]))
    .orderBy('is_active', 'desc')
    .orderBy(sql`lower(btrim(name)) = lower(btrim(${timeOffType}))`, 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return (
    found ??
    db
      .insertInto('request_types')
      .values({ company_id: companyId, name: DEFAULT_TIME_OFF_TYPE_NAME, is_time_off: true })
      .returning(['id', 'is_time_off', 'approver_staff_id'])
      .executeTakeFirstOrThrow()
  );
}

/** The request's title: the note's first line, or the type ("Vacation"). */
function titleOf(input: CalendarTimeOff): string {
  const line = input.note.split('\n', 1)[0]!.trim();
  const type = input.time_off_type.trim();
  return (line || type.charAt(0).toUpperCase() + type.slice(1)).slice(0, REQUEST_TITLE_MAX);
}

/** Files the caller's time off as a request of the time-off type; answers the time off's id. */
export async function fileCalendarTimeOff(db: Database, auth: AuthContext, input: CalendarTimeOff): Promise<number> {
  const type = await timeOffRequestType(db, auth.companyId, input.time_off_type);
  const { timeOffId } = await fileRequest(db, auth, type, {
    title: titleOf(input),
    description: input.note,
    start_date: input.start_date,
    end_date: input.end_date,
    time_off_type: input.time_off_type,
    time_off_note: input.note,
  });
  return timeOffId!;
}

/** Keeps the request's dates and text with its time off's when the time off is edited on the calendar. */
export async function followTimeOffEdit(
  db: Database,
  companyId: number,
  timeOffId: number,
  edit: { start_date: string; end_date: string; note?: string },
): Promise<void> {
  await db
    .updateTable('requests')
    .set({
      start_date: edit.start_date,
      end_date: edit.end_date,
      ...(edit.note === undefined ? {} : { description: edit.note }),
    })
    .where('company_id', '=', companyId)
    .where('time_off_id', '=', timeOffId)
    .execute();
}
