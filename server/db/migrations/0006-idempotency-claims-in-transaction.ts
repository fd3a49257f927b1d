// Idempotency keys are now claimed inside the change's own transaction, so a committed key is
// always answered. Claims committed on their own by the earlier scheme and left by a crash would
// block their key for good: they recorded no change, so they are dropped.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM idempotency_keys WHERE state = 'in_flight'`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to restore: the dropped claims held no change.
}
