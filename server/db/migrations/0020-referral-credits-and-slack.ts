// Referral credits (spec shell §2.4 "Get Free Credits", §9): $5 credit per share, one share credit
// per week per user, held against the company's billing. The amount is stored per row (in cents),
// so a later change of the offer leaves earned credits as they were.
// Slack connections (spec shell §2.1 /connect/slack): one workspace per company, connected by an
// admin through Slack's OAuth; the bot token is what posting to Slack needs.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE referral_credits (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      user_id bigint REFERENCES users(id) ON DELETE SET NULL,
      kind text NOT NULL CHECK (kind IN ('share', 'paid_signup')),
      amount_cents integer NOT NULL CHECK (amount_cents > 0),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX referral_credits_company ON referral_credits (company_id, created_at DESC);
    CREATE INDEX referral_credits_user_share ON referral_credits (user_id, created_at DESC) WHERE kind = 'share';
    CREATE TABLE slack_connections (
      company_id bigint PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
      team_id text NOT NULL,
      team_name text NOT NULL,
      bot_user_id text,
      access_token text NOT NULL,
      connected_by bigint REFERENCES users(id) ON DELETE SET NULL,
      connected_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE slack_connections; DROP TABLE referral_credits`.execute(db);
}
