// Invoices the built-in billing provider issues, with the company's referral credit spent on them
// (spec shell §9): the credit applied is the smaller of the balance and the invoice, so the amount
// due never goes below zero and the balance never does either; the spending is an 'applied' row of
// minus that amount, so the balance stays the ledger's sum. A paid invoice with money due after
// credit is the company's payment, which may earn the company that referred it its credit.
// The built-in provider bills as a hosted one would: when a subscription's billing date has passed
// (the trial's end, then monthly), the period's invoice is issued (billDuePeriods), the next time
// the subscription is read.
import { BILLING_CURRENCY, PREMIUM_PLAN, PREMIUM_SEAT_PRICE_CENTS } from '../../../contract/subscription';
import type { Database } from '../../db/database';
import { monthAfter } from './built-in-provider';
import { balanceCents, creditPaidSignup } from './referral-credits';
import { countInvoices, insertInvoice } from './subscription.repository';

export interface InvoiceInput {
  companyId: number;
  /** What the period costs before credit. */
  subtotalCents: number;
  periodStart: Date;
  periodEnd: Date;
}

/** Issues a paid invoice (the built-in provider charges nothing real: completing its checkout is
 * the payment). Answers the invoice's id, its credit applied and the amount due. */
export async function issuePaidInvoice(db: Database, input: InvoiceInput, now = new Date()) {
  // One invoice of a company at a time: two at once would spend the same credit twice.
  await db.selectFrom('companies').select('id').where('id', '=', input.companyId).forUpdate().execute();
  const credit = Math.min(Math.max(await balanceCents(db, input.companyId), 0), input.subtotalCents);
  const invoice = await insertInvoice(db, {
    company_id: input.companyId,
    number: `INV-${input.companyId}-${(await countInvoices(db, input.companyId)) + 1}`,
    subtotal_cents: input.subtotalCents,
    credit_applied_cents: credit,
    amount_cents: input.subtotalCents - credit,
    currency: BILLING_CURRENCY,
    status: 'paid',
    issued_at: now,
    period_start: input.periodStart,
    period_end: input.periodEnd,
  });
  if (credit > 0) {
    await db
      .insertInto('referral_credits')
      .values({
        company_id: input.companyId,
        user_id: null,
        kind: 'applied',
        amount_cents: -credit,
        invoice_id: invoice.id,
        created_at: now,
      })
      .execute();
  }
  // Money paid for a plan (credit alone pays for nothing): the first such payment may earn the
  // referrer's credit. The built-in customer is the company's own (cus_local_<id>): no billing
  // customer or e-mail of its own to compare, the shared-member check covers its payer.
  await creditPaidSignup(db, input.companyId, { amountPaidCents: input.subtotalCents - credit }, now);
  return { id: invoice.id, creditAppliedCents: credit, amountDueCents: input.subtotalCents - credit };
}

/** At most this many missed periods are billed at one read (a subscription left unread for years
 * catches up over several reads rather than in one long request). */
const MAX_PERIODS_PER_READ = 12;

/**
 * Issues the built-in subscription's invoices for every billing date that has passed, each for the
 * seats at the seat price, less credit, and moves the billing date on a month each time. Runs in a
 * transaction (its own when the caller has none), under the company's lock, and reads the billing
 * date again after taking it: two reads at once bill a period once. Answers how many it issued.
 */
export async function billDuePeriods(db: Database, companyId: number, now = new Date()): Promise<number> {
  const bill = async (trx: Database) => {
    await trx.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute();
    const sub = await trx
      .selectFrom('subscriptions')
      .selectAll()
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    if (sub?.provider !== 'built-in' || sub.plan !== PREMIUM_PLAN || sub.status === 'cancelled') return 0;
    let due = sub.next_billing_at;
    let issued = 0;
    while (due && due.getTime() <= now.getTime() && issued < MAX_PERIODS_PER_READ) {
      const end = monthAfter(due);
      await issuePaidInvoice(
        trx,
        { companyId, subtotalCents: sub.seats * PREMIUM_SEAT_PRICE_CENTS, periodStart: due, periodEnd: end },
        now,
      );
      due = end;
      issued++;
    }
    if (issued === 0) return 0;
    await trx
      .updateTable('subscriptions')
      .set({ next_billing_at: due, status: 'active' })
      .where('company_id', '=', companyId)
      .execute();
    if (sub.subscription_id) {
      await trx
        .updateTable('checkout_sessions')
        .set({ next_billing_at: due })
        .where('company_id', '=', companyId)
        .where('subscription_id', '=', sub.subscription_id)
        .execute();
    }
    return issued;
  };
  return db.isTransaction ? bill(db) : db.transaction().execute(bill);
}
