// Plans through the API: the Free plan's one user (and the stat limit that keys on it), the
// Premium trial through the built-in checkout and its return route, seats, the 5 s debounce of
// provider fetches, and a provider's rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NON_FIELD_ERRORS } from '../../../contract/error-codes';
import { FREE_PLAN_STAT_LIMIT_REACHED } from '../../../contract/statistics';
import {
  FREE_PLAN,
  FREE_PLAN_USER_LIMIT_REACHED,
  LICENSE_CODE_USED,
  NO_LICENSE,
  PLAN_ALREADY_CHOSEN,
  PREMIUM_PLAN,
  PREMIUM_TRIAL_DAYS,
  SEAT_LIMIT_REACHED,
  SEATS_BELOW_USERS,
  type CheckoutCompleteResponse,
  type MySubscription,
} from '../../../contract/subscription';
import {
  authed,
  createTestApp,
  createTestCompany,
  type TestCompany,
  type TestContext,
  type TestUser,
} from '../../test/helpers';
import { BillingProviderError, type BillingProvider } from './billing-provider';
import { builtInProvider } from './built-in-provider';
import { issueLicenseCodes } from '../account/license-codes';
import { assertSeatAvailable, getMySubscription, setBillingProvider } from './subscription.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const DAY_MS = 86_400_000;

/** A new company without a plan, as sign-up leaves it; `alone` deactivates its staff member. */
async function companyWithoutPlan(alone = true): Promise<TestCompany> {
  const c = await createTestCompany(ctx, { plan: null });
  if (alone) await db().updateTable('staff').set({ is_active: false }).where('id', '=', c.staff.staffId).execute();
  return c;
}

const post = (user: TestUser, url: string, payload?: object) =>
  authed(ctx.app, user, { method: 'POST', url, ...(payload ? { payload } : {}) });
const mySubscription = async (user: TestUser) =>
  (await authed(ctx.app, user, { method: 'GET', url: '/subscription/api/my-subscription/' })).json<MySubscription>();

/** Onboarding's Premium path: checkout, the local checkout page's completion, the return route. */
async function startTrial(user: TestUser, users = 5) {
  const checkout = await post(user, '/subscription/api/create-checkout/', { users });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const url = checkout.json<{ url: string }>().url;
  expect(url).toMatch(/^\/billing\/checkout\/[0-9a-f-]{36}$/);
  const id = url.split('/').pop()!;
  const page = await authed(ctx.app, user, { method: 'GET', url: `/subscription/api/checkout/${id}/` });
  expect(page.json()).toMatchObject({
    plan: PREMIUM_PLAN,
    seats: users,
    trial_days: PREMIUM_TRIAL_DAYS,
    status: 'open',
  });
  const done = await post(user, `/subscription/api/checkout/${id}/complete/`);
  expect(done.statusCode, done.body).toBe(200);
  const [, , customer_id, subscription_id, next_billing_at] = done
    .json<CheckoutCompleteResponse>()
    .redirect_url.split('/');
  return post(user, '/subscription/api/checkout-redirect/', { customer_id, subscription_id, next_billing_at });
}

describe('Free plan', () => {
  it('is chosen without a card, marks the user as having a plan, and holds one user', async () => {
    const c = await companyWithoutPlan();
    const res = await post(c.admin, '/subscription/api/create-free-plan/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MySubscription>()).toMatchObject({
      subscription_plan: FREE_PLAN,
      seats: 1,
      status: 'active',
      trial_end: null,
    });
    const me = await authed(ctx.app, c.admin, { method: 'GET', url: '/account/api/me/' });
    expect(me.json()).toMatchObject({ has_subscription_plan: true });

    // A second user is refused (the people module calls this before adding one).
    await expect(
      db()
        .transaction()
        .execute((trx) => assertSeatAvailable(trx, c.companyId)),
    ).rejects.toMatchObject({
      fields: { [NON_FIELD_ERRORS]: [FREE_PLAN_USER_LIMIT_REACHED] },
    });
  });

  it('is refused for a company of two users, and once a plan is chosen', async () => {
    const two = await companyWithoutPlan(false);
    const refused = await post(two.admin, '/subscription/api/create-free-plan/');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ [NON_FIELD_ERRORS]: [FREE_PLAN_USER_LIMIT_REACHED] });

    const c = await companyWithoutPlan();
    await post(c.admin, '/subscription/api/create-free-plan/');
    const again = await post(c.admin, '/subscription/api/create-free-plan/');
    expect(again.json()).toEqual({ [NON_FIELD_ERRORS]: [PLAN_ALREADY_CHOSEN] });
  });

  it('keeps the statistics limit of 6 stats', async () => {
    const c = await companyWithoutPlan();
    await post(c.admin, '/subscription/api/create-free-plan/');
    for (let i = 0; i < 6; i++) {
      const res = await post(c.admin, '/statistics/api/list-create/', { name: `Stat ${i}` });
      expect(res.statusCode, res.body).toBe(201);
    }
    const seventh = await post(c.admin, '/statistics/api/list-create/', { name: 'Stat 7' });
    expect(seventh.json()).toEqual({ [NON_FIELD_ERRORS]: [FREE_PLAN_STAT_LIMIT_REACHED] });
  });

  it('is for the admin user type only', async () => {
    const c = await companyWithoutPlan(false);
    expect((await post(c.staff, '/subscription/api/create-free-plan/')).statusCode).toBe(403);
  });
});

describe('Premium trial', () => {
  it('starts a 15-day trial for the chosen seats, with a free first invoice', async () => {
    const c = await companyWithoutPlan(false);
    const before = Date.now();
    const res = await startTrial(c.admin, 8);
    expect(res.statusCode, res.body).toBe(200);
    const sub = res.json<MySubscription>();
    expect(sub).toMatchObject({ subscription_plan: PREMIUM_PLAN, status: 'in_trial', seats: 8, active_users: 2 });
    const trialEnd = new Date(sub.trial_end!).getTime();
    expect(trialEnd - before).toBeGreaterThanOrEqual(PREMIUM_TRIAL_DAYS * DAY_MS - 1000);
    expect(trialEnd - before).toBeLessThan(PREMIUM_TRIAL_DAYS * DAY_MS + 60_000);
    expect(sub.invoices).toHaveLength(1);
    expect(sub.invoices[0]).toMatchObject({ amount_cents: 0, status: 'paid' });
    expect((await authed(ctx.app, c.admin, { method: 'GET', url: '/account/api/me/' })).json()).toMatchObject({
      has_subscription_plan: true,
    });
  });

  it("shows staff the plan but not the company's invoices and credits", async () => {
    const c = await companyWithoutPlan(false);
    expect((await startTrial(c.admin, 8)).statusCode).toBe(200);
    const read = (user: TestUser) =>
      authed(ctx.app, user, { method: 'GET', url: '/subscription/api/my-subscription/' }).then((r) =>
        r.json<MySubscription>(),
      );
    expect((await read(c.admin)).invoices).toHaveLength(1);
    const seen = await read(c.staff);
    expect(seen).toMatchObject({ subscription_plan: PREMIUM_PLAN, status: 'in_trial', seats: 8 });
    expect(seen).toMatchObject({ invoices: [], referral_credits: [], referral_credit_cents: 0 });
  });

  it('opening the return route twice activates once', async () => {
    const c = await companyWithoutPlan();
    const checkout = await post(c.admin, '/subscription/api/create-checkout/', { users: 5 });
    const id = checkout.json<{ url: string }>().url.split('/').pop()!;
    const done = await post(c.admin, `/subscription/api/checkout/${id}/complete/`);
    const [, , customer_id, subscription_id, next_billing_at] = done
      .json<CheckoutCompleteResponse>()
      .redirect_url.split('/');
    const body = { customer_id, subscription_id, next_billing_at };
    await post(c.admin, '/subscription/api/checkout-redirect/', body);
    const second = await post(c.admin, '/subscription/api/checkout-redirect/', body);
    expect(second.json<MySubscription>().invoices).toHaveLength(1);
    // A completed checkout cannot be completed again.
    expect((await post(c.admin, `/subscription/api/checkout/${id}/complete/`)).statusCode).toBe(400);
  });

  it('refuses a made-up subscription on the return route', async () => {
    const c = await companyWithoutPlan();
    const res = await post(c.admin, '/subscription/api/checkout-redirect/', {
      customer_id: 'cus_x',
      subscription_id: 'sub_x',
      next_billing_at: '1',
    });
    expect(res.statusCode).toBe(404);
    expect((await mySubscription(c.admin)).subscription_plan).toBeNull();
  });

  it('counts seats: no more users than seats, no fewer seats than users', async () => {
    const c = await companyWithoutPlan(false);
    await startTrial(c.admin, 2);
    await expect(
      db()
        .transaction()
        .execute((trx) => assertSeatAvailable(trx, c.companyId)),
    ).rejects.toMatchObject({
      fields: { [NON_FIELD_ERRORS]: [SEAT_LIMIT_REACHED] },
    });
    const fewer = await authed(ctx.app, c.admin, {
      method: 'PATCH',
      url: '/subscription/api/my-subscription-update/',
      payload: { seats: 1 },
    });
    expect(fewer.json()).toEqual({ seats: [SEATS_BELOW_USERS] });
    const more = await authed(ctx.app, c.admin, {
      method: 'PATCH',
      url: '/subscription/api/my-subscription-update/',
      payload: { seats: 3 },
    });
    expect(more.json<MySubscription>().seats).toBe(3);
    await db()
      .transaction()
      .execute((trx) => assertSeatAvailable(trx, c.companyId));
  });
});

describe('provider fetches', () => {
  it('fetch the subscription from the provider at most once per 5 s', async () => {
    const c = await companyWithoutPlan();
    await startTrial(c.admin);
    let fetches = 0;
    const counting: BillingProvider = {
      ...builtInProvider,
      retrieveSubscription: (...args) => {
        fetches++;
        return builtInProvider.retrieveSubscription(...args);
      },
    };
    const restore = setBillingProvider(counting);
    try {
      const start = new Date(Date.now() + 10_000);
      await getMySubscription(db(), c.companyId, start);
      await getMySubscription(db(), c.companyId, new Date(start.getTime() + 4_999));
      expect(fetches).toBe(1);
      await getMySubscription(db(), c.companyId, new Date(start.getTime() + 5_000));
      expect(fetches).toBe(2);
    } finally {
      restore();
    }
  });

  it("answer 429 with the provider's text when it rate-limits", async () => {
    const c = await companyWithoutPlan();
    const text = 'Request count exceeded acceptable limits (api_request_limit_exceeded)';
    const restore = setBillingProvider({
      ...builtInProvider,
      createCheckout: () => Promise.reject(new BillingProviderError(text)),
    });
    try {
      const res = await post(c.admin, '/subscription/api/create-checkout/', { users: 5 });
      expect(res.statusCode).toBe(429);
      expect(res.body).toContain(text);
    } finally {
      restore();
    }
  });
});

describe('onboarding personal information', () => {
  it('saves name and phone; the first position is primary', async () => {
    const c = await companyWithoutPlan();
    const positions = await db()
      .insertInto('positions')
      .values([
        { company_id: c.companyId, name: 'Driver', division_id: null, manager_id: null },
        { company_id: c.companyId, name: 'Lead', division_id: null, manager_id: null },
      ])
      .returning('id')
      .execute();
    const [driver, lead] = positions.map((p) => p.id);
    const res = await authed(ctx.app, c.admin, {
      method: 'PUT',
      url: '/account/api/onboarding/personal-info/',
      payload: { first_name: ' Ann ', last_name: 'Lee', personal_phone: '(555) 123-4567', positions: [lead, driver] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Ann',
      personal_phone: '+15551234567',
      positions: [lead, driver],
    });
    const me = (await authed(ctx.app, c.admin, { method: 'GET', url: '/account/api/me/' })).json<{
      position: number;
    }>();
    expect(me.position).toBe(lead);
  });

  it('requires a first name and a phone number', async () => {
    const c = await companyWithoutPlan();
    const res = await authed(ctx.app, c.admin, {
      method: 'PUT',
      url: '/account/api/onboarding/personal-info/',
      payload: { first_name: ' ', personal_phone: '555-1234' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      first_name: ['This field is required'],
      personal_phone: ['This phone number is too short.'],
    });
  });
});

describe('app-deal licences', () => {
  const register = (codes: string[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/account/api/app-sumo-register/',
      remoteAddress: `127.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      payload: {
        company_name: 'Deal Co',
        first_name: 'Dee',
        email: `deal-${Math.random().toString(36).slice(2)}@example.test`,
        password: 'a long enough password',
        license_codes: codes,
      },
    });

  it('registers an app-deal company with its codes as lifetime coupons; Finish starts its plan', async () => {
    const code = `LTD-${Math.random().toString(36).slice(2, 12)}`.toUpperCase();
    await issueLicenseCodes(db(), [code]);
    const res = await register([code]);
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json<{ token: string; has_subscription_plan: boolean; company: { app_sumo_license: boolean } }>();
    expect(user.company.app_sumo_license).toBe(true);
    expect(user.has_subscription_plan).toBe(false);
    const sub = (await post(user as unknown as TestUser, '/subscription/api/activate-license/')).json<MySubscription>();
    expect(sub).toMatchObject({ subscription_plan: PREMIUM_PLAN, status: 'active', trial_end: null });
    expect(sub.coupon_data).toEqual([{ code, coupon: { duration_type: 'forever' } }]);

    // The same code cannot serve a second company; a malformed one is refused.
    expect((await register([code])).json()).toEqual({ license_codes: [`${LICENSE_CODE_USED} (${code})`] });
    expect((await register(['short'])).statusCode).toBe(400);
  });

  it('refuses to activate a licence for a company without one', async () => {
    const c = await companyWithoutPlan();
    const res = await post(c.admin, '/subscription/api/activate-license/');
    expect(res.json()).toEqual({ [NON_FIELD_ERRORS]: [NO_LICENSE] });
  });
});
