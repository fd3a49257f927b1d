// The billing provider behind the subscription calls (ARCHITECTURE "Integrations"): it opens a
// checkout for a plan, says what a subscription it made looks like now, and opens its customer
// portal. The built-in provider (built-in-provider.ts) keeps everything in this database and runs a
// local checkout page, so the whole flow works without an account anywhere; a hosted provider
// implements the same interface and is installed with setBillingProvider() at start-up.
import type { Database } from '../../db/database';
import type { SubscriptionStatus } from '../../../contract/subscription';

export interface CheckoutInput {
  companyId: number;
  userId: number;
  seats: number;
}

/** A subscription as the provider reports it. */
export interface ProviderSubscription {
  customerId: string;
  subscriptionId: string;
  status: SubscriptionStatus;
  seats: number;
  trialEndsAt: Date | null;
  nextBillingAt: Date | null;
}

export interface BillingProvider {
  readonly name: string;
  /** Where the browser goes to pay: an absolute URL of a hosted page, or an app path. */
  createCheckout(db: Database, input: CheckoutInput): Promise<{ url: string }>;
  /** The provider's record of a subscription, or null when it has none for this company. */
  retrieveSubscription(db: Database, companyId: number, subscriptionId: string): Promise<ProviderSubscription | null>;
  /** Changes the seats of a subscription it made. */
  updateSeats(db: Database, companyId: number, subscriptionId: string, seats: number): Promise<void>;
  /** The customer portal's address for this company. */
  createPortalSession(db: Database, companyId: number): Promise<{ url: string }>;
}

/**
 * A provider failure. Its message is the provider's text as is: the PWA recognises a rate limit by
 * it (spec shell §8), and the routes answer 429 for one (RATE_LIMIT_TEXT).
 */
export class BillingProviderError extends Error {}
