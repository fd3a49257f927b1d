// The built-in billing provider: checkout sessions in this database and a local checkout page in
// the PWA (/billing/checkout/{id}). Completing the page starts the Premium trial here and sends the
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
      .select(['customer_id', 'subscription_id', 'seats', 'next_billing_at', 'created_at'])
      .where('company_id', '=', companyId)
      .where('subscription_id', '=', subscriptionId)
      .where('status', '=', 'completed')
      .executeTakeFirst();
    if (!row?.customer_id || !row.subscription_id || !row.next_billing_at) return null;
    const trialEndsAt = row.next_billing_at;
    return {
      customerId: row.customer_id,
      subscriptionId: row.subscription_id,
      status: trialEndsAt.getTime() > Date.now() ? 'in_trial' : 'active',
      seats: row.seats,
      trialEndsAt,
      nextBillingAt: trialEndsAt,
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

/** Completes an open local checkout: the trial starts now. Null when no open session of the company
 * has this id. */
export async function completeLocalCheckout(
  db: Database,
  companyId: number,
  id: string,
): Promise<{ customerId: string; subscriptionId: string; nextBillingAt: Date } | null> {
  const nextBillingAt = trialEndFrom(new Date());
  const row = await db
    .updateTable('checkout_sessions')
    .set({
      status: 'completed',
      customer_id: `cus_local_${companyId}`,
      subscription_id: `sub_local_${randomUUID()}`,
      next_billing_at: nextBillingAt,
    })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning(['customer_id', 'subscription_id'])
    .executeTakeFirst();
  if (!row?.customer_id || !row.subscription_id) return null;
  return { customerId: row.customer_id, subscriptionId: row.subscription_id, nextBillingAt };
}

export function findCheckoutSession(db: Database, companyId: number, id: string) {
  return db
    .selectFrom('checkout_sessions')
    .select(['id', 'plan', 'seats', 'status'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}
