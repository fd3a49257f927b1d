// Request rows → the contract's Request and RequestDetail, with what the caller may do now.
import type { Request, RequestComment, RequestDetail, RequestEvent, StaffRef } from '../../../contract/requests';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/route';
import { isDecider } from './permissions';
import type { RequestRow } from './requests.repository';
import { requestComments, requestEvents } from './requests.repository';
import { refOf, staffRefs } from './staff-refs';

const partyIds = (row: RequestRow) =>
  [row.requester_staff_id, row.approver_staff_id, row.decided_by_staff_id].filter((id): id is number => id !== null);

function presentWith(refs: Map<number, StaffRef>, auth: AuthContext, row: RequestRow): Request {
  const pending = row.status === 'pending';
  return {
    id: row.id,
    request_type: row.request_type_id,
    request_type_name: row.type_name,
    is_time_off: row.is_time_off,
    title: row.title,
    description: row.description,
    status: row.status,
    requester: refOf(refs, row.requester_staff_id),
    approver: row.approver_staff_id === null ? null : refOf(refs, row.approver_staff_id),
    start_date: row.start_date,
    end_date: row.end_date,
    time_off: row.time_off_id,
    decided_by: row.decided_by_staff_id === null ? null : refOf(refs, row.decided_by_staff_id),
    decided_at: row.decided_at?.toISOString() ?? null,
    decision_note: row.decision_note,
    created_at: row.created_at.toISOString(),
    can_decide: pending && isDecider(auth, row),
    can_cancel: pending && row.requester_staff_id === auth.staffId,
  };
}

export async function presentRequests(db: Database, auth: AuthContext, rows: RequestRow[]): Promise<Request[]> {
  const refs = await staffRefs(db, auth.companyId, rows.flatMap(partyIds));
  return rows.map((row) => presentWith(refs, auth, row));
}

export async function presentRequestDetail(db: Database, auth: AuthContext, row: RequestRow): Promise<RequestDetail> {
  const [comments, events] = await Promise.all([
    requestComments(db, auth.companyId, row.id),
    requestEvents(db, auth.companyId, row.id),
  ]);
  const refs = await staffRefs(db, auth.companyId, [
    ...partyIds(row),
    ...comments.map((c) => c.author_staff_id),
    ...events.map((e) => e.actor_staff_id),
  ]);
  return {
    ...presentWith(refs, auth, row),
    comments: comments.map((c): RequestComment => ({
      id: c.id,
      author: refOf(refs, c.author_staff_id),
      body: c.body,
      created_at: c.created_at.toISOString(),
    })),
    history: events.map((e): RequestEvent => ({
      id: e.id,
      action: e.action,
      actor: refOf(refs, e.actor_staff_id),
      note: e.note,
      created_at: e.created_at.toISOString(),
    })),
  };
}
