// Subscription calls (spec shell §7 "Subscription") and the built-in provider's local checkout.
// Choosing and changing a plan is for the company's admin user type (the profile menu shows the
// Subscription item only to them, spec shell §2.4); every user may read the plan.
import { z } from 'zod';
import {
  checkoutCompleteRequestSchema,
  checkoutRedirectRequestSchema,
  createCheckoutRequestSchema,
  subscriptionUpdateRequestSchema,
} from '../../../contract/subscription';
import { created, route, type AuthContext } from '../../lib/route';
import { Reply } from '../../lib/reply';
import { hostedOnly, receiveWebhook } from './billing-webhook';
import { claimShareCredit, getReferralCredits } from './referral-credits';
import { completeCheckout, getCheckoutSession } from './local-checkout.service';
import {
  activateCheckout,
  activateLicense,
  createCheckout,
  createFreePlan,
  createPortalSession,
  currentBillingProvider,
  getMySubscription,
  updateSeats,
} from './subscription.service';

const adminType = (auth: AuthContext) => auth.userTypeSlug === 'admin';
const checkoutParams = z.object({ id: z.uuid() });

const returnQuery = z.object({ session_id: z.string().min(1).max(300) });

export const subscriptionRoutes = [
  // The hosted provider's checkout returns here (no token: it is a page load); the spec's return
  // route then activates the plan for the signed-in admin, checked with the provider again.
  route({
    method: 'GET',
    url: '/subscription/api/hosted-checkout-return/',
    public: true,
    query: returnQuery,
    handler: async ({ query, reply }) => {
      reply.header('location', await hostedOnly(currentBillingProvider()).checkoutReturn(query.session_id));
      return new Reply(302, null);
    },
  }),
  route({
    method: 'POST',
    url: '/subscription/api/billing-webhook/',
    public: true,
    rawBody: true,
    handler: async ({ db, request }) => receiveWebhook(db, hostedOnly(currentBillingProvider()), request),
  }),
  // Any user may share the referral post; the credit goes to the company (spec shell §2.4, §9).
  route({
    method: 'GET',
    url: '/subscription/api/referral-credits/',
    handler: ({ db, auth }) => getReferralCredits(db, auth),
  }),
  route({
    method: 'POST',
    url: '/subscription/api/referral-credits/share/',
    handler: async ({ db, auth }) => created(await claimShareCredit(db, auth)),
  }),
  route({
    method: 'POST',
    url: '/subscription/api/create-free-plan/',
    allow: adminType,
    handler: ({ db, auth }) => createFreePlan(db, auth),
  }),
  route({
    method: 'POST',
    url: '/subscription/api/activate-license/',
    allow: adminType,
    handler: ({ db, auth }) => activateLicense(db, auth),
  }),
  route({
    method: 'GET',
    url: '/subscription/api/my-subscription/',
    // Everyone sees the plan (the header's plan label links here); the company's accounts — its
    // invoices and referral credits — are for its admins only.
    handler: async ({ db, auth }) => {
      const subscription = await getMySubscription(db, auth.companyId);
      if (adminType(auth)) return subscription;
      return { ...subscription, invoices: [], referral_credits: [], referral_credit_cents: 0 };
    },
  }),
  route({
    method: 'PATCH',
    url: '/subscription/api/my-subscription-update/',
    allow: adminType,
    body: subscriptionUpdateRequestSchema,
    handler: ({ db, auth, body }) => updateSeats(db, auth, body.seats),
  }),
  route({
    method: 'POST',
    url: '/subscription/api/create-chargebee-portal-session/',
    allow: adminType,
    handler: ({ db, auth }) => createPortalSession(db, auth),
  }),
  route({
    method: 'POST',
    url: '/subscription/api/create-checkout/',
    allow: adminType,
    body: createCheckoutRequestSchema,
    handler: ({ db, auth, body }) => createCheckout(db, auth, body.users),
  }),
  route({
    method: 'POST',
    url: '/subscription/api/checkout-redirect/',
    allow: adminType,
    body: checkoutRedirectRequestSchema,
    handler: ({ db, auth, body }) => activateCheckout(db, auth, body),
  }),
  route({
    method: 'GET',
    url: '/subscription/api/checkout/:id/',
    allow: adminType,
    params: checkoutParams,
    handler: ({ db, auth, params }) => getCheckoutSession(db, auth, params.id),
  }),
  route({
    method: 'POST',
    url: '/subscription/api/checkout/:id/complete/',
    allow: adminType,
    params: checkoutParams,
    body: checkoutCompleteRequestSchema,
    handler: ({ db, auth, params, body }) => completeCheckout(db, auth, params.id, body.pay_now),
  }),
];
