// Webhooks from hosted providers (billing, e-signature): the raw body, read with a cap before
// anything parses it, and its signature header `t=<unix seconds>,v1=<hex>` checked — an HMAC-SHA256
// of "{t}.{body}" with the shared secret (Stripe's scheme), made within the tolerance, so a forged
// body or a replayed old one is refused.
import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from './errors';
import { sameText } from './tokens';

/** Stripe's default tolerance for a webhook's timestamp. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
const WEBHOOK_MAX_BYTES = 1024 * 1024;

/** The request's body as text, refused past 1 MiB (a webhook is small). */
export async function readWebhookBody(request: FastifyRequest): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    size += (chunk as Buffer).length;
    if (size > WEBHOOK_MAX_BYTES) throw ValidationError.field('body', 'The webhook body is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The header value that signs `body` with `secret` at `timestamp` (unix seconds). */
export function webhookSignature(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Whether `header` (t=…,v1=…) signs `body` with `secret`, made within the tolerance. */
export function validWebhookSignature(
  header: string | undefined,
  body: string,
  secret: string,
  now = Date.now(),
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
) {
  const parts = (header ?? '').split(',').map((part) => part.split('=') as [string, string]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isFinite(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return parts.some(([key, value]) => key === 'v1' && sameText(value ?? '', expected));
}
