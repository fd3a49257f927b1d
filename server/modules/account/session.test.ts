// Sign-in, the logged-in user, refresh rotation with reuse detection, and sign-out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, createTestCompany, login, TEST_PASSWORD, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const refresh = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/account/api/token/refresh/', payload: { refresh: token } });

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

  it('rate-limits failed attempts per account, then lets the right password through after the window', async () => {
    const { staff } = await createTestCompany(ctx);
    const attempt = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/account/api/login/', payload: { email: staff.email, password } });
    for (let i = 0; i < 10; i++) expect((await attempt('nope')).statusCode).toBe(401);
    const limited = await attempt(TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    await ctx.database.db.deleteFrom('rate_limits').where('key', '=', `login:account:${staff.email}`).execute();
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
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

  it('revokes the whole family when a used refresh token comes back', async () => {
    const { staff } = await createTestCompany(ctx);
    const next = (await refresh(staff.refresh)).json().refresh as string;
    const reuse = await refresh(staff.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('token_reused');
    // The legitimate successor is dead too: whoever holds either copy must sign in again.
    const successor = await refresh(next);
    expect(successor.statusCode).toBe(401);
    // Another session of the same user is untouched.
    const other = await login(ctx.app, staff.email);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
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
    const res = await authed(ctx.app, staff, {
      method: 'POST',
      url: '/account/api/logout/',
      payload: { refresh: staff.refresh },
    });
    expect(res.statusCode).toBe(204);
    expect((await refresh(staff.refresh)).statusCode).toBe(401);
  });
});
