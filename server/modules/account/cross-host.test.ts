// Cross-host referral accounts (spec shell §4) through the API: an admin points the company at
// another address of this service (and at no other); a signed-in user gets a token for it; the
// arriving host signs them in with it once, within its minute, from that host only.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AUTO_LOGIN_EXPIRED,
  AUTO_LOGIN_INVALID,
  AUTO_LOGIN_USED,
  CROSS_HOST_TOKEN_TTL_SECONDS,
  NO_REFERRAL_HOST,
  type CrossHostTokenResponse,
  type LoginResponse,
} from '../../../contract/account';
import { REFERRAL_URL_NOT_ALLOWED } from '../../../contract/company';
import { authed, createTestApp, createTestCompany, type TestCompany, type TestContext } from '../../test/helpers';

const PARTNER = 'https://team.partner.example';

let ctx: TestContext;
let c: TestCompany;
beforeAll(async () => {
  ctx = await createTestApp({ config: { referralOrigins: [PARTNER] } });
  c = await createTestCompany(ctx);
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

const setReferral = (referral_url: string | null, user = c.admin) =>
  authed(ctx.app, user, {
    method: 'PATCH',
    url: `/company/api/detail-update/${c.companyId}/`,
    payload: { referral_url },
  });
const issue = (user = c.staff) => authed(ctx.app, user, { method: 'POST', url: '/account/api/cross-host-token/' });
const redeem = (payload: object, origin: string | undefined = PARTNER) =>
  ctx.app.inject({
    method: 'POST',
    url: '/account/api/auto-login/',
    payload,
    headers: origin ? { origin } : {},
  });

describe('referral_url', () => {
  it('takes only an address this service is reached at, and the user sees it', async () => {
    const refused = await setReferral('https://evil.example/auth/signin');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ referral_url: [REFERRAL_URL_NOT_ALLOWED] });
    const saved = await setReferral(`${PARTNER}/somewhere`);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().referral_url).toBe(PARTNER);
    const me = await authed(ctx.app, c.staff, { method: 'GET', url: '/account/api/me/' });
    expect(me.json<LoginResponse>().company.referral_url).toBe(PARTNER);
  });
});

describe('cross-host sign-in', () => {
  it('signs the user in at the referral host once, with a session that works', async () => {
    await setReferral(PARTNER);
    const res = await issue();
    expect(res.statusCode, res.body).toBe(200);
    const { token, timestamp, origin } = res.json<CrossHostTokenResponse>();
    expect(origin).toBe(PARTNER);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(5);

    const signedIn = await redeem({ token, timestamp: String(timestamp) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = signedIn.json<LoginResponse>();
    expect(session.email).toBe(c.staff.email);
    expect(session.company.id).toBe(c.companyId);
    const me = await authed(ctx.app, { token: session.token }, { method: 'GET', url: '/account/api/me/' });
    expect(me.statusCode).toBe(200);
    expect(me.json<LoginResponse>().email).toBe(c.staff.email);

    const replay = await redeem({ token, timestamp });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toBe(AUTO_LOGIN_USED);
  });

  it('refuses a stale link', async () => {
    await setReferral(PARTNER);
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token, timestamp } = (await issue()).json<CrossHostTokenResponse>();
    vi.setSystemTime(Date.now() + (CROSS_HOST_TOKEN_TTL_SECONDS + 1) * 1000);
    const res = await redeem({ token, timestamp });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe(AUTO_LOGIN_EXPIRED);
  });

  it('refuses a changed timestamp or token, and a page of another host', async () => {
    await setReferral(PARTNER);
    const { token, timestamp } = (await issue()).json<CrossHostTokenResponse>();
    const [payload, mac] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const otherUser = Buffer.from(JSON.stringify({ ...claims, u: c.admin.userId })).toString('base64url');
    for (const [attempt, origin] of [
      [{ token, timestamp: timestamp + 120 }, PARTNER],
      [{ token: `${otherUser}.${mac}`, timestamp }, PARTNER],
      [{ token, timestamp }, 'https://evil.example'],
    ] as const) {
      const res = await redeem(attempt, origin);
      expect(res.statusCode, JSON.stringify(attempt)).toBe(401);
      expect(res.json().detail).toBe(AUTO_LOGIN_INVALID);
    }
    // None of the refusals used the token up.
    expect((await redeem({ token, timestamp })).statusCode).toBe(200);
  });

  it('refuses a user who was deactivated since the link was made', async () => {
    await setReferral(PARTNER);
    const other = await createTestCompany(ctx);
    await authed(ctx.app, other.admin, {
      method: 'PATCH',
      url: `/company/api/detail-update/${other.companyId}/`,
      payload: { referral_url: PARTNER },
    });
    const { token, timestamp } = (await issue(other.staff)).json<CrossHostTokenResponse>();
    await ctx.database.db.updateTable('users').set({ is_active: false }).where('id', '=', other.staff.userId).execute();
    const res = await redeem({ token, timestamp });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe(AUTO_LOGIN_INVALID);
  });

  it('gives no token to a company without another address', async () => {
    await setReferral(null);
    const res = await issue();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ referral_url: [NO_REFERRAL_HOST] });
  });
});
