// Company detail, active apps, catalogues and logo files through the HTTP API.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACTIVE_APP_REQUIRED, companySchema, COMPANY_LOGO_BAD_TYPE } from '../../../contract/company';
import {
  authed,
  createTestApp,
  createTestCompany,
  createTestUser,
  TEST_PASSWORD,
  type TestContext,
  type TestUser,
} from '../../test/helpers';
import { buildAppWithOwnStorage, JPEG_HEAD, multipart, PNG_1X1, pngFile, SVG_LOGO } from './company.fixtures';

let ctx: TestContext;
/** The app under test, with a storage directory of its own (logo files are looked at and deleted). */
let own: Awaited<ReturnType<typeof buildAppWithOwnStorage>>;
beforeAll(async () => {
  ctx = await createTestApp();
  own = await buildAppWithOwnStorage(ctx);
});
afterAll(async () => {
  await own.close();
  await ctx.close();
});

const detail = (id: number) => `/company/api/detail-update/${id}/`;
const get = (user: TestUser, url: string) => authed(own.app, user, { method: 'GET', url });
const patchJson = (user: TestUser, id: number, payload: Record<string, unknown>) =>
  authed(own.app, user, { method: 'PATCH', url: detail(id), payload });
const patchForm = async (user: TestUser, id: number, fields: Parameters<typeof multipart>[0]) =>
  authed(own.app, user, { method: 'PATCH', url: detail(id), ...(await multipart(fields)) });

const storageDir = () => own.storageDir;
const logoPath = (url: string) => {
  const [, , , , company, file] = url.split('/');
  return path.join(storageDir(), 'company-logos', company!, file!);
};
// Logo files are removed after the response has gone out: the tests wait for that with
// vi.waitFor, however busy the machine is, instead of sleeping a fixed time.

describe('GET detail-update/{id}', () => {
  it('answers the caller company to any member, and 404 for another company', async () => {
    const { companyId, staff } = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    const res = await get(staff, detail(companyId));
    expect(res.statusCode).toBe(200);
    const company = companySchema.parse(res.json());
    expect(company.id).toBe(companyId);
    expect(company.active_apps.map((a) => a.app_name)).toHaveLength(6);
    expect(company.company_weekend_info).toEqual([0, 6]);
    expect((await get(staff, detail(other.companyId))).statusCode).toBe(404);
    expect((await get(staff, detail(999_999_999))).statusCode).toBe(404);
  });
});

describe('PATCH detail-update/{id}', () => {
  it('changes the fields sent as JSON and sanitizes the information HTML', async () => {
    const { companyId, admin } = await createTestCompany(ctx);
    const res = await patchJson(admin, companyId, {
      company_name: '  Acme Field Ops ',
      company_information: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:x">there</a></p>',
      company_weekend_info: [6, 5, 6],
      language_code: 'es',
      subscribe_to_beta: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      company_name: 'Acme Field Ops',
      company_information: '<p>Hi there</p>',
      company_weekend_info: [5, 6],
      language_code: 'es',
      subscribe_to_beta: true,
    });
    const again = (await get(admin, detail(companyId))).json();
    expect(again.company_information).toBe('<p>Hi there</p>');
    // Fields not sent stay as they were.
    const partial = await patchJson(admin, companyId, { subscribe_to_beta: false });
    expect(partial.json()).toMatchObject({ company_name: 'Acme Field Ops', subscribe_to_beta: false });
  });

  it('stores information that is empty after sanitizing as null', async () => {
    const { companyId, admin } = await createTestCompany(ctx);
    const res = await patchJson(admin, companyId, { company_information: '<p> <script>x</script></p>' });
    expect(res.json().company_information).toBeNull();
  });

  it('reads multipart fields: strings, booleans, a repeated active_app and a single one', async () => {
    const { companyId, admin } = await createTestCompany(ctx);
    const res = await patchForm(admin, companyId, {
      company_name: 'Form Co',
      subscribe_to_beta: 'true',
      company_weekend_info: ['0', '6'],
      active_app: ['1', '3'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      company_name: 'Form Co',
      subscribe_to_beta: true,
      company_weekend_info: [0, 6],
    });
    expect(res.json().active_apps).toEqual([
      { id: 1, app_name: 'knowledge_base' },
      { id: 3, app_name: 'attendance' },
    ]);
    const single = await patchForm(admin, companyId, { active_app: '5' });
    expect(single.statusCode).toBe(200);
    expect(single.json().active_apps).toEqual([{ id: 5, app_name: 'request' }]);
    const jsonText = await patchForm(admin, companyId, { active_app: '[2, 6]' });
    expect(jsonText.json().active_apps.map((a: { id: number }) => a.id)).toEqual([2, 6]);
  });

  it('refuses to turn the last feature off, in the spec wording', async () => {
    const { companyId, admin } = await createTestCompany(ctx);
    for (const res of [
      await patchJson(admin, companyId, { active_app: [] }),
      await patchForm(admin, companyId, { active_app: '' }),
      await patchForm(admin, companyId, { active_app: '[]' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ active_app: [ACTIVE_APP_REQUIRED] });
    }
    expect((await get(admin, '/company/api/active-apps/')).json()).toHaveLength(6);
  });

  it('answers 400 for unknown app ids and malformed fields, changing nothing', async () => {
    const { companyId, admin } = await createTestCompany(ctx);
    const unknown = await patchJson(admin, companyId, { active_app: [1, 99] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ active_app: ['Invalid pk "99" - object does not exist.'] });
    const bad = await patchJson(admin, companyId, {
      company_name: '',
      company_weekend_info: [7],
      language_code: '../../etc',
      subscribe_to_beta: 'maybe',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual([
      'company_name',
      'company_weekend_info.0',
      'language_code',
      'subscribe_to_beta',
    ]);
    expect((await get(admin, '/company/api/active-apps/')).json()).toHaveLength(6);
  });

  it('is for the admin user type or the admin flag: others get 403', async () => {
    const { companyId, staff } = await createTestCompany(ctx);
    expect((await patchJson(staff, companyId, { company_name: 'Mine now' })).statusCode).toBe(403);
    const flagged = await createTestUser(ctx, companyId, { roles: { user_is_admin: true } });
    expect((await patchJson(flagged, companyId, { company_name: 'Flag admin' })).statusCode).toBe(200);
    const profileAdmin = await createTestUser(ctx, companyId, { roles: { user_is_profile_admin: true } });
    expect((await patchJson(profileAdmin, companyId, { company_name: 'Nope' })).statusCode).toBe(403);
  });

  it('answers 404 for another company id, even to an admin', async () => {
    const { admin } = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    expect((await patchJson(admin, other.companyId, { company_name: 'Taken' })).statusCode).toBe(404);
    expect((await get(other.admin, detail(other.companyId))).json().company_name).not.toBe('Taken');
  });
});

describe('company logo', () => {
  it('stores an uploaded PNG, serves it publicly, and replaces it', async () => {
    const { companyId, admin } = await createTestCompany(ctx);
    const res = await patchForm(admin, companyId, { company_logo: pngFile() });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().company_logo;
    expect(url).toMatch(new RegExp(`^/company/api/logos/${companyId}/[a-f0-9]{32}\\.png$`));
    expect(fs.readFileSync(logoPath(url))).toEqual(PNG_1X1);

    const file = await own.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload).toEqual(PNG_1X1);

    // A JPEG sent with a misleading name and type is stored by what it is.
    const next = await patchForm(admin, companyId, {
      company_logo: { filename: 'x.png', contentType: 'image/png', data: JPEG_HEAD },
    });
    const nextUrl: string = next.json().company_logo;
    expect(nextUrl).toMatch(/\.jpg$/);
    await vi.waitFor(() => expect(fs.existsSync(logoPath(url))).toBe(false));
    expect((await own.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await own.app.inject({ method: 'GET', url: nextUrl })).headers['content-type']).toBe('image/jpeg');
  });

  it('keeps the logo when a client echoes its URL back, and removes it on an empty value', async () => {
    const { companyId, admin } = await createTestCompany(ctx);
    const url: string = (await patchForm(admin, companyId, { company_logo: pngFile() })).json().company_logo;
    const echo = await patchJson(admin, companyId, { company_name: 'Echo', company_logo: url });
    expect(echo.json().company_logo).toBe(url);
    const forged = await patchJson(admin, companyId, {
      company_logo: '/company/api/logos/1/' + 'a'.repeat(32) + '.png',
    });
    expect(forged.statusCode).toBe(400);
    const cleared = await patchForm(admin, companyId, { company_logo: '' });
    expect(cleared.json().company_logo).toBeNull();
    await vi.waitFor(() => expect(fs.existsSync(logoPath(url))).toBe(false));
  });

  it('rejects SVG and other non-raster files, and files over 2 MB, writing nothing', async () => {
    const { companyId, admin } = await createTestCompany(ctx);
    const dir = path.join(storageDir(), 'company-logos', String(companyId));
    const svg = await patchForm(admin, companyId, {
      company_logo: { filename: 'logo.svg', contentType: 'image/svg+xml', data: SVG_LOGO },
    });
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toEqual({ company_logo: [COMPANY_LOGO_BAD_TYPE] });
    const disguised = await patchForm(admin, companyId, {
      company_logo: { filename: 'logo.png', contentType: 'image/png', data: SVG_LOGO },
    });
    expect(disguised.statusCode).toBe(400);
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await patchForm(admin, companyId, { company_logo: pngFile(big) });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ company_logo: ['The logo must be at most 2 MB.'] });
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
  });

  it('writes no file when another field is invalid', async () => {
    const { companyId, admin } = await createTestCompany(ctx);
    const dir = path.join(storageDir(), 'company-logos', String(companyId));
    const res = await patchForm(admin, companyId, { company_logo: pngFile(), active_app: '99' });
    expect(res.statusCode).toBe(400);
    await vi.waitFor(() => expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]));
  });

  it('answers 404 for unknown, malformed or not-current logo names', async () => {
    const { companyId } = await createTestCompany(ctx);
    for (const file of ['nope.png', 'a'.repeat(32) + '.png', '..%2F..%2Fjwt-secret', 'a'.repeat(32) + '.svg']) {
      const res = await own.app.inject({ method: 'GET', url: `/company/api/logos/${companyId}/${file}` });
      expect(res.statusCode).toBe(404);
    }
  });
});

// Deleting is soft, with the password again; restore and purge: company-delete.test.ts.
describe('DELETE detail-update/{id}', () => {
  const payload = { password: TEST_PASSWORD };
  it('is for the admin user type only', async () => {
    const { companyId, staff } = await createTestCompany(ctx);
    expect((await authed(own.app, staff, { method: 'DELETE', url: detail(companyId), payload })).statusCode).toBe(403);
    const flagged = await createTestUser(ctx, companyId, { roles: { user_is_admin: true } });
    expect((await authed(own.app, flagged, { method: 'DELETE', url: detail(companyId), payload })).statusCode).toBe(
      403,
    );
  });

  it("hides the company and its logo at once, and leaves another company's alone", async () => {
    const { companyId, admin, staff } = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    const logo: string = (await patchForm(admin, companyId, { company_logo: pngFile() })).json().company_logo;

    expect((await authed(own.app, admin, { method: 'DELETE', url: detail(other.companyId), payload })).statusCode).toBe(
      404,
    );
    const res = await authed(own.app, admin, { method: 'DELETE', url: detail(companyId), payload });
    expect(res.statusCode).toBe(204);
    // Kept for the restore window, but its logo is no longer served.
    expect((await own.app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);
    expect(fs.existsSync(logoPath(logo))).toBe(true);
    // The deleted company's tokens are dead.
    expect((await get(staff, '/account/api/me/')).statusCode).toBe(401);
    expect((await get(other.admin, detail(other.companyId))).statusCode).toBe(200);
  });
});

describe('DELETE detail-update/{id} with an Idempotency-Key', () => {
  it('deletes once; a retry finds no session', async () => {
    const { companyId, admin } = await createTestCompany(ctx);
    const send = () =>
      authed(own.app, admin, {
        method: 'DELETE',
        url: detail(companyId),
        payload: { password: TEST_PASSWORD },
        headers: { 'idempotency-key': 'bye' },
      });
    expect((await send()).statusCode).toBe(204);
    expect((await send()).statusCode).toBe(401);
  });
});

describe('apps and currencies', () => {
  it('lists the active apps of the caller company, the catalogue and the currencies', async () => {
    const { companyId, admin, staff } = await createTestCompany(ctx, { apps: ['checklist', 'statistics'] });
    expect((await get(staff, '/company/api/active-apps/')).json()).toEqual([
      { id: 2, app_name: 'checklist' },
      { id: 6, app_name: 'statistics' },
    ]);
    const catalogue = (await get(staff, '/company/api/apps/')).json();
    expect(catalogue).toHaveLength(6);
    expect(catalogue[0]).toEqual({ id: 1, app_name: 'knowledge_base' });
    const currencies = (await get(staff, '/company/api/currencies/')).json();
    expect(currencies).toContainEqual({ code: 'USD', name: 'US Dollar', symbol: '$' });
    expect(companyId).toBe(admin.companyId);
  });
});
