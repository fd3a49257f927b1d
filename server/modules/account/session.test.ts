// Sign-in, the logged-in user, refresh rotation with reuse detection, and sign-out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../lib/tokens';
import { authed, createTestApp, createTestCompany, login, TEST_PASSWORD, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const refresh = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/account/api/token/refresh/', payload: { refresh: token } });
const me = (token: string) => authed(ctx.app, { token }, { method: 'GET', url: '/account/api/me/' });
const logout = (token: string, payload: { refresh?: string }) =>
  authed(ctx.app, { token }, { method: 'POST', url: '/account/api/logout/', payload });

describe('login', () => {
  it('returns the logged-in user with a token and a refresh token', async () => {
    const { admin, companyId } = await createTestCompany(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/account/api/login/',
      payload: { email: admin.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.email).toBe(admin.email);
    expect(body.company.id).toBe(companyId);
    expect(body.company.active_app).toHaveLength(6);
    expect(body.user_roles.user_is_admin).toBe(true);
    expect(body.has_subscription_plan).toBe(true);
    expect(typeof body.token).toBe('string');
    expect(typeof body.refresh).toBe('string');
  });

  it('answers 401 with a code on a wrong password or an unknown e-mail', async () => {
    const { staff } = await createTestCompany(ctx);
    for (const payload of [
      { email: staff.email, password: 'wrong password' },
      { email: 'nobody@nowhere.example', password: TEST_PASSWORD },
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/account/api/login/', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'invalid_credentials' });
    }
  });

  it('answers 400 with field messages on a malformed body', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/account/api/login/', payload: { email: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [expect.any(String)], password: ['This field is required'] });
  });
});

describe('me', () => {
  it('returns the user of the token, and 401 without one', async () => {
    const { staff } = await createTestCompany(ctx);
    const res = await authed(ctx.app, staff, { method: 'GET', url: '/account/api/me/' });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(staff.email);
    expect(res.json().user_roles.user_is_admin).toBe(false);
    const anon = await ctx.app.inject({ method: 'GET', url: '/account/api/me/' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('not_authenticated');
    const bad = await authed(ctx.app, { token: 'garbage' }, { method: 'GET', url: '/account/api/me/' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('token_invalid');
  });
});

describe('token refresh', () => {
  it('rotates: the new pair works and the old refresh token is spent', async () => {
    const { staff } = await createTestCompany(ctx);
    const first = await refresh(staff.refresh);
    expect(first.statusCode).toBe(200);
    const { access, refresh: next } = first.json();
    expect(next).not.toBe(staff.refresh);
    const me = await authed(ctx.app, { token: access }, { method: 'GET', url: '/account/api/me/' });
    expect(me.statusCode).toBe(200);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token comes back after its replacement was used', async () => {
    const { staff } = await createTestCompany(ctx);
    const next = (await refresh(staff.refresh)).json().refresh as string;
    const third = await refresh(next);
    expect(third.statusCode).toBe(200);
    const reuse = await refresh(staff.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('token_reused');
    // The legitimate successor is dead too: whoever holds either copy must sign in again.
    expect((await refresh(third.json().refresh as string)).statusCode).toBe(401);
    // So is the family's latest access token.
    expect((await me(third.json().access as string)).statusCode).toBe(401);
    // Another session of the same user is untouched.
    const other = await login(ctx.app, staff.email);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('answers the same successor when a refresh is repeated (its answer was lost)', async () => {
    const { staff } = await createTestCompany(ctx);
    const first = await refresh(staff.refresh);
    expect(first.statusCode).toBe(200);
    // The first answer was lost on the way: the client repeats the call with the token it still has.
    const again = await refresh(staff.refresh);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().refresh).toBe(first.json().refresh);
    expect((await me(again.json().access as string)).statusCode).toBe(200);
    const next = await refresh(again.json().refresh as string);
    expect(next.statusCode).toBe(200);
    expect((await me(next.json().access as string)).statusCode).toBe(200);
  });

  it('lets two refreshes with the same token at the same moment both succeed', async () => {
    const { staff } = await createTestCompany(ctx);
    const [a, b] = await Promise.all([refresh(staff.refresh), refresh(staff.refresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refresh).toBe(b.json().refresh);
    for (const res of [a, b]) expect((await me(res.json().access as string)).statusCode).toBe(200);
    expect((await refresh(a.json().refresh as string)).statusCode).toBe(200);
  });

  it('answers the same successor days later while the successor is unused (a device offline since)', async () => {
    const { staff } = await createTestCompany(ctx);
    const first = await refresh(staff.refresh);
    await ctx.database.db
      .updateTable('refresh_tokens')
      .set({ used_at: new Date(Date.now() - 3 * 86_400_000) })
      .where('token_hash', '=', hashSecret(staff.refresh))
      .execute();
    const late = await refresh(staff.refresh);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().refresh).toBe(first.json().refresh);
    expect((await me(late.json().access as string)).statusCode).toBe(200);
  });

  it('still revokes the family when a spent token comes back after its successor was used', async () => {
    const { staff } = await createTestCompany(ctx);
    const first = await refresh(staff.refresh);
    const second = await refresh(first.json().refresh as string);
    expect(second.statusCode).toBe(200);
    const late = await refresh(staff.refresh);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('token_reused');
    expect((await refresh(second.json().refresh as string)).statusCode).toBe(401);
    expect((await me(second.json().access as string)).statusCode).toBe(401);
  });

  it('answers 401 for an unknown token', async () => {
    const res = await refresh('not-a-token');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_invalid');
  });
});

describe('logout', () => {
  it('revokes the refresh token it is given', async () => {
    const { staff } = await createTestCompany(ctx);
    const res = await logout(staff.token, { refresh: staff.refresh });
    expect(res.statusCode).toBe(204);
    expect((await refresh(staff.refresh)).statusCode).toBe(401);
  });

  it('ends the access token at once, and every access token of that session', async () => {
    const { staff } = await createTestCompany(ctx);
    const rotated = (await refresh(staff.refresh)).json<{ access: string; refresh: string }>();
    expect((await me(staff.token)).statusCode).toBe(200);
    expect((await logout(rotated.access, { refresh: rotated.refresh })).statusCode).toBe(204);
    for (const token of [rotated.access, staff.token]) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('token_invalid');
    }
  });

  it('ends the session of the access token even without a refresh token', async () => {
    const { staff } = await createTestCompany(ctx);
    expect((await logout(staff.token, {})).statusCode).toBe(204);
    expect((await me(staff.token)).statusCode).toBe(401);
    expect((await refresh(staff.refresh)).statusCode).toBe(401);
  });

  it('leaves the same user signed in on other devices', async () => {
    const { staff } = await createTestCompany(ctx);
    const phone = await login(ctx.app, staff.email);
    expect((await logout(staff.token, { refresh: staff.refresh })).statusCode).toBe(204);
    expect((await me(phone.token)).statusCode).toBe(200);
    const rotated = await refresh(phone.refresh);
    expect(rotated.statusCode).toBe(200);
    expect((await me(rotated.json().access as string)).statusCode).toBe(200);
  });
});
