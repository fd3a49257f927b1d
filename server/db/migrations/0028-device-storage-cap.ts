// The device storage cap (issue 18.2, contract/device-storage-constants.ts): how many megabytes the
// app may keep on each device of the company's people. Every company, old and new, starts at 200.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE companies ADD COLUMN device_storage_cap_mb integer NOT NULL DEFAULT 200 CHECK (device_storage_cap_mb > 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE companies DROP COLUMN device_storage_cap_mb`.execute(db);
}
