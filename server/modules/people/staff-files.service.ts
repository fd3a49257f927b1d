// A staff member's photo and files (spec people §7 upload_photo/, upload_employee_file/,
// employee_files/{fileId}/staff/{id}/). The type is read from the bytes, never from the name or
// Content-Type. Photos are raster images up to 2 MB, served without a token (an <img> sends none)
// under an unguessable name; files (PDF, images, Office documents) are downloads for the staff
// member and profile admins only.
import {
  FILE_NOT_FOUND,
  PERSON_MANAGES_OWN_IDENTITY,
  STAFF_FILE_BAD_TYPE,
  STAFF_FILE_MAX_BYTES,
  STAFF_FILE_MISSING,
  STAFF_FILE_TOO_LARGE,
  STAFF_PHOTO_BAD_TYPE,
  STAFF_PHOTO_MAX_BYTES,
  STAFF_PHOTO_TOO_LARGE,
  type StaffFile,
} from '../../../contract/people';
import type { Database } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { removeCharged, saveCharged, type FileIo } from '../../lib/storage-quota';
import { fileStore, type FileStore } from '../../lib/stored-files';
import { authorizeStaffEdit } from '../account/staff-access';
import { sniffImage } from '../company/logo-storage';
import { sniffAttachment } from '../purchase-request/attachment-storage';
import { recordAction } from './action-history';
import { companyManagesAccount, personStanding } from './identity';

export const photoStore = (storageDir: string) => fileStore(storageDir, 'staff-photos');
export const staffFileStore = (storageDir: string) => fileStore(storageDir, 'staff-files');

export const photoUrl = (companyId: number, name: string) => `/account/api/staff-photos/${companyId}/${name}`;
const PHOTO_URL = /^\/account\/api\/staff-photos\/(\d+)\/([^/]+)$/;

/** PDF or image, or a ZIP container (.docx, .xlsx) named as an Office document. */
export function sniffStaffFile(data: Buffer, fileName: string): string | null {
  const known = sniffAttachment(data);
  if (known) return known;
  if (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    if (/\.docx$/i.test(fileName)) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (/\.xlsx$/i.test(fileName)) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  }
  return null;
}

export async function uploadPhoto(
  db: Database,
  auth: AuthContext,
  staffId: number,
  data: Buffer,
  io: FileIo,
): Promise<{ photo: string }> {
  await authorizeStaffEdit(db, auth, staffId);
  if (data.length > STAFF_PHOTO_MAX_BYTES) throw ValidationError.field('photo', STAFF_PHOTO_TOO_LARGE);
  const type = sniffImage(data);
  if (!type) throw ValidationError.field('photo', STAFF_PHOTO_BAD_TYPE);
  const user = await db
    .selectFrom('staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.photo'])
    .where('s.id', '=', staffId)
    .executeTakeFirstOrThrow();
  // The photo is the person's, shown in every company they belong to (identity.ts).
  if (staffId !== auth.staffId && !companyManagesAccount(await personStanding(db, user.id, auth.companyId))) {
    throw ValidationError.field('photo', PERSON_MANAGES_OWN_IDENTITY);
  }
  const name = await saveCharged(db, io, auth.companyId, data, { ext: type.ext, field: 'photo' });
  const url = photoUrl(auth.companyId, name);
  await db.updateTable('users').set({ photo: url }).where('id', '=', user.id).execute();
  const old = user.photo ? PHOTO_URL.exec(user.photo) : null;
  if (old) await removeCharged(db, io, Number(old[1]), old[2]!);
  await recordAction(db, auth, {
    action: 'update',
    entity: 'staff',
    entity_id: staffId,
    summary: 'Changed the photo of {staff}',
    staff: staffId,
  });
  return { photo: url };
}

/** The photo behind a URL, if some user's photo is that URL (a replaced one is gone at once). */
export async function readPhoto(db: Database, store: FileStore, companyId: number, name: string) {
  const type = /\.(png|jpg|webp)$/.exec(name)?.[1];
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('photo', '=', photoUrl(companyId, name))
    .executeTakeFirst();
  if (!type || !owner) throw new NotFoundError();
  const data = await store.read(companyId, name).catch(() => null);
  if (!data) throw new NotFoundError();
  return { data, mime: type === 'jpg' ? 'image/jpeg' : `image/${type}` };
}

const fileUrl = (staffId: number, id: number) => `/account/api/employee_files/${id}/staff/${staffId}/`;

const presentFile = (row: {
  id: number;
  staff_id: number;
  file_name: string;
  content_type: string;
  size: number;
  created_at: Date;
}): StaffFile => ({
  id: row.id,
  staff: row.staff_id,
  file_name: row.file_name,
  content_type: row.content_type,
  size: row.size,
  url: fileUrl(row.staff_id, row.id),
  created_at: row.created_at.toISOString(),
});

const FILE_COLUMNS = ['id', 'staff_id', 'file_name', 'content_type', 'size', 'created_at', 'storage_name'] as const;

export async function listStaffFiles(db: Database, auth: AuthContext, staffId: number): Promise<StaffFile[]> {
  await authorizeStaffEdit(db, auth, staffId);
  const rows = await db
    .selectFrom('staff_files')
    .select(FILE_COLUMNS)
    .where('company_id', '=', auth.companyId)
    .where('staff_id', '=', staffId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(presentFile);
}

export async function uploadStaffFile(
  db: Database,
  auth: AuthContext,
  staffId: number,
  input: { file: Buffer; file_name: string },
  io: FileIo,
): Promise<StaffFile> {
  await authorizeStaffEdit(db, auth, staffId);
  if (input.file.length === 0) throw ValidationError.field('file', STAFF_FILE_MISSING);
  if (input.file.length > STAFF_FILE_MAX_BYTES) throw ValidationError.field('file', STAFF_FILE_TOO_LARGE);
  const fileName = input.file_name.trim().slice(0, 200) || 'file';
  const contentType = sniffStaffFile(input.file, fileName);
  if (!contentType) throw ValidationError.field('file', STAFF_FILE_BAD_TYPE);
  const storageName = await saveCharged(db, io, auth.companyId, input.file, { field: 'file' });
  const row = await db
    .insertInto('staff_files')
    .values({
      company_id: auth.companyId,
      staff_id: staffId,
      file_name: fileName,
      content_type: contentType,
      size: input.file.length,
      storage_name: storageName,
      uploaded_by_id: auth.staffId,
    })
    .returning(FILE_COLUMNS)
    .executeTakeFirstOrThrow();
  await recordAction(db, auth, {
    action: 'create',
    entity: 'staff',
    entity_id: staffId,
    summary: `Added the file ${fileName} to {staff}`,
    staff: staffId,
  });
  return presentFile(row);
}

/** The file row, or 404 "file not found" (another company's or staff member's file included). */
export async function findStaffFile(db: Database, auth: AuthContext, fileId: number, staffId: number) {
  const row = await db
    .selectFrom('staff_files')
    .select(FILE_COLUMNS)
    .where('company_id', '=', auth.companyId)
    .where('staff_id', '=', staffId)
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(FILE_NOT_FOUND);
  await authorizeStaffEdit(db, auth, staffId);
  return row;
}

export async function deleteStaffFile(db: Database, auth: AuthContext, fileId: number, staffId: number, io: FileIo) {
  const row = await findStaffFile(db, auth, fileId, staffId);
  await db.deleteFrom('staff_files').where('id', '=', row.id).execute();
  await removeCharged(db, io, auth.companyId, row.storage_name);
  await recordAction(db, auth, {
    action: 'delete',
    entity: 'staff',
    entity_id: staffId,
    summary: `Removed the file ${row.file_name} from {staff}`,
    staff: staffId,
  });
}
