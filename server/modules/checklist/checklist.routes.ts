// Checklist endpoints (spec people §7 "Checklists", under checklist/api/ per ARCHITECTURE.md):
// templates (list and details for everyone with the app; create, edit and delete for checklist
// admins), checklists (list, create from a template, and details with GET and the version-checked
// PUT, PATCH and DELETE), and the images of photo and signature items.
import { z } from 'zod';
import {
  checklistCreateSchema,
  checklistDeleteQuerySchema,
  checklistListQuerySchema,
  checklistPatchSchema,
  checklistPutSchema,
  templateInputSchema,
  templateListQuerySchema,
} from '../../../contract/checklists';
import { CHECKLIST_FILE_ID_INVALID, CHECKLIST_FILE_INVALID } from '../../../contract/checklist-constants';
import { idParamsSchema } from '../../lib/params';
import { created, noContent, route } from '../../lib/route';
import { readChecklistFile, saveChecklistFile } from './checklist-files';
import { activeStaff } from './checklists.repository';
import {
  checkFillable,
  createChecklist,
  getChecklist,
  listChecklistPage,
  removeChecklist,
  writeChecklist,
} from './checklists.service';
import { isChecklistAdmin } from './permissions';
import { createTemplate, getTemplate, listTemplatePage, removeTemplate, updateTemplate } from './templates.service';

const BASE = '/checklist/api';
const app = 'checklist' as const;

/** Multipart fields arrive as strings and the file as a Buffer (app.ts, attachFieldsToBody). */
const fileUploadSchema = z.object({
  id: z.uuid(CHECKLIST_FILE_ID_INVALID),
  file: z.instanceof(Buffer, { error: CHECKLIST_FILE_INVALID }),
});
const fileParams = z.object({ company: z.coerce.number().int().positive(), file: z.string().max(64) });

export const templateRoutes = [
  route({
    method: 'GET',
    url: `${BASE}/template/`,
    app,
    query: templateListQuerySchema,
    handler: ({ db, auth, query, request }) => listTemplatePage(db, auth, query, request),
  }),
  route({
    method: 'POST',
    url: `${BASE}/template/`,
    app,
    allow: isChecklistAdmin,
    body: templateInputSchema,
    handler: async ({ db, auth, body }) => created(await createTemplate(db, auth, body)),
  }),
  route({
    method: 'GET',
    url: `${BASE}/template/details/:id/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => getTemplate(db, auth, params.id),
  }),
  route({
    method: 'PUT',
    url: `${BASE}/template/details/:id/`,
    app,
    allow: isChecklistAdmin,
    params: idParamsSchema,
    body: templateInputSchema,
    handler: ({ db, auth, params, body }) => updateTemplate(db, auth, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: `${BASE}/template/details/:id/`,
    app,
    allow: isChecklistAdmin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => (await removeTemplate(db, auth, params.id), noContent()),
  }),
];

export const checklistRoutes = [
  route({
    method: 'GET',
    url: `${BASE}/staff/`,
    app,
    allow: isChecklistAdmin,
    // Who a checklist can be assigned to: the company's active staff, by name.
    handler: ({ db, auth }) => activeStaff(db, auth.companyId),
  }),
  route({
    method: 'GET',
    url: `${BASE}/`,
    app,
    query: checklistListQuerySchema,
    handler: ({ db, auth, query, request }) => listChecklistPage(db, auth, query, request),
  }),
  route({
    method: 'POST',
    url: `${BASE}/`,
    app,
    allow: isChecklistAdmin,
    body: checklistCreateSchema,
    handler: async ({ db, auth, body }) => created(await createChecklist(db, auth, body)),
  }),
  route({
    method: 'GET',
    url: `${BASE}/details/:id/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => getChecklist(db, auth, params.id),
  }),
  route({
    method: 'PUT',
    url: `${BASE}/details/:id/`,
    app,
    params: idParamsSchema,
    body: checklistPutSchema,
    handler: ({ db, auth, params, body }) =>
      writeChecklist(db, auth, params.id, { ...body, version: body.version! }, true),
  }),
  route({
    method: 'PATCH',
    url: `${BASE}/details/:id/`,
    app,
    params: idParamsSchema,
    body: checklistPatchSchema,
    handler: ({ db, auth, params, body }) =>
      writeChecklist(db, auth, params.id, { ...body, version: body.version! }, false),
  }),
  route({
    method: 'DELETE',
    url: `${BASE}/details/:id/`,
    app,
    allow: isChecklistAdmin,
    params: idParamsSchema,
    query: checklistDeleteQuerySchema,
    handler: async ({ db, auth, params, query }) =>
      (await removeChecklist(db, auth, params.id, query.version!)) ?? noContent(),
  }),
  route({
    method: 'POST',
    url: `${BASE}/details/:id/files/`,
    app,
    params: idParamsSchema,
    body: fileUploadSchema,
    handler: async ({ db, auth, params, body, deps }) => {
      await checkFillable(db, auth, params.id);
      return created(await saveChecklistFile(db, auth, deps, params.id, { id: body.id, data: body.file }));
    },
  }),
  route({
    method: 'GET',
    url: `${BASE}/files/:company/:file`,
    // Public: <img> cannot send a bearer token. The URL is the capability (128 random bits), and it
    // serves only images whose row exists, so a deleted checklist's images are gone at once.
    public: true,
    params: fileParams,
    handler: async ({ db, params, deps, reply }) => {
      const { data, mime } = await readChecklistFile(db, deps.config.storageDir, params.company, params.file);
      reply
        .header('content-type', mime)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      return data;
    },
  }),
];
