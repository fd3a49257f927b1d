// The Company Motto (spec shell §2.3 and people §6: a settings anchor for profile admins): one line
// of text per company that everyone sees on the dashboard. Empty until a profile admin writes one.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE companies ADD COLUMN company_motto text NOT NULL DEFAULT ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE companies DROP COLUMN company_motto`.execute(db);
}
