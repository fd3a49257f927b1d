// Tenant-isolation cases for every account route (consumed by server/test/isolation.test.ts).
// Company A's admin aims at company B: ids in paths and bodies are B's rows, seeded here, and must
// answer 404; routes without ids must answer A's data only (`leaks` lists B's strings to look for).
import { randomUUID } from 'node:crypto';
import { hashSecret } from '../../lib/tokens';
import { login, TEST_PASSWORD, type TestContext } from '../../test/helpers';
import type { IsolationCase, IsolationTarget } from '../../test/isolation';

const db = (ctx: TestContext) => ctx.database.db;

async function seedMenuLink(ctx: TestContext, companyId: number, name = `link-${randomUUID()}`) {
  const row = await db(ctx)
    .insertInto('menu_links')
    .values({ company_id: companyId, name, url: 'https://example.com/', parent_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, name };
}

async function seedTodo(ctx: TestContext, companyId: number, staffId: number, title = `todo-${randomUUID()}`) {
  const row = await db(ctx)
    .insertInto('todos')
    .values({ company_id: companyId, staff_id: staffId, title, due_date: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, title };
}

/** A live reset/set token of B's admin; the attack presents its uuid with a guessed secret. */
async function seedPasswordToken({ ctx, victim }: IsolationTarget, purpose: 'reset' | 'set') {
  const id = randomUUID();
  await db(ctx)
    .insertInto('password_tokens')
    .values({
      id,
      company_id: victim.companyId,
      user_id: victim.admin.userId,
      purpose,
      token_hash: hashSecret(randomUUID()),
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  return id;
}

async function victimCompanyName({ ctx, victim }: IsolationTarget): Promise<string> {
  const row = await db(ctx)
    .selectFrom('companies')
    .select('company_name')
    .where('id', '=', victim.companyId)
    .executeTakeFirstOrThrow();
  return row.company_name;
}

/** Company B's strings that some answers of A could leak if a query lost its company scope. */
const victimPeople = ({ victim }: IsolationTarget) => [victim.admin.email, victim.staff.email];

export const isolationCases: IsolationCase[] = [
  // --- session ---------------------------------------------------------------------------------
  {
    route: 'POST /account/api/login/',
    expect: 'public',
    request: ({ attacker }) => ({
      method: 'POST',
      url: '/account/api/login/',
      payload: { email: attacker.staff.email, password: TEST_PASSWORD },
    }),
  },
  {
    route: 'GET /account/api/me/',
    expect: 'own-company',
    request: () => ({ method: 'GET', url: '/account/api/me/' }),
    leaks: async (t) => [...victimPeople(t), await victimCompanyName(t)],
  },
  {
    route: 'POST /account/api/token/refresh/',
    expect: 'public',
    // A session of its own: the attacker's shared refresh token may be spent by other cases.
    request: async ({ ctx, attacker }) => ({
      method: 'POST',
      url: '/account/api/token/refresh/',
      payload: { refresh: (await login(ctx.app, attacker.staff.email)).refresh },
    }),
  },
  {
    route: 'POST /account/api/logout/',
    expect: 'own-company',
    // B's refresh token in A's sign-out must not revoke B's session.
    request: ({ victim }) => ({
      method: 'POST',
      url: '/account/api/logout/',
      payload: { refresh: victim.admin.refresh },
    }),
    leaks: victimPeople,
  },
  {
    // A's token names A's own user and company only (its company points at this service's address).
    route: 'POST /account/api/cross-host-token/',
    expect: 'own-company',
    request: async ({ ctx, attacker }) => {
      await db(ctx)
        .updateTable('companies')
        .set({ referral_url: ctx.app.deps.config.publicUrl })
        .where('id', '=', attacker.companyId)
        .execute();
      return { method: 'POST', url: '/account/api/cross-host-token/' };
    },
    leaks: victimPeople,
  },
  {
    // Public: a token for B's admin that this server never signed is refused.
    route: 'POST /account/api/auto-login/',
    expect: 'public',
    request: ({ victim }) => ({
      method: 'POST',
      url: '/account/api/auto-login/',
      payload: {
        token: `${Buffer.from(JSON.stringify({ i: 'x', u: victim.admin.userId, c: victim.companyId, s: victim.admin.staffId, t: Math.floor(Date.now() / 1000), o: 'http://localhost:8080' })).toString('base64url')}.forged`,
        timestamp: Math.floor(Date.now() / 1000),
      },
    }),
  },
  // --- sign-up and passwords (public) ------------------------------------------------------------
  {
    route: 'POST /account/api/signup/',
    expect: 'public',
    request: () => ({
      method: 'POST',
      url: '/account/api/signup/',
      payload: {
        company_name: `Isolation ${randomUUID().slice(0, 8)}`,
        first_name: 'Eve',
        email: `signup-${randomUUID()}@test.example`,
        password: 'isolation password',
      },
    }),
  },
  {
    route: 'POST /account/api/password-reset/',
    expect: 'public',
    request: ({ attacker }) => ({
      method: 'POST',
      url: '/account/api/password-reset/',
      payload: { email: attacker.staff.email },
    }),
  },
  {
    route: 'POST /account/api/password-reset-confirm/',
    expect: 'public',
    request: async (t) => ({
      method: 'POST',
      url: '/account/api/password-reset-confirm/',
      payload: { uuid: await seedPasswordToken(t, 'reset'), token: 'guessed', new_password: 'taken over!' },
    }),
  },
  {
    // Asks to move the caller's own account only: B's users are out of its reach by construction.
    route: 'POST /account/api/email-change/',
    expect: 'own-company',
    request: () => ({
      method: 'POST',
      url: '/account/api/email-change/',
      payload: { new_email: `moved-${randomUUID()}@test.example`, password: 'correct horse battery' },
    }),
  },
  {
    route: 'POST /account/api/email-change/confirm/',
    expect: 'public',
    request: () => ({
      method: 'POST',
      url: '/account/api/email-change/confirm/',
      payload: { id: randomUUID(), token: 'guessed' },
    }),
  },
  {
    route: 'POST /account/api/set-password/',
    expect: 'public',
    request: async (t) => ({
      method: 'POST',
      url: '/account/api/set-password/',
      payload: { uuid: await seedPasswordToken(t, 'set'), token: 'guessed', new_password: 'taken over!' },
    }),
  },
  {
    route: 'POST /account/api/change-password/',
    expect: 'own-company',
    // Same password in and out: the case checks scope, not the change itself.
    request: () => ({
      method: 'POST',
      url: '/account/api/change-password/',
      payload: { old_password: TEST_PASSWORD, new_password: TEST_PASSWORD },
    }),
  },
  // --- companies ---------------------------------------------------------------------------------
  {
    route: 'GET /account/api/my_companies/',
    expect: 'own-company',
    request: () => ({ method: 'GET', url: '/account/api/my_companies/' }),
    leaks: async (t) => [await victimCompanyName(t)],
  },
  {
    // Only the caller's own deleted companies (where they are an admin) are listed.
    route: 'GET /account/api/deleted-companies/',
    expect: 'own-company',
    request: () => ({ method: 'GET', url: '/account/api/deleted-companies/' }),
    leaks: async (t) => [await victimCompanyName(t)],
  },
  {
    // Public: A's admin, with A's password, names B's company: nothing of B is restored or entered.
    route: 'POST /account/api/restore-company/',
    expect: 'public',
    request: ({ attacker, victim }) => ({
      method: 'POST',
      url: '/account/api/restore-company/',
      payload: { email: attacker.admin.email, password: TEST_PASSWORD, company_id: victim.companyId },
    }),
  },
  {
    route: 'POST /account/api/switch_company/',
    expect: 'foreign-404',
    request: ({ victim }) => ({
      method: 'POST',
      url: '/account/api/switch_company/',
      payload: { company_id: victim.companyId },
    }),
  },
  // --- personal settings -------------------------------------------------------------------------
  {
    route: 'PATCH /account/api/staffs/:id/timezone/',
    expect: 'foreign-404',
    request: ({ victim }) => ({
      method: 'PATCH',
      url: `/account/api/staffs/${victim.staff.staffId}/timezone/`,
      payload: { timezone: 'Asia/Tokyo' },
    }),
    // Without the profile-admin flag, a colleague's timezone is off limits.
    staffForbidden: ({ attacker }) => ({
      method: 'PATCH',
      url: `/account/api/staffs/${attacker.admin.staffId}/timezone/`,
      payload: { timezone: 'Asia/Tokyo' },
    }),
  },
  {
    route: 'PATCH /account/api/users/:id/preference/',
    expect: 'foreign-404',
    request: ({ victim }) => ({
      method: 'PATCH',
      url: `/account/api/users/${victim.staff.userId}/preference/`,
      payload: { is_dark_mode: true },
    }),
  },
  {
    route: 'PUT /account/api/staffs/:id/private_info_update/',
    expect: 'foreign-404',
    request: ({ victim }) => ({
      method: 'PUT',
      url: `/account/api/staffs/${victim.staff.staffId}/private_info_update/`,
      payload: { language_code: 'fr' },
    }),
    staffForbidden: ({ attacker }) => ({
      method: 'PUT',
      url: `/account/api/staffs/${attacker.admin.staffId}/private_info_update/`,
      payload: { language_code: 'fr' },
    }),
  },
  // --- menu links --------------------------------------------------------------------------------
  {
    route: 'GET /account/api/menu-links/',
    expect: 'own-company',
    request: () => ({ method: 'GET', url: '/account/api/menu-links/' }),
    leaks: async ({ ctx, victim }) => [(await seedMenuLink(ctx, victim.companyId)).name],
  },
  {
    route: 'POST /account/api/menu-link/',
    expect: 'own-company',
    request: () => ({
      method: 'POST',
      url: '/account/api/menu-link/',
      payload: { name: 'Isolation link', url: 'https://example.com/isolation' },
    }),
    staffForbidden: () => ({
      method: 'POST',
      url: '/account/api/menu-link/',
      payload: { name: 'Isolation link', url: 'https://example.com/isolation' },
    }),
  },
  {
    route: 'PATCH /account/api/menu-link/:id/',
    expect: 'foreign-404',
    request: async ({ ctx, victim }) => ({
      method: 'PATCH',
      url: `/account/api/menu-link/${(await seedMenuLink(ctx, victim.companyId)).id}/`,
      payload: { name: 'hijacked', url: 'https://evil.example/' },
    }),
    staffForbidden: async ({ ctx, attacker }) => ({
      method: 'PATCH',
      url: `/account/api/menu-link/${(await seedMenuLink(ctx, attacker.companyId)).id}/`,
      payload: { name: 'renamed by staff' },
    }),
  },
  {
    route: 'DELETE /account/api/menu-link/:id/',
    expect: 'foreign-404',
    request: async ({ ctx, victim }) => ({
      method: 'DELETE',
      url: `/account/api/menu-link/${(await seedMenuLink(ctx, victim.companyId)).id}/`,
    }),
    staffForbidden: async ({ ctx, attacker }) => ({
      method: 'DELETE',
      url: `/account/api/menu-link/${(await seedMenuLink(ctx, attacker.companyId)).id}/`,
    }),
  },
  {
    route: 'PATCH /account/api/add-delete-menu-link/:id/',
    expect: 'foreign-404',
    // B's child link taken out of B's group: must not move.
    request: async ({ ctx, victim }) => {
      const group = await seedMenuLink(ctx, victim.companyId);
      const child = await seedMenuLink(ctx, victim.companyId);
      await db(ctx).updateTable('menu_links').set({ parent_id: group.id }).where('id', '=', child.id).execute();
      return { method: 'PATCH', url: `/account/api/add-delete-menu-link/${child.id}/`, payload: { parent: null } };
    },
    staffForbidden: async ({ ctx, attacker }) => ({
      method: 'PATCH',
      url: `/account/api/add-delete-menu-link/${(await seedMenuLink(ctx, attacker.companyId)).id}/`,
      payload: { parent: null },
    }),
  },
  // --- to-dos ------------------------------------------------------------------------------------
  {
    route: 'GET /account/api/todo/',
    expect: 'own-company',
    request: () => ({ method: 'GET', url: '/account/api/todo/' }),
    leaks: async ({ ctx, victim }) => [(await seedTodo(ctx, victim.companyId, victim.admin.staffId)).title],
  },
  {
    route: 'POST /account/api/todo/',
    expect: 'own-company',
    request: () => ({ method: 'POST', url: '/account/api/todo/', payload: { title: 'Isolation to-do' } }),
  },
  {
    route: 'PATCH /account/api/todo/:id/',
    expect: 'foreign-404',
    request: async ({ ctx, victim }) => ({
      method: 'PATCH',
      url: `/account/api/todo/${(await seedTodo(ctx, victim.companyId, victim.admin.staffId)).id}/`,
      payload: { title: 'hijacked', is_completed: true },
    }),
  },
  {
    route: 'DELETE /account/api/todo/:id/',
    expect: 'foreign-404',
    request: async ({ ctx, victim }) => ({
      method: 'DELETE',
      url: `/account/api/todo/${(await seedTodo(ctx, victim.companyId, victim.admin.staffId)).id}/`,
    }),
  },
  // --- error logger ------------------------------------------------------------------------------
  {
    route: 'POST /account/api/log-frontend-error/',
    expect: 'own-company',
    request: () => ({
      method: 'POST',
      url: '/account/api/log-frontend-error/',
      payload: { message: 'isolation check', url: '/account/dashboard/' },
    }),
  },
];
