// Who may do what with checklists (spec people §6: checklist admins create templates). A company
// admin counts as a checklist admin. Checklists are read and filled by their assignees and by
// checklist admins; changing a checklist's own fields (title, due date, assignees) or deleting it is
// for checklist admins.
import type { AuthContext } from '../../lib/route';

export const isChecklistAdmin = (auth: AuthContext) => auth.roles.user_is_checklist_admin || auth.roles.user_is_admin;

export const canFill = (auth: AuthContext, assigneeIds: readonly number[]) =>
  isChecklistAdmin(auth) || assigneeIds.includes(auth.staffId);
