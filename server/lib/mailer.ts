// E-mail behind a small interface. Every message is written to outbound_emails inside the caller's
// transaction (so a rolled-back change sends nothing); delivery by SMTP happens after commit, and
// only when SMTP_URL is configured (smtp-mailer.ts: a nudge after the answer, and a job that
// retries). Without it, the stored row is the delivery (System Emails).
import type { Database } from '../db/database';

export interface EmailMessage {
  companyId: number;
  to: string;
  subject: string;
  text: string;
  /** What kind of e-mail this is, e.g. password_reset; shown in System Emails. */
  kind: string;
}

export interface Mailer {
  /** Stores the message in the given transaction; returns its id. */
  queue(db: Database, message: EmailMessage): Promise<number>;
  /**
   * Sends these stored messages by SMTP when configured, unless another instance has them; no-op
   * otherwise. Call after commit. A failure is left to the delivery job to retry.
   */
  deliver(db: Database, ids: number[]): Promise<void>;
  /**
   * Starts this instance's delivery job (email-delivery.ts); the answer stops it. Absent when
   * nothing is delivered (no SMTP). buildApp() starts it when the app is ready, stops it on close.
   */
  startDelivery?(db: Database, onError: (error: unknown) => void): () => Promise<void>;
}

export function createStoredMailer(): Mailer {
  return {
    async queue(db, message) {
      const row = await db
        .insertInto('outbound_emails')
        .values({
          company_id: message.companyId,
          to_email: message.to,
          subject: message.subject,
          body_text: message.text,
          kind: message.kind,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async deliver() {},
  };
}
