// Referral credits (spec shell §2.4 "Get Free Credits", §5, §9): a user who shares the referral
// post earns the company SHARE_CREDIT_CENTS, at most once per SHARE_CREDIT_INTERVAL_DAYS per user
// and SHARE_CREDITS_PER_COMPANY_PER_WEEK times per company in that window (a share needs no proof,
// so staff added in bulk must not farm it; enforced under locks on the user's and the company's
// rows, so taps at once credit once); a company that signed up through the post's link earns the
// sharing company PAID_SIGNUP_CREDIT_CENTS when it first pays real money (not credit alone), once (a
// unique index holds it even when the payment is reported twice at once), and only when the two
// companies are not linked (linkedCompanies: a shared member, the same billing customer or e-mail):
// otherwise a company could refer itself. The credits are a ledger held against the company's
// billing (invoices.ts spends them) and listed on the billing page.
import { sql } from 'kysely';
import {
  BILLING_CURRENCY,
  PAID_SIGNUP_CREDIT_CENTS,
  SHARE_CREDIT_CENTS,
  SHARE_CREDIT_COMPANY_LIMIT_REACHED,
  SHARE_CREDIT_INTERVAL_DAYS,
  SHARE_CREDIT_ONCE_A_WEEK,
  SHARE_CREDITS_PER_COMPANY_PER_WEEK,
  type ReferralCredit,
  type ReferralCredits,
} from '../../../contract/subscription';
import type { Database } from '../../db/database';
import { ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';

const INTERVAL_MS = SHARE_CREDIT_INTERVAL_DAYS * 86_400_000;

async function lastShareAt(db: Database, userId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('referral_credits')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('kind', '=', 'share')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

/** The company's credit: the ledger's sum (spent credit is negative). */
export async function balanceCents(db: Database, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('referral_credits')
    .select(sql<string>`coalesce(sum(amount_cents), 0)`.as('total'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

const nextShare = (last: Date | null, now: Date) =>
  last && now.getTime() - last.getTime() < INTERVAL_MS ? new Date(last.getTime() + INTERVAL_MS).toISOString() : null;

export async function getReferralCredits(db: Database, auth: AuthContext, now = new Date()): Promise<ReferralCredits> {
  const company = await db
    .selectFrom('companies')
    .select('referral_code')
    .where('id', '=', auth.companyId)
    .executeTakeFirstOrThrow();
  return {
    balance_cents: await balanceCents(db, auth.companyId),
    currency: BILLING_CURRENCY,
    next_share_at: nextShare(await lastShareAt(db, auth.userId), now),
    referral_code: company.referral_code,
  };
}

/** The company a share link's code belongs to; null for an unknown code (or none). */
export async function findReferrerByCode(db: Database, code: string | undefined): Promise<number | null> {
  if (!code) return null;
  const row = await db.selectFrom('companies').select('id').where('referral_code', '=', code).executeTakeFirst();
  return row?.id ?? null;
}

/** A confirmed payment, as the billing provider reports it. */
export interface Payment {
  /** Money actually charged, after any credit: credit alone pays for nothing. */
  amountPaidCents: number;
  /** The provider's customer that paid, when it has one of its own. */
  customerId?: string | null;
  /** The e-mail the provider bills. */
  billingEmail?: string | null;
}

/**
 * Whether the referred company is the referrer under another name: a user who is a member (staff or
 * admin, active or not) of both, the same billing customer, or a billing e-mail of a member of the
 * referrer.
 */
export async function linkedCompanies(
  db: Database,
  referrerId: number,
  referredId: number,
  payment: Pick<Payment, 'customerId' | 'billingEmail'> = {},
): Promise<boolean> {
  const shared = await db
    .selectFrom('staff as a')
    .innerJoin('staff as b', 'b.user_id', 'a.user_id')
    .select('a.user_id')
    .where('a.company_id', '=', referrerId)
    .where('b.company_id', '=', referredId)
    .executeTakeFirst();
  if (shared) return true;
  const customers = await db
    .selectFrom('subscriptions')
    .select(['company_id', 'customer_id'])
    .where('company_id', 'in', [referrerId, referredId])
    .where('customer_id', 'is not', null)
    .execute();
  const referrerCustomer = customers.find((row) => row.company_id === referrerId)?.customer_id;
  const referredCustomer = customers.find((row) => row.company_id === referredId)?.customer_id;
  if (referrerCustomer && (referrerCustomer === payment.customerId || referrerCustomer === referredCustomer)) {
    return true;
  }
  const email = payment.billingEmail?.trim().toLowerCase();
  if (!email) return false;
  const member = await db
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .select('staff.id')
    .where('staff.company_id', '=', referrerId)
    .where('users.email', '=', email)
    .executeTakeFirst();
  return member !== undefined;
}

/**
 * A payment of `companyId` was confirmed: when the company signed up through another company's
 * link, is not linked to it and paid money, that company earns the paid sign-up credit, the first
 * time only. Answers whether it did. Safe to repeat and to run concurrently: the partial unique
 * index on referred_company_id lets one insert through and the others do nothing.
 */
export async function creditPaidSignup(
  db: Database,
  companyId: number,
  payment: Payment,
  now = new Date(),
): Promise<boolean> {
  if (payment.amountPaidCents <= 0) return false;
  const company = await db
    .selectFrom('companies')
    .select('referred_by_company_id')
    .where('id', '=', companyId)
    .executeTakeFirst();
  const referrer = company?.referred_by_company_id;
  // A company never refers itself (the table's check says so too), nor under another name.
  if (!referrer || referrer === companyId) return false;
  if (await linkedCompanies(db, referrer, companyId, payment)) return false;
  const inserted = await db
    .insertInto('referral_credits')
    .values({
      company_id: referrer,
      user_id: null,
      kind: 'paid_signup',
      amount_cents: PAID_SIGNUP_CREDIT_CENTS,
      referred_company_id: companyId,
      created_at: now,
    })
    // The index's predicate as a literal: a bound parameter cannot be matched to a partial index
    // once PostgreSQL plans the prepared statement generically (from its sixth run).
    .onConflict((oc) => oc.column('referred_company_id').where('kind', '=', sql.lit('paid_signup')).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

async function companySharesInWeek(db: Database, companyId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('referral_credits')
    .select(sql<string>`count(*)`.as('count'))
    .where('company_id', '=', companyId)
    .where('kind', '=', 'share')
    .where('created_at', '>', new Date(now.getTime() - INTERVAL_MS))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Credits the company for the caller's share, or refuses with the spec's note within the user's
 * week, or with the company's cap once its users shared SHARE_CREDITS_PER_COMPANY_PER_WEEK times.
 */
export async function claimShareCredit(db: Database, auth: AuthContext, now = new Date()): Promise<ReferralCredits> {
  // The week is per user, across their companies: their row serialises concurrent claims.
  await db.selectFrom('users').select('id').where('id', '=', auth.userId).forUpdate().executeTakeFirstOrThrow();
  if (nextShare(await lastShareAt(db, auth.userId), now)) {
    throw ValidationError.field('non_field_errors', SHARE_CREDIT_ONCE_A_WEEK);
  }
  // The company's cap: its row serialises claims of different users (the same lock order as
  // invoices.ts, which takes the company's row alone).
  await db.selectFrom('companies').select('id').where('id', '=', auth.companyId).forUpdate().execute();
  if ((await companySharesInWeek(db, auth.companyId, now)) >= SHARE_CREDITS_PER_COMPANY_PER_WEEK) {
    throw ValidationError.field('non_field_errors', SHARE_CREDIT_COMPANY_LIMIT_REACHED);
  }
  await db
    .insertInto('referral_credits')
    .values({
      company_id: auth.companyId,
      user_id: auth.userId,
      kind: 'share',
      amount_cents: SHARE_CREDIT_CENTS,
      created_at: now,
    })
    .execute();
  return getReferralCredits(db, auth, now);
}

/** The company's credits for the billing page, newest first. */
export async function listReferralCredits(db: Database, companyId: number): Promise<ReferralCredit[]> {
  const rows = await db
    .selectFrom('referral_credits')
    .leftJoin('users', 'users.id', 'referral_credits.user_id')
    .leftJoin('invoices', 'invoices.id', 'referral_credits.invoice_id')
    .select([
      'referral_credits.id',
      'referral_credits.kind',
      'referral_credits.amount_cents',
      'referral_credits.created_at',
      'users.first_name',
      'users.last_name',
      'invoices.number as invoice_number',
      'referral_credits.provider_reference',
    ])
    .where('referral_credits.company_id', '=', companyId)
    .orderBy('referral_credits.created_at', 'desc')
    .orderBy('referral_credits.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    amount_cents: row.amount_cents,
    currency: BILLING_CURRENCY,
    user_name: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    invoice_number: row.invoice_number ?? row.provider_reference?.replace(/^hosted:/, '') ?? null,
    created_at: row.created_at.toISOString(),
  }));
}
