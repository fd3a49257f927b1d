// The location accuracy limit of the time clock (issue 21): with "Require location" on, a punch whose
// fix is less precise than this many metres is flagged location_inaccurate. 0 is no limit. Every
// company, old and new, starts at 1000 m (contract/attendance.ts DEFAULT_LOCATION_ACCURACY_LIMIT_M;
// a company without a settings row gets the same default there).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE time_clock_settings ADD COLUMN max_location_accuracy_m integer NOT NULL DEFAULT 1000 CHECK (max_location_accuracy_m >= 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE time_clock_settings DROP COLUMN max_location_accuracy_m`.execute(db);
}
