// Deleting a company is soft (issue 17): the row stays, marked deleted_at, so an admin of it can
// restore it for COMPANY_RESTORE_DAYS; the scheduled purge (modules/company/company-purge.ts) then
// removes it with everything that cascades from it. The partial index serves the purge's scan and
// stays empty-sized while nothing is deleted.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE companies ADD COLUMN deleted_at timestamptz;
    CREATE INDEX companies_deleted_at ON companies (deleted_at) WHERE deleted_at IS NOT NULL;
  `.execute(db);
}
