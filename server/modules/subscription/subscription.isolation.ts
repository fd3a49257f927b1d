// Tenant-isolation cases for the subscription routes (consumed by server/test/isolation.test.ts).
// Test companies start on Premium without a subscription row; cases that need another state put
// the attacker's company in it first. The checkout pages take ids: B's session answers 404.
import type { InjectOptions } from 'fastify';
import { authed, type TestCompany, type TestContext } from '../../test/helpers';
import type { IsolationCase, IsolationTarget } from '../../test/isolation';
import { builtInProvider, completeLocalCheckout } from './built-in-provider';

const db = (ctx: TestContext) => ctx.database.db;

async function withoutPlan(ctx: TestContext, company: TestCompany) {
  await db(ctx).updateTable('companies').set({ subscription_plan: null }).where('id', '=', company.companyId).execute();
}

async function openCheckout(ctx: TestContext, company: TestCompany): Promise<string> {
  const { url } = await builtInProvider.createCheckout(db(ctx), {
    companyId: company.companyId,
    userId: company.admin.userId,
    seats: 5,
  });
  return url.split('/').pop()!;
}

/** A completed local checkout of the company: the return route's parameters. */
async function completedCheckout(ctx: TestContext, company: TestCompany) {
  await withoutPlan(ctx, company);
  const done = await completeLocalCheckout(db(ctx), company.companyId, await openCheckout(ctx, company));
  return {
    customer_id: done!.customerId,
    subscription_id: done!.subscriptionId,
    next_billing_at: String(Math.floor(done!.nextBillingAt.getTime() / 1000)),
  };
}

async function premiumTrial(ctx: TestContext, company: TestCompany) {
  const payload = await completedCheckout(ctx, company);
  const res = await authed(ctx.app, company.admin, {
    method: 'POST',
    url: '/subscription/api/checkout-redirect/',
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`trial: ${res.statusCode} ${res.body}`);
}

const victimIds = async ({ ctx, victim }: IsolationTarget) => {
  const row = await db(ctx)
    .selectFrom('companies')
    .select('company_name')
    .where('id', '=', victim.companyId)
    .executeTakeFirstOrThrow();
  return [row.company_name, victim.admin.email];
};

const ownCase = (
  route: IsolationCase['route'],
  request: (t: IsolationTarget) => Promise<InjectOptions>,
  staff = true,
): IsolationCase => ({
  route,
  expect: 'own-company',
  request: async (t) => {
    await premiumTrial(t.ctx, t.victim);
    return request(t);
  },
  leaks: victimIds,
  ...(staff ? { staffForbidden: request } : {}),
});

/** A share credit of B's admin: A's answers must not count it. */
async function victimCredit({ ctx, victim }: IsolationTarget) {
  await db(ctx)
    .insertInto('referral_credits')
    .values({ company_id: victim.companyId, user_id: victim.admin.userId, kind: 'share', amount_cents: 777_700 })
    .execute();
}

/** B's company name, admin and referral code (the secret of B's share link). */
const victimIdsAndCode = async (t: IsolationTarget) => {
  const row = await db(t.ctx)
    .selectFrom('companies')
    .select('referral_code')
    .where('id', '=', t.victim.companyId)
    .executeTakeFirstOrThrow();
  return [...(await victimIds(t)), row.referral_code];
};

export const isolationCases: IsolationCase[] = [
  {
    // Public (the browser returns from the provider without a token): only a redirect, and only
    // with a hosted provider installed; the built-in one answers 404.
    route: 'GET /subscription/api/hosted-checkout-return/',
    expect: 'public',
    request: () => ({ method: 'GET', url: '/subscription/api/hosted-checkout-return/?session_id=cs_victim' }),
  },
  {
    // Public (the provider calls it): believed only with the provider's signature.
    route: 'POST /subscription/api/billing-webhook/',
    expect: 'public',
    request: ({ victim }) => ({
      method: 'POST',
      url: '/subscription/api/billing-webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      payload: JSON.stringify({
        type: 'customer.subscription.deleted',
        data: {
          object: {
            id: 'sub_x',
            customer: 'cus_x',
            status: 'canceled',
            metadata: { company_id: String(victim.companyId) },
            items: { data: [] },
          },
        },
      }),
    }),
  },
  {
    route: 'GET /subscription/api/referral-credits/',
    expect: 'own-company',
    request: async (t) => {
      await victimCredit(t);
      return { method: 'GET', url: '/subscription/api/referral-credits/' };
    },
    leaks: async (t) => [...(await victimIdsAndCode(t)), '777700'],
  },
  {
    route: 'POST /subscription/api/referral-credits/share/',
    expect: 'own-company',
    request: async (t) => {
      await victimCredit(t);
      return { method: 'POST', url: '/subscription/api/referral-credits/share/' };
    },
    leaks: async (t) => [...(await victimIdsAndCode(t)), '777700'],
  },
  {
    // A's company holds a licence; activating it touches A's plan only.
    route: 'POST /subscription/api/activate-license/',
    expect: 'own-company',
    request: async ({ ctx, attacker }) => {
      await withoutPlan(ctx, attacker);
      await db(ctx)
        .updateTable('companies')
        .set({ app_sumo_license: true })
        .where('id', '=', attacker.companyId)
        .execute();
      return { method: 'POST', url: '/subscription/api/activate-license/' };
    },
    staffForbidden: () => ({ method: 'POST', url: '/subscription/api/activate-license/' }),
    leaks: victimIds,
  },
  {
    route: 'POST /subscription/api/create-free-plan/',
    expect: 'own-company',
    request: async ({ ctx, attacker }) => {
      await withoutPlan(ctx, attacker);
      await db(ctx).updateTable('staff').set({ is_active: false }).where('id', '=', attacker.staff.staffId).execute();
      return { method: 'POST', url: '/subscription/api/create-free-plan/' };
    },
    staffForbidden: async ({ ctx, attacker }) => {
      await withoutPlan(ctx, attacker);
      await db(ctx).updateTable('staff').set({ is_active: true }).where('id', '=', attacker.staff.staffId).execute();
      return { method: 'POST', url: '/subscription/api/create-free-plan/' };
    },
    leaks: victimIds,
  },
  ownCase(
    'GET /subscription/api/my-subscription/',
    async () => ({ method: 'GET', url: '/subscription/api/my-subscription/' }),
    false,
  ),
  ownCase('PATCH /subscription/api/my-subscription-update/', async ({ ctx, attacker }) => {
    await premiumTrial(ctx, attacker);
    return { method: 'PATCH', url: '/subscription/api/my-subscription-update/', payload: { seats: 7 } };
  }),
  ownCase('POST /subscription/api/create-chargebee-portal-session/', async () => ({
    method: 'POST',
    url: '/subscription/api/create-chargebee-portal-session/',
  })),
  ownCase('POST /subscription/api/create-checkout/', async ({ ctx, attacker }) => {
    await withoutPlan(ctx, attacker);
    return { method: 'POST', url: '/subscription/api/create-checkout/', payload: { users: 5 } };
  }),
  {
    // B's completed checkout presented by A: no subscription of A's matches it.
    route: 'POST /subscription/api/checkout-redirect/',
    expect: 'foreign-404',
    request: async ({ ctx, attacker, victim }) => {
      await withoutPlan(ctx, attacker);
      return {
        method: 'POST',
        url: '/subscription/api/checkout-redirect/',
        payload: await completedCheckout(ctx, victim),
      };
    },
    staffForbidden: async ({ ctx, attacker }) => ({
      method: 'POST',
      url: '/subscription/api/checkout-redirect/',
      payload: await completedCheckout(ctx, attacker),
    }),
  },
  {
    route: 'GET /subscription/api/checkout/:id/',
    expect: 'foreign-404',
    request: async ({ ctx, victim }) => ({
      method: 'GET',
      url: `/subscription/api/checkout/${await openCheckout(ctx, victim)}/`,
    }),
    staffForbidden: async ({ ctx, attacker }) => ({
      method: 'GET',
      url: `/subscription/api/checkout/${await openCheckout(ctx, attacker)}/`,
    }),
  },
  {
    route: 'POST /subscription/api/checkout/:id/complete/',
    expect: 'foreign-404',
    request: async ({ ctx, victim }) => ({
      method: 'POST',
      url: `/subscription/api/checkout/${await openCheckout(ctx, victim)}/complete/`,
    }),
    staffForbidden: async ({ ctx, attacker }) => ({
      method: 'POST',
      url: `/subscription/api/checkout/${await openCheckout(ctx, attacker)}/complete/`,
    }),
  },
];
