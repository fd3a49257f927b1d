// Referral sign-ups and credits put to use (spec shell §9 "$30 extra per paid sign-up from a post").
//
// - companies.referral_code: the secret in a company's share link (/auth/signup?ref=<code>): 128
//   random bits, so nobody can guess another company's code into crediting it (the slug or the id
//   could be guessed). Every existing company gets its own at once (a volatile default runs per row).
// - companies.referred_by_company_id: the company whose link the sign-up came through; never the
//   company itself.
// - referral_credits: 'applied' rows are credit spent on an invoice, negative, so the balance stays
//   the ledger's sum; a 'paid_signup' row names the referred company, and at most one such row per
//   referred company exists (the unique index holds even when the payment event comes twice at once);
//   provider_reference names the hosted provider's invoice an 'applied' row went to (one per invoice).
// - invoices: what the invoice came to before credit, and the credit applied; amount_cents stays
//   the amount due.
// - checkout_sessions.trial_ends_at: the built-in checkout can be paid at once, with no trial, so the
//   trial's end is no longer always the next billing date.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE companies
      ADD COLUMN referral_code text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', ''),
      ADD COLUMN referred_by_company_id bigint REFERENCES companies(id) ON DELETE SET NULL,
      ADD CONSTRAINT companies_not_self_referred CHECK (referred_by_company_id <> id);
    CREATE UNIQUE INDEX companies_referral_code ON companies (referral_code);

    ALTER TABLE referral_credits DROP CONSTRAINT referral_credits_kind_check;
    ALTER TABLE referral_credits DROP CONSTRAINT referral_credits_amount_cents_check;
    ALTER TABLE referral_credits
      ADD COLUMN referred_company_id bigint REFERENCES companies(id) ON DELETE SET NULL,
      ADD COLUMN invoice_id bigint REFERENCES invoices(id) ON DELETE SET NULL,
      ADD COLUMN provider_reference text,
      ADD CONSTRAINT referral_credits_kind_check CHECK (kind IN ('share', 'paid_signup', 'applied')),
      ADD CONSTRAINT referral_credits_amount_sign CHECK (
        (kind = 'applied' AND amount_cents < 0) OR (kind <> 'applied' AND amount_cents > 0)
      );
    CREATE UNIQUE INDEX referral_credits_one_paid_signup ON referral_credits (referred_company_id)
      WHERE kind = 'paid_signup';
    CREATE UNIQUE INDEX referral_credits_provider_reference ON referral_credits (provider_reference);

    ALTER TABLE invoices
      ADD COLUMN subtotal_cents integer,
      ADD COLUMN credit_applied_cents integer NOT NULL DEFAULT 0 CHECK (credit_applied_cents >= 0);
    UPDATE invoices SET subtotal_cents = amount_cents;
    ALTER TABLE invoices
      ALTER COLUMN subtotal_cents SET NOT NULL,
      ADD CONSTRAINT invoices_credit_within_subtotal CHECK (credit_applied_cents <= subtotal_cents);

    ALTER TABLE checkout_sessions ADD COLUMN trial_ends_at timestamptz;
    UPDATE checkout_sessions SET trial_ends_at = next_billing_at WHERE status = 'completed';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE checkout_sessions DROP COLUMN trial_ends_at;
    ALTER TABLE invoices DROP COLUMN credit_applied_cents, DROP COLUMN subtotal_cents;
    DELETE FROM referral_credits WHERE kind = 'applied';
    ALTER TABLE referral_credits DROP CONSTRAINT referral_credits_amount_sign;
    ALTER TABLE referral_credits DROP CONSTRAINT referral_credits_kind_check;
    ALTER TABLE referral_credits DROP COLUMN provider_reference, DROP COLUMN invoice_id, DROP COLUMN referred_company_id;
    ALTER TABLE referral_credits
      ADD CONSTRAINT referral_credits_kind_check CHECK (kind IN ('share', 'paid_signup')),
      ADD CONSTRAINT referral_credits_amount_cents_check CHECK (amount_cents > 0);
    ALTER TABLE companies DROP COLUMN referred_by_company_id, DROP COLUMN referral_code;
  `.execute(db);
}
