// The subscription module: plans, trial, seats, the billing provider interface with its built-in
// provider, and the seat check other modules call before adding a user.
export { subscriptionRoutes } from './subscription.routes';
export { assertSeatAvailable, setBillingProvider, setBuiltInCheckout } from './subscription.service';
export type { BillingProvider, ProviderSubscription } from './billing-provider';
export { BillingProviderError } from './billing-provider';
export { findReferrerByCode } from './referral-credits';
