// "Get Free Credits" on the server (spec shell §2.4, §5, §9): sharing credits the company $5, once
// per week per user (the spec's note is the refusal; two taps at once credit once), and the
// credits show on the company's billing with who earned them.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SHARE_CREDIT_CENTS,
  SHARE_CREDIT_INTERVAL_DAYS,
  SHARE_CREDIT_ONCE_A_WEEK,
  type MySubscription,
  type ReferralCredits,
} from '../../../contract/subscription';
import { authed, createTestApp, createTestCompany, login, type TestContext, type TestUser } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

const share = (user: TestUser) =>
  authed(ctx.app, user, { method: 'POST', url: '/subscription/api/referral-credits/share/' });
const credits = async (user: TestUser) =>
  (await authed(ctx.app, user, { method: 'GET', url: '/subscription/api/referral-credits/' })).json<ReferralCredits>();
const billing = async (user: TestUser) =>
  (await authed(ctx.app, user, { method: 'GET', url: '/subscription/api/my-subscription/' })).json<MySubscription>();

describe('share credit', () => {
  it('credits the company once per week per user, and billing shows it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const c = await createTestCompany(ctx);
    expect(await credits(c.staff)).toEqual({
      balance_cents: 0,
      currency: 'USD',
      next_share_at: null,
      referral_code: expect.stringMatching(/^[0-9a-f]{32}$/),
    });

    const first = await share(c.staff);
    expect(first.statusCode, first.body).toBe(201);
    const after = first.json<ReferralCredits>();
    expect(after.balance_cents).toBe(SHARE_CREDIT_CENTS);
    const week = SHARE_CREDIT_INTERVAL_DAYS * 86_400_000;
    expect(Date.parse(after.next_share_at!) - Date.now()).toBeGreaterThan(week - 5_000);

    const again = await share(c.staff);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [SHARE_CREDIT_ONCE_A_WEEK] });
    // Another user of the company has a week of their own.
    expect((await share(c.admin)).statusCode).toBe(201);

    vi.setSystemTime(Date.now() + week + 1000);
    // A week on, the access tokens have expired: sign in again.
    const staffNow = { ...c.staff, token: (await login(ctx.app, c.staff.email)).token };
    const adminNow = { ...c.admin, token: (await login(ctx.app, c.admin.email)).token };
    expect((await credits(staffNow)).next_share_at).toBeNull();
    expect((await share(staffNow)).statusCode).toBe(201);

    const sub = await billing(adminNow);
    expect(sub.referral_credit_cents).toBe(3 * SHARE_CREDIT_CENTS);
    expect(sub.referral_credits).toHaveLength(3);
    expect(sub.referral_credits[0]).toMatchObject({ kind: 'share', amount_cents: SHARE_CREDIT_CENTS, currency: 'USD' });
    const staff = await ctx.database.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', '=', c.staff.userId)
      .executeTakeFirstOrThrow();
    // Newest first: the staff member's second share.
    expect(sub.referral_credits[0]!.user_name).toBe(`${staff.first_name} ${staff.last_name}`.trim());
  });

  it('credits two taps at the same moment once', async () => {
    const c = await createTestCompany(ctx);
    const answers = await Promise.all([share(c.staff), share(c.staff), share(c.staff)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400, 400]);
    expect((await credits(c.staff)).balance_cents).toBe(SHARE_CREDIT_CENTS);
  });

  it("keeps each company's credits its own", async () => {
    const a = await createTestCompany(ctx);
    const b = await createTestCompany(ctx);
    await share(a.staff);
    expect((await credits(b.admin)).balance_cents).toBe(0);
    expect((await billing(b.admin)).referral_credits).toEqual([]);
  });
});
