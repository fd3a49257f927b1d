// Tenant-isolation cases for the company-data routes (consumed by server/test/isolation.test.ts):
// company A's admin aims at company B's custom fields and their choices and values, file types,
// company files (B's company id in the path), custom views and the Company Motto.
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { IsolationCase, IsolationTarget } from '../../test/isolation';
import type { AuthContext } from '../../lib/route';
import { multipart, pngFile } from '../company/company.fixtures';
import { keepForUndo, type TrashKind } from './trash';

const secret = (t: IsolationTarget, what: string) => `victim-${what}-${t.victim.companyId}`;
const leaks = (t: IsolationTarget) =>
  ['field', 'choice', 'value', 'type', 'file', 'view', 'motto'].map((w) => secret(t, w));

interface Victim {
  definition: number;
  choice: number;
  value: number;
  fileType: number;
  file: number;
  view: number;
}

const seeded = new WeakMap<IsolationTarget, Promise<Victim>>();
const victimRows = (t: IsolationTarget) => seeded.get(t) ?? seeded.set(t, seedVictim(t)).get(t)!;

async function seedVictim(t: IsolationTarget): Promise<Victim> {
  const db = t.ctx.database.db;
  const company_id = t.victim.companyId;
  const definition = await db
    .insertInto('custom_field_definitions')
    .values({ company_id, name: secret(t, 'field'), field_type: 'choice' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const choice = await db
    .insertInto('custom_field_choices')
    .values({ company_id, definition_id: definition.id, label: secret(t, 'choice') })
    .returning('id')
    .executeTakeFirstOrThrow();
  const value = await db
    .insertInto('staff_custom_field_values')
    .values({
      company_id,
      staff_id: t.victim.staff.staffId,
      definition_id: definition.id,
      value: secret(t, 'value'),
      choice_id: choice.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fileType = await db
    .insertInto('file_types')
    .values({ company_id, name: secret(t, 'type') })
    .returning('id')
    .executeTakeFirstOrThrow();
  const file = await db
    .insertInto('company_files')
    .values({
      company_id,
      file_type_id: fileType.id,
      title: secret(t, 'file'),
      file_name: 'x.pdf',
      content_type: 'application/pdf',
      size: 1,
      storage_name: randomBytes(16).toString('hex'),
      uploaded_by_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const view = await db
    .insertInto('custom_views')
    .values({
      company_id,
      staff_id: t.victim.admin.staffId,
      type: 'employees',
      name: secret(t, 'view'),
      config: '{}',
      is_shared: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('companies')
    .set({ company_motto: secret(t, 'motto') })
    .where('id', '=', company_id)
    .execute();
  return {
    definition: definition.id,
    choice: choice.id,
    value: value.id,
    fileType: fileType.id,
    file: file.id,
    view: view.id,
  };
}

/**
 * A deletion of the victim's, in its trash (an undo still possible there): a field with a choice
 * and a value, deleted; or a choice of a new field, deleted; or a file type or a company file, deleted.
 */
async function victimTrash(t: IsolationTarget, kind: TrashKind): Promise<{ definition: number; id: number }> {
  const db = t.ctx.database.db;
  const company_id = t.victim.companyId;
  const auth = { companyId: company_id, staffId: t.victim.admin.staffId } as AuthContext;
  if (kind === 'company_file') {
    const file = await db
      .insertInto('company_files')
      .values({
        company_id,
        title: secret(t, 'file'),
        file_name: 'x.pdf',
        content_type: 'application/pdf',
        size: 1,
        storage_name: randomBytes(16).toString('hex'),
        uploaded_by_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await keepForUndo(db, auth, kind, file.id);
    await db.deleteFrom('company_files').where('id', '=', file.id).execute();
    return { definition: 0, id: file.id };
  }
  if (kind === 'file_type') {
    const type = await db
      .insertInto('file_types')
      .values({ company_id, name: secret(t, 'type') })
      .returning('id')
      .executeTakeFirstOrThrow();
    await keepForUndo(db, auth, kind, type.id);
    await db.deleteFrom('file_types').where('id', '=', type.id).execute();
    return { definition: 0, id: type.id };
  }
  const definition = await db
    .insertInto('custom_field_definitions')
    .values({ company_id, name: secret(t, 'field'), field_type: 'choice' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const choice = await db
    .insertInto('custom_field_choices')
    .values({ company_id, definition_id: definition.id, label: secret(t, 'choice') })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (kind === 'custom_field_choice') {
    await keepForUndo(db, auth, kind, choice.id);
    await db.deleteFrom('custom_field_choices').where('id', '=', choice.id).execute();
    return { definition: definition.id, id: choice.id };
  }
  await keepForUndo(db, auth, kind, definition.id);
  await db.deleteFrom('custom_field_definitions').where('id', '=', definition.id).execute();
  return { definition: definition.id, id: definition.id };
}

const restoreCase = (route: Route, kind: TrashKind, url: (trashed: { definition: number; id: number }) => string) =>
  foreignCase(route, async (_v, t) => ({ method: 'POST', url: url(await victimTrash(t, kind)) }), true);

type Route = IsolationCase['route'];
const get = (url: string): InjectOptions => ({ method: 'GET', url });

const listCase = (route: Route, url: (t: IsolationTarget) => string): IsolationCase => ({
  route,
  expect: 'own-company',
  request: async (t) => (await victimRows(t), get(url(t))),
  leaks,
});
const ownCase = (
  route: Route,
  options: (t: IsolationTarget) => Promise<InjectOptions> | InjectOptions,
  admin = true,
): IsolationCase => ({
  route,
  expect: 'own-company',
  request: async (t) => (await victimRows(t), options(t)),
  leaks,
  ...(admin ? { staffForbidden: options } : {}),
});
const foreignCase = (
  route: Route,
  options: (v: Victim, t: IsolationTarget) => Promise<InjectOptions> | InjectOptions,
  admin = false,
): IsolationCase => ({
  route,
  expect: 'foreign-404',
  request: async (t) => options(await victimRows(t), t),
  ...(admin ? { staffForbidden: async (t: IsolationTarget) => options(await victimRows(t), t) } : {}),
});

const DEFS = '/company/api/custom-field-definitions';
const FILES = (t: IsolationTarget) => `/company/api/companies/${t.victim.companyId}/files`;
const upload = multipart({ file: pngFile(), title: 'Ours' });

export const isolationCases: IsolationCase[] = [
  listCase(`GET ${DEFS}/`, () => `${DEFS}/`),
  ownCase(`POST ${DEFS}/`, () => ({ method: 'POST', url: `${DEFS}/`, payload: { name: 'Ours', field_type: 'text' } })),
  foreignCase(`GET ${DEFS}/:id/`, (v) => get(`${DEFS}/${v.definition}/`)),
  foreignCase(
    `PATCH ${DEFS}/:id/`,
    (v) => ({ method: 'PATCH', url: `${DEFS}/${v.definition}/`, payload: { name: 'X' } }),
    true,
  ),
  foreignCase(`DELETE ${DEFS}/:id/`, (v) => ({ method: 'DELETE', url: `${DEFS}/${v.definition}/` }), true),
  restoreCase(`POST ${DEFS}/:id/restore/`, 'custom_field', (d) => `${DEFS}/${d.id}/restore/`),
  restoreCase(
    `POST ${DEFS}/:id/choices/:choiceId/restore/`,
    'custom_field_choice',
    (d) => `${DEFS}/${d.definition}/choices/${d.id}/restore/`,
  ),
  foreignCase(`GET ${DEFS}/:id/choices/`, (v) => get(`${DEFS}/${v.definition}/choices/`)),
  foreignCase(
    `POST ${DEFS}/:id/choices/`,
    (v) => ({ method: 'POST', url: `${DEFS}/${v.definition}/choices/`, payload: { label: 'X' } }),
    true,
  ),
  foreignCase(
    `PATCH ${DEFS}/:id/choices/:choiceId/`,
    (v) => ({ method: 'PATCH', url: `${DEFS}/${v.definition}/choices/${v.choice}/`, payload: { label: 'X' } }),
    true,
  ),
  foreignCase(
    `DELETE ${DEFS}/:id/choices/:choiceId/`,
    (v) => ({ method: 'DELETE', url: `${DEFS}/${v.definition}/choices/${v.choice}/` }),
    true,
  ),
  foreignCase('GET /account/api/staffs/:id/custom-fields/', (_v, t) =>
    get(`/account/api/staffs/${t.victim.staff.staffId}/custom-fields/`),
  ),
  foreignCase('POST /account/api/staffs/:id/custom-fields/', (v, t) => ({
    method: 'POST',
    url: `/account/api/staffs/${t.victim.staff.staffId}/custom-fields/`,
    payload: { definition: v.definition, choice: v.choice },
  })),
  foreignCase('GET /account/api/custom-fields/:fieldId/', (v) => get(`/account/api/custom-fields/${v.value}/`)),
  foreignCase('PATCH /account/api/custom-fields/:fieldId/', (v) => ({
    method: 'PATCH',
    url: `/account/api/custom-fields/${v.value}/`,
    payload: { value: 'x' },
  })),
  foreignCase('DELETE /account/api/custom-fields/:fieldId/', (v) => ({
    method: 'DELETE',
    url: `/account/api/custom-fields/${v.value}/`,
  })),

  listCase('GET /company/api/file-types/', () => '/company/api/file-types/?company_type=true'),
  ownCase('POST /company/api/file-types/', () => ({
    method: 'POST',
    url: '/company/api/file-types/',
    payload: { name: 'Ours' },
  })),
  foreignCase('GET /company/api/file-types/:id/', (v) => get(`/company/api/file-types/${v.fileType}/`)),
  foreignCase(
    'PATCH /company/api/file-types/:id/',
    (v) => ({ method: 'PATCH', url: `/company/api/file-types/${v.fileType}/`, payload: { name: 'X' } }),
    true,
  ),
  foreignCase(
    'DELETE /company/api/file-types/:id/',
    (v) => ({ method: 'DELETE', url: `/company/api/file-types/${v.fileType}/` }),
    true,
  ),
  restoreCase(
    'POST /company/api/file-types/:id/restore/',
    'file_type',
    (d) => `/company/api/file-types/${d.id}/restore/`,
  ),
  foreignCase('GET /company/api/companies/:id/files/', (_v, t) => get(`${FILES(t)}/`)),
  foreignCase(
    'POST /company/api/companies/:id/files/',
    async (_v, t) => ({ method: 'POST', url: `${FILES(t)}/`, ...(await upload) }),
    true,
  ),
  foreignCase('GET /company/api/companies/:id/files/:fileId/', (v, t) => get(`${FILES(t)}/${v.file}/`)),
  foreignCase('GET /company/api/companies/:id/files/:fileId/download/', (v, t) =>
    get(`${FILES(t)}/${v.file}/download/`),
  ),
  foreignCase(
    'PATCH /company/api/companies/:id/files/:fileId/',
    (v, t) => ({ method: 'PATCH', url: `${FILES(t)}/${v.file}/`, payload: { title: 'X' } }),
    true,
  ),
  foreignCase(
    'DELETE /company/api/companies/:id/files/:fileId/',
    (v, t) => ({ method: 'DELETE', url: `${FILES(t)}/${v.file}/` }),
    true,
  ),
  foreignCase(
    'POST /company/api/companies/:id/files/:fileId/restore/',
    async (_v, t) => ({ method: 'POST', url: `${FILES(t)}/${(await victimTrash(t, 'company_file')).id}/restore/` }),
    true,
  ),

  listCase('GET /account/api/custom-views/', () => '/account/api/custom-views/'),
  ownCase(
    'POST /account/api/custom-views/',
    () => ({ method: 'POST', url: '/account/api/custom-views/', payload: { type: 'employees', name: 'Ours' } }),
    false,
  ),
  foreignCase('PATCH /account/api/custom-views/:id/', (v) => ({
    method: 'PATCH',
    url: `/account/api/custom-views/${v.view}/`,
    payload: { name: 'X' },
  })),
  listCase('GET /account/api/custom-views/by-type/', () => '/account/api/custom-views/by-type/?type=employees'),

  listCase('GET /company/api/motto/', () => '/company/api/motto/'),
  ownCase('PATCH /company/api/motto/', () => ({
    method: 'PATCH',
    url: '/company/api/motto/',
    payload: { company_motto: 'Ours' },
  })),
];
