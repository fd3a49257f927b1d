// Issue 21: app-deal licence codes are checked against the codes the marketplace actually issued,
// not only their shape. An operator fills license_codes (`npm run licence-codes -- add FILE`); a
// registration redeems each code once, recording which company took it and when. Also the first-run
// checklist's dismissal, a company setting kept on the server so it stays dismissed on every device.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE license_codes (
      code text PRIMARY KEY,
      issued_at timestamptz NOT NULL DEFAULT now(),
      -- Where the operator got it (a marketplace batch, a file name): for their own records.
      note text,
      redeemed_by_company_id integer REFERENCES companies(id) ON DELETE SET NULL,
      redeemed_at timestamptz
    );
    ALTER TABLE companies ADD COLUMN first_run_checklist_dismissed_at timestamptz;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE companies DROP COLUMN first_run_checklist_dismissed_at;
    DROP TABLE license_codes;
  `.execute(db);
}
