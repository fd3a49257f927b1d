// Custom fields with choices and values checked by type, file types filtered by company_type,
// company files uploaded, listed and deleted ("file not found" after), custom views by type; role
// checks on the admin calls and the action history of each change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CompanyFile,
  CustomFieldDefinition,
  CustomView,
  FileType,
  StaffCustomField,
} from '../../../contract/company-data';
import type { Paginated } from '../../../contract/pagination';
import { authed, createTestApp, createTestCompany, type TestContext } from '../../test/helpers';
import { multipart } from '../company/company.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DEFS = '/company/api/custom-field-definitions';

describe('custom fields', () => {
  it('defines a choice field, and a staff member sets only one of its choices', async () => {
    const c = await createTestCompany(ctx);
    expect(
      (await authed(ctx.app, c.staff, { method: 'POST', url: `${DEFS}/`, payload: { name: 'Shirt' } })).statusCode,
    ).toBe(403);
    const def = (
      await authed(ctx.app, c.admin, {
        method: 'POST',
        url: `${DEFS}/`,
        payload: { name: 'Shirt', field_type: 'choice' },
      })
    ).json<CustomFieldDefinition>();
    const choice = (
      await authed(ctx.app, c.admin, { method: 'POST', url: `${DEFS}/${def.id}/choices/`, payload: { label: 'M' } })
    ).json<{ id: number }>();
    expect(
      (await authed(ctx.app, c.staff, { method: 'GET', url: `${DEFS}/${def.id}/` })).json<CustomFieldDefinition>()
        .choices,
    ).toEqual([{ id: choice.id, label: 'M', order: 0, value_count: 0 }]);
    const url = `/account/api/staffs/${c.staff.staffId}/custom-fields/`;
    const bad = await authed(ctx.app, c.staff, {
      method: 'POST',
      url,
      payload: { definition: def.id, choice: 999999 },
    });
    expect(bad.json()).toEqual({ choice: ['Choose one of this field’s choices.'] });
    const set = await authed(ctx.app, c.staff, {
      method: 'POST',
      url,
      payload: { definition: def.id, choice: choice.id },
    });
    expect(set.json<StaffCustomField>()).toMatchObject({ name: 'Shirt', choice: choice.id });
    expect((await authed(ctx.app, c.staff, { method: 'GET', url })).json<StaffCustomField[]>()).toHaveLength(1);
    // What deleting would take with it: one employee's value, in that choice.
    const inUse = (
      await authed(ctx.app, c.admin, { method: 'GET', url: `${DEFS}/${def.id}/` })
    ).json<CustomFieldDefinition>();
    expect(inUse).toMatchObject({ value_count: 1, choices: [{ id: choice.id, value_count: 1 }] });
    expect(
      (await authed(ctx.app, c.staff, { method: 'GET', url: `/account/api/staffs/${c.admin.staffId}/custom-fields/` }))
        .statusCode,
    ).toBe(403);

    const num = (
      await authed(ctx.app, c.admin, {
        method: 'POST',
        url: `${DEFS}/`,
        payload: { name: 'Badge', field_type: 'number' },
      })
    ).json<{ id: number }>();
    const nan = await authed(ctx.app, c.admin, {
      method: 'POST',
      url,
      payload: { definition: num.id, value: 'twelve' },
    });
    expect(nan.json()).toEqual({ value: ['Enter a value of this field’s type.'] });
  });

  it('refuses an empty value for a required field, and clearing it, but keeps a filled one', async () => {
    const c = await createTestCompany(ctx);
    const def = (
      await authed(ctx.app, c.admin, {
        method: 'POST',
        url: `${DEFS}/`,
        payload: { name: 'Employee number', field_type: 'text', is_required: true },
      })
    ).json<CustomFieldDefinition>();
    expect(def.is_required).toBe(true);
    const url = `/account/api/staffs/${c.staff.staffId}/custom-fields/`;
    const empty = await authed(ctx.app, c.admin, { method: 'POST', url, payload: { definition: def.id, value: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ value: ['This field is required'] });

    const set = (
      await authed(ctx.app, c.admin, { method: 'POST', url, payload: { definition: def.id, value: 'E-1042' } })
    ).json<StaffCustomField>();
    const blank = await authed(ctx.app, c.admin, {
      method: 'PATCH',
      url: `/account/api/custom-fields/${set.id}/`,
      payload: { value: '' },
    });
    expect(blank.json()).toEqual({ value: ['This field is required'] });
    const cleared = await authed(ctx.app, c.admin, { method: 'DELETE', url: `/account/api/custom-fields/${set.id}/` });
    expect(cleared.statusCode).toBe(400);
    const kept = (await authed(ctx.app, c.admin, { method: 'GET', url })).json<StaffCustomField[]>();
    expect(kept.map((v) => v.value)).toEqual(['E-1042']);
  });
});

describe('file types and company files', () => {
  it('filters types by company_type and keeps files of the caller’s company', async () => {
    const c = await createTestCompany(ctx);
    const type = (
      await authed(ctx.app, c.admin, { method: 'POST', url: '/company/api/file-types/', payload: { name: 'Policies' } })
    ).json<FileType>();
    await authed(ctx.app, c.admin, {
      method: 'POST',
      url: '/company/api/file-types/',
      payload: { name: 'Contracts', company_type: false },
    });
    const companyTypes = await authed(ctx.app, c.staff, {
      method: 'GET',
      url: '/company/api/file-types/?company_type=true',
    });
    expect(companyTypes.json<FileType[]>().map((t) => t.name)).toEqual(['Policies']);

    const pdf = Buffer.from('%PDF-1.4\n%%EOF');
    const files = `/company/api/companies/${c.companyId}/files/`;
    const body = await multipart({
      file: { filename: 'h.pdf', contentType: 'application/pdf', data: pdf },
      file_name: 'h.pdf',
      title: 'Handbook',
      file_type: String(type.id),
    });
    expect((await authed(ctx.app, c.staff, { method: 'POST', url: files, ...body })).statusCode).toBe(403);
    const up = await authed(ctx.app, c.admin, { method: 'POST', url: files, ...body });
    expect(up.statusCode).toBe(201);
    const file = up.json<CompanyFile>();
    expect(file).toMatchObject({ title: 'Handbook', file_type: type.id, file_type_name: 'Policies' });
    expect((await authed(ctx.app, c.staff, { method: 'GET', url: files })).json<CompanyFile[]>()).toHaveLength(1);
    const download = await authed(ctx.app, c.staff, { method: 'GET', url: file.url });
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await authed(ctx.app, c.admin, { method: 'DELETE', url: `${files}${file.id}/` })).statusCode).toBe(204);
    const gone = await authed(ctx.app, c.admin, { method: 'DELETE', url: `${files}${file.id}/` });
    expect(gone.json()).toMatchObject({ detail: 'file not found' });
    const history = await authed(ctx.app, c.admin, { method: 'GET', url: '/account/api/actions/?entity=company_file' });
    expect(history.json<Paginated<{ action: string }>>().results.map((a) => a.action)).toEqual(['delete', 'create']);
  });
});

describe('editing file types and company files', () => {
  it('renames a type and changes a file’s title and type (only to a type of this company)', async () => {
    const c = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    const type = (
      await authed(ctx.app, c.admin, { method: 'POST', url: '/company/api/file-types/', payload: { name: 'Policies' } })
    ).json<FileType>();
    const foreign = (
      await authed(ctx.app, other.admin, { method: 'POST', url: '/company/api/file-types/', payload: { name: 'X' } })
    ).json<FileType>();
    const typeUrl = `/company/api/file-types/${type.id}/`;
    expect(
      (await authed(ctx.app, c.staff, { method: 'PATCH', url: typeUrl, payload: { name: 'Mine' } })).statusCode,
    ).toBe(403);
    const renamed = await authed(ctx.app, c.admin, { method: 'PATCH', url: typeUrl, payload: { name: 'Rules' } });
    expect(renamed.json<FileType>()).toEqual({ id: type.id, name: 'Rules', company_type: true });
    expect((await authed(ctx.app, c.staff, { method: 'GET', url: typeUrl })).json<FileType>().name).toBe('Rules');
    expect((await authed(ctx.app, c.admin, { method: 'PATCH', url: typeUrl, payload: { name: ' ' } })).json()).toEqual({
      name: ['This field is required'],
    });

    const files = `/company/api/companies/${c.companyId}/files/`;
    const body = await multipart({
      file: { filename: 'h.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF') },
      file_name: 'h.pdf',
    });
    const file = (await authed(ctx.app, c.admin, { method: 'POST', url: files, ...body })).json<CompanyFile>();
    const fileUrl = `${files}${file.id}/`;
    const wrongType = await authed(ctx.app, c.admin, {
      method: 'PATCH',
      url: fileUrl,
      payload: { file_type: foreign.id },
    });
    expect(wrongType.json()).toEqual({ file_type: ['Choose a file type of this company.'] });
    const edited = await authed(ctx.app, c.admin, {
      method: 'PATCH',
      url: fileUrl,
      payload: { title: 'Handbook 2026', file_type: type.id },
    });
    expect(edited.json<CompanyFile>()).toMatchObject({
      title: 'Handbook 2026',
      file_type: type.id,
      file_type_name: 'Rules',
    });
    const history = await authed(ctx.app, c.admin, { method: 'GET', url: '/account/api/actions/?entity=file_type' });
    expect(history.json<Paginated<{ action: string }>>().results.map((a) => a.action)).toEqual(['update', 'create']);
  });
});

describe('custom views', () => {
  it('lists own and shared views by type; only the owner changes one', async () => {
    const c = await createTestCompany(ctx);
    const shared = (
      await authed(ctx.app, c.admin, {
        method: 'POST',
        url: '/account/api/custom-views/',
        payload: { type: 'employees', name: 'Drivers', config: { division: 1 }, is_shared: true },
      })
    ).json<CustomView>();
    await authed(ctx.app, c.admin, {
      method: 'POST',
      url: '/account/api/custom-views/',
      payload: { type: 'employees', name: 'Mine' },
    });
    const seen = await authed(ctx.app, c.staff, {
      method: 'GET',
      url: '/account/api/custom-views/by-type/?type=employees',
    });
    expect(seen.json<CustomView[]>().map((v) => v.name)).toEqual(['Drivers']);
    expect(
      (
        await authed(ctx.app, c.staff, {
          method: 'PATCH',
          url: `/account/api/custom-views/${shared.id}/`,
          payload: { name: 'X' },
        })
      ).statusCode,
    ).toBe(404);
    const renamed = await authed(ctx.app, c.admin, {
      method: 'PATCH',
      url: `/account/api/custom-views/${shared.id}/`,
      payload: { name: 'Field drivers' },
    });
    expect(renamed.json<CustomView>()).toMatchObject({
      name: 'Field drivers',
      config: { division: 1 },
      is_shared: true,
    });
  });
});
