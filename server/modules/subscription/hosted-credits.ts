// Referral credit with the hosted billing provider (spec shell §9), driven by its invoice webhooks.
// The provider, not this server, issues and charges the invoices, so:
// - invoice.paid with an amount paid above zero is the company's payment: the company that referred
//   it earns the paid sign-up credit (once, and not for a linked company; creditPaidSignup is safe
//   to repeat and to race);
// - invoice.created (a draft, which the provider finalises about an hour later) spends the company's
//   credit on it: the credit, up to the invoice's total, goes to the provider's customer balance,
//   which the provider takes off that invoice when it finalises it; the ledger records the same
//   amount as an 'applied' row. The provider call carries an idempotency key of the invoice, so a
//   repeated event never adds the balance twice there, and the 'applied' row is written once per
//   invoice here (the company's row is locked while it is decided).
import type { Database } from '../../db/database';
import type { HostedProvider } from './hosted-provider';
import { balanceCents, creditPaidSignup } from './referral-credits';

/** An invoice object as the Stripe-compatible API sends it (the fields used here). */
export interface HostedInvoice {
  id: string;
  customer: string;
  total?: number;
  /** What the customer was charged, after their balance (referral credit) was taken off. */
  amount_paid?: number;
  customer_email?: string | null;
  status?: string;
  subscription_details?: { metadata?: Record<string, string> } | null;
  parent?: { subscription_details?: { metadata?: Record<string, string> } | null } | null;
}

/** The company an invoice is for: the subscription's company tag, else the stored customer. */
export async function invoiceCompany(db: Database, invoice: HostedInvoice): Promise<number | null> {
  const metadata = invoice.parent?.subscription_details?.metadata ?? invoice.subscription_details?.metadata;
  const tagged = Number(metadata?.company_id);
  if (Number.isSafeInteger(tagged) && tagged > 0) return tagged;
  if (!invoice.customer) return null;
  const row = await db
    .selectFrom('subscriptions')
    .select('company_id')
    .where('customer_id', '=', invoice.customer)
    .executeTakeFirst();
  return row?.company_id ?? null;
}

export async function creditHostedInvoice(
  db: Database,
  provider: HostedProvider,
  companyId: number,
  type: string,
  invoice: HostedInvoice,
): Promise<void> {
  const total = invoice.total ?? 0;
  if (type === 'invoice.paid') {
    // What was charged (amount_paid), not the total, which the customer balance may have covered.
    await creditPaidSignup(db, companyId, {
      amountPaidCents: invoice.amount_paid ?? total,
      customerId: invoice.customer,
      billingEmail: invoice.customer_email,
    });
    return;
  }
  if (type !== 'invoice.created' || invoice.status !== 'draft' || total <= 0) return;
  // The webhook route has no transaction of its own (it reads the raw body): open one, so the lock
  // on the company holds until the 'applied' row is in and a concurrent retry then finds it.
  await db.transaction().execute((trx) => applyCredit(trx, provider, companyId, invoice, total));
}

async function applyCredit(
  db: Database,
  provider: HostedProvider,
  companyId: number,
  invoice: HostedInvoice,
  total: number,
): Promise<void> {
  await db.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute();
  const reference = `hosted:${invoice.id}`;
  const already = await db
    .selectFrom('referral_credits')
    .select('id')
    .where('company_id', '=', companyId)
    .where('kind', '=', 'applied')
    .where('provider_reference', '=', reference)
    .executeTakeFirst();
  if (already) return;
  const credit = Math.min(Math.max(await balanceCents(db, companyId), 0), total);
  if (credit <= 0) return;
  await provider.addCustomerCredit(invoice.customer, credit, reference);
  await db
    .insertInto('referral_credits')
    .values({
      company_id: companyId,
      user_id: null,
      kind: 'applied',
      amount_cents: -credit,
      provider_reference: reference,
    })
    .execute();
}
