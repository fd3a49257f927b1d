// Personal settings saved from the shell: the header's timezone picker, the light/dark toggle and
// the language choice (spec shell §2.4, §4, §7 items 4-5).
import type { PrivateInfoUpdateResponse, StaffTimezoneResponse } from '../../../contract/account';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { updateStaffSettings } from './preferences.repository';
import { loadLoggedInUser } from './session.service';
import { authorizeStaffEdit } from './staff-access';

/** `timezone` is already a normalized IANA name (see timezone.ts). */
export async function setStaffTimezone(
  db: Database,
  auth: AuthContext,
  staffId: number,
  timezone: string,
): Promise<StaffTimezoneResponse> {
  await authorizeStaffEdit(db, auth, staffId);
  const row = await updateStaffSettings(db, auth.companyId, staffId, { timezone });
  // The shell merges the answer into its user (spec shell §4), so its own change returns the user.
  if (staffId === auth.staffId) return loadLoggedInUser(db, auth.staffId, auth.companyId);
  return { id: row.id, timezone: row.timezone };
}

/**
 * The theme is per person: the route takes a user id (spec shell §7 item 5) but only the caller's
 * own; it is stored on the caller's staff row in the current company.
 */
export async function setDarkMode(
  db: Database,
  auth: AuthContext,
  userId: number,
  isDarkMode: boolean,
): Promise<{ is_dark_mode: boolean | null }> {
  if (userId !== auth.userId) throw new NotFoundError();
  const row = await updateStaffSettings(db, auth.companyId, auth.staffId, { is_dark_mode: isDarkMode });
  return { is_dark_mode: row.is_dark_mode };
}

export async function setStaffLanguage(
  db: Database,
  auth: AuthContext,
  staffId: number,
  languageCode: string | null,
): Promise<PrivateInfoUpdateResponse> {
  await authorizeStaffEdit(db, auth, staffId);
  const row = await updateStaffSettings(db, auth.companyId, staffId, { language_code: languageCode });
  return { id: row.id, staff_info: { language_code: row.language_code, is_dark_mode: row.is_dark_mode } };
}
