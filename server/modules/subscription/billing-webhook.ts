// The hosted billing provider's side doors (hosted-provider.ts): the return from its checkout page,
// redirected to the spec's return route, and its webhooks. A webhook is believed only with a valid
// Stripe-Signature (HMAC-SHA256 of "{t}.{body}" with the webhook secret) no older than five
// minutes; a subscription event then updates the stored copy of the company's subscription, so the
// billing page shows a cancellation or a seat change made in the provider's portal.
// Referral credit (spec shell §9) rides on invoice events (hosted-credits.ts): a paid invoice that
// cost something is the company's payment (the referrer's paid sign-up credit); a new draft invoice
// takes the company's credit as a customer balance before the provider finalises it.
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { readWebhookBody, validWebhookSignature } from '../../lib/signed-webhooks';
import { fromHostedSubscription, type HostedProvider, type HostedSubscription } from './hosted-provider';
import { creditHostedInvoice, invoiceCompany, type HostedInvoice } from './hosted-credits';

export const WEBHOOK_SIGNATURE_INVALID = 'The webhook signature is not valid.';

export function hostedOnly(provider: { name: string }): HostedProvider {
  if (provider.name !== 'hosted') throw new NotFoundError();
  return provider as HostedProvider;
}

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

const INVOICE_EVENTS = new Set(['invoice.created', 'invoice.paid']);

export async function receiveWebhook(db: Database, provider: HostedProvider, request: FastifyRequest) {
  const body = await readWebhookBody(request);
  const secret = provider.webhookSecret;
  const signature = request.headers['stripe-signature'];
  if (!secret || !validWebhookSignature(typeof signature === 'string' ? signature : undefined, body, secret)) {
    throw ValidationError.field('signature', WEBHOOK_SIGNATURE_INVALID);
  }
  const event = JSON.parse(body) as { type?: string; data?: { object?: HostedSubscription & HostedInvoice } };
  if (event.type && INVOICE_EVENTS.has(event.type) && event.data?.object) {
    const invoice = event.data.object;
    const companyId = await invoiceCompany(db, invoice);
    if (companyId !== null) await creditHostedInvoice(db, provider, companyId, event.type, invoice);
    return { received: true };
  }
  const object = event.data?.object;
  const companyId = Number(object?.metadata?.company_id);
  if (!event.type || !SUBSCRIPTION_EVENTS.has(event.type) || !object || !Number.isSafeInteger(companyId)) {
    return { received: true };
  }
  const sub = fromHostedSubscription(object);
  await db
    .updateTable('subscriptions')
    .set({
      status: event.type === 'customer.subscription.deleted' ? 'cancelled' : sub.status,
      seats: sub.seats,
      trial_ends_at: sub.trialEndsAt,
      next_billing_at: sub.nextBillingAt,
      synced_at: new Date(),
    })
    .where('company_id', '=', companyId)
    .where('subscription_id', '=', sub.subscriptionId)
    .execute();
  return { received: true };
}
