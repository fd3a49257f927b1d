// Session hardening (issues 17 and 18).
// - revoked_sessions: sign-out ends the session's access tokens at once, not when they expire. An
//   access token names its session (the refresh-token family); a revoked family stays listed until
//   the last access token it could have issued has expired, so the table stays small.
// - refresh_tokens.replaced_by / successor_sealed: a refresh repeated within a short grace window
//   (its answer was lost, or two requests raced) answers the same successor instead of counting as
//   theft. The successor is kept sealed under a key derived from the presented token, which the
//   database never holds, so a copy of the table reveals nothing usable.
// - login_failures: sign-in throttling by growing delays per address, per account and per pair,
//   replacing the fixed-window lock that let anyone lock an owner out.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE revoked_sessions (
      family_id uuid PRIMARY KEY,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX revoked_sessions_expires_at ON revoked_sessions (expires_at);

    ALTER TABLE refresh_tokens ADD COLUMN replaced_by bigint, ADD COLUMN successor_sealed text;

    CREATE TABLE login_failures (
      key text PRIMARY KEY,
      failures integer NOT NULL,
      last_failure_at timestamptz NOT NULL
    );
    CREATE INDEX login_failures_last_failure_at ON login_failures (last_failure_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE login_failures;
    ALTER TABLE refresh_tokens DROP COLUMN replaced_by, DROP COLUMN successor_sealed;
    DROP TABLE revoked_sessions;
  `.execute(db);
}
