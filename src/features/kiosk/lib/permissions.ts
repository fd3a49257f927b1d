// Who may manage kiosks and PINs, mirroring the server (server/modules/inout/kiosks.routes.ts). The
// server still decides: these only hide what it would refuse.
import type { LoggedInUser } from '../../../../contract/account';

type User = Pick<LoggedInUser, 'user_roles' | 'company'>;

export function hasAttendanceApp(user: User): boolean {
  return user.company.active_app.some((app) => app.app_name === 'attendance');
}

/** Kiosks and other people's PINs: attendance admins and company admins. */
export function isKioskAdmin(user: User): boolean {
  return hasAttendanceApp(user) && (user.user_roles.user_is_attendance_admin || user.user_roles.user_is_admin);
}
