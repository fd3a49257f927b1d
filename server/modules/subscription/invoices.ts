// Invoices the built-in billing provider issues, with the company's referral credit spent on them
// (spec shell §9): the credit applied is the smaller of the balance and the invoice, so the amount
// due never goes below zero and the balance never does either; the spending is an 'applied' row of
// minus that amount, so the balance stays the ledger's sum. A paid invoice for a plan that costs
// something is the company's payment, which may earn the company that referred it its credit.
import { BILLING_CURRENCY } from '../../../contract/subscription';
import type { Database } from '../../db/database';
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
  // A plan paid for, even when credit covered all of it: the first one earns the referrer's credit.
  if (input.subtotalCents > 0) await creditPaidSignup(db, input.companyId, now);
  return { id: invoice.id, creditAppliedCents: credit, amountDueCents: input.subtotalCents - credit };
}
