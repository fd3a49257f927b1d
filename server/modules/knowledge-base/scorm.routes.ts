// SCORM endpoints (contract/scorm.ts; the spec shows no paths, so they follow ARCHITECTURE.md under
// knowledgebase/api/scorm/): packages listed and played by staff, added, renamed and deleted by KB
// admins; the caller's attempt read and committed per SCO (outbox replay, Idempotency-Key); what
// went wrong in a package logged; every attempt of
// a package for KB admins; and, on each company's content origin only (scorm-origin.ts), the launcher
// page and the company's package files it frames.
import { z } from 'zod';
import {
  scormCommitSchema,
  scormLogSchema,
  scormPackageCreateSchema,
  scormPackageUpdateSchema,
} from '../../../contract/scorm';
import { idParamsSchema } from '../../lib/params';
import { created, noContent, route } from '../../lib/route';
import { isKbAdmin } from './permissions';
import { serveContent } from './scorm-content';
import { contentHostOf, serveLauncher } from './scorm-origin';
import { commitAttempt, myAttempt, packageAttempts } from './scorm-attempts';
import { createPackage, deletePackage, listPackages, packageDetail, packageRow, renamePackage } from './scorm.service';

const BASE = '/knowledgebase/api/scorm';
const app = 'knowledge_base' as const;

const contentParams = z.object({
  company: z.coerce.number().int().positive(),
  package: z.coerce.number().int().positive(),
  access: z.string().max(80),
  '*': z.string().max(1000),
});

export const scormRoutes = [
  route({
    method: 'GET',
    url: `${BASE}/packages/`,
    app,
    handler: ({ db, deps, auth }) => listPackages(db, deps, auth),
  }),
  route({
    method: 'POST',
    url: `${BASE}/packages/`,
    app,
    allow: isKbAdmin,
    body: scormPackageCreateSchema,
    // Unpacking a large package takes a while: no transaction is held open meanwhile.
    transaction: false,
    handler: async ({ db, deps, auth, body }) => created(await createPackage(db, deps, auth, body)),
  }),
  route({
    method: 'GET',
    url: `${BASE}/packages/:id/`,
    app,
    params: idParamsSchema,
    handler: ({ db, deps, auth, params }) => packageDetail(db, deps, auth, params.id),
  }),
  route({
    method: 'PATCH',
    url: `${BASE}/packages/:id/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    body: scormPackageUpdateSchema,
    handler: ({ db, deps, auth, params, body }) => renamePackage(db, deps, auth, params.id, body.name),
  }),
  route({
    method: 'DELETE',
    url: `${BASE}/packages/:id/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    handler: async ({ db, deps, auth, params, reply }) => {
      const removeFiles = await deletePackage(db, deps, auth, params.id);
      // The files go once the deletion has committed and the answer is out.
      reply.raw.once('finish', () => {
        if (reply.raw.statusCode < 400) void removeFiles().catch(() => {});
      });
      return noContent();
    },
  }),
  route({
    method: 'GET',
    url: `${BASE}/packages/:id/attempt/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => myAttempt(db, auth, params.id),
  }),
  route({
    method: 'POST',
    url: `${BASE}/packages/:id/attempt/`,
    app,
    params: idParamsSchema,
    body: scormCommitSchema,
    // Commits carry the runtime's whole state (suspend data, interactions).
    bodyLimit: 2_000_000,
    handler: ({ db, auth, params, body }) => commitAttempt(db, auth, params.id, body),
  }),
  route({
    method: 'POST',
    url: `${BASE}/packages/:id/log/`,
    app,
    params: idParamsSchema,
    body: scormLogSchema,
    // What went wrong in a package (the runtime's errors, a SetValue the package got refused) goes to
    // the server's log for whoever supports the company, never to the learner as a dialog.
    handler: async ({ db, auth, params, body, request }) => {
      await packageRow(db, auth.companyId, params.id);
      request.log[body.level](
        { scorm: { package: params.id, sco: body.sco ?? '', staff: auth.staffId } },
        body.message,
      );
      return noContent();
    },
  }),
  route({
    method: 'GET',
    url: `${BASE}/packages/:id/attempts/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => packageAttempts(db, auth, params.id),
  }),
  route({
    method: 'GET',
    url: `${BASE}/content/:company/:package/:access/*`,
    public: true,
    params: contentParams,
    handler: ({ db, deps, reply, params, request }) =>
      serveContent(db, deps, reply, params, contentHostOf(deps.config, request.host)),
  }),
  route({
    method: 'GET',
    url: `${BASE}/launcher/`,
    public: true,
    handler: ({ deps, reply }) => serveLauncher(deps.config, reply),
  }),
];
