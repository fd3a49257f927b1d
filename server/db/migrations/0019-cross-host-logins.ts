// Cross-host referral accounts (spec shell §4): a user whose company is served at another host is
// signed out here and signed in there with a short-lived signed token. Each token signs in once:
// its id is recorded here when used, so a replayed link is refused. Rows older than a day are
// pruned when the next token is used (a token lives a minute; the day is slack for clock skew).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE cross_host_logins (
      token_id text PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      used_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX cross_host_logins_used_at ON cross_host_logins (used_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE cross_host_logins`.execute(db);
}
