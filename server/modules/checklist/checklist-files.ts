// Images of photo and signature items on local disk: <storageDir>/checklist-files/<company>/<random>.<ext>,
// served by GET /checklist/api/files/:company/:file. The type is read from the file's first bytes
// (only raster images pass), never from the client's name or Content-Type.
//
// The device names each image with a UUID of its own (the item's value refers to it), so a photo
// taken offline is usable at once and an upload replayed from the outbox stores nothing twice: the
// second upload of an id finds the first one's row and answers it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ChecklistFile } from '../../../contract/checklists';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/route';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { chargeStorage, releaseStorage, StorageQuotaError, type QuotaDeps } from '../../lib/storage-quota';
import { CHECKLIST_FILE_INVALID } from '../../../contract/checklist-constants';
import { sniffImage, type ImageType } from '../company/logo-storage';
import { findFile, findFileByName, insertFile } from './checklists.repository';

/** 128 random bits: the URL is public (an <img> sends no token), so it must not be guessable. */
export const STORED_FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

const MIME_BY_EXT: Record<ImageType['ext'], ImageType['mime']> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

export const fileUrl = (companyId: number, file: string) => `/checklist/api/files/${companyId}/${file}`;

/** The folder of checklist images, and the store they are charged under (lib/storage-quota.ts). */
export const CHECKLIST_FILE_STORE = 'checklist-files';

const companyDir = (storageDir: string, companyId: number) =>
  path.join(storageDir, CHECKLIST_FILE_STORE, String(companyId));

function present(
  row: { id: string; file: string; content_type: string; size: number },
  companyId: number,
): ChecklistFile {
  return { id: row.id, url: fileUrl(companyId, row.file), content_type: row.content_type, size: row.size };
}

export async function saveChecklistFile(
  db: Database,
  auth: AuthContext,
  deps: { config: { storageDir: string } } & QuotaDeps,
  checklistId: number,
  upload: { id: string; data: Buffer },
): Promise<ChecklistFile> {
  const { storageDir } = deps.config;
  const id = upload.id.toLowerCase();
  const existing = await findFile(db, auth.companyId, checklistId, id);
  if (existing) return present(existing, auth.companyId);
  const type = sniffImage(upload.data);
  if (!type) throw ValidationError.field('file', CHECKLIST_FILE_INVALID);
  const dir = companyDir(storageDir, auth.companyId);
  await fs.mkdir(dir, { recursive: true });
  const file = `${randomBytes(16).toString('hex')}.${type.ext}`;
  const stored = { store: CHECKLIST_FILE_STORE, name: file };
  // Charged before the write, so an image over the quota leaves nothing on disk.
  await chargeStorage(db, deps, auth.companyId, { ...stored, bytes: upload.data.length }).catch((err: unknown) => {
    throw err instanceof StorageQuotaError ? err.asFieldError('file') : err;
  });
  // Written before its row: if the transaction then fails, the file is left unreachable (the
  // serving route finds no row), never a row without its file.
  await fs.writeFile(path.join(dir, file), upload.data, { flag: 'wx' });
  const row = await insertFile(db, {
    company_id: auth.companyId,
    checklist_id: checklistId,
    id,
    file,
    content_type: type.mime,
    size: upload.data.length,
    uploaded_by_staff_id: auth.staffId,
  });
  if (row) return present(row, auth.companyId);
  // The same id was stored meanwhile by a concurrent upload: answer that one, drop ours.
  await fs.rm(path.join(dir, file), { force: true });
  await releaseStorage(db, auth.companyId, [stored]);
  const winner = await findFile(db, auth.companyId, checklistId, id);
  if (!winner) throw new NotFoundError();
  return present(winner, auth.companyId);
}

export async function readChecklistFile(
  db: Database,
  storageDir: string,
  companyId: number,
  file: string,
): Promise<{ data: Buffer; mime: string }> {
  const m = STORED_FILE_NAME.exec(file);
  if (!m || !(await findFileByName(db, companyId, file))) throw new NotFoundError();
  const data = await fs.readFile(path.join(companyDir(storageDir, companyId), file)).catch(() => null);
  if (!data) throw new NotFoundError();
  return { data, mime: MIME_BY_EXT[m[1] as ImageType['ext']] };
}
