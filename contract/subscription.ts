// Subscription calls (spec shell §7 "Subscription"): the free plan, the subscription details, seat
// changes, the checkout and its return, the billing portal; and the built-in provider's local
// checkout page. Fixed values live in subscription-constants.ts (no zod) and are re-exported here.
import { z } from 'zod';
import { phoneField } from './people';
import {
  LICENSE_CODE_INVALID,
  LICENSE_CODE_PATTERN,
  LICENSE_CODES_MAX,
  MAX_PREMIUM_USERS,
  PLANS,
  REFERRAL_CREDIT_KINDS,
  SUBSCRIPTION_STATUSES,
} from './subscription-constants';

export * from './subscription-constants';

export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  /** The amount due, after referral credit. */
  amount_cents: z.number().int(),
  /** Ours: before referral credit, and the credit applied (subtotal − credit = amount due). */
  subtotal_cents: z.number().int(),
  credit_applied_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(['paid', 'due']),
  issued_at: z.string(),
  period_start: z.string(),
  period_end: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** A line of the company's referral credit (ours: spec shell §2.4 "Get Free Credits", §9): earned by
 * a share or by a paid sign-up through the company's link, or spent on an invoice (negative). */
export const referralCreditSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REFERRAL_CREDIT_KINDS),
  amount_cents: z.number().int(),
  currency: z.string(),
  /** Who earned a share credit (null otherwise, or when that user was deleted). */
  user_name: z.string().nullable(),
  // A paid_signup line does not name the company that signed up: that company is another tenant.
  /** The invoice an applied credit went to. */
  invoice_number: z.string().nullable(),
  created_at: z.string(),
});
export type ReferralCredit = z.infer<typeof referralCreditSchema>;

/** GET subscription/api/referral-credits/ (ours): the company's credit and when the caller may share again. */
export const referralCreditsSchema = z.object({
  balance_cents: z.number().int(),
  currency: z.string(),
  /** When the caller's next share credit can be claimed; null: now. */
  next_share_at: z.string().nullable(),
  /** The secret of the company's share link, /auth/signup?ref=<code> (REFERRAL_SIGNUP_PARAM). */
  referral_code: z.string(),
});
export type ReferralCredits = z.infer<typeof referralCreditsSchema>;

export const mySubscriptionSchema = z.object({
  subscription_plan: z.enum(PLANS).nullable(),
  coupon_data: z.array(z.unknown()),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  seats: z.number().int().nullable(),
  active_users: z.number().int(),
  trial_end: z.string().nullable(),
  next_billing_at: z.string().nullable(),
  provider: z.string(),
  /** Ours: false on a production server with no billing provider (the built-in checkout is a demo). */
  checkout_available: z.boolean(),
  invoices: z.array(invoiceSchema),
  /** Ours: referral credits held against the company's billing, newest first, and their sum. */
  referral_credit_cents: z.number().int(),
  referral_credits: z.array(referralCreditSchema),
});
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

const seats = z.coerce.number().int().min(1).max(MAX_PREMIUM_USERS);

export const subscriptionUpdateRequestSchema = z.object({ seats });
export type SubscriptionUpdateRequest = z.infer<typeof subscriptionUpdateRequestSchema>;

/** POST subscription/api/create-checkout/: a Premium checkout for `users` seats. */
export const createCheckoutRequestSchema = z.object({ users: seats });
export type CreateCheckoutRequest = z.infer<typeof createCheckoutRequestSchema>;
/** Where to send the browser: the provider's hosted page, or the built-in local checkout page. */
export const checkoutUrlSchema = z.object({ url: z.string() });
export type CheckoutUrl = z.infer<typeof checkoutUrlSchema>;

/** POST subscription/api/checkout-redirect/: the return route's path parameters. */
export const checkoutRedirectRequestSchema = z.object({
  customer_id: z.string().min(1).max(200),
  subscription_id: z.string().min(1).max(200),
  next_billing_at: z.string().min(1).max(100),
});
export type CheckoutRedirectRequest = z.infer<typeof checkoutRedirectRequestSchema>;

/** The built-in provider's checkout session, as its local checkout page shows it. */
export const checkoutSessionSchema = z.object({
  id: z.string(),
  plan: z.enum(PLANS),
  seats: z.number().int(),
  trial_days: z.number().int(),
  seat_price_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(['open', 'completed']),
  /** Ours: the company's referral credit, taken off the first invoice when paying now. */
  referral_credit_cents: z.number().int(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;
/** Completing a local checkout answers the return route to open. */
/** POST …/checkout/{id}/complete/: start the trial (default), or pay the first month now. */
export const checkoutCompleteRequestSchema = z.object({ pay_now: z.boolean().default(false) });
export type CheckoutCompleteRequest = z.input<typeof checkoutCompleteRequestSchema>;
export const checkoutCompleteResponseSchema = z.object({ redirect_url: z.string() });
export type CheckoutCompleteResponse = z.infer<typeof checkoutCompleteResponseSchema>;

// --- onboarding step 0 (spec shell §2.5, §5) ------------------------------------------------------

export const personalInfoRequestSchema = z.object({
  first_name: z.string().trim().min(1, 'This field is required').max(150),
  last_name: z.string().trim().max(150).default(''),
  /** Parsed as the staff forms do (E.164, empty clears it); left out, the stored phone stays. */
  personal_phone: phoneField.optional(),
  /** Position ids in the order chosen: the first becomes the primary position. */
  positions: z.array(z.number().int().positive()).max(50).default([]),
});
export type PersonalInfoRequest = z.input<typeof personalInfoRequestSchema>;

export const personalInfoSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  personal_phone: z.string(),
  positions: z.array(z.number().int()),
  /** The company's positions to choose from. */
  available_positions: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

// --- app-deal registration (spec shell §1, §2.1 /auth/app-sumo-register) ---------------------------

export const licenseCodesSchema = z
  .array(z.string().trim().regex(LICENSE_CODE_PATTERN, LICENSE_CODE_INVALID))
  .min(1, 'This field is required')
  .max(LICENSE_CODES_MAX);
