// Fixed-window rate limits kept in the database, so several server instances share them.
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { TooManyRequestsError } from './errors';

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit for `key`; throws 429 once the window's limit is passed, with `message` (given the
 * seconds until the window ends) or a general one.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  { limit, windowSeconds }: RateLimit,
  message: (retryAfterSeconds: number) => string = () => 'Too many attempts. Please try again later.',
): Promise<void> {
  const { rows } = await sql<{ count: number; retry_after: number }>`
    INSERT INTO rate_limits AS r (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN r.window_start <= now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE r.count + 1 END,
      window_start = CASE WHEN r.window_start <= now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE r.window_start END
    RETURNING count,
      ceil(extract(epoch FROM (window_start + make_interval(secs => ${windowSeconds}) - now())))::int AS retry_after`.execute(
    db,
  );
  const row = rows[0]!;
  if (row.count > limit) {
    const retryAfter = Math.max(1, row.retry_after);
    throw new TooManyRequestsError(message(retryAfter), retryAfter);
  }
}

/** Forgets the count for `key` (a successful sign-in clears the account's failures). */
export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
