// Who may do what in attendance, mirroring the server's guards (server/modules/inout) so the UI
// offers only actions the server will accept. The server still decides: these only hide buttons.
import type { LoggedInUser } from '../../../../contract/account';

type User = Pick<LoggedInUser, 'user_roles' | 'company'>;

/** The attendance screens and the clock need the company's attendance app (spec people §2). */
export function hasAttendanceApp(user: User): boolean {
  return user.company.active_app.some((app) => app.app_name === 'attendance');
}

/** Sees everyone's punches and may clock everyone out (server: canSeeEveryone). */
export function isAttendanceAdmin(user: User): boolean {
  return user.user_roles.user_is_attendance_admin || user.user_roles.user_is_admin;
}

/** Adds, edits and deletes company holidays (server: holidayAdmin). */
export function canManageHolidays(user: User): boolean {
  const r = user.user_roles;
  return r.user_is_attendance_admin || r.user_is_profile_admin || r.user_is_admin;
}

/** Approves or rejects time off (server: reviewsTimeOff). */
export function canReviewTimeOff(user: User): boolean {
  const r = user.user_roles;
  return r.user_is_request_admin || r.user_is_attendance_admin || r.user_is_admin;
}

/** Time Clock Settings: assignment admin with the attendance app (spec shell §6); the server also lets company admins save. */
export function canEditTimeClock(user: User): boolean {
  const r = user.user_roles;
  return hasAttendanceApp(user) && (r.user_is_assignment_admin || r.user_is_admin);
}
