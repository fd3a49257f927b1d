// Password flows: reset by e-mail (one-time link, sessions revoked, no account enumeration),
// first password for invited staff, and change while signed in.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OLD_PASSWORD_WRONG, PASSWORD_RESET_SENT, PASSWORD_TOKEN_INVALID } from '../../../contract/account';
import { createStaffMember } from '../../seed/factories';
import { authed, createTestApp, createTestCompany, login, type TestContext } from '../../test/helpers';
import { createSetPasswordInvite } from './password.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.deleteFrom('rate_limits').execute();
});

const NEW_PASSWORD = 'a brand new password';
const post = (url: string, payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url, payload });
const refresh = (token: string) => post('/account/api/token/refresh/', { refresh: token });
const emailsTo = (to: string) =>
  ctx.database.db.selectFrom('outbound_emails').selectAll().where('to_email', '=', to).orderBy('id').execute();

/** The {uuid, token} of the reset link in the latest e-mail to `to`. */
async function resetLink(to: string) {
  const emails = await emailsTo(to);
  const match = emails.at(-1)?.body_text.match(/\/auth\/reset-password-confirm\/([0-9a-f-]{36})\/([\w-]+)/);
  if (!match) throw new Error(`no reset link e-mailed to ${to}`);
  return { uuid: match[1]!, token: match[2]! };
}

describe('password reset', () => {
  it('e-mails a link that works once, sets the password and revokes every session', async () => {
    const { staff, companyId } = await createTestCompany(ctx);
    const res = await post('/account/api/password-reset/', { email: staff.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: PASSWORD_RESET_SENT });

    const [email] = await emailsTo(staff.email);
    expect(email).toMatchObject({ kind: 'password_reset', company_id: companyId, status: 'stored' });
    expect(email!.body_text).toContain('http://localhost:8080/auth/reset-password-confirm/');
    const link = await resetLink(staff.email);

    const confirm = await post('/account/api/password-reset-confirm/', { ...link, new_password: NEW_PASSWORD });
    expect(confirm.statusCode).toBe(200);
    expect((await refresh(staff.refresh)).statusCode).toBe(401);
    await login(ctx.app, staff.email, NEW_PASSWORD);

    const again = await post('/account/api/password-reset-confirm/', { ...link, new_password: 'yet another one' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: [PASSWORD_TOKEN_INVALID] });
    await login(ctx.app, staff.email, NEW_PASSWORD);
  });

  it('answers the same for an unknown e-mail and writes nothing', async () => {
    const before = await ctx.database.db.selectFrom('outbound_emails').select('id').execute();
    const res = await post('/account/api/password-reset/', { email: 'nobody-here@test.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: PASSWORD_RESET_SENT });
    expect(await ctx.database.db.selectFrom('outbound_emails').select('id').execute()).toHaveLength(before.length);
    expect(await emailsTo('nobody-here@test.example')).toHaveLength(0);
  });

  it('refuses a wrong token, an expired link and an older link replaced by a newer one', async () => {
    const { staff } = await createTestCompany(ctx);
    await post('/account/api/password-reset/', { email: staff.email });
    const older = await resetLink(staff.email);
    await post('/account/api/password-reset/', { email: staff.email });
    const newer = await resetLink(staff.email);
    const confirm = (link: { uuid: string; token: string }) =>
      post('/account/api/password-reset-confirm/', { ...link, new_password: NEW_PASSWORD });

    expect((await confirm(older)).json()).toEqual({ token: [PASSWORD_TOKEN_INVALID] });
    expect((await confirm({ uuid: newer.uuid, token: 'guessed' })).statusCode).toBe(400);
    await ctx.database.db
      .updateTable('password_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', newer.uuid)
      .execute();
    const expired = await confirm(newer);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ token: [PASSWORD_TOKEN_INVALID] });
    // Nothing changed: the old password still works.
    await login(ctx.app, staff.email);
  });

  it('answers 400 with a message per field', async () => {
    const res = await post('/account/api/password-reset-confirm/', { uuid: 'nope', new_password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      uuid: ['Invalid reset link.'],
      token: ['This field is required'],
      new_password: ['Password must be at least 8 characters.'],
    });
    const bad = await post('/account/api/password-reset/', { email: 'nope' });
    expect(bad.json()).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('rate-limits requests per e-mail, known or not', async () => {
    for (const email of ['unknown-limited@test.example', (await createTestCompany(ctx)).staff.email]) {
      for (let i = 0; i < 5; i++) expect((await post('/account/api/password-reset/', { email })).statusCode).toBe(200);
      const limited = await post('/account/api/password-reset/', { email });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    }
  });
});

describe('set password (invited staff)', () => {
  it('e-mails a set-password link that sets the first password once', async () => {
    const { companyId } = await createTestCompany(ctx);
    const email = `invited-${companyId}@test.example`;
    const invited = await createStaffMember(ctx.database.db, companyId, {
      email,
      first_name: 'New',
      password_hash: null,
    });
    const emailId = await ctx.database.db.transaction().execute((trx) =>
      createSetPasswordInvite(trx, ctx.app.deps.mailer, 'http://localhost:8080', {
        companyId,
        userId: invited.userId,
        email,
      }),
    );
    const row = await ctx.database.db
      .selectFrom('outbound_emails')
      .selectAll()
      .where('id', '=', emailId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'set_password', to_email: email, company_id: companyId });
    const match = row.body_text.match(/http:\/\/localhost:8080\/auth\/set-password\/([0-9a-f-]{36})\?token=([\w-]+)/);
    expect(match).not.toBeNull();
    const link = { uuid: match![1]!, token: match![2]! };

    // A set link is not a reset link.
    const wrongEndpoint = await post('/account/api/password-reset-confirm/', { ...link, new_password: NEW_PASSWORD });
    expect(wrongEndpoint.statusCode).toBe(400);

    const res = await post('/account/api/set-password/', { ...link, new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    await login(ctx.app, email, NEW_PASSWORD);
    const again = await post('/account/api/set-password/', { ...link, new_password: NEW_PASSWORD });
    expect(again.json()).toEqual({ token: [PASSWORD_TOKEN_INVALID] });
  });
});

describe('change password', () => {
  const change = (user: { token: string }, payload: Record<string, unknown>) =>
    authed(ctx.app, user, { method: 'POST', url: '/account/api/change-password/', payload });

  it('refuses a wrong old password', async () => {
    const { staff } = await createTestCompany(ctx);
    const res = await change(staff, { old_password: 'not it', new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ old_password: [OLD_PASSWORD_WRONG] });
    await login(ctx.app, staff.email);
  });

  it('sets the password, revokes earlier sessions and answers a fresh one', async () => {
    const { staff } = await createTestCompany(ctx);
    const other = await login(ctx.app, staff.email);
    const res = await change(staff, { old_password: staff.password, new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session).toEqual({ token: expect.any(String), refresh: expect.any(String) });
    expect((await refresh(staff.refresh)).statusCode).toBe(401);
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await refresh(session.refresh)).statusCode).toBe(200);
    expect((await authed(ctx.app, session, { method: 'GET', url: '/account/api/me/' })).statusCode).toBe(200);
    await login(ctx.app, staff.email, NEW_PASSWORD);
  });

  it('stops access tokens issued before the change at once, not when they expire', async () => {
    const { staff } = await createTestCompany(ctx);
    // Tokens carry their issue time in whole seconds: let a second pass so the old one is older.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await change(staff, { old_password: staff.password, new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const stale = await authed(ctx.app, staff, { method: 'GET', url: '/account/api/me/' });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('token_invalid');
    expect((await authed(ctx.app, res.json(), { method: 'GET', url: '/account/api/me/' })).statusCode).toBe(200);
  });

  it('checks the body and needs a token', async () => {
    const { staff } = await createTestCompany(ctx);
    const res = await change(staff, { new_password: 'short' });
    expect(res.json()).toEqual({
      old_password: ['This field is required'],
      new_password: ['Password must be at least 8 characters.'],
    });
    const anon = await post('/account/api/change-password/', { old_password: 'x', new_password: NEW_PASSWORD });
    expect(anon.statusCode).toBe(401);
  });
});
