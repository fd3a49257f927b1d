// Undo for deletions (issue 21): a deleted custom field comes back with its choices and every staff
// member's value exactly (same ids); a deleted choice comes back on the values that had it; a
// deleted file type comes back on its files; only within the restore window (then it is purged),
// only once, and only for a profile admin of the same company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyFile, CustomFieldDefinition, FileType, StaffCustomField } from '../../../contract/company-data';
import { authed, createTestApp, createTestCompany, type TestContext, type TestUser } from '../../test/helpers';
import { multipart, pngFile } from '../company/company.fixtures';
import { companyFileStore } from './company-files.service';
import { purgeExpiredTrash } from './trash';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DEFS = '/company/api/custom-field-definitions';
const call = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  authed(ctx.app, user, { method, url, ...(payload ? { payload } : {}) });
const values = async (user: TestUser, staffId: number) =>
  (await call(user, 'GET', `/account/api/staffs/${staffId}/custom-fields/`)).json<StaffCustomField[]>();

/** A choice field with two choices, and a value in it for the admin and the staff member. */
async function shirtField(c: Awaited<ReturnType<typeof createTestCompany>>) {
  const def = (
    await call(c.admin, 'POST', `${DEFS}/`, { name: 'Shirt size', field_type: 'choice' })
  ).json<CustomFieldDefinition>();
  const m = (await call(c.admin, 'POST', `${DEFS}/${def.id}/choices/`, { label: 'M' })).json<{ id: number }>();
  const l = (await call(c.admin, 'POST', `${DEFS}/${def.id}/choices/`, { label: 'L' })).json<{ id: number }>();
  for (const [who, choice] of [
    [c.staff, m.id],
    [c.admin, l.id],
  ] as const) {
    const set = await call(who, 'POST', `/account/api/staffs/${who.staffId}/custom-fields/`, {
      definition: def.id,
      choice,
    });
    expect(set.statusCode, set.body).toBe(200);
  }
  return { def, m, l };
}

describe('undo of a deletion', () => {
  it('brings a custom field back with its choices and every value, as they were', async () => {
    const c = await createTestCompany(ctx);
    const { def } = await shirtField(c);
    const text = (await call(c.admin, 'POST', `${DEFS}/`, { name: 'Badge', field_type: 'text' })).json<{
      id: number;
    }>();
    await call(c.staff, 'POST', `/account/api/staffs/${c.staff.staffId}/custom-fields/`, {
      definition: text.id,
      value: 'B-12',
    });
    const before = {
      def: (await call(c.admin, 'GET', `${DEFS}/${def.id}/`)).json(),
      staff: await values(c.admin, c.staff.staffId),
      admin: await values(c.admin, c.admin.staffId),
    };
    expect(before.staff).toHaveLength(2);

    expect((await call(c.admin, 'DELETE', `${DEFS}/${def.id}/`)).statusCode).toBe(204);
    expect((await call(c.admin, 'GET', `${DEFS}/${def.id}/`)).statusCode).toBe(404);
    expect((await values(c.admin, c.staff.staffId)).map((v) => v.name)).toEqual(['Badge']);
    // A staff member cannot undo it; the admin can, once.
    expect((await call(c.staff, 'POST', `${DEFS}/${def.id}/restore/`)).statusCode).toBe(403);
    const restored = await call(c.admin, 'POST', `${DEFS}/${def.id}/restore/`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual(before.def);
    expect(await values(c.admin, c.staff.staffId)).toEqual(before.staff);
    expect(await values(c.admin, c.admin.staffId)).toEqual(before.admin);
    expect((await call(c.admin, 'POST', `${DEFS}/${def.id}/restore/`)).statusCode).toBe(404);
  });

  it('brings a choice back on the values that had it', async () => {
    const c = await createTestCompany(ctx);
    const { def, m } = await shirtField(c);
    const before = await values(c.admin, c.staff.staffId);
    expect(before[0]).toMatchObject({ choice: m.id });
    expect((await call(c.admin, 'DELETE', `${DEFS}/${def.id}/choices/${m.id}/`)).statusCode).toBe(204);
    expect((await values(c.admin, c.staff.staffId))[0]).toMatchObject({ choice: null });
    // Under another field's path it is not found, and stays in the trash.
    const other = (await call(c.admin, 'POST', `${DEFS}/`, { name: 'Other', field_type: 'choice' })).json<{
      id: number;
    }>();
    expect((await call(c.admin, 'POST', `${DEFS}/${other.id}/choices/${m.id}/restore/`)).statusCode).toBe(404);
    const restored = await call(c.admin, 'POST', `${DEFS}/${def.id}/choices/${m.id}/restore/`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ id: m.id, label: 'M', order: 0 });
    expect(await values(c.admin, c.staff.staffId)).toEqual(before);
  });

  it('brings a file type back on its files', async () => {
    const c = await createTestCompany(ctx);
    const type = (await call(c.admin, 'POST', '/company/api/file-types/', { name: 'Contracts' })).json<FileType>();
    const db = ctx.database.db;
    const file = await db
      .insertInto('company_files')
      .values({
        company_id: c.companyId,
        file_type_id: type.id,
        title: 'Lease',
        file_name: 'lease.pdf',
        content_type: 'application/pdf',
        size: 1,
        storage_name: 'lease',
        uploaded_by_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const typeOf = async () =>
      (await db.selectFrom('company_files').select('file_type_id').where('id', '=', file.id).executeTakeFirstOrThrow())
        .file_type_id;
    expect((await call(c.admin, 'DELETE', `/company/api/file-types/${type.id}/`)).statusCode).toBe(204);
    expect(await typeOf()).toBeNull();
    const restored = await call(c.admin, 'POST', `/company/api/file-types/${type.id}/restore/`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual(type);
    expect(await typeOf()).toBe(type.id);
  });

  it('is gone after the restore window: purged, and a restore is 404', async () => {
    const c = await createTestCompany(ctx);
    const { def } = await shirtField(c);
    await call(c.admin, 'DELETE', `${DEFS}/${def.id}/`);
    const db = ctx.database.db;
    await db
      .updateTable('deleted_items')
      .set({ restore_until: new Date(Date.now() - 1000) })
      .where('company_id', '=', c.companyId)
      .execute();
    expect(await purgeExpiredTrash(db)).toBeGreaterThanOrEqual(1);
    expect(await db.selectFrom('deleted_items').select('id').where('company_id', '=', c.companyId).execute()).toEqual(
      [],
    );
    expect((await call(c.admin, 'POST', `${DEFS}/${def.id}/restore/`)).statusCode).toBe(404);
  });
});

describe('undo of a company file deletion', () => {
  it('brings the file back, downloadable, and its bytes go only when the deletion is purged', async () => {
    const c = await createTestCompany(ctx);
    const FILES = `/company/api/companies/${c.companyId}/files/`;
    const upload = await authed(ctx.app, c.admin, {
      method: 'POST',
      url: FILES,
      ...(await multipart({ file: pngFile(), title: 'Floor plan' })),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const file = upload.json<CompanyFile>();
    const download = () => call(c.admin, 'GET', `${FILES}${file.id}/download/`);
    const bytes = (await download()).rawPayload;

    expect((await call(c.admin, 'DELETE', `${FILES}${file.id}/`)).statusCode).toBe(204);
    expect((await call(c.admin, 'GET', `${FILES}${file.id}/`)).statusCode).toBe(404);
    const restored = await call(c.admin, 'POST', `${FILES}${file.id}/restore/`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual(file);
    expect((await download()).rawPayload.equals(bytes)).toBe(true);

    // Deleted again: its room in the storage is given back at once; past its window the purge
    // removes the bytes.
    const db = ctx.database.db;
    const { storage_name } = await db
      .selectFrom('company_files')
      .select('storage_name')
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    const charged = async () =>
      (await db.selectFrom('stored_files').select('name').where('company_id', '=', c.companyId).execute()).map(
        (r) => r.name,
      );
    expect(await charged()).toContain(storage_name);
    await call(c.admin, 'DELETE', `${FILES}${file.id}/`);
    expect(await charged()).not.toContain(storage_name);
    await db
      .updateTable('deleted_items')
      .set({ restore_until: new Date(Date.now() - 1000) })
      .where('company_id', '=', c.companyId)
      .execute();
    // Without the store (a purge on the way), the file waits for the upkeep that has it.
    await purgeExpiredTrash(db);
    expect(await db.selectFrom('deleted_items').select('kind').where('company_id', '=', c.companyId).execute()).toEqual(
      [{ kind: 'company_file' }],
    );
    const store = companyFileStore(ctx.app.deps.config.storageDir);
    await purgeExpiredTrash(db, { store });
    expect(await db.selectFrom('deleted_items').select('kind').where('company_id', '=', c.companyId).execute()).toEqual(
      [],
    );
    await expect(store.read(c.companyId, storage_name)).rejects.toThrow(/ENOENT/);
  });
});
