// Referral credits against farming (issue 17), through the real app and the public sign-up: a
// hostile company adds staff in bulk and has each of them share (capped per company per week), and
// signs up a second company through its own link to earn the $30 (paid only when the paying company
// is not linked to the referrer and paid money, not credit alone).
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PAID_SIGNUP_CREDIT_CENTS,
  SHARE_CREDIT_CENTS,
  SHARE_CREDIT_COMPANY_LIMIT_REACHED,
  SHARE_CREDIT_INTERVAL_DAYS,
  SHARE_CREDITS_PER_COMPANY_PER_WEEK,
  type MySubscription,
  type ReferralCredits,
} from '../../../contract/subscription';
import { createStaffMember } from '../../seed/factories';
import { hashPassword } from '../../lib/passwords';
import { authed, createTestApp, login, TEST_PASSWORD, type TestContext } from '../../test/helpers';
import { creditPaidSignup } from './referral-credits';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

type Caller = { token: string };
const db = () => ctx.database.db;
const post = (user: Caller, url: string, payload?: object) => authed(ctx.app, user, { method: 'POST', url, payload });
const share = (user: Caller) => post(user, '/subscription/api/referral-credits/share/');
const credits = async (user: Caller) =>
  (await authed(ctx.app, user, { method: 'GET', url: '/subscription/api/referral-credits/' })).json<ReferralCredits>();
const billing = async (user: Caller) =>
  (await authed(ctx.app, user, { method: 'GET', url: '/subscription/api/my-subscription/' })).json<MySubscription>();
const paidSignupCredits = async (user: Caller) =>
  (await billing(user)).referral_credits.filter((c) => c.kind === 'paid_signup');

let address = 0;
/** A new company through the public sign-up, as anyone on the internet can make one. */
async function signUp(ref?: string, email = `eve-${randomUUID()}@example.test`) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/account/api/signup/',
    remoteAddress: `127.88.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
    payload: {
      company_name: `Hostile ${randomUUID().slice(0, 8)}`,
      first_name: 'Eve',
      email,
      password: TEST_PASSWORD,
      ...(ref === undefined ? {} : { ref }),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<{ token: string; company: { id: number } }>();
  return { token: body.token, companyId: body.company.id, email };
}

/** Staff added in bulk to the company, each signed in. */
async function bulkStaff(companyId: number, count: number): Promise<Caller[]> {
  const password_hash = await hashPassword(TEST_PASSWORD);
  const users: Caller[] = [];
  for (let i = 0; i < count; i++) {
    const email = `sock-${randomUUID()}@example.test`;
    await createStaffMember(db(), companyId, { email, first_name: `Sock ${i}`, password_hash });
    users.push({ token: (await login(ctx.app, email)).token });
  }
  return users;
}

/** Pays the first month now through the built-in checkout. */
async function payNow(admin: Caller, users = 1) {
  const opened = await post(admin, '/subscription/api/create-checkout/', { users });
  expect(opened.statusCode, opened.body).toBe(200);
  const id = opened.json<{ url: string }>().url.split('/').pop()!;
  const paid = await post(admin, `/subscription/api/checkout/${id}/complete/`, { pay_now: true });
  expect(paid.statusCode, paid.body).toBe(200);
}

describe('share credit farming', () => {
  it(`caps a company at ${SHARE_CREDITS_PER_COMPANY_PER_WEEK} share credits a week, however many staff share`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const hostile = await signUp();
    const socks = await bulkStaff(hostile.companyId, SHARE_CREDITS_PER_COMPANY_PER_WEEK + 3);
    const answers = [];
    for (const sock of socks) answers.push(await share(sock));
    expect(answers.map((res) => res.statusCode)).toEqual([
      ...Array<number>(SHARE_CREDITS_PER_COMPANY_PER_WEEK).fill(201),
      400,
      400,
      400,
    ]);
    expect(answers.at(-1)!.json()).toEqual({ non_field_errors: [SHARE_CREDIT_COMPANY_LIMIT_REACHED] });
    expect((await credits(hostile)).balance_cents).toBe(SHARE_CREDITS_PER_COMPANY_PER_WEEK * SHARE_CREDIT_CENTS);

    // A week on, the company may earn its share credits again.
    vi.setSystemTime(Date.now() + SHARE_CREDIT_INTERVAL_DAYS * 86_400_000 + 1000);
    const fresh = { token: (await login(ctx.app, hostile.email)).token };
    expect((await share(fresh)).statusCode).toBe(201);
  });

  it('holds the cap when the staff all share at the same moment', async () => {
    const hostile = await signUp();
    const socks = await bulkStaff(hostile.companyId, SHARE_CREDITS_PER_COMPANY_PER_WEEK + 3);
    const answers = await Promise.all(socks.map(share));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(SHARE_CREDITS_PER_COMPANY_PER_WEEK);
    expect((await credits(hostile)).balance_cents).toBe(SHARE_CREDITS_PER_COMPANY_PER_WEEK * SHARE_CREDIT_CENTS);
  });
});

describe('paid sign-up credit farming', () => {
  it('pays nothing when the paying company shares a member with the referrer', async () => {
    const referrer = await signUp();
    const code = (await credits(referrer)).referral_code;
    const referred = await signUp(code);
    // The referrer's admin is also staff of the company it "referred".
    await createStaffMember(db(), referred.companyId, { email: referrer.email, first_name: 'Eve again' });
    await payNow(referred, 2);
    expect(await paidSignupCredits(referrer)).toEqual([]);
  });

  it('pays nothing when credit alone paid the invoice', async () => {
    const referrer = await signUp();
    const referred = await signUp((await credits(referrer)).referral_code);
    // The referred company's own credit (earned by sharing, say) covers its first month (1 seat: $8).
    await db()
      .insertInto('referral_credits')
      .values({ company_id: referred.companyId, user_id: null, kind: 'share', amount_cents: 2 * SHARE_CREDIT_CENTS })
      .execute();
    await payNow(referred, 1);
    expect((await billing(referred)).invoices[0]).toMatchObject({ amount_cents: 0 });
    expect(await paidSignupCredits(referrer)).toEqual([]);
  });

  it('pays nothing for the same billing customer or a billing e-mail of the referrer, and pays an unlinked company', async () => {
    const referrer = await signUp();
    const code = (await credits(referrer)).referral_code;
    await db()
      .insertInto('subscriptions')
      .values({ company_id: referrer.companyId, plan: 'Premium', status: 'active', seats: 1, provider: 'hosted' })
      .execute();
    await db()
      .updateTable('subscriptions')
      .set({ customer_id: 'cus_shared' })
      .where('company_id', '=', referrer.companyId)
      .execute();
    const sameCustomer = await signUp(code);
    expect(
      await creditPaidSignup(db(), sameCustomer.companyId, { amountPaidCents: 800, customerId: 'cus_shared' }),
    ).toBe(false);
    const sameEmail = await signUp(code);
    expect(
      await creditPaidSignup(db(), sameEmail.companyId, {
        amountPaidCents: 800,
        customerId: 'cus_other',
        billingEmail: referrer.email.toUpperCase(),
      }),
    ).toBe(false);
    expect(await paidSignupCredits(referrer)).toEqual([]);

    // A company with nothing in common pays: the referrer earns its $30.
    const stranger = await signUp(code);
    await payNow(stranger);
    expect(await paidSignupCredits(referrer)).toEqual([
      expect.objectContaining({ amount_cents: PAID_SIGNUP_CREDIT_CENTS }),
    ]);
  });
});
