// Who may do what with checklists, mirroring the server's guards so the UI offers only what the
// server accepts (it still decides). Spec people §6: checklist admins create templates.
import type { LoggedInUser } from '../../../../contract/account';

type User = Pick<LoggedInUser, 'user_roles' | 'company'>;

export function hasChecklistApp(user: User): boolean {
  return user.company.active_app.some((app) => app.app_name === 'checklist');
}

export function isChecklistAdmin(user: User): boolean {
  return user.user_roles.user_is_checklist_admin || user.user_roles.user_is_admin;
}
