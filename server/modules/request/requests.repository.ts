// Queries behind requests: one request or a page of them with their type, and a request's comments
// and history. Every query is scoped to the caller's company.
import type { RequestListParams } from '../../../contract/requests';
import type { Database } from '../../db/database';
import { pageWindow } from '../../lib/pagination';
import type { AuthContext } from '../../lib/route';
import { isRequestAdmin } from './permissions';

export function requestQuery(db: Database, companyId: number) {
  return db
    .selectFrom('requests as r')
    .innerJoin('request_types as t', (join) =>
      join.onRef('t.id', '=', 'r.request_type_id').onRef('t.company_id', '=', 'r.company_id'),
    )
    .selectAll('r')
    .select(['t.name as type_name', 't.is_time_off'])
    .where('r.company_id', '=', companyId);
}

export type RequestRow = Awaited<ReturnType<ReturnType<typeof requestQuery>['executeTakeFirstOrThrow']>>;

export function findRequest(db: Database, companyId: number, id: number): Promise<RequestRow | undefined> {
  return requestQuery(db, companyId).where('r.id', '=', id).executeTakeFirst();
}

type Filters = RequestListParams;

/** The §7 views: my_request is the caller's own; for_approval those the caller decides (not their own). */
function filtered(db: Database, auth: AuthContext, query: Filters, staffId?: number) {
  let q = requestQuery(db, auth.companyId);
  if (staffId !== undefined) q = q.where('r.requester_staff_id', '=', staffId);
  else if (query.status === 'my_request') q = q.where('r.requester_staff_id', '=', auth.staffId);
  else {
    q = q.where('r.requester_staff_id', '!=', auth.staffId);
    if (!isRequestAdmin(auth)) q = q.where('r.approver_staff_id', '=', auth.staffId);
  }
  if (query.state) q = q.where('r.status', '=', query.state);
  if (query.request_type) q = q.where('r.request_type_id', '=', query.request_type);
  if (query.search) q = q.where('r.title', 'ilike', `%${query.search.replace(/[\\%_]/g, '\\$&')}%`);
  return q;
}

/** One page, newest first, and the count of every match. */
export async function requestPage(
  db: Database,
  auth: AuthContext,
  query: Filters,
  staffId?: number,
): Promise<{ count: number; rows: RequestRow[] }> {
  const { limit, offset } = pageWindow(query);
  const base = filtered(db, auth, query, staffId);
  const [rows, total] = await Promise.all([
    base.orderBy('r.id', 'desc').limit(limit).offset(offset).execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.count), rows };
}

export function requestComments(db: Database, companyId: number, requestId: number) {
  return db
    .selectFrom('request_comments')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('request_id', '=', requestId)
    .orderBy('id')
    .execute();
}

export function requestEvents(db: Database, companyId: number, requestId: number) {
  return db
    .selectFrom('request_events')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('request_id', '=', requestId)
    .orderBy('id')
    .execute();
}

export async function addRequestEvent(
  db: Database,
  event: {
    company_id: number;
    request_id: number;
    actor_staff_id: number;
    action: 'created' | 'approved' | 'rejected' | 'cancelled' | 'commented';
    note?: string;
  },
): Promise<void> {
  await db.insertInto('request_events').values(event).execute();
}
