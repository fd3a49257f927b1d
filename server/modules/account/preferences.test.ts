// Personal settings: staff timezone, dark mode and language, with who may change whose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, createTestCompany, createTestUser, type TestContext } from '../../test/helpers';
import { normalizeTimeZone } from '../../lib/timezone';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const setTimezone = (user: { token: string }, staffId: number, timezone: unknown) =>
  authed(ctx.app, user, { method: 'PATCH', url: `/account/api/staffs/${staffId}/timezone/`, payload: { timezone } });
const setLanguage = (user: { token: string }, staffId: number, language_code: unknown) =>
  authed(ctx.app, user, {
    method: 'PUT',
    url: `/account/api/staffs/${staffId}/private_info_update/`,
    payload: { language_code },
  });
const setDarkMode = (user: { token: string }, userId: number, is_dark_mode: unknown) =>
  authed(ctx.app, user, {
    method: 'PATCH',
    url: `/account/api/users/${userId}/preference/`,
    payload: { is_dark_mode },
  });

describe('staff timezone', () => {
  it('lets staff change their own and answers the logged-in user', async () => {
    const { staff } = await createTestCompany(ctx);
    const res = await setTimezone(staff, staff.staffId, 'america/new_york');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: staff.userId, staff_id: staff.staffId, timezone: 'America/New_York' });
    expect(res.json().company).toBeDefined();
  });

  it('lets a profile admin change another staff member and answers {id, timezone}', async () => {
    const { companyId, staff } = await createTestCompany(ctx);
    const profileAdmin = await createTestUser(ctx, companyId, { roles: { user_is_profile_admin: true } });
    const res = await setTimezone(profileAdmin, staff.staffId, 'Europe/Madrid');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: staff.staffId, timezone: 'Europe/Madrid' });
  });

  it('forbids staff changing someone else, and hides other companies', async () => {
    const { admin, staff } = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    expect((await setTimezone(staff, admin.staffId, 'UTC')).statusCode).toBe(403);
    expect((await setTimezone(admin, other.staff.staffId, 'UTC')).statusCode).toBe(404);
    const row = await ctx.database.db
      .selectFrom('staff')
      .select('timezone')
      .where('id', 'in', [admin.staffId, other.staff.staffId])
      .execute();
    expect(row.every((r) => r.timezone === null)).toBe(true);
  });

  it('refuses names that are not IANA zones', async () => {
    const { staff } = await createTestCompany(ctx);
    for (const bad of ['Mars/Olympus_Mons', '+01:00', '']) {
      const res = await setTimezone(staff, staff.staffId, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ timezone: [expect.any(String)] });
    }
    expect((await setTimezone(staff, 0, 'UTC')).json()).toEqual({ id: [expect.any(String)] });
  });

  it('normalizes spelling', () => {
    expect(normalizeTimeZone('utc')).toBe('UTC');
    expect(normalizeTimeZone('ASIA/TOKYO')).toBe('Asia/Tokyo');
    expect(normalizeTimeZone('Not/AZone')).toBeNull();
  });
});

describe('dark mode preference', () => {
  it('stores the caller’s choice and shows it in the logged-in user', async () => {
    const { staff } = await createTestCompany(ctx);
    const res = await setDarkMode(staff, staff.userId, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_dark_mode: true });
    const me = await authed(ctx.app, staff, { method: 'GET', url: '/account/api/me/' });
    expect(me.json().staff_info.is_dark_mode).toBe(true);
  });

  it('answers 404 for any user id but the caller’s, even for an admin', async () => {
    const { admin, staff } = await createTestCompany(ctx);
    expect((await setDarkMode(admin, staff.userId, true)).statusCode).toBe(404);
    expect((await setDarkMode(staff, staff.userId, 'yes')).json()).toEqual({ is_dark_mode: [expect.any(String)] });
  });
});

describe('language (private info update)', () => {
  it('lets staff change their own language and answers staff_info', async () => {
    const { staff } = await createTestCompany(ctx);
    const res = await setLanguage(staff, staff.staffId, 'es');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: staff.staffId, staff_info: { language_code: 'es', is_dark_mode: null } });
  });

  it('lets a profile admin change others; staff get 403; other companies 404', async () => {
    const { admin, staff } = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    expect((await setLanguage(admin, staff.staffId, 'fr')).statusCode).toBe(200);
    expect((await setLanguage(staff, admin.staffId, 'fr')).statusCode).toBe(403);
    expect((await setLanguage(admin, other.staff.staffId, 'fr')).statusCode).toBe(404);
    expect((await setLanguage(staff, staff.staffId, 'x')).json()).toEqual({ language_code: [expect.any(String)] });
  });

  it('goes back to the company’s language with null', async () => {
    const { staff } = await createTestCompany(ctx);
    expect((await setLanguage(staff, staff.staffId, 'es')).statusCode).toBe(200);
    const res = await setLanguage(staff, staff.staffId, null);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: staff.staffId, staff_info: { language_code: null, is_dark_mode: null } });
    const me = await authed(ctx.app, staff, { method: 'GET', url: '/account/api/me/' });
    expect(me.json().staff_info.language_code).toBeNull();
  });
});
