// Time off: the month calendar (time off of the company's staff plus its holidays), a staff
// member's own requests (each a request under Requests too, so both show the same records), and
// their review by an admin.
import { sql } from 'kysely';
import type { TimeOff, TimeOffCalendar } from '../../../contract/attendance';
import type { Database } from '../../db/database';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { presentHoliday } from './holidays.presenter';
import { decideRequestOfTimeOff } from '../request/requests.service';
import { fileCalendarTimeOff, followTimeOffEdit } from '../request/time-off-requests';

function monthBounds(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { first: `${month}-01`, last };
}

function timeOffQuery(db: Database, companyId: number) {
  return db
    .selectFrom('staff_time_offs as t')
    .innerJoin('staff', 'staff.id', 't.staff_id')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .select([
      't.id',
      't.staff_id',
      't.start_date',
      't.end_date',
      't.time_off_type',
      't.status',
      't.note',
      sql<string>`trim(users.first_name || ' ' || users.last_name)`.as('staff_name'),
    ])
    .where('t.company_id', '=', companyId);
}

type TimeOffRow = Awaited<ReturnType<ReturnType<typeof timeOffQuery>['executeTakeFirstOrThrow']>>;

function presentTimeOff(row: TimeOffRow): TimeOff {
  return {
    id: row.id,
    staff: row.staff_id,
    staff_name: row.staff_name,
    start_date: row.start_date,
    end_date: row.end_date,
    time_off_type: row.time_off_type,
    status: row.status,
    note: row.note,
  };
}

export async function monthCalendar(db: Database, companyId: number, month: string): Promise<TimeOffCalendar> {
  const { first, last } = monthBounds(month);
  const [timeOffs, holidays] = await Promise.all([
    timeOffQuery(db, companyId)
      .where('t.start_date', '<=', last)
      .where('t.end_date', '>=', first)
      .where('t.status', '!=', 'rejected')
      .orderBy('t.start_date')
      .orderBy('t.id')
      .execute(),
    db
      .selectFrom('holidays')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('date', '<=', last)
      .where((eb) => eb(eb.fn.coalesce('end_date', 'date'), '>=', first))
      .orderBy('date')
      .execute(),
  ]);
  return { month, time_offs: timeOffs.map(presentTimeOff), holidays: holidays.map(presentHoliday) };
}

export interface TimeOffInput {
  start_date: string;
  end_date: string;
  time_off_type: string;
  note: string;
}

/** Time off asked for here is a request under Requests as well (request/time-off-requests.ts). */
export async function requestTimeOff(db: Database, auth: AuthContext, input: TimeOffInput): Promise<TimeOff> {
  if (input.end_date < input.start_date) {
    throw ValidationError.field('end_date', 'The end date cannot be before the start date.');
  }
  const id = await fileCalendarTimeOff(db, auth, input);
  return presentTimeOff(await timeOffQuery(db, auth.companyId).where('t.id', '=', id).executeTakeFirstOrThrow());
}

export function reviewsTimeOff(auth: AuthContext): boolean {
  return auth.roles.user_is_request_admin || auth.roles.user_is_attendance_admin || auth.roles.user_is_admin;
}

export interface TimeOffPatch {
  start_date?: string;
  end_date?: string;
  time_off_type?: string;
  note?: string;
  status?: TimeOff['status'];
}

/**
 * An admin may change anything, including the status; the requester may change their own request
 * while it is pending, but not decide it.
 */
export async function updateTimeOff(
  db: Database,
  auth: AuthContext,
  id: number,
  patch: TimeOffPatch,
): Promise<TimeOff> {
  const current = await timeOffQuery(db, auth.companyId).where('t.id', '=', id).executeTakeFirst();
  if (!current) throw new NotFoundError();
  const admin = reviewsTimeOff(auth);
  const own = current.staff_id === auth.staffId;
  if (!admin && !own) throw new NotFoundError();
  if (!admin && (patch.status !== undefined || current.status !== 'pending')) throw new ForbiddenError();
  const start = patch.start_date ?? current.start_date;
  const end = patch.end_date ?? current.end_date;
  if (end < start) throw ValidationError.field('end_date', 'The end date cannot be before the start date.');
  await db
    .updateTable('staff_time_offs')
    .set({ ...patch })
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .execute();
  if (patch.start_date !== undefined || patch.end_date !== undefined || patch.note !== undefined) {
    await followTimeOffEdit(db, auth.companyId, id, { start_date: start, end_date: end, note: patch.note });
  }
  if (patch.status && patch.status !== 'pending' && patch.status !== current.status) {
    await decideRequestOfTimeOff(db, auth, id, patch.status);
  }
  return presentTimeOff(await timeOffQuery(db, auth.companyId).where('t.id', '=', id).executeTakeFirstOrThrow());
}
