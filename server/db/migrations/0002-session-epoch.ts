// Access tokens issued before a password change or reset stop working at once, not when they
// expire: authenticate() rejects tokens issued before users.sessions_valid_after.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN sessions_valid_after timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN sessions_valid_after`.execute(db);
}
