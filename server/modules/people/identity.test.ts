// A person's account is theirs; a company holds a membership. These tests replay the takeover a
// stranger could once run from the public sign-up (add the victim's e-mail, rewrite it, reset the
// password, sign in as them), and check the rules that now stop it: invitations for accounts that
// are their owners' own, account fields written only by their owner or the one company they exist
// through, e-mail changes confirmed from the new address, private fields read only by those allowed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EMAIL_CHANGED_BY_PERSON_ONLY,
  EMAIL_TAKEN,
  INVITATION_INVALID,
  PERSON_MANAGES_OWN_IDENTITY,
  STAFF_INVITED,
} from '../../../contract/people';
import {
  authed,
  createTestApp,
  createTestCompany,
  createTestUser,
  login,
  TEST_PASSWORD,
  type TestCompany,
  type TestContext,
} from '../../test/helpers';
import { multipart, pngFile } from '../company/company.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.deleteFrom('rate_limits').execute();
});

const db = () => ctx.database.db;

/** A hostile company made the way anyone can: the public sign-up. Its admin holds every flag. */
async function signUpAttacker() {
  const email = `attacker-${randomUUID()}@evil.example`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/account/api/signup/',
    payload: {
      company_name: 'Evil Corp',
      first_name: 'Mallory',
      last_name: 'M',
      email,
      password: 'a long enough password',
    },
  });
  expect(res.statusCode).toBe(201);
  const body = res.json<{ token: string; staff_id: number; company: { id: number } }>();
  return { email, token: body.token, staffId: body.staff_id, companyId: body.company.id };
}

const as = (user: { token: string }) => ({
  get: (url: string) => authed(ctx.app, user, { method: 'GET', url }),
  post: (url: string, payload?: object) => authed(ctx.app, user, { method: 'POST', url, payload }),
  patch: (url: string, payload: object) => authed(ctx.app, user, { method: 'PATCH', url, payload }),
  delete: (url: string) => authed(ctx.app, user, { method: 'DELETE', url }),
});

/** The two halves of the latest link of `kind` e-mailed to `to`, read where it was stored. */
async function linkIn(to: string, pattern: RegExp) {
  const rows = await db()
    .selectFrom('outbound_emails')
    .select('body_text')
    .where('to_email', '=', to)
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) {
    const match = pattern.exec(row.body_text);
    if (match) return { id: match[1]!, token: match[2]! };
  }
  throw new Error(`no link for ${to}`);
}
const INVITATION_LINK = /\/auth\/invitation\/([0-9a-f-]{36})\?token=([\w-]+)/;
const CONFIRM_LINK = /\/auth\/confirm-email\/([0-9a-f-]{36})\?token=([\w-]+)/;

async function setVictimPrivateFields(victim: TestCompany) {
  await db()
    .updateTable('users')
    .set({ birth_date: '1990-04-05', gender: 'FEMALE', personal_phone: '(555) 000-1111', first_name: 'Victoria' })
    .where('id', '=', victim.staff.userId)
    .execute();
}

describe('the cross-company takeover, from sign-up to sign-in', () => {
  it('no longer links, rewrites or resets another company’s user', async () => {
    const victim = await createTestCompany(ctx);
    await setVictimPrivateFields(victim);
    const attacker = await signUpAttacker();
    const mallory = as(attacker);

    // 1. Adding the victim's e-mail makes an invitation, not a membership, and shows nothing of them.
    const created = await mallory.post('/account/api/staffs/create_company_staff/', {
      email: victim.staff.email,
      first_name: 'Typed',
      last_name: 'Name',
      user_type: 'admin',
    });
    expect(created.statusCode).toBe(202);
    const body = created.json();
    expect(body.detail).toBe(STAFF_INVITED);
    expect(body.invitation).toMatchObject({ email: victim.staff.email, first_name: 'Typed', state: 'pending' });
    expect(JSON.stringify(body)).not.toMatch(/1990-04-05|FEMALE|Victoria|000-1111/);
    const memberships = await db()
      .selectFrom('staff')
      .select('id')
      .where('company_id', '=', attacker.companyId)
      .where('user_id', '=', victim.staff.userId)
      .execute();
    expect(memberships).toEqual([]);
    const list = await mallory.get('/account/api/staffs/company_users/?page_size=100');
    expect(list.json().results.map((r: { email: string }) => r.email)).not.toContain(victim.staff.email);

    // 2. There is no staff row of the victim to PATCH; the victim's own staff id is another company's.
    const rewrite = await mallory.patch(`/account/api/staffs/${victim.staff.staffId}/update_staff/`, {
      email: attacker.email.replace('attacker', 'inbox'),
    });
    expect(rewrite.statusCode).toBe(404);

    // 3. A reset for the address the attacker wanted sends nothing: no account has it.
    const newAddress = attacker.email.replace('attacker', 'inbox');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/account/api/password-reset/',
      payload: { email: newAddress },
    });
    expect(reset.statusCode).toBe(200);
    const resetMails = await db()
      .selectFrom('outbound_emails')
      .select('id')
      .where('to_email', '=', newAddress)
      .execute();
    expect(resetMails).toEqual([]);

    // 4. The victim still signs in as themselves, in their own company only, with their e-mail.
    const me = await login(ctx.app, victim.staff.email);
    expect(me.company.id).toBe(victim.companyId);
    const profile = await as(me).get('/account/api/me/');
    expect(profile.json().email).toBe(victim.staff.email);
    const companies = await as(me).get('/account/api/my_companies/');
    expect(companies.json().map((c: { id: number }) => c.id)).toEqual([victim.companyId]);
  });

  it('an accepted invitation cannot be turned into a takeover either', async () => {
    const victim = await createTestCompany(ctx);
    await setVictimPrivateFields(victim);
    const attacker = await signUpAttacker();
    const mallory = as(attacker);
    await mallory.post('/account/api/staffs/create_company_staff/', {
      email: victim.staff.email,
      first_name: 'Typed',
    });
    // Suppose the victim accepts (in the app, signed in as themselves).
    const victimSession = as(await login(ctx.app, victim.staff.email));
    const [invitation] = (await victimSession.get('/account/api/my-invitations/')).json();
    expect(invitation).toMatchObject({ company_name: 'Evil Corp', invited_by: 'Mallory M' });
    const accepted = await victimSession.post(`/account/api/my-invitations/${invitation.id}/accept/`);
    expect(accepted.statusCode).toBe(200);
    const staffId = accepted.json().staff_id as number;

    // The attacker's company now holds a membership, but the account stays the victim's.
    const rewrite = await mallory.patch(`/account/api/staffs/${staffId}/update_staff/`, {
      email: attacker.email.replace('attacker', 'inbox'),
    });
    expect(rewrite.statusCode).toBe(400);
    expect(rewrite.json()).toEqual({ email: [PERSON_MANAGES_OWN_IDENTITY] });
    const rename = await mallory.patch(`/account/api/staffs/${staffId}/update_staff/`, { first_name: 'Owned' });
    expect(rename.json()).toEqual({ first_name: [PERSON_MANAGES_OWN_IDENTITY] });
    // Membership fields are the company's to set.
    const role = await mallory.patch(`/account/api/staffs/${staffId}/update_staff/`, { hired_on: '2026-01-02' });
    expect(role.statusCode).toBe(200);
    // It reads no private field of someone who belongs to another company too.
    const detail = (await mallory.get(`/account/api/staffs/${staffId}/`)).json();
    expect(detail).toMatchObject({ first_name: 'Victoria', birth_date: null, personal_phone: null });
    const user = await db()
      .selectFrom('users')
      .select(['email', 'first_name'])
      .where('id', '=', victim.staff.userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ email: victim.staff.email, first_name: 'Victoria' });
    // Nor their photo, which every company of theirs shows.
    const photo = await authed(ctx.app, attacker, {
      method: 'PUT',
      url: `/account/api/staffs/${staffId}/upload_photo/`,
      ...(await multipart({ photo: pngFile() })),
    });
    expect(photo.json()).toEqual({ photo: [PERSON_MANAGES_OWN_IDENTITY] });
    // Removing the membership leaves the person and their other company alone.
    expect((await mallory.delete(`/account/api/staffs/${staffId}/delete_staff/`)).statusCode).toBe(204);
    expect((await login(ctx.app, victim.staff.email)).company.id).toBe(victim.companyId);
  });
});

describe('invitations', () => {
  it('the e-mailed link accepts once, with the membership the admin chose', async () => {
    const home = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    const division = await db()
      .insertInto('divisions')
      .values({ company_id: other.companyId, division_name: 'Field' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await as(other.admin).post('/account/api/staffs/create_company_staff/', {
      email: home.staff.email,
      first_name: 'Pat',
      staff_division: division.id,
      user_roles: { user_is_stat_admin: true },
    });
    expect(created.statusCode).toBe(202);
    const pending = (await as(other.admin).get('/account/api/staff-invitations/')).json();
    expect(pending).toEqual([expect.objectContaining({ email: home.staff.email, state: 'pending', staff: null })]);
    // A second invitation to the same e-mail waits for the first.
    const again = await as(other.admin).post('/account/api/staffs/create_company_staff/', {
      email: home.staff.email,
      first_name: 'Pat',
    });
    expect(again.statusCode).toBe(400);

    const link = await linkIn(home.staff.email, INVITATION_LINK);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/account/api/invitations/accept-link/',
      payload: { id: link.id, token: 'guessed' },
    });
    expect(forged.json()).toEqual({ token: [INVITATION_INVALID] });
    const accept = await ctx.app.inject({
      method: 'POST',
      url: '/account/api/invitations/accept-link/',
      payload: link,
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json().company).toEqual({ id: other.companyId, company_name: expect.any(String) });
    const replay = await ctx.app.inject({
      method: 'POST',
      url: '/account/api/invitations/accept-link/',
      payload: link,
    });
    expect(replay.statusCode).toBe(400);

    const staff = await db()
      .selectFrom('staff')
      .selectAll()
      .where('company_id', '=', other.companyId)
      .where('user_id', '=', home.staff.userId)
      .executeTakeFirstOrThrow();
    expect(staff).toMatchObject({ is_active: true, division_id: division.id, user_is_stat_admin: true });
    // The person now has both companies, and signs in with their own password.
    const session = await login(ctx.app, home.staff.email, TEST_PASSWORD);
    const companies = (await as(session).get('/account/api/my_companies/')).json();
    expect(companies.map((c: { id: number }) => c.id).sort()).toEqual([home.companyId, other.companyId].sort());
    const list = (await as(other.admin).get('/account/api/staff-invitations/')).json();
    expect(list[0]).toMatchObject({ state: 'accepted', staff: staff.id });
  });

  it('is declined, cancelled and resent; only its addressee sees it', async () => {
    const home = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    const invite = () =>
      as(other.admin).post('/account/api/staffs/create_company_staff/', { email: home.staff.email, first_name: 'P' });
    const first = (await invite()).json().invitation;
    // Someone else signed in cannot see, accept or decline it.
    const stranger = as(home.admin);
    expect((await stranger.get('/account/api/my-invitations/')).json()).toEqual([]);
    expect((await stranger.post(`/account/api/my-invitations/${first.id}/accept/`)).statusCode).toBe(404);
    // Resending replaces the link: the older one stops working.
    const oldLink = await linkIn(home.staff.email, INVITATION_LINK);
    expect((await as(other.admin).post(`/account/api/staff-invitations/${first.id}/resend/`)).statusCode).toBe(200);
    const stale = await ctx.app.inject({
      method: 'POST',
      url: '/account/api/invitations/accept-link/',
      payload: oldLink,
    });
    expect(stale.statusCode).toBe(400);
    // Cancelled: gone for the person.
    expect((await as(other.admin).delete(`/account/api/staff-invitations/${first.id}/`)).statusCode).toBe(204);
    const person = as(await login(ctx.app, home.staff.email));
    expect((await person.get('/account/api/my-invitations/')).json()).toEqual([]);
    // Declined: stays declined, and the company may invite again.
    const secondRes = await invite();
    expect(secondRes.statusCode).toBe(202);
    const second = secondRes.json().invitation;
    expect((await person.post(`/account/api/my-invitations/${second.id}/decline/`)).statusCode).toBe(204);
    expect((await person.post(`/account/api/my-invitations/${second.id}/accept/`)).statusCode).toBe(404);
    const states = (await as(other.admin).get('/account/api/staff-invitations/')).json();
    expect(states.map((i: { state: string }) => i.state).sort()).toEqual(['cancelled', 'declined']);
    expect((await invite()).statusCode).toBe(202);
  });

  it('of a company deleted since, is neither shown nor accepted', async () => {
    const home = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    const created = await as(other.admin).post('/account/api/staffs/create_company_staff/', {
      email: home.staff.email,
      first_name: 'P',
    });
    expect(created.statusCode).toBe(202);
    await db().updateTable('companies').set({ deleted_at: new Date() }).where('id', '=', other.companyId).execute();
    const person = as(await login(ctx.app, home.staff.email));
    expect((await person.get('/account/api/my-invitations/')).json()).toEqual([]);
    const link = await linkIn(home.staff.email, INVITATION_LINK);
    const accept = await ctx.app.inject({
      method: 'POST',
      url: '/account/api/invitations/accept-link/',
      payload: link,
    });
    expect(accept.json()).toEqual({ token: [INVITATION_INVALID] });
  });

  it('bulk create invites existing accounts and adds new e-mails', async () => {
    const home = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    const fresh = `new-${randomUUID()}@test.example`;
    const res = await as(other.admin).post('/account/api/bulk-create-staff/', {
      staffs: [
        { email: home.staff.email, first_name: 'Existing' },
        { email: fresh, first_name: 'New' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ invited: [home.staff.email], errors: [] });
    expect(res.json().succeeded).toHaveLength(1);
  });
});

describe('account fields', () => {
  it('a company fixes the e-mail of someone it added who never signed in, and the link follows', async () => {
    const company = await createTestCompany(ctx);
    const typo = `typo-${randomUUID()}@test.example`;
    const created = await as(company.admin).post('/account/api/staffs/create_company_staff/', {
      email: typo,
      first_name: 'New',
    });
    expect(created.statusCode).toBe(201);
    const fixed = typo.replace('typo', 'fixed');
    const res = await as(company.admin).patch(`/account/api/staffs/${created.json().id}/update_staff/`, {
      email: fixed,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(fixed);
    // The link sent to the mistyped address no longer sets a password; the new one does.
    const old = await linkIn(typo, /\/auth\/set-password\/([0-9a-f-]{36})\?token=([\w-]+)/);
    const set = (link: { id: string; token: string }) =>
      ctx.app.inject({
        method: 'POST',
        url: '/account/api/set-password/',
        payload: { uuid: link.id, token: link.token, new_password: 'a long enough password' },
      });
    expect((await set(old)).statusCode).toBe(400);
    expect((await set(await linkIn(fixed, /\/auth\/set-password\/([0-9a-f-]{36})\?token=([\w-]+)/))).statusCode).toBe(
      200,
    );
  });

  it('nobody but its owner changes the e-mail of an account in use', async () => {
    const company = await createTestCompany(ctx);
    const res = await as(company.admin).patch(`/account/api/staffs/${company.staff.staffId}/update_staff/`, {
      email: `other-${randomUUID()}@test.example`,
    });
    expect(res.json()).toEqual({ email: [EMAIL_CHANGED_BY_PERSON_ONLY] });
    // Sending the e-mail it already has (a whole form) is no change.
    const same = await as(company.admin).patch(`/account/api/staffs/${company.staff.staffId}/update_staff/`, {
      email: company.staff.email,
      first_name: 'Renamed',
    });
    expect(same.statusCode).toBe(200);
  });

  it('the owner changes it from the new address, and the old one is told', async () => {
    const company = await createTestCompany(ctx);
    const person = as(company.staff);
    const next = `next-${randomUUID()}@test.example`;
    const wrong = await person.post('/account/api/email-change/', { new_email: next, password: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json())).toEqual(['password']);
    const taken = await person.post('/account/api/email-change/', {
      new_email: company.admin.email,
      password: TEST_PASSWORD,
    });
    expect(taken.json()).toEqual({ new_email: [EMAIL_TAKEN] });
    const asked = await person.post('/account/api/email-change/', { new_email: next, password: TEST_PASSWORD });
    expect(asked.statusCode).toBe(200);
    // Nothing changes before the new address answers; the old address hears of it.
    expect((await person.get('/account/api/me/')).json().email).toBe(company.staff.email);
    const notices = await db()
      .selectFrom('outbound_emails')
      .select('kind')
      .where('to_email', '=', company.staff.email)
      .execute();
    expect(notices.map((n) => n.kind)).toContain('email_change_notice');
    const link = await linkIn(next, CONFIRM_LINK);
    const confirm = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/account/api/email-change/confirm/', payload });
    expect((await confirm({ ...link, token: 'guessed' })).statusCode).toBe(400);
    const done = await confirm(link);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: next });
    expect((await confirm(link)).statusCode).toBe(400);
    const session = await login(ctx.app, next);
    expect(session.company.id).toBe(company.companyId);
  });
});

describe('private fields', () => {
  it('a colleague reads neither birth date nor phone; the person and their admin do', async () => {
    const company = await createTestCompany(ctx);
    await setVictimPrivateFields(company);
    const url = `/account/api/staffs/${company.staff.staffId}/`;
    // A second staff member of the same company, no admin flags.
    const colleague = await createTestUser(ctx, company.companyId);
    const seenByColleague = (await as(colleague).get(url)).json();
    expect(seenByColleague).toMatchObject({ birth_date: null, personal_phone: null, first_name: 'Victoria' });
    const row = (await as(colleague).get('/account/api/staffs/company_users/?page_size=100'))
      .json()
      .results.find((r: { id: number }) => r.id === company.staff.staffId);
    expect(row.personal_phone).toBeNull();
    // Searching by phone is reading it: a colleague's search does not match on it.
    const search = (await as(colleague).get('/account/api/staffs/company_users/?search=000-1111')).json();
    expect(search.count).toBe(0);
    expect((await as(company.staff).get(url)).json()).toMatchObject({ birth_date: '1990-04-05' });
    expect((await as(company.admin).get(url)).json()).toMatchObject({
      birth_date: '1990-04-05',
      personal_phone: '(555) 000-1111',
    });
    const adminSearch = (await as(company.admin).get('/account/api/staffs/company_users/?search=000-1111')).json();
    expect(adminSearch.count).toBe(1);
  });
});
