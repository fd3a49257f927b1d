// Plans, trial and the subscription messages of spec shell §2.5, §5, §8 and §9, without zod, so the
// onboarding wizard, the billing page and the header use the same values as the server.

/** The value of companies.subscription_plan for each plan; the statistics module's free-plan stat
 * limit keys on FREE_PLAN_NAMES ('free'), which FREE_PLAN matches. */
export const FREE_PLAN = 'Free';
export const PREMIUM_PLAN = 'Premium';
export const PLANS = [FREE_PLAN, PREMIUM_PLAN] as const;
export type Plan = (typeof PLANS)[number];

export const FREE_PLAN_USER_LIMIT = 1;
export const PREMIUM_TRIAL_DAYS = 15;
/** Seats of a Premium checkout when the onboarding URL has no users parameter. */
export const DEFAULT_PREMIUM_USERS = 5;
export const MAX_PREMIUM_USERS = 10_000;
/** Price of a Premium seat per month after the trial, in cents (the built-in provider's price list). */
export const PREMIUM_SEAT_PRICE_CENTS = 800;
export const BILLING_CURRENCY = 'USD';
/** A subscription is fetched again (from the provider, and by the PWA) at most once per 5 s. */
export const SUBSCRIPTION_REFETCH_DEBOUNCE_MS = 5_000;

export const SUBSCRIPTION_STATUSES = ['in_trial', 'active', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

// --- messages (spec shell §8, word for word where the spec gives them) ---------------------------
export const SUBSCRIPTION_RATE_LIMITED =
  'Subscription service is temporarily unavailable. Please try again in a few minutes.';
/** A provider's answer is a rate limit when its text says so (spec shell §8). */
export const RATE_LIMIT_TEXT = /request count.*exceed.*acceptable limit/i;
export const CHECKOUT_FAILED = 'Could not activate your plan, please contact support';
export const PLAN_CREATION_FAILED = 'An error occurred while creating plan';
export const CHECKOUT_CLOSED = 'Process Closed. Please select pricing plan to continue.';
export const CHECKOUT_ERROR = 'Unable to activate subscription plan';
export const FREE_PLAN_USER_LIMIT_REACHED = `The free plan allows ${FREE_PLAN_USER_LIMIT} user. Choose the Premium plan to add more users.`;
export const SEAT_LIMIT_REACHED = 'Every seat of your plan is taken. Add seats on the billing page to add more users.';
export const SEATS_BELOW_USERS = 'Seats cannot be fewer than the active users of the company.';
export const PLAN_ALREADY_CHOSEN = 'Your company already has a subscription plan.';
export const CHECKOUT_NOT_OPEN = 'This checkout is no longer open.';
/**
 * Ours (issue 17): the answer to a checkout on a production server with no billing provider. The
 * built-in checkout charges nothing, so there it would hand out Premium for free.
 */
export const CHECKOUT_UNAVAILABLE =
  'Online payment is not set up on this server, so Premium cannot be bought here yet. Please contact support.';
export const SUBSCRIPTION_NOT_FOUND = 'No subscription matches this checkout.';
export const PREMIUM_ONLY = 'Only a Premium subscription has seats to change.';

// --- app-deal licences ----------------------------------------------------------------------------
/** A licence code as app-deal marketplaces issue them. */
export const LICENSE_CODE_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
export const LICENSE_CODES_MAX = 10;
export const LICENSE_CODE_INVALID = 'Enter licence codes of 8 to 64 letters, digits or dashes.';
export const LICENSE_CODE_USED = 'This licence code is already in use.';
/** Ours (issue 21): a code of the right shape that the operator never issued (license_codes field). */
export const LICENSE_CODE_UNKNOWN = 'This licence code was not issued to anyone. Check it against your purchase.';
export const NO_LICENSE = 'Only app-deal companies activate a licence.';

/** Reads the onboarding URL's users parameter (spec shell §5): a whole number ≥ 1, else 5. */
export function premiumUsersFrom(value: string | null | undefined): number {
  const users = Number(value);
  return Number.isInteger(users) && users >= 1 && users <= MAX_PREMIUM_USERS ? users : DEFAULT_PREMIUM_USERS;
}

// Referral credits (spec shell §2.4 "Get Free Credits", §5, §9).
/** §9: $5 credit per share. */
export const SHARE_CREDIT_CENTS = 500;
/** §9: $30 extra per paid sign-up from a post. */
export const PAID_SIGNUP_CREDIT_CENTS = 3000;
/** Ours: the kinds of referral credit line; 'applied' is credit spent on an invoice. */
export const REFERRAL_CREDIT_KINDS = ['share', 'paid_signup', 'applied'] as const;
export type ReferralCreditKind = (typeof REFERRAL_CREDIT_KINDS)[number];
/** Ours: the sign-up page's query parameter carrying the referring company's code. */
export const REFERRAL_SIGNUP_PARAM = 'ref';
/** Ours: a referral code is 32 hex digits (128 random bits); anything longer is not one. */
export const REFERRAL_CODE_MAX_LENGTH = 64;
/** §9: one share per week per user. */
export const SHARE_CREDIT_INTERVAL_DAYS = 7;
/** §5: the referral note, also the refusal of a second share credit within the week. */
export const SHARE_CREDIT_ONCE_A_WEEK = 'The share credit is valid once per week per user.';
/**
 * Ours (issue 17): share credits a company earns in SHARE_CREDIT_INTERVAL_DAYS at most, whoever
 * shares. A share needs no proof, so without a cap a company could add staff in bulk and farm them.
 */
export const SHARE_CREDITS_PER_COMPANY_PER_WEEK = 3;
export const SHARE_CREDIT_COMPANY_LIMIT_REACHED = `Your company has already earned this week's share credits ($${
  (SHARE_CREDITS_PER_COMPANY_PER_WEEK * SHARE_CREDIT_CENTS) / 100
}). Share again next week.`;
