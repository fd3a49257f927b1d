// "$30 extra per paid sign-up from a post" (spec shell §9) and credit spent on invoices, against the
// real app and database: a company signed up through another's share link earns that company the
// paid sign-up credit when it first pays through the built-in checkout — once, however often or
// concurrently the payment comes; a free plan, an unpaid trial or the company itself earns nothing;
// and the built-in provider's invoices take the company's credit off the amount due.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAID_SIGNUP_CREDIT_CENTS,
  PLAN_ALREADY_CHOSEN,
  PREMIUM_SEAT_PRICE_CENTS,
  SHARE_CREDIT_CENTS,
  type MySubscription,
  type ReferralCredits,
} from '../../../contract/subscription';
import { authed, createTestApp, createTestCompany, TEST_PASSWORD, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Caller = { token: string };
const get = <T>(user: Caller, url: string) => authed(ctx.app, user, { method: 'GET', url }).then((r) => r.json<T>());
const post = (user: Caller, url: string, payload?: object) => authed(ctx.app, user, { method: 'POST', url, payload });
const codeOf = async (user: Caller) =>
  (await get<ReferralCredits>(user, '/subscription/api/referral-credits/')).referral_code;
const billing = (user: Caller) => get<MySubscription>(user, '/subscription/api/my-subscription/');

let address = 0;
/** A new company through the public sign-up, as the share link's page sends it. */
async function signUp(ref?: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/account/api/signup/',
    // Each sign-up from an address of its own: the per-address sign-up limit is real.
    remoteAddress: `127.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
    payload: {
      company_name: `Referred ${randomUUID().slice(0, 8)}`,
      first_name: 'Rita',
      email: `rita-${randomUUID()}@example.test`,
      password: TEST_PASSWORD,
      ...(ref === undefined ? {} : { ref }),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<{ token: string; company: { id: number } }>();
  return { token: body.token, companyId: body.company.id };
}

/** Opens a built-in checkout for `users` seats; answers its id. */
async function openCheckout(admin: Caller, users = 1): Promise<string> {
  const res = await post(admin, '/subscription/api/create-checkout/', { users });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ url: string }>().url.split('/').pop()!;
}
const complete = (admin: Caller, id: string, payNow: boolean) =>
  post(admin, `/subscription/api/checkout/${id}/complete/`, { pay_now: payNow });

const paidSignupCredits = (sub: MySubscription) => sub.referral_credits.filter((c) => c.kind === 'paid_signup');

async function referrerCompany() {
  const referrer = await createTestCompany(ctx);
  return { ...referrer, code: await codeOf(referrer.staff) };
}

async function giveCredit(companyId: number, cents: number) {
  await ctx.database.db
    .insertInto('referral_credits')
    .values({ company_id: companyId, user_id: null, kind: 'share', amount_cents: cents })
    .execute();
}

describe('share link', () => {
  it('carries a code of the company that cannot be derived from its id or slug', async () => {
    const a = await createTestCompany(ctx);
    const b = await createTestCompany(ctx);
    const [codeA, codeB] = [await codeOf(a.staff), await codeOf(b.admin)];
    expect(codeA).toMatch(/^[0-9a-f]{32}$/);
    expect(codeA).not.toBe(codeB);
    // Every user of a company shares the same code: the credit is the company's.
    expect(await codeOf(a.admin)).toBe(codeA);
  });

  it('records the referring company on a sign-up, and ignores an unknown code', async () => {
    const referrer = await referrerCompany();
    const referred = await signUp(referrer.code);
    const stray = await signUp('0123456789abcdef0123456789abcdef');
    const rows = await ctx.database.db
      .selectFrom('companies')
      .select(['id', 'referred_by_company_id'])
      .where('id', 'in', [referred.companyId, stray.companyId])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.referred_by_company_id]))).toEqual({
      [referred.companyId]: referrer.companyId,
      [stray.companyId]: null,
    });
  });
});

describe('paid sign-up credit', () => {
  it('credits the referrer $30 when the referred company pays through the built-in checkout', async () => {
    const referrer = await referrerCompany();
    const referred = await signUp(referrer.code);
    const paid = await complete(referred, await openCheckout(referred), true);
    expect(paid.statusCode, paid.body).toBe(200);
    const redirect = paid.json<{ redirect_url: string }>().redirect_url;
    const [, , customer_id, subscription_id, next_billing_at] = redirect.split('/');
    const activated = await post(referred, '/subscription/api/checkout-redirect/', {
      customer_id,
      subscription_id,
      next_billing_at,
    });
    expect(activated.statusCode, activated.body).toBe(200);
    // Paid now: active, no trial, one invoice for the month.
    const sub = activated.json<MySubscription>();
    expect(sub).toMatchObject({ subscription_plan: 'Premium', status: 'active', trial_end: null });
    expect(sub.invoices).toHaveLength(1);
    expect(sub.invoices[0]).toMatchObject({ subtotal_cents: PREMIUM_SEAT_PRICE_CENTS, status: 'paid' });

    const theirs = await billing(referrer.admin);
    expect(paidSignupCredits(theirs)).toEqual([
      expect.objectContaining({ kind: 'paid_signup', amount_cents: PAID_SIGNUP_CREDIT_CENTS, user_name: null }),
    ]);
    expect(theirs.referral_credit_cents).toBe(PAID_SIGNUP_CREDIT_CENTS);
    // The referred company earns nothing by paying.
    expect((await billing(referred)).referral_credits).toEqual([]);
  });

  it('credits once when the same payment is sent twice at once', async () => {
    const referrer = await referrerCompany();
    const referred = await signUp(referrer.code);
    const id = await openCheckout(referred);
    const answers = await Promise.all([complete(referred, id, true), complete(referred, id, true)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(paidSignupCredits(await billing(referrer.admin))).toHaveLength(1);
  });

  it('credits once when two checkouts of the company are both paid, concurrently', async () => {
    const referrer = await referrerCompany();
    const referred = await signUp(referrer.code);
    // Two tabs opened the checkout before either was paid.
    const [first, second] = [await openCheckout(referred), await openCheckout(referred)];
    const answers = await Promise.all([complete(referred, first, true), complete(referred, second, true)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const theirs = await billing(referrer.admin);
    expect(paidSignupCredits(theirs)).toHaveLength(1);
    expect(theirs.referral_credit_cents).toBe(PAID_SIGNUP_CREDIT_CENTS);
  });

  it('credits nothing for a free plan or an unpaid trial', async () => {
    const referrer = await referrerCompany();
    const free = await signUp(referrer.code);
    expect((await post(free, '/subscription/api/create-free-plan/')).statusCode).toBe(200);
    const trial = await signUp(referrer.code);
    const started = await complete(trial, await openCheckout(trial, 3), false);
    expect(started.statusCode, started.body).toBe(200);
    const [, , customer_id, subscription_id, next_billing_at] = started
      .json<{ redirect_url: string }>()
      .redirect_url.split('/');
    const activated = await post(trial, '/subscription/api/checkout-redirect/', {
      customer_id,
      subscription_id,
      next_billing_at,
    });
    expect(activated.json<MySubscription>()).toMatchObject({ status: 'in_trial' });
    expect(activated.json<MySubscription>().invoices[0]).toMatchObject({ amount_cents: 0, subtotal_cents: 0 });
    expect((await billing(referrer.admin)).referral_credits).toEqual([]);

    // A checkout still open in another tab cannot be paid on top of the trial.
    const opener = await ctx.database.db
      .selectFrom('checkout_sessions')
      .select('user_id')
      .where('company_id', '=', trial.companyId)
      .executeTakeFirstOrThrow();
    const stale = await ctx.database.db
      .insertInto('checkout_sessions')
      .values({ id: randomUUID(), company_id: trial.companyId, user_id: opener.user_id, plan: 'Premium', seats: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const again = await complete(trial, stale.id, true);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [PLAN_ALREADY_CHOSEN] });
    expect((await billing(referrer.admin)).referral_credits).toEqual([]);
  });

  it('credits the referrer when a trial ends and its first month is billed, once for reads at once', async () => {
    const referrer = await referrerCompany();
    const referred = await signUp(referrer.code);
    const started = await complete(referred, await openCheckout(referred, 3), false);
    const [, , customer_id, subscription_id, next_billing_at] = started
      .json<{ redirect_url: string }>()
      .redirect_url.split('/');
    await post(referred, '/subscription/api/checkout-redirect/', { customer_id, subscription_id, next_billing_at });
    expect(paidSignupCredits(await billing(referrer.admin))).toEqual([]);

    // The trial's 15 days have passed.
    const ended = new Date(Date.now() - 60_000);
    await ctx.database.db
      .updateTable('subscriptions')
      .set({ next_billing_at: ended, trial_ends_at: ended })
      .where('company_id', '=', referred.companyId)
      .execute();
    const reads = await Promise.all([billing(referred), billing(referred), billing(referred)]);
    const sub = reads[2]!;
    const monthly = sub.invoices.filter((invoice) => invoice.subtotal_cents > 0);
    expect(monthly).toHaveLength(1);
    expect(monthly[0]).toMatchObject({ subtotal_cents: 3 * PREMIUM_SEAT_PRICE_CENTS, status: 'paid' });
    expect(monthly[0]!.period_start).toBe(ended.toISOString());
    expect(Date.parse(sub.next_billing_at!)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(paidSignupCredits(await billing(referrer.admin))).toHaveLength(1);
  });

  it('never credits a company for itself', async () => {
    // A company with no referrer paying earns nobody anything, itself included.
    const alone = await signUp();
    expect((await complete(alone, await openCheckout(alone), true)).statusCode).toBe(200);
    expect(paidSignupCredits(await billing(alone))).toEqual([]);
    // And the database refuses to record a company as its own referrer.
    await expect(
      ctx.database.db
        .updateTable('companies')
        .set({ referred_by_company_id: alone.companyId })
        .where('id', '=', alone.companyId)
        .execute(),
    ).rejects.toThrow(/companies_not_self_referred/);
  });
});

describe('credit applied to invoices', () => {
  it('takes a smaller balance off in full and leaves the rest due', async () => {
    const c = await signUp();
    await giveCredit(c.companyId, SHARE_CREDIT_CENTS);
    // 5 seats: $40 less the $5 credit, which the checkout page shows before paying.
    const id = await openCheckout(c, 5);
    expect(await get(c, `/subscription/api/checkout/${id}/`)).toMatchObject({
      seat_price_cents: PREMIUM_SEAT_PRICE_CENTS,
      referral_credit_cents: SHARE_CREDIT_CENTS,
    });
    expect((await complete(c, id, true)).statusCode).toBe(200);
    const sub = await billing(c);
    expect(sub.invoices[0]).toMatchObject({
      subtotal_cents: 5 * PREMIUM_SEAT_PRICE_CENTS,
      credit_applied_cents: SHARE_CREDIT_CENTS,
      amount_cents: 5 * PREMIUM_SEAT_PRICE_CENTS - SHARE_CREDIT_CENTS,
    });
    expect(sub.referral_credit_cents).toBe(0);
    expect(sub.referral_credits[0]).toMatchObject({
      kind: 'applied',
      amount_cents: -SHARE_CREDIT_CENTS,
      invoice_number: sub.invoices[0]!.number,
    });
  });

  it('covers an invoice smaller than the balance and keeps the rest, never below zero', async () => {
    const c = await signUp();
    await giveCredit(c.companyId, PAID_SIGNUP_CREDIT_CENTS);
    // 1 seat: $8, all of it from the $30 credit; $22 stays.
    expect((await complete(c, await openCheckout(c, 1), true)).statusCode).toBe(200);
    const sub = await billing(c);
    expect(sub.invoices[0]).toMatchObject({
      subtotal_cents: PREMIUM_SEAT_PRICE_CENTS,
      credit_applied_cents: PREMIUM_SEAT_PRICE_CENTS,
      amount_cents: 0,
    });
    expect(sub.referral_credit_cents).toBe(PAID_SIGNUP_CREDIT_CENTS - PREMIUM_SEAT_PRICE_CENTS);
    // The ledger is a sum: earned plus spent is the balance.
    expect(sub.referral_credits.reduce((sum, line) => sum + line.amount_cents, 0)).toBe(sub.referral_credit_cents);
  });

  it("spends only the company's own credit, and shows it only to the company", async () => {
    const rich = await createTestCompany(ctx, { plan: null });
    await giveCredit(rich.companyId, PAID_SIGNUP_CREDIT_CENTS);
    const poor = await signUp();
    expect((await complete(poor, await openCheckout(poor, 2), true)).statusCode).toBe(200);
    const theirs = await billing(poor);
    expect(theirs.invoices[0]).toMatchObject({ credit_applied_cents: 0, amount_cents: 2 * PREMIUM_SEAT_PRICE_CENTS });
    expect(theirs.referral_credits).toEqual([]);
    expect((await billing(rich.admin)).referral_credit_cents).toBe(PAID_SIGNUP_CREDIT_CENTS);
    // Another company's checkout cannot be paid by this one.
    const foreign = await openCheckout(rich.admin, 2);
    expect((await complete(poor, foreign, true)).statusCode).toBe(404);
  });
});
