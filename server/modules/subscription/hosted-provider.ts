// A hosted billing provider with a Stripe-compatible API (Stripe itself, or a service speaking the
// same calls), installed at start-up when BILLING_API_KEY is set (billing-config.ts). Card details
// go to the provider's own checkout page, never through this server.
// - checkout: a subscription Checkout Session for the Premium price, `seats` of it, with the 15-day
//   trial, tagged with the company; the provider sends the browser back to
//   subscription/api/hosted-checkout-return/, which looks the session up and redirects to the spec's
//   return route /checkout_redirect/{customer_id}/{subscription_id}/{next_billing_at}/;
// - the subscription as the provider reports it, only when it is tagged with the asking company;
// - seats: the subscription item's quantity; the portal: a billing portal session;
// - webhooks (billing-webhook.ts) keep the stored copy current between the 5 s refetches;
// - referral credit goes to the customer's balance (addCustomerCredit, hosted-credits.ts).
import { BILLING_CURRENCY, PREMIUM_TRIAL_DAYS, type SubscriptionStatus } from '../../../contract/subscription';
import type { Database } from '../../db/database';
import { BillingProviderError, type BillingProvider, type ProviderSubscription } from './billing-provider';

export interface HostedBillingSettings {
  /** e.g. https://api.stripe.com */
  apiUrl: string;
  apiKey: string;
  /** The provider's price of one Premium seat per period. */
  priceId: string;
  /** Secret the provider signs webhooks with (Stripe-Signature). */
  webhookSecret?: string;
  /** The app's public address, for the provider's return URLs. */
  publicUrl: string;
}

/** A subscription object as the API answers it (the fields used here). */
export interface HostedSubscription {
  id: string;
  customer: string;
  status: string;
  metadata?: Record<string, string>;
  trial_end?: number | null;
  current_period_end?: number | null;
  items: { data: { id: string; quantity?: number; current_period_end?: number | null }[] };
}

/** The provider answered 404: no such object (a subscription of nobody's, or deleted). */
class NotFoundAtProvider extends Error {}

/** Form encoding with bracketed keys, as Stripe-compatible APIs take request bodies. */
function formBody(fields: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString();
}

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);

export function subscriptionStatus(status: string): SubscriptionStatus {
  if (status === 'trialing') return 'in_trial';
  if (status === 'canceled' || status === 'incomplete_expired' || status === 'unpaid') return 'cancelled';
  return 'active';
}

/** The provider's subscription in the shape the subscription service stores. */
export function fromHostedSubscription(sub: HostedSubscription): ProviderSubscription {
  const item = sub.items.data[0];
  return {
    customerId: sub.customer,
    subscriptionId: sub.id,
    status: subscriptionStatus(sub.status),
    seats: item?.quantity ?? 1,
    trialEndsAt: seconds(sub.trial_end),
    nextBillingAt: seconds(sub.current_period_end ?? item?.current_period_end),
  };
}

export function createHostedProvider(settings: HostedBillingSettings) {
  const base = settings.apiUrl.replace(/\/+$/, '');
  const app = settings.publicUrl.replace(/\/+$/, '');

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    fields?: Record<string, string | number>,
    /** The provider does a POST with a key it has seen only once (a retried event, say). */
    idempotencyKey?: string,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${settings.apiKey}`,
          ...(fields ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: fields ? formBody(fields) : undefined,
      });
    } catch (err) {
      throw new BillingProviderError(`The billing provider could not be reached: ${(err as Error).message}`);
    }
    const body = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
    if (response.status === 404) throw new NotFoundAtProvider();
    if (!response.ok) {
      throw new BillingProviderError(body.error?.message ?? `The billing provider answered ${response.status}`);
    }
    return body;
  }

  async function findSubscription(companyId: number, subscriptionId: string): Promise<HostedSubscription | null> {
    try {
      const sub = await call<HostedSubscription>('GET', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`);
      // Only a subscription made for this company is this company's.
      return sub.metadata?.company_id === String(companyId) ? sub : null;
    } catch (err) {
      if (err instanceof NotFoundAtProvider) return null;
      throw err;
    }
  }

  const provider: BillingProvider & {
    webhookSecret?: string;
    checkoutReturn(sessionId: string): Promise<string>;
    addCustomerCredit(customerId: string, cents: number, reference: string): Promise<void>;
  } = {
    name: 'hosted',
    webhookSecret: settings.webhookSecret,

    async createCheckout(_db, { companyId, userId, seats }) {
      const session = await call<{ id: string; url: string }>('POST', '/v1/checkout/sessions', {
        mode: 'subscription',
        'line_items[0][price]': settings.priceId,
        'line_items[0][quantity]': seats,
        'subscription_data[trial_period_days]': PREMIUM_TRIAL_DAYS,
        'subscription_data[metadata][company_id]': companyId,
        'metadata[company_id]': companyId,
        'metadata[user_id]': userId,
        client_reference_id: String(companyId),
        success_url: `${app}/subscription/api/hosted-checkout-return/?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${app}/account/billing?checkout=closed`,
      });
      return { url: session.url };
    },

    async retrieveSubscription(_db, companyId, subscriptionId): Promise<ProviderSubscription | null> {
      const sub = await findSubscription(companyId, subscriptionId);
      return sub ? fromHostedSubscription(sub) : null;
    },

    async updateSeats(_db, companyId, subscriptionId, seats) {
      const sub = await findSubscription(companyId, subscriptionId);
      const item = sub?.items.data[0];
      if (!item) throw new BillingProviderError('The billing provider has no such subscription.');
      await call('POST', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`, {
        'items[0][id]': item.id,
        'items[0][quantity]': seats,
      });
    },

    async createPortalSession(db: Database, companyId: number) {
      const row = await db
        .selectFrom('subscriptions')
        .select('customer_id')
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      if (!row?.customer_id) throw new BillingProviderError('This company has no billing account yet.');
      const session = await call<{ url: string }>('POST', '/v1/billing_portal/sessions', {
        customer: row.customer_id,
        return_url: `${app}/account/billing`,
      });
      return { url: session.url };
    },

    /** Referral credit (hosted-credits.ts): a negative customer balance, which the provider takes
     * off the customer's next invoice when it finalises it. */
    async addCustomerCredit(customerId: string, cents: number, reference: string): Promise<void> {
      await call(
        'POST',
        `/v1/customers/${encodeURIComponent(customerId)}/balance_transactions`,
        { amount: -cents, currency: BILLING_CURRENCY.toLowerCase(), description: 'Referral credit' },
        `referral-credit-${reference}`,
      );
    },

    /** The spec's return route for a completed checkout session. */
    async checkoutReturn(sessionId: string): Promise<string> {
      const session = await call<{ status?: string; subscription?: string | null; customer?: string | null }>(
        'GET',
        `/v1/checkout/sessions/${encodeURIComponent(sessionId)}`,
      );
      if (session.status !== 'complete' || !session.subscription || !session.customer) {
        return '/account/billing?checkout=closed';
      }
      const sub = await call<HostedSubscription>(
        'GET',
        `/v1/subscriptions/${encodeURIComponent(session.subscription)}`,
      );
      const next = sub.trial_end ?? sub.current_period_end ?? sub.items.data[0]?.current_period_end ?? 0;
      return `/checkout_redirect/${encodeURIComponent(session.customer)}/${encodeURIComponent(sub.id)}/${next}/`;
    },
  };
  return provider;
}

export type HostedProvider = ReturnType<typeof createHostedProvider>;
