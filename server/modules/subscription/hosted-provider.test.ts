// The hosted billing provider (hosted-provider.ts) against a Stripe-compatible API served over real
// HTTP by a small fake in this file: checkout with the Premium price, seats and trial; the return
// from the provider's page to the spec's return route; activation checked with the provider (and
// refused for another company); seat changes and the portal; and webhooks believed only with a
// valid, fresh signature.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAID_SIGNUP_CREDIT_CENTS,
  PREMIUM_TRIAL_DAYS,
  SHARE_CREDIT_CENTS,
  type MySubscription,
} from '../../../contract/subscription';
import { authed, createTestApp, createTestCompany, type TestCompany, type TestContext } from '../../test/helpers';
import { WEBHOOK_SIGNATURE_INVALID } from './billing-webhook';
import { createHostedProvider, type HostedSubscription } from './hosted-provider';
import { setBillingProvider } from './subscription.service';

const KEY = 'sk_test_fake';
const PRICE = 'price_premium_seat';
const SECRET = 'whsec_fake';

interface FakeSession {
  id: string;
  status: 'open' | 'complete';
  fields: Record<string, string>;
  customer: string | null;
  subscription: string | null;
}

/** Just enough of a Stripe-compatible API: checkout sessions, subscriptions, portal sessions, and
 * customer balance transactions (done once per Idempotency-Key, as the provider does). */
async function startFakeBilling() {
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, HostedSubscription>();
  const balanceTransactions = new Map<string, { customer: string; amount: number; currency: string }>();
  let next = 1;
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (request.headers.authorization !== `Bearer ${KEY}`)
        return answer(401, { error: { message: 'Invalid API Key' } });
      const fields = Object.fromEntries(new URLSearchParams(raw));
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      const [, , kind, id] = path.split('/');
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        if (fields['line_items[0][price]'] !== PRICE) return answer(400, { error: { message: 'No such price' } });
        const session: FakeSession = { id: `cs_${next++}`, status: 'open', fields, customer: null, subscription: null };
        sessions.set(session.id, session);
        return answer(200, { id: session.id, url: `${base}/pay/${session.id}` });
      }
      if (request.method === 'GET' && kind === 'checkout') {
        const session = sessions.get(path.split('/')[4]!);
        return session ? answer(200, session) : answer(404, { error: { message: 'No such session' } });
      }
      if (kind === 'subscriptions') {
        const sub = subscriptions.get(id!);
        if (!sub) return answer(404, { error: { message: 'No such subscription' } });
        if (request.method === 'POST') {
          const item = sub.items.data.find((i) => i.id === fields['items[0][id]']);
          if (!item) return answer(400, { error: { message: 'No such item' } });
          item.quantity = Number(fields['items[0][quantity]']);
        }
        return answer(200, sub);
      }
      if (request.method === 'POST' && kind === 'customers' && path.endsWith('/balance_transactions')) {
        const key = String(request.headers['idempotency-key'] ?? `none-${next++}`);
        if (!balanceTransactions.has(key)) {
          balanceTransactions.set(key, { customer: id!, amount: Number(fields.amount), currency: fields.currency! });
        }
        return answer(200, { id: `cbtxn_${key}`, ...balanceTransactions.get(key) });
      }
      if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const known = [...subscriptions.values()].some((sub) => sub.customer === fields.customer);
        if (!known) return answer(400, { error: { message: 'No such customer' } });
        return answer(200, { url: `${base}/portal/${fields.customer}`, return_url: fields.return_url });
      }
      return answer(404, { error: { message: 'Unknown path' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    sessions,
    subscriptions,
    balanceTransactions,
    /** The customer pays on the provider's page: a trialing subscription for the session. */
    pay(sessionId: string) {
      const session = sessions.get(sessionId)!;
      const n = next++;
      const trialEnd =
        Math.floor(Date.now() / 1000) + Number(session.fields['subscription_data[trial_period_days]']) * 86_400;
      const sub: HostedSubscription = {
        id: `sub_${n}`,
        customer: `cus_${n}`,
        status: 'trialing',
        metadata: { company_id: session.fields['subscription_data[metadata][company_id]']! },
        trial_end: trialEnd,
        current_period_end: trialEnd,
        items: { data: [{ id: `si_${n}`, quantity: Number(session.fields['line_items[0][quantity]']) }] },
      };
      subscriptions.set(sub.id, sub);
      Object.assign(session, { status: 'complete', customer: sub.customer, subscription: sub.id });
      return sub;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let fake: Awaited<ReturnType<typeof startFakeBilling>>;
let restore: () => void;
let ctx: TestContext;
let c: TestCompany;
beforeAll(async () => {
  fake = await startFakeBilling();
  ctx = await createTestApp();
  restore = setBillingProvider(
    createHostedProvider({
      apiUrl: fake.base,
      apiKey: KEY,
      priceId: PRICE,
      webhookSecret: SECRET,
      publicUrl: 'https://app.test',
    }),
  );
  c = await createTestCompany(ctx);
  // Test companies start on Premium with no subscription: this one has not chosen a plan yet.
  await ctx.database.db
    .updateTable('companies')
    .set({ subscription_plan: null })
    .where('id', '=', c.companyId)
    .execute();
});
afterAll(async () => {
  restore();
  await ctx.close();
  await fake.close();
});

const as = (user: TestCompany['admin'], method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  authed(ctx.app, user, { method, url, payload });
const returnFrom = (sessionId: string) =>
  ctx.app.inject({ method: 'GET', url: `/subscription/api/hosted-checkout-return/?session_id=${sessionId}` });
const webhook = (event: object, timestamp = Math.floor(Date.now() / 1000), secret = SECRET) => {
  const body = JSON.stringify(event);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return ctx.app.inject({
    method: 'POST',
    url: '/subscription/api/billing-webhook/',
    payload: body,
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${signature}` },
  });
};

describe('hosted billing provider', () => {
  let sessionId: string;
  let redirect: string;

  it('opens its checkout for the Premium price, the seats and the trial, tagged with the company', async () => {
    const res = await as(c.admin, 'POST', '/subscription/api/create-checkout/', { users: 5 });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^${fake.base}/pay/cs_\\d+$`));
    sessionId = url.split('/').pop()!;
    const fields = fake.sessions.get(sessionId)!.fields;
    expect(fields).toMatchObject({
      mode: 'subscription',
      'line_items[0][quantity]': '5',
      'subscription_data[trial_period_days]': String(PREMIUM_TRIAL_DAYS),
      'subscription_data[metadata][company_id]': String(c.companyId),
      success_url: 'https://app.test/subscription/api/hosted-checkout-return/?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.test/account/billing?checkout=closed',
    });
  });

  it('returns an unpaid checkout as closed, and a paid one to the spec return route', async () => {
    const unpaid = await returnFrom(sessionId);
    expect(unpaid.statusCode).toBe(302);
    expect(unpaid.headers.location).toBe('/account/billing?checkout=closed');
    const sub = fake.pay(sessionId);
    const paid = await returnFrom(sessionId);
    expect(paid.statusCode).toBe(302);
    redirect = String(paid.headers.location);
    expect(redirect).toBe(`/checkout_redirect/${sub.customer}/${sub.id}/${sub.trial_end}/`);
  });

  it('activates the plan only for the company the provider made it for', async () => {
    const [, , customer_id, subscription_id, next_billing_at] = redirect.split('/');
    const payload = { customer_id, subscription_id, next_billing_at };
    const other = await createTestCompany(ctx);
    const foreign = await as(other.admin, 'POST', '/subscription/api/checkout-redirect/', payload);
    expect(foreign.statusCode).toBe(404);
    const res = await as(c.admin, 'POST', '/subscription/api/checkout-redirect/', payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MySubscription>()).toMatchObject({
      subscription_plan: 'Premium',
      status: 'in_trial',
      seats: 5,
      provider: 'hosted',
    });
  });

  it('changes seats at the provider and opens its portal', async () => {
    const res = await as(c.admin, 'PATCH', '/subscription/api/my-subscription-update/', { seats: 8 });
    expect(res.statusCode, res.body).toBe(200);
    const sub = [...fake.subscriptions.values()].find((s) => s.metadata?.company_id === String(c.companyId))!;
    expect(sub.items.data[0]!.quantity).toBe(8);
    const portal = await as(c.admin, 'POST', '/subscription/api/create-chargebee-portal-session/');
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json()).toEqual({ url: `${fake.base}/portal/${sub.customer}` });
  });

  it('believes only a webhook with a valid, fresh signature', async () => {
    const sub = [...fake.subscriptions.values()].find((s) => s.metadata?.company_id === String(c.companyId))!;
    const event = { type: 'customer.subscription.deleted', data: { object: { ...sub, status: 'canceled' } } };
    for (const refused of [
      await webhook(event, undefined, 'whsec_other'),
      await webhook(event, Math.floor(Date.now() / 1000) - 3600),
    ]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ signature: [WEBHOOK_SIGNATURE_INVALID] });
    }
    const before = await as(c.admin, 'GET', '/subscription/api/my-subscription/');
    expect(before.json<MySubscription>().status).toBe('in_trial');

    const ok = await webhook(event);
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await as(c.admin, 'GET', '/subscription/api/my-subscription/');
    expect(after.json<MySubscription>().status).toBe('cancelled');
  });
});

describe('referral credit with the hosted provider', () => {
  /** A company of the fake provider's that signed up through `referrer`'s link. */
  async function referredCustomer(referrerId: number) {
    const referred = await createTestCompany(ctx);
    await ctx.database.db
      .updateTable('companies')
      .set({ referred_by_company_id: referrerId })
      .where('id', '=', referred.companyId)
      .execute();
    return referred;
  }
  const invoice = (companyId: number, id: string, fields: object) => ({
    id,
    customer: `cus_for_${companyId}`,
    parent: { subscription_details: { metadata: { company_id: String(companyId) } } },
    ...fields,
  });
  const credits = async (companyId: number) =>
    ctx.database.db
      .selectFrom('referral_credits')
      .select(['kind', 'amount_cents', 'referred_company_id', 'provider_reference'])
      .where('company_id', '=', companyId)
      .orderBy('id')
      .execute();

  it('credits the referrer once for a paid invoice, however often and concurrently it is reported', async () => {
    const referrer = await createTestCompany(ctx);
    const referred = await referredCustomer(referrer.companyId);
    const event = {
      type: 'invoice.paid',
      data: { object: invoice(referred.companyId, 'in_paid', { status: 'paid', total: 4000 }) },
    };
    const answers = await Promise.all([webhook(event), webhook(event), webhook(event)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await credits(referrer.companyId)).toEqual([
      {
        kind: 'paid_signup',
        amount_cents: PAID_SIGNUP_CREDIT_CENTS,
        referred_company_id: referred.companyId,
        provider_reference: null,
      },
    ]);
  });

  it('credits nothing for a trial invoice of $0, nor for an unsigned event', async () => {
    const referrer = await createTestCompany(ctx);
    const referred = await referredCustomer(referrer.companyId);
    const trial = {
      type: 'invoice.paid',
      data: { object: invoice(referred.companyId, 'in_trial', { status: 'paid', total: 0 }) },
    };
    expect((await webhook(trial)).statusCode).toBe(200);
    const forged = {
      type: 'invoice.paid',
      data: { object: invoice(referred.companyId, 'in_forged', { status: 'paid', total: 4000 }) },
    };
    expect((await webhook(forged, undefined, 'whsec_other')).statusCode).toBe(400);
    expect(await credits(referrer.companyId)).toEqual([]);
  });

  it("puts the company's credit on its customer balance for a new invoice, once, up to the invoice", async () => {
    const company = await createTestCompany(ctx);
    await ctx.database.db
      .insertInto('referral_credits')
      .values([
        { company_id: company.companyId, user_id: null, kind: 'share', amount_cents: SHARE_CREDIT_CENTS },
        { company_id: company.companyId, user_id: null, kind: 'share', amount_cents: SHARE_CREDIT_CENTS },
      ])
      .execute();
    // A $8 draft: $8 of the $10 credit goes to the provider, $2 stays.
    const draft = {
      type: 'invoice.created',
      data: { object: invoice(company.companyId, 'in_draft', { status: 'draft', total: 800 }) },
    };
    const answers = await Promise.all([webhook(draft), webhook(draft)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect((await webhook(draft)).statusCode).toBe(200);
    const sent = [...fake.balanceTransactions.values()].filter((t) => t.customer === `cus_for_${company.companyId}`);
    expect(sent).toEqual([{ customer: `cus_for_${company.companyId}`, amount: -800, currency: 'usd' }]);
    const sub = (await as(company.admin, 'GET', '/subscription/api/my-subscription/')).json<MySubscription>();
    expect(sub.referral_credit_cents).toBe(2 * SHARE_CREDIT_CENTS - 800);
    expect(sub.referral_credits[0]).toMatchObject({ kind: 'applied', amount_cents: -800, invoice_number: 'in_draft' });
  });
});
