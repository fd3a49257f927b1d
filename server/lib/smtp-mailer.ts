// The mailer used by the running server: always stores the message (System Emails shows it), and
// when SMTP_URL is configured also sends it: right after the storing transaction commits (the nudge
// after an answer, deliver-emails.ts), and from a delivery job every instance runs, which retries
// failures and picks up what a nudge missed (email-delivery.ts: each e-mail is sent once across
// instances).
import type { Transporter } from 'nodemailer';
import { DEFAULT_DELIVERY_POLICY, deliverDueEmails, startEmailDelivery, type DeliveryPolicy } from './email-delivery';
import { createStoredMailer, type Mailer } from './mailer';

/** How often each instance's job looks for due e-mails (retries come due at their own pace). */
export const EMAIL_DELIVERY_INTERVAL_MS = 30_000;

// A send must end well within the claim's lease (email-delivery.ts), or a live instance would be
// taken for dead. nodemailer's own defaults wait up to 10 minutes on a silent socket.
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  return url.toString();
}

export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  {
    policy = DEFAULT_DELIVERY_POLICY,
    intervalMs = EMAIL_DELIVERY_INTERVAL_MS,
  }: { policy?: DeliveryPolicy; intervalMs?: number } = {},
): Mailer {
  const stored = createStoredMailer();
  if (!smtpUrl) return stored;
  let transport: Promise<Transporter> | undefined;
  const send = async (email: { to: string; subject: string; text: string }) => {
    // nodemailer is loaded only when SMTP is configured.
    transport ??= import('nodemailer').then((m) => m.default.createTransport(withTimeouts(smtpUrl)));
    await (await transport).sendMail({ from, to: email.to, subject: email.subject, text: email.text });
  };
  return {
    queue: stored.queue,
    async deliver(db, ids) {
      await deliverDueEmails(db, send, policy, ids);
    },
    startDelivery: (db, onError) => startEmailDelivery(db, send, { policy, intervalMs, onError }),
  };
}
