// The built-in billing provider: checkout sessions in this database and a local checkout page in
// the PWA (/billing/checkout/{id}). Completing the page starts the Premium trial here — or, when the
// customer chooses to pay now, skips it and issues the first month's paid invoice — and sends the
// browser to the spec's return route with the new customer, subscription and next billing date,
// as a hosted provider would. The page never sends card details: there is no card to charge.
import { randomUUID } from 'node:crypto';
import { PREMIUM_PLAN, PREMIUM_TRIAL_DAYS } from '../../../contract/subscription';
import type { Database } from '../../db/database';
import type { BillingProvider, ProviderSubscription } from './billing-provider';

const DAY_MS = 86_400_000;

export function trialEndFrom(start: Date): Date {
  return new Date(start.getTime() + PREMIUM_TRIAL_DAYS * DAY_MS);
}

/** The end of a monthly billing period that starts at `start` (same day next month, in UTC). */
export function monthAfter(start: Date): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export const builtInProvider: BillingProvider = {
  name: 'built-in',

  async createCheckout(db, { companyId, userId, seats }) {
    const id = randomUUID();
    await db
      .insertInto('checkout_sessions')
      .values({ id, company_id: companyId, user_id: userId, plan: PREMIUM_PLAN, seats })
      .execute();
    return { url: `/billing/checkout/${id}` };
  },

  async retrieveSubscription(db, companyId, subscriptionId): Promise<ProviderSubscription | null> {
    const row = await db
      .selectFrom('checkout_sessions')
      .select(['customer_id', 'subscription_id', 'seats', 'next_billing_at', 'trial_ends_at'])
      .where('company_id', '=', companyId)
      .where('subscription_id', '=', subscriptionId)
      .where('status', '=', 'completed')
      .executeTakeFirst();
    if (!row?.customer_id || !row.subscription_id || !row.next_billing_at) return null;
    const trialEndsAt = row.trial_ends_at;
    return {
      customerId: row.customer_id,
      subscriptionId: row.subscription_id,
      status: trialEndsAt && trialEndsAt.getTime() > Date.now() ? 'in_trial' : 'active',
      seats: row.seats,
      trialEndsAt,
      nextBillingAt: row.next_billing_at,
    };
  },

  async updateSeats(db, companyId, subscriptionId, seats) {
    await db
      .updateTable('checkout_sessions')
      .set({ seats })
      .where('company_id', '=', companyId)
      .where('subscription_id', '=', subscriptionId)
      .execute();
  },

  async createPortalSession() {
    // The billing page is the built-in portal: plan, seats, trial end and invoices.
    return { url: '/account/billing' };
  },
};

/** Completes an open local checkout: the trial starts now, or with `payNow` the first month is
 * paid now (the caller issues its invoice). Null when no open session of the company has this id;
 * the update's `status = 'open'` condition makes a second completion, even a concurrent one, null. */
export async function completeLocalCheckout(
  db: Database,
  companyId: number,
  id: string,
  payNow = false,
): Promise<{ customerId: string; subscriptionId: string; seats: number; nextBillingAt: Date } | null> {
  const now = new Date();
  const nextBillingAt = payNow ? monthAfter(now) : trialEndFrom(now);
  const row = await db
    .updateTable('checkout_sessions')
    .set({
      status: 'completed',
      customer_id: `cus_local_${companyId}`,
      subscription_id: `sub_local_${randomUUID()}`,
      next_billing_at: nextBillingAt,
      trial_ends_at: payNow ? null : nextBillingAt,
    })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning(['customer_id', 'subscription_id', 'seats'])
    .executeTakeFirst();
  if (!row?.customer_id || !row.subscription_id) return null;
  return { customerId: row.customer_id, subscriptionId: row.subscription_id, seats: row.seats, nextBillingAt };
}

export function findCheckoutSession(db: Database, companyId: number, id: string) {
  return db
    .selectFrom('checkout_sessions')
    .select(['id', 'plan', 'seats', 'status'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}
