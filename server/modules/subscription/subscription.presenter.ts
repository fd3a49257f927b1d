// Database rows → the my-subscription answer (contract/subscription.ts).
import type { Selectable } from 'kysely';
import {
  PLANS,
  type Invoice,
  type MySubscription,
  type Plan,
  type ReferralCredit,
  type SubscriptionStatus,
} from '../../../contract/subscription';
import type { InvoicesTable, SubscriptionsTable } from '../../db/schema';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function asPlan(plan: string | null): Plan | null {
  return (PLANS as readonly string[]).includes(plan ?? '') ? (plan as Plan) : null;
}

export function presentInvoice(row: Selectable<InvoicesTable>): Invoice {
  return {
    id: row.id,
    number: row.number,
    amount_cents: row.amount_cents,
    subtotal_cents: row.subtotal_cents,
    credit_applied_cents: row.credit_applied_cents,
    currency: row.currency,
    status: row.status === 'due' ? 'due' : 'paid',
    issued_at: row.issued_at.toISOString(),
    period_start: row.period_start.toISOString(),
    period_end: row.period_end.toISOString(),
  };
}

export function presentSubscription(input: {
  plan: string | null;
  couponData: unknown[];
  row: Selectable<SubscriptionsTable> | undefined;
  activeUsers: number;
  provider: string;
  checkoutAvailable: boolean;
  invoices: Selectable<InvoicesTable>[];
  referralCredits: ReferralCredit[];
}): MySubscription {
  const { row } = input;
  return {
    subscription_plan: asPlan(input.plan),
    coupon_data: input.couponData,
    status: (row?.status as SubscriptionStatus | undefined) ?? null,
    seats: row?.seats ?? null,
    active_users: input.activeUsers,
    trial_end: iso(row?.trial_ends_at ?? null),
    next_billing_at: iso(row?.next_billing_at ?? null),
    provider: row?.provider ?? input.provider,
    checkout_available: input.checkoutAvailable,
    invoices: input.invoices.map(presentInvoice),
    referral_credit_cents: input.referralCredits.reduce((sum, credit) => sum + credit.amount_cents, 0),
    referral_credits: input.referralCredits,
  };
}
