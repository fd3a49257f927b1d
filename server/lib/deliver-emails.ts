// Sending the e-mails a request stored (outbound_emails) once its answer is sent, which is after the
// change committed (route.ts commits before it replies): a rolled-back change never e-mails anyone,
// and the answer never waits for SMTP. A delivery failure is logged; the e-mail stays stored.
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
