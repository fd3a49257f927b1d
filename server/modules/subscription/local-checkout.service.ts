// The built-in billing provider's local checkout page (/billing/checkout/{id}): the session as the
// page shows it (with the company's referral credit, which paying now takes off the first invoice),
// and its completion — the trial, or the first month paid now (spec shell §9 counts that payment
// for the referrer's paid sign-up credit). Nothing is charged, so it is a demo: on a production
// server with no billing provider it is off (setBuiltInCheckout) and both calls answer 400.
import {
  BILLING_CURRENCY,
  CHECKOUT_NOT_OPEN,
  PLAN_ALREADY_CHOSEN,
  PREMIUM_PLAN,
  type CheckoutCompleteResponse,
  type CheckoutSession,
} from '../../../contract/subscription';
import { PREMIUM_SEAT_PRICE_CENTS, PREMIUM_TRIAL_DAYS } from '../../../contract/subscription-constants';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { completeLocalCheckout, findCheckoutSession } from './built-in-provider';
import { issuePaidInvoice } from './invoices';
import { balanceCents } from './referral-credits';
import { findSubscription, lockCompanyPlan } from './subscription.repository';
import { assertCheckoutAvailable, refuse } from './subscription.service';

export async function getCheckoutSession(db: Database, auth: AuthContext, id: string): Promise<CheckoutSession> {
  const row = await findCheckoutSession(db, auth.companyId, id);
  if (!row) throw new NotFoundError();
  return {
    id: row.id,
    plan: PREMIUM_PLAN,
    seats: row.seats,
    trial_days: PREMIUM_TRIAL_DAYS,
    seat_price_cents: PREMIUM_SEAT_PRICE_CENTS,
    currency: BILLING_CURRENCY,
    status: row.status === 'completed' ? 'completed' : 'open',
    referral_credit_cents: Math.max(await balanceCents(db, auth.companyId), 0),
  };
}

export async function completeCheckout(
  db: Database,
  auth: AuthContext,
  id: string,
  payNow = false,
): Promise<CheckoutCompleteResponse> {
  if (!(await findCheckoutSession(db, auth.companyId, id))) throw new NotFoundError();
  // Off in production with no billing provider: completing it would activate Premium unpaid.
  assertCheckoutAvailable();
  // A checkout left open in another tab, completed after the plan was taken, would charge again.
  await lockCompanyPlan(db, auth.companyId);
  const current = await findSubscription(db, auth.companyId);
  if (current?.plan === PREMIUM_PLAN && current.status !== 'cancelled') throw refuse(PLAN_ALREADY_CHOSEN);
  const done = await completeLocalCheckout(db, auth.companyId, id, payNow);
  if (!done) throw refuse(CHECKOUT_NOT_OPEN);
  if (payNow) {
    // The first month, charged now, less the company's referral credit.
    await issuePaidInvoice(db, {
      companyId: auth.companyId,
      subtotalCents: done.seats * PREMIUM_SEAT_PRICE_CENTS,
      periodStart: new Date(),
      periodEnd: done.nextBillingAt,
    });
  }
  const nextBilling = Math.floor(done.nextBillingAt.getTime() / 1000);
  return { redirect_url: `/checkout_redirect/${done.customerId}/${done.subscriptionId}/${nextBilling}/` };
}
