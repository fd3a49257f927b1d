// Upload endpoints of the knowledge base (spec knowledge base §7 Uploads; contract/uploads.ts has
// the flow): signed upload URLs for KB admins, the built-in storage's upload target and file
// serving (both public: the signature or the unguessable name is the permission, as a <video> and
// a presigned PUT carry no token), and the rich text editor's image upload.
import { z } from 'zod';
import {
  multipartPartsRequestSchema,
  multipartUploadRequestSchema,
  presignRequestSchema,
} from '../../../contract/uploads';
import { NotFoundError } from '../../lib/errors';
import { idParamsSchema } from '../../lib/params';
import { created, noContent, route } from '../../lib/route';
import { abortUpload, completeUpload, signParts } from './multipart-uploads';
import { isKbAdmin } from './permissions';
import { receiveUpload, saveEditorImage, serveFile, signUpload } from './uploads.service';

const BASE = '/knowledgebase/api';
const app = 'knowledge_base' as const;

const keyParams = z.object({ key: z.string().max(64) });
const fileParams = z.object({ company: z.coerce.number().int().positive(), file: z.string().max(64) });
/** Multipart fields arrive as strings and the file as a Buffer (app.ts, attachFieldsToBody). */
const imageUploadSchema = z.object({ file: z.instanceof(Buffer, { error: 'Choose an image file.' }) });

export const uploadRoutes = [
  route({
    method: 'POST',
    url: `${BASE}/generate-s3-presigned-url/`,
    app,
    allow: isKbAdmin,
    body: presignRequestSchema,
    transaction: false,
    handler: async ({ deps, auth, body }) => signUpload(deps, auth, body),
  }),
  route({
    method: 'POST',
    url: `${BASE}/video-upload/:id/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    body: presignRequestSchema.omit({ mode: true }),
    transaction: false,
    handler: async ({ db, deps, auth, params, body }) => {
      // The article (published or draft) must be this company's.
      const article = await db
        .selectFrom('kb_articles')
        .select('id')
        .where('company_id', '=', auth.companyId)
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!article) throw new NotFoundError();
      return signUpload(deps, auth, { ...body, mode: 'video' });
    },
  }),
  route({
    method: 'POST',
    url: `${BASE}/multipart-upload/parts/`,
    app,
    allow: isKbAdmin,
    body: multipartPartsRequestSchema,
    transaction: false,
    handler: async ({ deps, auth, body }) => signParts(deps, auth, body),
  }),
  route({
    method: 'POST',
    url: `${BASE}/multipart-upload/complete/`,
    app,
    allow: isKbAdmin,
    body: multipartUploadRequestSchema,
    transaction: false,
    handler: async ({ deps, auth, body }) => completeUpload(deps, auth, body.upload),
  }),
  route({
    method: 'POST',
    url: `${BASE}/multipart-upload/abort/`,
    app,
    allow: isKbAdmin,
    body: multipartUploadRequestSchema,
    transaction: false,
    handler: async ({ deps, auth, body }) => {
      await abortUpload(deps, auth, body.upload);
      return noContent();
    },
  }),
  route({
    method: 'PUT',
    url: `${BASE}/uploads/:key/`,
    public: true,
    rawBody: true,
    params: keyParams,
    handler: async ({ deps, request, params }) =>
      created(await receiveUpload(deps, request, params.key, request.query as Record<string, unknown>)),
  }),
  route({
    method: 'GET',
    url: `${BASE}/files/:company/:file`,
    public: true,
    params: fileParams,
    handler: ({ deps, request, reply, params }) => serveFile(deps, request, reply, params.company, params.file),
  }),
  route({
    method: 'POST',
    url: '/knowledgebase/upload_file/jodit/1/',
    app,
    allow: isKbAdmin,
    body: imageUploadSchema,
    transaction: false,
    handler: async ({ deps, auth, reply, body }) => created(await saveEditorImage(deps, auth, reply, body.file)),
  }),
];
