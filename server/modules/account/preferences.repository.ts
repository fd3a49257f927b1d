// Writes to a staff row's personal settings: timezone, dark mode, language.
// Every update is scoped by company as well as id, so a foreign id can never match.
import type { Database } from '../../db/database';

const SETTINGS = ['id', 'timezone', 'language_code', 'is_dark_mode'] as const;

export function updateStaffSettings(
  db: Database,
  companyId: number,
  staffId: number,
  values: { timezone?: string; language_code?: string | null; is_dark_mode?: boolean },
) {
  return db
    .updateTable('staff')
    .set(values)
    .where('id', '=', staffId)
    .where('company_id', '=', companyId)
    .returning(SETTINGS)
    .executeTakeFirstOrThrow();
}
