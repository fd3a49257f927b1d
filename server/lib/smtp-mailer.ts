// The mailer used by the running server: always stores the message (System Emails shows it), and
// when SMTP_URL is configured also sends it after the storing transaction commits.
import type { Transporter } from 'nodemailer';
import { createStoredMailer, type Mailer } from './mailer';

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  const stored = createStoredMailer();
  if (!smtpUrl) return stored;
  let transport: Promise<Transporter> | undefined;
  const getTransport = () => {
    // nodemailer is loaded only when SMTP is configured.
    transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
    return transport;
  };
  return {
    queue: stored.queue,
    async deliver(db, ids) {
      for (const id of ids) {
        const row = await db
          .selectFrom('outbound_emails')
          .selectAll()
          .where('id', '=', id)
          .where('status', '=', 'stored')
          .executeTakeFirst();
        if (!row) continue;
        try {
          await (await getTransport()).sendMail({ from, to: row.to_email, subject: row.subject, text: row.body_text });
          await db
            .updateTable('outbound_emails')
            .set({ status: 'sent', sent_at: new Date() })
            .where('id', '=', id)
            .execute();
        } catch (err) {
          await db
            .updateTable('outbound_emails')
            .set({ status: 'failed', last_error: err instanceof Error ? err.message : String(err) })
            .where('id', '=', id)
            .execute();
        }
      }
    },
  };
}
