// Who may do what with requests and tasks. Request admins (spec people §6: Request Settings)
// configure request types and may decide any request, so work does not stall while an approver is
// away; a company admin counts as one. Nobody decides their own request. Tasks are the team's:
// everyone with the request app sees, creates and moves them; deleting is for the task's creator
// or a request admin.
import type { AuthContext } from '../../lib/route';

export const isRequestAdmin = (auth: AuthContext) => auth.roles.user_is_request_admin || auth.roles.user_is_admin;

interface RequestParties {
  requester_staff_id: number;
  approver_staff_id: number | null;
}

/** May see the request, its comments and history (and comment on it). */
export function canSeeRequest(auth: AuthContext, r: RequestParties): boolean {
  return r.requester_staff_id === auth.staffId || r.approver_staff_id === auth.staffId || isRequestAdmin(auth);
}

/** Is one of the request's deciders; whether it is still open is the service's check. */
export function isDecider(auth: AuthContext, r: RequestParties): boolean {
  if (r.requester_staff_id === auth.staffId) return false;
  return r.approver_staff_id === auth.staffId || isRequestAdmin(auth);
}

export const canDeleteTask = (auth: AuthContext, task: { created_by_staff_id: number }) =>
  task.created_by_staff_id === auth.staffId || isRequestAdmin(auth);
