// Deleting a company (issue 17) through the HTTP API: the admin's password again, a soft delete that
// hides the company from its members and the public at once, a restore by its admin within 30 days,
// and the scheduled purge after that (rows, stored files, users left without a company), safe to
// run twice at once.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  COMPANY_DELETE_PASSWORD_WRONG,
  COMPANY_DELETED_MESSAGE,
  COMPANY_NOT_RESTORABLE,
  COMPANY_RESTORE_DAYS,
  type DeletedCompany,
} from '../../../contract/company';
import { createStaffMember } from '../../seed/factories';
import {
  authed,
  createTestApp,
  createTestCompany,
  TEST_PASSWORD,
  type TestContext,
  type TestUser,
} from '../../test/helpers';
import { purgeDeletedCompanies, startCompanyPurge } from './company-purge';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const detail = (id: number) => `/company/api/detail-update/${id}/`;
const storage = () => ctx.app.deps.config;
const storageDir = () => ctx.app.deps.config.storageDir;
const db = () => ctx.database.db;

const deleteCompany = (user: TestUser, payload?: object) =>
  authed(ctx.app, user, { method: 'DELETE', url: detail(user.companyId), ...(payload ? { payload } : {}) });

let address = 0;
/** Each call from an address of its own: the per-address sign-in limit is real. */
const remoteAddress = () => `127.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
const signIn = (email: string, password = TEST_PASSWORD) =>
  ctx.app.inject({
    method: 'POST',
    url: '/account/api/login/',
    payload: { email, password },
    remoteAddress: remoteAddress(),
  });
const restore = (email: string, companyId: number, password = TEST_PASSWORD) =>
  ctx.app.inject({
    method: 'POST',
    url: '/account/api/restore-company/',
    payload: { email, password, company_id: companyId },
    remoteAddress: remoteAddress(),
  });

async function deletedAt(companyId: number) {
  const row = await db().selectFrom('companies').select('deleted_at').where('id', '=', companyId).executeTakeFirst();
  return row === undefined ? 'gone' : row.deleted_at;
}

/** Moves the company's deletion `days` into the past. */
async function deletedDaysAgo(companyId: number, days: number) {
  await db()
    .updateTable('companies')
    .set({ deleted_at: new Date(Date.now() - days * DAY) })
    .where('id', '=', companyId)
    .execute();
}

/** A stored file of the company in a few of the upload folders. */
function storeFiles(companyId: number): string[] {
  return ['company-logos', 'kb-files', 'staff-photos', 'scorm'].map((folder) => {
    const dir = path.join(storageDir(), folder, String(companyId));
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'a'.repeat(32));
    fs.writeFileSync(file, 'data');
    return file;
  });
}

describe('DELETE company/api/detail-update/{id}', () => {
  it('needs the admin password again: missing or wrong answers 400 on the password field', async () => {
    const { admin, companyId } = await createTestCompany(ctx);
    const missing = await deleteCompany(admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ password: [expect.any(String)] });
    const wrong = await deleteCompany(admin, { password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: [COMPANY_DELETE_PASSWORD_WRONG] });
    expect(await deletedAt(companyId)).toBeNull();
    expect((await authed(ctx.app, admin, { method: 'GET', url: '/account/api/me/' })).statusCode).toBe(200);
  });

  it('marks the company deleted: its sessions end, sign-in and the company lists no longer offer it', async () => {
    const { admin, staff, companyId } = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    // The staff member also works for another company.
    await createStaffMember(db(), other.companyId, { email: staff.email, first_name: 'Shared' });

    const res = await deleteCompany(admin, { password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
    expect(await deletedAt(companyId)).toBeInstanceOf(Date);
    // Nothing is removed yet.
    expect(await db().selectFrom('staff').select('id').where('company_id', '=', companyId).execute()).toHaveLength(2);

    for (const user of [admin, staff]) {
      expect((await authed(ctx.app, user, { method: 'GET', url: '/account/api/me/' })).statusCode).toBe(401);
      const refreshed = await ctx.app.inject({
        method: 'POST',
        url: '/account/api/token/refresh/',
        payload: { refresh: user.refresh },
      });
      expect(refreshed.statusCode).toBe(401);
    }

    // The admin's only company is deleted: sign-in says so and offers the restore.
    const adminSignIn = await signIn(admin.email);
    expect(adminSignIn.statusCode).toBe(403);
    expect(adminSignIn.json()).toEqual({
      code: 'company_deleted',
      detail: COMPANY_DELETED_MESSAGE,
      deleted_companies: [
        {
          id: companyId,
          company_name: expect.any(String),
          deleted_at: expect.any(String),
          purge_after: expect.any(String),
        },
      ],
    });
    const [listed] = adminSignIn.json<{ deleted_companies: DeletedCompany[] }>().deleted_companies;
    expect(Date.parse(listed!.purge_after) - Date.parse(listed!.deleted_at)).toBe(COMPANY_RESTORE_DAYS * DAY);
    // A wrong password still hears only the usual refusal.
    expect((await signIn(admin.email, 'wrong password')).statusCode).toBe(401);

    // The staff member signs in to the other company, which is all their lists show.
    const staffSignIn = await signIn(staff.email);
    expect(staffSignIn.statusCode).toBe(200);
    const session = staffSignIn.json<{ token: string; company: { id: number }; company_list: { id: number }[] }>();
    expect(session.company.id).toBe(other.companyId);
    expect(session.company_list.map((c) => c.id)).toEqual([other.companyId]);
    const caller = { token: session.token };
    const mine = await authed(ctx.app, caller, { method: 'GET', url: '/account/api/my_companies/' });
    expect(mine.json<{ id: number }[]>().map((c) => c.id)).toEqual([other.companyId]);
    const switched = await authed(ctx.app, caller, {
      method: 'POST',
      url: '/account/api/switch_company/',
      payload: { company_id: companyId },
    });
    expect(switched.statusCode).toBe(404);
    // Not an admin of the deleted company: nothing to restore.
    expect((await authed(ctx.app, caller, { method: 'GET', url: '/account/api/deleted-companies/' })).json()).toEqual(
      [],
    );
  });

  it("answers 404 for the deleted company's public knowledge base, org chart and logo", async () => {
    const { admin, companyId } = await createTestCompany(ctx);
    const slug = (
      await db().selectFrom('companies').select('company_slug').where('id', '=', companyId).executeTakeFirstOrThrow()
    ).company_slug!;
    await db().updateTable('companies').set({ org_chart_public: true }).where('id', '=', companyId).execute();
    const kb = `/knowledgebase/api/public-articles/${slug}/`;
    const chart = `/company/api/public-org-chart/?company=${slug}`;
    expect((await ctx.app.inject({ method: 'GET', url: kb })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: chart })).statusCode).toBe(200);

    expect((await deleteCompany(admin, { password: TEST_PASSWORD })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: kb })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: chart })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/knowledgebase/api/categories-with-public-articles/${slug}/` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST account/api/restore-company/', () => {
  it('lets an admin of the company restore it within 30 days, signed in again, with old sessions still dead', async () => {
    const { admin, staff, companyId } = await createTestCompany(ctx);
    expect((await deleteCompany(admin, { password: TEST_PASSWORD })).statusCode).toBe(204);
    await deletedDaysAgo(companyId, COMPANY_RESTORE_DAYS - 1);

    expect((await restore(admin.email, companyId, 'wrong password')).statusCode).toBe(401);
    // A staff member of it cannot restore it.
    const byStaff = await restore(staff.email, companyId);
    expect(byStaff.statusCode).toBe(400);
    expect(byStaff.json()).toEqual({ company_id: [COMPANY_NOT_RESTORABLE] });

    const res = await restore(admin.email, companyId);
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json<{ token: string; refresh: string; company: { id: number } }>();
    expect(session.company.id).toBe(companyId);
    expect(await deletedAt(companyId)).toBeNull();
    expect(
      (await authed(ctx.app, { token: session.token }, { method: 'GET', url: detail(companyId) })).statusCode,
    ).toBe(200);
    // The refresh tokens of before the deletion were revoked with it.
    const stale = await ctx.app.inject({
      method: 'POST',
      url: '/account/api/token/refresh/',
      payload: { refresh: staff.refresh },
    });
    expect(stale.statusCode).toBe(401);
    expect((await signIn(staff.email)).statusCode).toBe(200);
    // Restoring twice: it is no longer deleted.
    expect((await restore(admin.email, companyId)).statusCode).toBe(400);
  });

  it('refuses after the window, and for a company that was never deleted', async () => {
    const late = await createTestCompany(ctx);
    expect((await deleteCompany(late.admin, { password: TEST_PASSWORD })).statusCode).toBe(204);
    await deletedDaysAgo(late.companyId, COMPANY_RESTORE_DAYS + 1);
    expect((await restore(late.admin.email, late.companyId)).json()).toEqual({ company_id: [COMPANY_NOT_RESTORABLE] });
    // Past the window, sign-in lists nothing to restore.
    expect((await signIn(late.admin.email)).json()).toMatchObject({ code: 'company_deleted', deleted_companies: [] });

    const live = await createTestCompany(ctx);
    expect((await restore(live.admin.email, live.companyId)).statusCode).toBe(400);
  });

  it('lists the restorable companies to an admin who still has another company', async () => {
    const { admin, companyId } = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    await createStaffMember(db(), other.companyId, { email: admin.email, first_name: 'Shared' });
    expect((await deleteCompany(admin, { password: TEST_PASSWORD })).statusCode).toBe(204);
    const session = (await signIn(admin.email)).json<{ token: string; company: { id: number } }>();
    expect(session.company.id).toBe(other.companyId);
    const listed = await authed(ctx.app, session, { method: 'GET', url: '/account/api/deleted-companies/' });
    expect(listed.json<DeletedCompany[]>().map((c) => c.id)).toEqual([companyId]);
    expect((await restore(admin.email, companyId)).statusCode).toBe(200);
  });
});

describe('purge of deleted companies', () => {
  it('removes companies past the window with their rows, files and users left without a company', async () => {
    const gone = await createTestCompany(ctx);
    const recent = await createTestCompany(ctx);
    const live = await createTestCompany(ctx);
    // The admin of the purged company also belongs to the live one: that account stays.
    await createStaffMember(db(), live.companyId, { email: gone.admin.email, first_name: 'Shared' });
    const goneFiles = storeFiles(gone.companyId);
    const keptFiles = [...storeFiles(recent.companyId), ...storeFiles(live.companyId)];
    for (const c of [gone, recent]) {
      expect((await deleteCompany(c.admin, { password: TEST_PASSWORD })).statusCode).toBe(204);
    }
    await deletedDaysAgo(gone.companyId, COMPANY_RESTORE_DAYS + 1);
    await deletedDaysAgo(recent.companyId, COMPANY_RESTORE_DAYS - 1);

    const purged = await purgeDeletedCompanies(db(), storage());
    expect(purged).toContain(gone.companyId);
    expect(purged).not.toContain(recent.companyId);
    expect(await deletedAt(gone.companyId)).toBe('gone');
    expect(await deletedAt(recent.companyId)).toBeInstanceOf(Date);
    expect(await deletedAt(live.companyId)).toBeNull();
    expect(await db().selectFrom('staff').select('id').where('company_id', '=', gone.companyId).execute()).toEqual([]);
    const users = await db()
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [gone.admin.userId, gone.staff.userId])
      .execute();
    expect(users.map((u) => u.id)).toEqual([gone.admin.userId]);
    for (const file of goneFiles) expect(fs.existsSync(path.dirname(file))).toBe(false);
    for (const file of keptFiles) expect(fs.existsSync(file)).toBe(true);

    // Nothing left to do: the next round purges nothing.
    expect(await purgeDeletedCompanies(db(), storage())).not.toContain(recent.companyId);
  });

  it('interrupted, leaves the company and its files for the next round, which finishes them', async () => {
    const c = await createTestCompany(ctx);
    const files = storeFiles(c.companyId);
    expect((await deleteCompany(c.admin, { password: TEST_PASSWORD })).statusCode).toBe(204);
    await deletedDaysAgo(c.companyId, COMPANY_RESTORE_DAYS + 1);
    // The server shutting down while the purge deletes the company's folders, after the first one.
    const stopping = new AbortController();
    const realRm = fs.promises.rm;
    const rm = vi.spyOn(fs.promises, 'rm').mockImplementation(async (target, options) => {
      await realRm(target, options);
      stopping.abort();
    });
    try {
      await expect(purgeDeletedCompanies(db(), storage(), { signal: stopping.signal })).rejects.toThrow();
    } finally {
      rm.mockRestore();
    }
    expect(await deletedAt(c.companyId)).toBeInstanceOf(Date);
    const left = files.filter((file) => fs.existsSync(file));
    expect(left.length).toBeGreaterThan(0);
    expect(left.length).toBeLessThan(files.length);

    expect(await purgeDeletedCompanies(db(), storage())).toContain(c.companyId);
    expect(await deletedAt(c.companyId)).toBe('gone');
    for (const file of files) expect(fs.existsSync(path.dirname(file))).toBe(false);
  });

  it('purges each company once when two purges run at the same time', async () => {
    const companies = await Promise.all([createTestCompany(ctx), createTestCompany(ctx), createTestCompany(ctx)]);
    for (const c of companies) {
      expect((await deleteCompany(c.admin, { password: TEST_PASSWORD })).statusCode).toBe(204);
      await deletedDaysAgo(c.companyId, COMPANY_RESTORE_DAYS + 2);
    }
    const [first, second] = await Promise.all([
      purgeDeletedCompanies(db(), storage()),
      purgeDeletedCompanies(db(), storage()),
    ]);
    const ids = companies.map((c) => c.companyId);
    const all = [...first, ...second].filter((id) => ids.includes(id));
    expect(all.sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await deletedAt(id)).toBe('gone');
  });

  it('runs inside the server at start, then on its timer', async () => {
    const c = await createTestCompany(ctx);
    expect((await deleteCompany(c.admin, { password: TEST_PASSWORD })).statusCode).toBe(204);
    await deletedDaysAgo(c.companyId, COMPANY_RESTORE_DAYS + 1);
    const onPurged = vi.fn();
    const stop = startCompanyPurge(db(), storage(), { intervalMs: 60_000, onPurged, onError: vi.fn() });
    await vi.waitFor(() => expect(onPurged).toHaveBeenCalled());
    await stop();
    expect(await deletedAt(c.companyId)).toBe('gone');
  });
});
