// Sending the e-mails a request stored (outbound_emails) once its answer is sent, which is after the
// change committed (route.ts commits before it replies): a rolled-back change never e-mails anyone,
// and the answer never waits for SMTP. This is only the fast path: a failed send is retried, and an
// e-mail this instance never got to (it stopped) is sent, by the delivery job (email-delivery.ts),
// which also makes sure no other instance sends it too.
import type { FastifyReply } from 'fastify';
import type { AppDeps } from './deps';

export function deliverAfterResponse(
  reply: FastifyReply,
  deps: Pick<AppDeps, 'db' | 'mailer'>,
  emailIds: number[],
): void {
  if (emailIds.length === 0) return;
  reply.raw.once('finish', () => {
    deps.mailer.deliver(deps.db, emailIds).catch((err: unknown) => reply.log.error({ err }, 'e-mail delivery'));
  });
}
