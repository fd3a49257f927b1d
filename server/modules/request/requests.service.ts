// Requests: made by any staff member under an active type, decided once by its approver (or a
// request admin), cancelled by its requester while pending, commented on by the people it
// concerns. Every change is written to the request's history in the same transaction.
import type { FastifyRequest } from 'fastify';
import { sql, type Updateable } from 'kysely';
import type { Paginated } from '../../../contract/pagination';
import type {
  Request,
  RequestCommentCreate,
  RequestCreateParams,
  RequestDecisionParams,
  RequestDetail,
  RequestListParams,
  RequestStatus,
  StaffRequestsSummary,
} from '../../../contract/requests';
import { REQUEST_MESSAGES, REQUEST_STATUSES } from '../../../contract/requests-constants';
import type { Database } from '../../db/database';
import type { RequestsTable } from '../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { paginated } from '../../lib/pagination';
import type { AuthContext } from '../../lib/route';
import { canSeeRequest, isDecider, isRequestAdmin } from './permissions';
import { findType } from './request-types.service';
import { presentRequestDetail, presentRequests } from './requests.presenter';
import { addRequestEvent, findRequest, requestPage, type RequestRow } from './requests.repository';
import { staffRefs } from './staff-refs';
import { createLinkedTimeOff, setLinkedTimeOffStatus } from './time-off-link';

type ListQuery = RequestListParams;

export async function listRequests(
  db: Database,
  auth: AuthContext,
  query: ListQuery,
  request: FastifyRequest,
): Promise<Paginated<Request>> {
  const { count, rows } = await requestPage(db, auth, query);
  return paginated(request, query, count, await presentRequests(db, auth, rows));
}

/** A request the caller may see; any other id (another company's, or someone else's) is 404. */
async function visibleRequest(db: Database, auth: AuthContext, id: number): Promise<RequestRow> {
  const row = await findRequest(db, auth.companyId, id);
  if (!row || !canSeeRequest(auth, row)) throw new NotFoundError();
  return row;
}

export async function requestDetail(db: Database, auth: AuthContext, id: number): Promise<RequestDetail> {
  return presentRequestDetail(db, auth, await visibleRequest(db, auth, id));
}

export async function createRequest(
  db: Database,
  auth: AuthContext,
  input: RequestCreateParams,
): Promise<RequestDetail> {
  const type = await findType(db, auth.companyId, input.request_type);
  if (!type) throw ValidationError.field('request_type', REQUEST_MESSAGES.unknownType);
  if (!type.is_active) throw ValidationError.field('request_type', REQUEST_MESSAGES.typeInactive);
  if (type.is_time_off && (!input.start_date || !input.end_date)) {
    throw ValidationError.field(input.start_date ? 'end_date' : 'start_date', REQUEST_MESSAGES.datesRequired);
  }
  const { id } = await fileRequest(db, auth, type, {
    title: input.title,
    description: input.description,
    start_date: input.start_date ?? null,
    end_date: input.end_date ?? null,
    time_off_type: type.name,
    time_off_note: input.title,
  });
  return requestDetail(db, auth, id);
}

export interface FiledRequest {
  title: string;
  description: string;
  start_date: string | null;
  end_date: string | null;
  /** For a time-off type: the time off's type and note (the calendar shows them). */
  time_off_type: string;
  time_off_note: string;
}

/**
 * Files a checked request of `type` for the caller: with a time-off type and both dates, its time
 * off too (pending, on the calendar), linked to it; and its "created" history event. Made from
 * Requests (createRequest) and from the time-off calendar (time-off-requests.ts) alike, so both
 * show the same records.
 */
export async function fileRequest(
  db: Database,
  auth: AuthContext,
  type: { id: number; is_time_off: boolean; approver_staff_id: number | null },
  input: FiledRequest,
): Promise<{ id: number; timeOffId: number | null }> {
  const timeOffId =
    type.is_time_off && input.start_date && input.end_date
      ? await createLinkedTimeOff(db, {
          companyId: auth.companyId,
          staffId: auth.staffId,
          start: input.start_date,
          end: input.end_date,
          typeName: input.time_off_type,
          note: input.time_off_note,
        })
      : null;
  const { id } = await db
    .insertInto('requests')
    .values({
      company_id: auth.companyId,
      request_type_id: type.id,
      requester_staff_id: auth.staffId,
      approver_staff_id: type.approver_staff_id,
      title: input.title,
      description: input.description,
      start_date: input.start_date,
      end_date: input.end_date,
      time_off_id: timeOffId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addRequestEvent(db, {
    company_id: auth.companyId,
    request_id: id,
    actor_staff_id: auth.staffId,
    action: 'created',
  });
  return { id, timeOffId };
}

/**
 * Ends a pending request. Guarded by the status in the same statement, so two deciders at once (or a
 * decision and a cancel) cannot both win: the later one gets 409.
 */
async function closePending(
  db: Database,
  auth: AuthContext,
  id: number,
  set: Updateable<RequestsTable>,
): Promise<void> {
  const updated = await db
    .updateTable('requests')
    .set(set)
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new ConflictError(REQUEST_MESSAGES.notPending);
}

export async function decideRequest(
  db: Database,
  auth: AuthContext,
  id: number,
  decision: RequestDecisionParams,
): Promise<RequestDetail> {
  const row = await visibleRequest(db, auth, id);
  if (row.requester_staff_id === auth.staffId) throw new ForbiddenError(REQUEST_MESSAGES.ownRequest);
  if (!isDecider(auth, row)) throw new ForbiddenError(REQUEST_MESSAGES.notApprover);
  const status = decision.action === 'approve' ? 'approved' : 'rejected';
  await closePending(db, auth, id, {
    status,
    decided_by_staff_id: auth.staffId,
    decided_at: new Date(),
    decision_note: decision.note,
  });
  await setLinkedTimeOffStatus(db, auth.companyId, row.time_off_id, status);
  await addRequestEvent(db, {
    company_id: auth.companyId,
    request_id: id,
    actor_staff_id: auth.staffId,
    action: status,
    note: decision.note,
  });
  return requestDetail(db, auth, id);
}

export async function cancelRequest(db: Database, auth: AuthContext, id: number): Promise<RequestDetail> {
  const row = await visibleRequest(db, auth, id);
  if (row.requester_staff_id !== auth.staffId) throw new ForbiddenError(REQUEST_MESSAGES.notRequester);
  await closePending(db, auth, id, { status: 'cancelled' });
  await setLinkedTimeOffStatus(db, auth.companyId, row.time_off_id, 'rejected');
  await addRequestEvent(db, {
    company_id: auth.companyId,
    request_id: id,
    actor_staff_id: auth.staffId,
    action: 'cancelled',
  });
  return requestDetail(db, auth, id);
}

export async function addComment(
  db: Database,
  auth: AuthContext,
  id: number,
  input: RequestCommentCreate,
): Promise<RequestDetail> {
  await visibleRequest(db, auth, id);
  await db
    .insertInto('request_comments')
    .values({ company_id: auth.companyId, request_id: id, author_staff_id: auth.staffId, body: input.body })
    .execute();
  await addRequestEvent(db, {
    company_id: auth.companyId,
    request_id: id,
    actor_staff_id: auth.staffId,
    action: 'commented',
  });
  return requestDetail(db, auth, id);
}

/**
 * A staff member's own requests are for themselves and request admins. Another company's staff id
 * is 404; a colleague's, for a non-admin, is 403 (the person exists, the view is not theirs).
 */
/** The staff member is in the caller's company (else 404), and is the caller or the caller is a request admin (else 403). */
export async function checkStaffView(db: Database, auth: AuthContext, staffId: number): Promise<void> {
  const known = await staffRefs(db, auth.companyId, [staffId]);
  if (!known.has(staffId)) throw new NotFoundError();
  if (staffId !== auth.staffId && !isRequestAdmin(auth)) throw new ForbiddenError();
}

export async function userRequests(
  db: Database,
  auth: AuthContext,
  staffId: number,
  query: ListQuery,
  request: FastifyRequest,
): Promise<Paginated<Request>> {
  await checkStaffView(db, auth, staffId);
  const { count, rows } = await requestPage(db, auth, query, staffId);
  return paginated(request, query, count, await presentRequests(db, auth, rows));
}

export async function staffRequestsSummary(
  db: Database,
  auth: AuthContext,
  staffId: number,
): Promise<StaffRequestsSummary> {
  await checkStaffView(db, auth, staffId);
  const year = new Date().getUTCFullYear();
  const [counts, days, refs] = await Promise.all([
    db
      .selectFrom('requests')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('company_id', '=', auth.companyId)
      .where('requester_staff_id', '=', staffId)
      .groupBy('status')
      .execute(),
    // Days of approved time off falling inside this year (a request across New Year counts its part).
    db
      .selectFrom('requests')
      .select(
        sql<number>`coalesce(sum(least(end_date, ${`${year}-12-31`}::date) - greatest(start_date, ${`${year}-01-01`}::date) + 1), 0)`.as(
          'days',
        ),
      )
      .where('company_id', '=', auth.companyId)
      .where('requester_staff_id', '=', staffId)
      .where('status', '=', 'approved')
      .where('time_off_id', 'is not', null)
      .where('start_date', '<=', `${year}-12-31`)
      .where('end_date', '>=', `${year}-01-01`)
      .executeTakeFirstOrThrow(),
    staffRefs(db, auth.companyId, [staffId]),
  ]);
  const byStatus = Object.fromEntries(REQUEST_STATUSES.map((s) => [s, 0])) as Record<RequestStatus, number>;
  for (const row of counts) byStatus[row.status] = Number(row.n);
  return {
    staff: refs.get(staffId)!,
    total: Object.values(byStatus).reduce((a, b) => a + b, 0),
    by_status: byStatus,
    time_off_days_this_year: Number(days.days),
  };
}

/**
 * A time off decided on the time-off calendar decides the pending request it came from too, so the
 * request and the calendar never disagree (the calendar follows requests through setLinkedTimeOffStatus).
 */
export async function decideRequestOfTimeOff(
  db: Database,
  auth: AuthContext,
  timeOffId: number,
  status: 'approved' | 'rejected',
): Promise<void> {
  const decided = await db
    .updateTable('requests')
    .set({ status, decided_by_staff_id: auth.staffId, decided_at: new Date() })
    .where('company_id', '=', auth.companyId)
    .where('time_off_id', '=', timeOffId)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  if (!decided) return;
  await addRequestEvent(db, {
    company_id: auth.companyId,
    request_id: decided.id,
    actor_staff_id: auth.staffId,
    action: status,
  });
}
