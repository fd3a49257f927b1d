// Plans (spec shell §2.5, §5, §9): the Free plan is chosen here, with no card, for a company of one
// user; Premium goes through the billing provider's checkout and starts a 15-day trial, activated
// when the browser comes back on the return route and the provider confirms the subscription.
// Subscription details are fetched from the provider at most once per 5 s per company (the
// debounce of §4); in between, and when the provider fails, the stored copy answers.
import {
  BILLING_CURRENCY,
  CHECKOUT_UNAVAILABLE,
  FREE_PLAN,
  FREE_PLAN_USER_LIMIT,
  FREE_PLAN_USER_LIMIT_REACHED,
  MAX_PREMIUM_USERS,
  NO_LICENSE,
  PLAN_ALREADY_CHOSEN,
  PREMIUM_ONLY,
  PREMIUM_PLAN,
  RATE_LIMIT_TEXT,
  SEAT_LIMIT_REACHED,
  SEATS_BELOW_USERS,
  SUBSCRIPTION_NOT_FOUND,
  SUBSCRIPTION_REFETCH_DEBOUNCE_MS,
  type CheckoutRedirectRequest,
  type MySubscription,
} from '../../../contract/subscription';
import { NON_FIELD_ERRORS } from '../../../contract/errors';
import type { Database } from '../../db/database';
import { NotFoundError, TooManyRequestsError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { BillingProviderError, type BillingProvider, type ProviderSubscription } from './billing-provider';
import { builtInProvider } from './built-in-provider';
import {
  countActiveUsers,
  countInvoices,
  findCompanyPlan,
  findSubscription,
  insertInvoice,
  listInvoices,
  lockCompanyPlan,
  saveSubscription,
  setCompanyPlan,
} from './subscription.repository';
import { listReferralCredits } from './referral-credits';
import { billDuePeriods } from './invoices';
import { presentSubscription } from './subscription.presenter';

let provider: BillingProvider = builtInProvider;

/** Installs another billing provider (a hosted one at start-up, a fake in tests); returns the
 * function that puts the previous one back. */
export function setBillingProvider(next: BillingProvider): () => void {
  const previous = provider;
  provider = next;
  return () => {
    provider = previous;
  };
}

/** The installed provider (the hosted provider's return and webhook routes need it). */
export const currentBillingProvider = (): BillingProvider => provider;

let builtInCheckoutEnabled = true;

/**
 * Turns the built-in checkout off (at start-up in production with no hosted provider: it charges
 * nothing, so "Pay now" there would hand out Premium for free) or on again; returns the function
 * that puts the previous setting back.
 */
export function setBuiltInCheckout(enabled: boolean): () => void {
  const previous = builtInCheckoutEnabled;
  builtInCheckoutEnabled = enabled;
  return () => {
    builtInCheckoutEnabled = previous;
  };
}

/** Whether Premium can be bought: a hosted provider, or the built-in checkout where it is allowed. */
export const checkoutAvailable = (): boolean => provider.name !== builtInProvider.name || builtInCheckoutEnabled;

/** Refuses a checkout where none is available (400, the message the billing page shows too). */
export function assertCheckoutAvailable(): void {
  if (!checkoutAvailable()) throw refuse(CHECKOUT_UNAVAILABLE);
}

export const refuse = (message: string) => new ValidationError({ [NON_FIELD_ERRORS]: [message] });

/** Runs a provider call; a rate limit answers 429 with the provider's text, which the PWA turns
 * into the spec's "temporarily unavailable" message. */
async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BillingProviderError && RATE_LIMIT_TEXT.test(error.message)) {
      throw new TooManyRequestsError(error.message, 60);
    }
    throw error;
  }
}

/**
 * Refuses adding `adding` active users when the plan has no room: the Free plan holds 1 user, a
 * Premium subscription its seats. Call inside the transaction that adds them: it locks the company.
 * (For the people module's employee creation and invitations.)
 */
export async function assertSeatAvailable(db: Database, companyId: number, adding = 1): Promise<void> {
  const company = await lockCompanyPlan(db, companyId);
  const users = (await countActiveUsers(db, companyId)) + adding;
  if (company.subscription_plan === FREE_PLAN && users > FREE_PLAN_USER_LIMIT) {
    throw refuse(FREE_PLAN_USER_LIMIT_REACHED);
  }
  if (company.subscription_plan === PREMIUM_PLAN) {
    const row = await findSubscription(db, companyId);
    if (row && users > row.seats) throw refuse(SEAT_LIMIT_REACHED);
  }
}

export async function getMySubscription(db: Database, companyId: number, now = new Date()): Promise<MySubscription> {
  const company = await findCompanyPlan(db, companyId);
  let row = await findSubscription(db, companyId);
  // The built-in provider's billing dates that have passed are billed now (invoices.ts), by this
  // read or by one at the same time that took the company's lock first: read the row again either way.
  if (row?.provider === builtInProvider.name && row.next_billing_at && row.next_billing_at <= now) {
    await billDuePeriods(db, companyId, now);
    row = await findSubscription(db, companyId);
  }
  if (row?.subscription_id && now.getTime() - row.synced_at.getTime() >= SUBSCRIPTION_REFETCH_DEBOUNCE_MS) {
    const subscriptionId = row.subscription_id;
    const fresh = await callProvider(() => provider.retrieveSubscription(db, companyId, subscriptionId));
    if (fresh) {
      await saveSubscription(db, { ...subscriptionRow(companyId, fresh), created_at: row.created_at, synced_at: now });
      row = await findSubscription(db, companyId);
    }
  }
  return presentSubscription({
    plan: company.subscription_plan,
    couponData: company.coupon_data,
    row,
    activeUsers: await countActiveUsers(db, companyId),
    provider: provider.name,
    checkoutAvailable: checkoutAvailable(),
    invoices: await listInvoices(db, companyId),
    referralCredits: await listReferralCredits(db, companyId),
  });
}

function subscriptionRow(companyId: number, sub: ProviderSubscription) {
  return {
    company_id: companyId,
    plan: PREMIUM_PLAN,
    status: sub.status,
    seats: sub.seats,
    provider: provider.name,
    customer_id: sub.customerId,
    subscription_id: sub.subscriptionId,
    trial_ends_at: sub.trialEndsAt,
    next_billing_at: sub.nextBillingAt,
  };
}

export async function createFreePlan(db: Database, auth: AuthContext): Promise<MySubscription> {
  const company = await lockCompanyPlan(db, auth.companyId);
  if (company.subscription_plan) throw refuse(PLAN_ALREADY_CHOSEN);
  if ((await countActiveUsers(db, auth.companyId)) > FREE_PLAN_USER_LIMIT) throw refuse(FREE_PLAN_USER_LIMIT_REACHED);
  await saveSubscription(db, {
    company_id: auth.companyId,
    plan: FREE_PLAN,
    status: 'active',
    seats: FREE_PLAN_USER_LIMIT,
    provider: 'none',
  });
  await setCompanyPlan(db, auth.companyId, FREE_PLAN);
  return getMySubscription(db, auth.companyId);
}

/** An app-deal company's lifetime plan (onboarding's Finish): Premium, no provider, no seat cap
 * beyond the deal's, no trial. */
export async function activateLicense(db: Database, auth: AuthContext): Promise<MySubscription> {
  const company = await lockCompanyPlan(db, auth.companyId);
  const licensed = await db
    .selectFrom('companies')
    .select('app_sumo_license')
    .where('id', '=', auth.companyId)
    .executeTakeFirstOrThrow();
  if (!licensed.app_sumo_license) throw refuse(NO_LICENSE);
  if (!company.subscription_plan) {
    await saveSubscription(db, {
      company_id: auth.companyId,
      plan: PREMIUM_PLAN,
      status: 'active',
      seats: MAX_PREMIUM_USERS,
      provider: 'license',
    });
    await setCompanyPlan(db, auth.companyId, PREMIUM_PLAN);
  }
  return getMySubscription(db, auth.companyId);
}

/** A Premium checkout: from no plan (onboarding) or from the Free plan (billing page). */
export async function createCheckout(db: Database, auth: AuthContext, users: number): Promise<{ url: string }> {
  assertCheckoutAvailable();
  const company = await lockCompanyPlan(db, auth.companyId);
  if (company.subscription_plan === PREMIUM_PLAN) throw refuse(PLAN_ALREADY_CHOSEN);
  if (users < (await countActiveUsers(db, auth.companyId))) throw ValidationError.field('users', SEATS_BELOW_USERS);
  return callProvider(() =>
    provider.createCheckout(db, { companyId: auth.companyId, userId: auth.userId, seats: users }),
  );
}

/** The return route's call: the provider must know this subscription for this company. */
export async function activateCheckout(
  db: Database,
  auth: AuthContext,
  body: CheckoutRedirectRequest,
): Promise<MySubscription> {
  await lockCompanyPlan(db, auth.companyId);
  const sub = await callProvider(() => provider.retrieveSubscription(db, auth.companyId, body.subscription_id));
  if (!sub || sub.customerId !== body.customer_id) throw new NotFoundError(SUBSCRIPTION_NOT_FOUND);
  const existing = await findSubscription(db, auth.companyId);
  // The same return opened twice (a reload): already active, nothing to add.
  if (existing?.subscription_id !== sub.subscriptionId) {
    await saveSubscription(db, { ...subscriptionRow(auth.companyId, sub), synced_at: new Date() });
    await setCompanyPlan(db, auth.companyId, PREMIUM_PLAN);
    const start = new Date();
    // The trial is free; the first charge is on the next billing date. A checkout paid at once has
    // its invoice from the provider already (completeCheckout, or the hosted provider's own).
    if (sub.status === 'in_trial') {
      await insertInvoice(db, {
        company_id: auth.companyId,
        number: `INV-${auth.companyId}-${(await countInvoices(db, auth.companyId)) + 1}`,
        amount_cents: 0,
        subtotal_cents: 0,
        currency: BILLING_CURRENCY,
        status: 'paid',
        period_start: start,
        period_end: sub.trialEndsAt ?? start,
      });
    }
  }
  return getMySubscription(db, auth.companyId);
}

export async function updateSeats(db: Database, auth: AuthContext, seats: number): Promise<MySubscription> {
  await lockCompanyPlan(db, auth.companyId);
  const row = await findSubscription(db, auth.companyId);
  if (row?.plan !== PREMIUM_PLAN || !row.subscription_id) throw refuse(PREMIUM_ONLY);
  if (seats < (await countActiveUsers(db, auth.companyId))) throw ValidationError.field('seats', SEATS_BELOW_USERS);
  const subscriptionId = row.subscription_id;
  await callProvider(() => provider.updateSeats(db, auth.companyId, subscriptionId, seats));
  await saveSubscription(db, { ...row, seats, synced_at: new Date() });
  return getMySubscription(db, auth.companyId);
}

export function createPortalSession(db: Database, auth: AuthContext): Promise<{ url: string }> {
  return callProvider(() => provider.createPortalSession(db, auth.companyId));
}
