// Company data calls (spec people §7 "Company data", "Staff custom fields"): custom field
// definitions with choices and each staff member's values, file types, company files and custom
// views. Reads for every signed-in user (values and views: their own, or a profile admin's);
// definitions, file types and company files change by profile admins only.
import { z } from 'zod';
import {
  companyFilePatchSchema,
  customFieldChoiceInputSchema,
  customFieldChoicePatchSchema,
  customFieldDefinitionInputSchema,
  customFieldDefinitionPatchSchema,
  customViewInputSchema,
  customViewPatchSchema,
  customViewTypeQuerySchema,
  fileTypeInputSchema,
  fileTypePatchSchema,
  fileTypeQuerySchema,
  staffCustomFieldInputSchema,
  staffCustomFieldPatchSchema,
} from '../../../contract/company-data';
import { STAFF_FILE_MAX_BYTES, STAFF_FILE_MISSING } from '../../../contract/people-constants';
import { idParamsSchema } from '../../lib/params';
import { created, noContent, route } from '../../lib/route';
import {
  companyFileStore,
  createFileType,
  deleteCompanyFile,
  deleteFileType,
  restoreCompanyFile,
  restoreFileType,
  findCompanyFile,
  getCompanyFile,
  getFileType,
  listCompanyFiles,
  listFileTypes,
  updateCompanyFile,
  updateFileType,
  uploadCompanyFile,
} from './company-files.service';
import {
  createChoice,
  createDefinition,
  deleteChoice,
  deleteDefinition,
  deleteStaffValue,
  getDefinition,
  getStaffValue,
  listChoices,
  listDefinitions,
  listStaffValues,
  restoreChoice,
  restoreDefinition,
  setStaffValue,
  updateChoice,
  updateDefinition,
  updateStaffValue,
} from './custom-fields.service';
import { createView, listViews, updateView } from './custom-views.service';
import { isProfileAdmin } from './permissions';

const DEFS = '/company/api/custom-field-definitions';
const positive = z.coerce.number().int().positive();
const choiceParams = z.object({ id: positive, choiceId: positive });
const companyParams = z.object({ id: positive });
const companyFileParams = z.object({ id: positive, fileId: positive });
const fieldParams = z.object({ fieldId: positive });
const uploadBody = z.object({
  file: z.instanceof(Buffer, { message: STAFF_FILE_MISSING }),
  file_name: z.string().max(500).default(''),
  title: z.string().max(200).default(''),
  file_type: z.union([positive, z.literal('').transform(() => null)]).default(null),
});

const customFieldRoutes = [
  route({ method: 'GET', url: `${DEFS}/`, handler: ({ db, auth }) => listDefinitions(db, auth.companyId) }),
  route({
    method: 'POST',
    url: `${DEFS}/`,
    allow: isProfileAdmin,
    body: customFieldDefinitionInputSchema,
    handler: async ({ db, auth, body }) => created(await createDefinition(db, auth, body)),
  }),
  route({
    method: 'GET',
    url: `${DEFS}/:id/`,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => getDefinition(db, auth.companyId, params.id),
  }),
  route({
    method: 'PATCH',
    url: `${DEFS}/:id/`,
    allow: isProfileAdmin,
    params: idParamsSchema,
    body: customFieldDefinitionPatchSchema,
    handler: ({ db, auth, params, body }) => updateDefinition(db, auth, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: `${DEFS}/:id/`,
    allow: isProfileAdmin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => (await deleteDefinition(db, auth, params.id), noContent()),
  }),
  // Undo of a deletion within its window (issue 21, trash.ts): the field with its choices and values.
  route({
    method: 'POST',
    url: `${DEFS}/:id/restore/`,
    allow: isProfileAdmin,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => restoreDefinition(db, auth, params.id),
  }),
  route({
    method: 'GET',
    url: `${DEFS}/:id/choices/`,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => listChoices(db, auth.companyId, params.id),
  }),
  route({
    method: 'POST',
    url: `${DEFS}/:id/choices/`,
    allow: isProfileAdmin,
    params: idParamsSchema,
    body: customFieldChoiceInputSchema,
    handler: async ({ db, auth, params, body }) => created(await createChoice(db, auth, params.id, body)),
  }),
  route({
    method: 'PATCH',
    url: `${DEFS}/:id/choices/:choiceId/`,
    allow: isProfileAdmin,
    params: choiceParams,
    body: customFieldChoicePatchSchema,
    handler: ({ db, auth, params, body }) => updateChoice(db, auth, params.id, params.choiceId, body),
  }),
  route({
    method: 'DELETE',
    url: `${DEFS}/:id/choices/:choiceId/`,
    allow: isProfileAdmin,
    params: choiceParams,
    handler: async ({ db, auth, params }) => (await deleteChoice(db, auth, params.id, params.choiceId), noContent()),
  }),
  route({
    method: 'POST',
    url: `${DEFS}/:id/choices/:choiceId/restore/`,
    allow: isProfileAdmin,
    params: choiceParams,
    handler: ({ db, auth, params }) => restoreChoice(db, auth, params.id, params.choiceId),
  }),
  route({
    method: 'GET',
    url: '/account/api/staffs/:id/custom-fields/',
    params: idParamsSchema,
    handler: ({ db, auth, params }) => listStaffValues(db, auth, params.id),
  }),
  route({
    method: 'POST',
    url: '/account/api/staffs/:id/custom-fields/',
    params: idParamsSchema,
    body: staffCustomFieldInputSchema,
    handler: ({ db, auth, params, body }) => setStaffValue(db, auth, params.id, body),
  }),
  route({
    method: 'GET',
    url: '/account/api/custom-fields/:fieldId/',
    params: fieldParams,
    handler: ({ db, auth, params }) => getStaffValue(db, auth, params.fieldId),
  }),
  route({
    method: 'PATCH',
    url: '/account/api/custom-fields/:fieldId/',
    params: fieldParams,
    body: staffCustomFieldPatchSchema,
    handler: ({ db, auth, params, body }) => updateStaffValue(db, auth, params.fieldId, body),
  }),
  route({
    method: 'DELETE',
    url: '/account/api/custom-fields/:fieldId/',
    params: fieldParams,
    handler: async ({ db, auth, params }) => (await deleteStaffValue(db, auth, params.fieldId), noContent()),
  }),
];

const fileRoutes = [
  route({
    method: 'GET',
    url: '/company/api/file-types/',
    query: fileTypeQuerySchema,
    handler: ({ db, auth, query }) =>
      listFileTypes(db, auth.companyId, query.company_type === undefined ? undefined : query.company_type === 'true'),
  }),
  route({
    method: 'POST',
    url: '/company/api/file-types/',
    allow: isProfileAdmin,
    body: fileTypeInputSchema,
    handler: async ({ db, auth, body }) => created(await createFileType(db, auth, body)),
  }),
  route({
    method: 'GET',
    url: '/company/api/file-types/:id/',
    params: idParamsSchema,
    handler: ({ db, auth, params }) => getFileType(db, auth.companyId, params.id),
  }),
  route({
    method: 'PATCH',
    url: '/company/api/file-types/:id/',
    allow: isProfileAdmin,
    params: idParamsSchema,
    body: fileTypePatchSchema,
    handler: ({ db, auth, params, body }) => updateFileType(db, auth, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: '/company/api/file-types/:id/',
    allow: isProfileAdmin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => (await deleteFileType(db, auth, params.id), noContent()),
  }),
  route({
    method: 'POST',
    url: '/company/api/file-types/:id/restore/',
    allow: isProfileAdmin,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => restoreFileType(db, auth, params.id),
  }),
  route({
    method: 'GET',
    url: '/company/api/companies/:id/files/',
    params: companyParams,
    handler: ({ db, auth, params }) => listCompanyFiles(db, auth, params.id),
  }),
  route({
    method: 'POST',
    url: '/company/api/companies/:id/files/',
    allow: isProfileAdmin,
    params: companyParams,
    body: uploadBody,
    bodyLimit: STAFF_FILE_MAX_BYTES + 64 * 1024,
    handler: async ({ db, auth, params, body, deps, reply }) =>
      created(
        await uploadCompanyFile(db, auth, params.id, body, {
          store: companyFileStore(deps.config.storageDir),
          reply,
          deps,
        }),
      ),
  }),
  route({
    method: 'GET',
    url: '/company/api/companies/:id/files/:fileId/',
    params: companyFileParams,
    handler: ({ db, auth, params }) => getCompanyFile(db, auth, params.id, params.fileId),
  }),
  route({
    method: 'GET',
    url: '/company/api/companies/:id/files/:fileId/download/',
    params: companyFileParams,
    handler: async ({ db, auth, params, deps, reply }) => {
      const row = await findCompanyFile(db, auth, params.id, params.fileId);
      const data = await companyFileStore(deps.config.storageDir).read(params.id, row.storage_name);
      reply
        .header('content-type', row.content_type)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.file_name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return data;
    },
  }),
  route({
    method: 'PATCH',
    url: '/company/api/companies/:id/files/:fileId/',
    allow: isProfileAdmin,
    params: companyFileParams,
    body: companyFilePatchSchema,
    handler: ({ db, auth, params, body }) => updateCompanyFile(db, auth, params.id, params.fileId, body),
  }),
  route({
    method: 'DELETE',
    url: '/company/api/companies/:id/files/:fileId/',
    allow: isProfileAdmin,
    params: companyFileParams,
    // Its bytes stay until the deletion is purged after its undo window (trash.ts).
    handler: async ({ db, auth, params }) => (await deleteCompanyFile(db, auth, params.id, params.fileId), noContent()),
  }),
  route({
    method: 'POST',
    url: '/company/api/companies/:id/files/:fileId/restore/',
    allow: isProfileAdmin,
    params: companyFileParams,
    handler: ({ db, auth, params, deps }) => restoreCompanyFile(db, auth, params.id, params.fileId, deps),
  }),
];

const viewRoutes = [
  route({ method: 'GET', url: '/account/api/custom-views/', handler: ({ db, auth }) => listViews(db, auth) }),
  route({
    method: 'POST',
    url: '/account/api/custom-views/',
    body: customViewInputSchema,
    handler: async ({ db, auth, body }) => created(await createView(db, auth, body)),
  }),
  route({
    method: 'PATCH',
    url: '/account/api/custom-views/:id/',
    params: idParamsSchema,
    body: customViewPatchSchema,
    handler: ({ db, auth, params, body }) => updateView(db, auth, params.id, body),
  }),
  route({
    method: 'GET',
    url: '/account/api/custom-views/by-type/',
    query: customViewTypeQuerySchema,
    handler: ({ db, auth, query }) => listViews(db, auth, query.type),
  }),
];

export const companyDataRoutes = [...customFieldRoutes, ...fileRoutes, ...viewRoutes];
