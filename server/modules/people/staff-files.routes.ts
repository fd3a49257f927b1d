// Photo and employee-file calls (spec people §7). multipart/form-data: @fastify/multipart
// (keyValues) hands the file over as a Buffer and other fields as text.
import { z } from 'zod';
import { STAFF_FILE_MAX_BYTES, STAFF_FILE_MISSING, STAFF_PHOTO_BAD_TYPE } from '../../../contract/people';
import { idParamsSchema } from '../../lib/params';
import { created, noContent, route } from '../../lib/route';
import {
  deleteStaffFile,
  findStaffFile,
  listStaffFiles,
  photoStore,
  readPhoto,
  staffFileStore,
  uploadPhoto,
  uploadStaffFile,
} from './staff-files.service';

const API = '/account/api';
const fileParams = z.object({ fileId: z.coerce.number().int().positive(), id: z.coerce.number().int().positive() });
const photoParams = z.object({ company: z.coerce.number().int().positive(), file: z.string().max(64) });
const uploadLimit = STAFF_FILE_MAX_BYTES + 64 * 1024;

export const staffFilesRoutes = [
  route({
    method: 'PUT',
    url: `${API}/staffs/:id/upload_photo/`,
    params: idParamsSchema,
    body: z.object({ photo: z.instanceof(Buffer, { message: STAFF_PHOTO_BAD_TYPE }) }),
    bodyLimit: uploadLimit,
    handler: ({ db, auth, params, body, deps, reply }) =>
      uploadPhoto(db, auth, params.id, body.photo, { store: photoStore(deps.config.storageDir), reply, deps }),
  }),
  route({
    method: 'GET',
    url: `${API}/staff-photos/:company/:file`,
    // Public: <img> cannot send a bearer token. The name is 128 random bits and only a current
    // photo is served, like company logos.
    public: true,
    params: photoParams,
    handler: async ({ db, params, deps, reply }) => {
      const { data, mime } = await readPhoto(db, photoStore(deps.config.storageDir), params.company, params.file);
      reply
        .header('content-type', mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      return data;
    },
  }),
  route({
    method: 'GET',
    url: `${API}/staffs/:id/employee_files/`,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => listStaffFiles(db, auth, params.id),
  }),
  route({
    method: 'POST',
    url: `${API}/staffs/:id/upload_employee_file/`,
    params: idParamsSchema,
    body: z.object({
      file: z.instanceof(Buffer, { message: STAFF_FILE_MISSING }),
      file_name: z.string().max(500).default(''),
    }),
    bodyLimit: uploadLimit,
    handler: async ({ db, auth, params, body, deps, reply }) =>
      created(
        await uploadStaffFile(db, auth, params.id, body, {
          store: staffFileStore(deps.config.storageDir),
          reply,
          deps,
        }),
      ),
  }),
  route({
    method: 'GET',
    url: `${API}/employee_files/:fileId/staff/:id/`,
    params: fileParams,
    handler: async ({ db, auth, params, deps, reply }) => {
      const row = await findStaffFile(db, auth, params.fileId, params.id);
      const data = await staffFileStore(deps.config.storageDir).read(auth.companyId, row.storage_name);
      // A download with its sniffed type: an uploaded file never renders as this origin's page.
      reply
        .header('content-type', row.content_type)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.file_name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return data;
    },
  }),
  route({
    method: 'DELETE',
    url: `${API}/employee_files/:fileId/staff/:id/`,
    params: fileParams,
    handler: async ({ db, auth, params, deps, reply }) => {
      await deleteStaffFile(db, auth, params.fileId, params.id, {
        store: staffFileStore(deps.config.storageDir),
        reply,
        deps,
      });
      return noContent();
    },
  }),
];
