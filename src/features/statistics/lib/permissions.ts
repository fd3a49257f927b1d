// Who may do what in statistics, mirroring the server's guards so the UI offers only what the server
// accepts (it still decides). Spec shell §6: stat admins get Create Stat and Archived.
import type { LoggedInUser } from '../../../../contract/account';

type User = Pick<LoggedInUser, 'user_roles' | 'company'>;

/** The statistics screens need the company's statistics app (spec people §2). */
export function hasStatisticsApp(user: User): boolean {
  return user.company.active_app.some((app) => app.app_name === 'statistics');
}

/** Creates, archives, duplicates, reorders and deletes stats; manages the API token. */
export function isStatAdmin(user: User): boolean {
  return user.user_roles.user_is_stat_admin || user.user_roles.user_is_admin;
}
