// System Emails never hand a profile admin a live password link: the list and the resend answer
// hide reset and set-password tokens (the stored e-mail keeps them, for delivery), and resending
// such an e-mail sends the same person a fresh link, which replaces the old one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '../../../contract/pagination';
import type { OutboundEmail } from '../../../contract/people';
import { authed, createTestApp, createTestCompany, login, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const API = '/account/api';
const SET_LINK = /\/auth\/set-password\/([0-9a-f-]{36})\?token=([\w-]+)/;
const RESET_LINK = /\/auth\/reset-password-confirm\/([0-9a-f-]{36})\/([\w-]+)/;
const NEW_PASSWORD = 'a brand new password';

/** The link's {uuid, token} in the stored e-mail (what the recipient's inbox gets). */
async function storedLink(id: number, pattern: RegExp) {
  const { body_text } = await ctx.database.db
    .selectFrom('outbound_emails')
    .select('body_text')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const [, uuid, token] = pattern.exec(body_text)!;
  return { uuid: uuid!, token: token! };
}

async function invite(admin: Parameters<typeof authed>[1], email: string) {
  const res = await authed(ctx.app, admin, {
    method: 'POST',
    url: `${API}/staffs/create_company_staff/`,
    payload: { email, first_name: 'Ivy' },
  });
  expect(res.statusCode).toBe(201);
}

async function listed(admin: Parameters<typeof authed>[1], to: string) {
  const res = await authed(ctx.app, admin, { method: 'GET', url: `${API}/outbound-emails/?search=${to}` });
  expect(res.statusCode).toBe(200);
  return res.json<Paginated<OutboundEmail>>().results;
}

const setPassword = (link: { uuid: string; token: string }) =>
  ctx.app.inject({ method: 'POST', url: `${API}/set-password/`, payload: { ...link, new_password: NEW_PASSWORD } });

describe('system e-mails with password links', () => {
  it('hide the token of a set-password link, in the list and in the resend answer', async () => {
    const c = await createTestCompany(ctx);
    const to = `ivy-${Date.now()}@test.example`;
    await invite(c.admin, to);
    const [email] = await listed(c.admin, to);
    const { token } = await storedLink(email!.id, SET_LINK);
    expect(email).toMatchObject({ kind: 'set_password', link_hidden: true });
    expect(JSON.stringify(email)).not.toContain(token);
    expect(email!.body_text).not.toMatch(SET_LINK);
    expect(email!.body_text).toContain('/auth/set-password/');

    const resend = await authed(ctx.app, c.admin, {
      method: 'POST',
      url: `${API}/outbound-emails/${email!.id}/resend/`,
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toMatchObject({ to_email: to, kind: 'set_password', link_hidden: true });
    expect(resend.json<OutboundEmail>().body_text).not.toMatch(SET_LINK);
  });

  it('resend a set-password e-mail with a fresh link that works; the old link stops working', async () => {
    const c = await createTestCompany(ctx);
    const to = `ivy-${Date.now()}@test.example`;
    await invite(c.admin, to);
    const [first] = await listed(c.admin, to);
    const old = await storedLink(first!.id, SET_LINK);
    const resend = await authed(ctx.app, c.admin, {
      method: 'POST',
      url: `${API}/outbound-emails/${first!.id}/resend/`,
    });
    const fresh = await storedLink(resend.json<OutboundEmail>().id, SET_LINK);
    expect(fresh.token).not.toBe(old.token);
    expect((await setPassword(old)).statusCode).toBe(400);
    expect((await setPassword(fresh)).statusCode).toBe(200);
    await login(ctx.app, to, NEW_PASSWORD);
    // Once the password is set, there is nothing left to invite to.
    const late = await authed(ctx.app, c.admin, { method: 'POST', url: `${API}/outbound-emails/${first!.id}/resend/` });
    expect(late.statusCode).toBe(400);
  });

  it('resend a reset e-mail with a fresh reset link to the same person', async () => {
    const c = await createTestCompany(ctx);
    await ctx.app.inject({ method: 'POST', url: `${API}/password-reset/`, payload: { email: c.staff.email } });
    const [first] = await listed(c.admin, c.staff.email);
    expect(first).toMatchObject({ kind: 'password_reset', link_hidden: true });
    const old = await storedLink(first!.id, RESET_LINK);
    expect(JSON.stringify(first)).not.toContain(old.token);

    const resend = await authed(ctx.app, c.admin, {
      method: 'POST',
      url: `${API}/outbound-emails/${first!.id}/resend/`,
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toMatchObject({ to_email: c.staff.email, kind: 'password_reset' });
    const fresh = await storedLink(resend.json<OutboundEmail>().id, RESET_LINK);
    expect(fresh.token).not.toBe(old.token);
    const confirm = (link: typeof old) =>
      ctx.app.inject({
        method: 'POST',
        url: `${API}/password-reset-confirm/`,
        payload: { ...link, new_password: NEW_PASSWORD },
      });
    expect((await confirm(old)).statusCode).toBe(400);
    expect((await confirm(fresh)).statusCode).toBe(200);
  });

  it('show other e-mails as they were sent', async () => {
    const c = await createTestCompany(ctx);
    await ctx.database.db
      .insertInto('outbound_emails')
      .values({
        company_id: c.companyId,
        to_email: 'n@test.example',
        subject: 'Notice',
        body_text: 'Hello',
        kind: 'notice',
      })
      .execute();
    const [email] = await listed(c.admin, 'n@test.example');
    expect(email).toMatchObject({ body_text: 'Hello', link_hidden: false });
  });
});

describe('system e-mails with other secret links', () => {
  it('hide invitation and e-mail confirmation tokens too', async () => {
    const c = await createTestCompany(ctx);
    const links = [
      '/auth/invitation/0b7c9a52-1d7e-4b8f-9a55-0c2f6f2f9a11?token=s3cret-1',
      '/auth/confirm-email/abc?token=s3cret-2',
    ];
    await ctx.database.db
      .insertInto('outbound_emails')
      .values(
        links.map((link, i) => ({
          company_id: c.companyId,
          to_email: `l${i}@test.example`,
          subject: 'Link',
          body_text: `Open http://localhost:8080${link} now`,
          kind: i === 0 ? 'staff_invitation' : 'email_change_confirm',
        })),
      )
      .execute();
    for (const i of [0, 1]) {
      const [email] = await listed(c.admin, `l${i}@test.example`);
      expect(email!.link_hidden).toBe(true);
      expect(email!.body_text).not.toContain('s3cret');
      expect(email!.body_text).toMatch(/\/auth\/(invitation|confirm-email)\/\[hidden\] now$/);
    }
  });
});
