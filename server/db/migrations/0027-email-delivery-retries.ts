// E-mail delivery retried by a job (lib/email-delivery.ts, issue 23): an e-mail is due when
// next_attempt_at has passed; 'sending' marks one claimed by an instance, its next_attempt_at then
// being the claim's lease; attempts counts tries against the cap. Rows already here are history
// (sent, failed for good, or kept because SMTP was not configured) and get no next_attempt_at, so
// they are never sent late; new rows are due at once. The partial index serves the job's scan.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE outbound_emails
      ADD COLUMN attempts integer NOT NULL DEFAULT 0,
      ADD COLUMN next_attempt_at timestamptz,
      DROP CONSTRAINT outbound_emails_status_check,
      ADD CONSTRAINT outbound_emails_status_check CHECK (status IN ('stored', 'sending', 'sent', 'failed'));
    ALTER TABLE outbound_emails ALTER COLUMN next_attempt_at SET DEFAULT now();
    CREATE INDEX outbound_emails_due ON outbound_emails (next_attempt_at) WHERE next_attempt_at IS NOT NULL;
  `.execute(db);
}
