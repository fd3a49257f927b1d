// File types and company files (spec people §§3, 7): types filtered by company_type, files of the
// caller's company only (another company's id in the path answers 404), stored on disk like other
// uploads and served as downloads. "file not found" when a file is gone (§8).
import type { z } from 'zod';
import type {
  CompanyFile,
  companyFilePatchSchema,
  fileTypeInputSchema,
  fileTypePatchSchema,
} from '../../../contract/company-data';
import {
  FILE_NOT_FOUND,
  STAFF_FILE_BAD_TYPE,
  STAFF_FILE_MAX_BYTES,
  STAFF_FILE_MISSING,
  STAFF_FILE_TOO_LARGE,
} from '../../../contract/people-constants';
import type { Database } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import {
  chargeStorage,
  releaseStorage,
  saveCharged,
  StorageQuotaError,
  type FileIo,
  type QuotaDeps,
} from '../../lib/storage-quota';
import { fileStore } from '../../lib/stored-files';
import { recordAction } from './action-history';
import { deleteNamedRow, updateNamedRow } from './named-rows';
import { sniffStaffFile } from './staff-files.service';
import { keepForUndo, restoreFromTrash } from './trash';
import { definedOnly } from './values';

const COMPANY_FILES_FOLDER = 'company-files';
export const companyFileStore = (storageDir: string) => fileStore(storageDir, COMPANY_FILES_FOLDER);

/** A path's company must be the caller's: another company reads as not found. */
export function ownCompany(auth: AuthContext, companyId: number) {
  if (companyId !== auth.companyId) throw new NotFoundError(FILE_NOT_FOUND);
}

const TYPE_COLUMNS = ['id', 'name', 'company_type'] as const;

export function listFileTypes(db: Database, companyId: number, companyType?: boolean) {
  let query = db.selectFrom('file_types').select(TYPE_COLUMNS).where('company_id', '=', companyId);
  if (companyType !== undefined) query = query.where('company_type', '=', companyType);
  return query.orderBy('name').orderBy('id').execute();
}

export async function getFileType(db: Database, companyId: number, id: number) {
  const row = await db
    .selectFrom('file_types')
    .select(TYPE_COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

export async function createFileType(db: Database, auth: AuthContext, input: z.output<typeof fileTypeInputSchema>) {
  const row = await db
    .insertInto('file_types')
    .values({ company_id: auth.companyId, ...input })
    .returning(TYPE_COLUMNS)
    .executeTakeFirstOrThrow();
  await recordAction(db, auth, {
    action: 'create',
    entity: 'file_type',
    entity_id: row.id,
    summary: `Created the file type ${row.name}`,
  });
  return row;
}

const FILE_TYPE = { table: 'file_types', entity: 'file_type', noun: 'file type' } as const;

export async function updateFileType(
  db: Database,
  auth: AuthContext,
  id: number,
  input: z.output<typeof fileTypePatchSchema>,
) {
  await updateNamedRow(db, auth, FILE_TYPE, id, input);
  return getFileType(db, auth.companyId, id);
}

/** Deletes a file type (its files stay, without a type), kept for an undo (trash.ts). */
export async function deleteFileType(db: Database, auth: AuthContext, id: number) {
  await keepForUndo(db, auth, 'file_type', id);
  await deleteNamedRow(db, auth, FILE_TYPE, id);
}

/** Undoes a deletion: the type, filed again on the files that had it. */
export async function restoreFileType(db: Database, auth: AuthContext, id: number) {
  await restoreFromTrash(db, auth, 'file_type', id);
  const restored = await getFileType(db, auth.companyId, id);
  await recordAction(db, auth, {
    action: 'create',
    entity: FILE_TYPE.entity,
    entity_id: id,
    summary: `Restored the file type ${restored.name}`,
  });
  return restored;
}

function fileSelect(db: Database, companyId: number) {
  return db
    .selectFrom('company_files as f')
    .leftJoin('file_types as t', 't.id', 'f.file_type_id')
    .select([
      'f.id',
      'f.title',
      'f.file_type_id',
      't.name as file_type_name',
      'f.file_name',
      'f.content_type',
      'f.size',
      'f.created_at',
      'f.storage_name',
    ])
    .where('f.company_id', '=', companyId);
}

type FileRow = Awaited<ReturnType<ReturnType<typeof fileSelect>['executeTakeFirstOrThrow']>>;
const presentFile = (companyId: number, row: FileRow): CompanyFile => ({
  id: row.id,
  title: row.title,
  file_type: row.file_type_id,
  file_type_name: row.file_type_name,
  file_name: row.file_name,
  content_type: row.content_type,
  size: row.size,
  url: `/company/api/companies/${companyId}/files/${row.id}/download/`,
  created_at: row.created_at.toISOString(),
});

export async function listCompanyFiles(db: Database, auth: AuthContext, companyId: number) {
  ownCompany(auth, companyId);
  const rows = await fileSelect(db, companyId).orderBy('f.created_at', 'desc').orderBy('f.id', 'desc').execute();
  return rows.map((r) => presentFile(companyId, r));
}

export async function findCompanyFile(db: Database, auth: AuthContext, companyId: number, id: number) {
  ownCompany(auth, companyId);
  const row = await fileSelect(db, companyId).where('f.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError(FILE_NOT_FOUND);
  return row;
}

export const getCompanyFile = async (db: Database, auth: AuthContext, companyId: number, id: number) =>
  presentFile(companyId, await findCompanyFile(db, auth, companyId, id));

async function checkType(db: Database, companyId: number, typeId: number | null | undefined) {
  if (typeId == null) return;
  const found = await db
    .selectFrom('file_types')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', typeId)
    .executeTakeFirst();
  if (!found) throw ValidationError.field('file_type', 'Choose a file type of this company.');
}

export async function uploadCompanyFile(
  db: Database,
  auth: AuthContext,
  companyId: number,
  input: { file: Buffer; file_name: string; title: string; file_type: number | null },
  io: FileIo,
) {
  ownCompany(auth, companyId);
  if (input.file.length === 0) throw ValidationError.field('file', STAFF_FILE_MISSING);
  if (input.file.length > STAFF_FILE_MAX_BYTES) throw ValidationError.field('file', STAFF_FILE_TOO_LARGE);
  const fileName = input.file_name.trim().slice(0, 200) || 'file';
  const contentType = sniffStaffFile(input.file, fileName);
  if (!contentType) throw ValidationError.field('file', STAFF_FILE_BAD_TYPE);
  await checkType(db, companyId, input.file_type);
  const storageName = await saveCharged(db, io, companyId, input.file, { field: 'file' });
  const row = await db
    .insertInto('company_files')
    .values({
      company_id: companyId,
      file_type_id: input.file_type,
      title: input.title.trim() || fileName,
      file_name: fileName,
      content_type: contentType,
      size: input.file.length,
      storage_name: storageName,
      uploaded_by_id: auth.staffId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAction(db, auth, {
    action: 'create',
    entity: 'company_file',
    entity_id: row.id,
    summary: `Uploaded the company file ${fileName}`,
  });
  return getCompanyFile(db, auth, companyId, row.id);
}

export async function updateCompanyFile(
  db: Database,
  auth: AuthContext,
  companyId: number,
  id: number,
  input: z.output<typeof companyFilePatchSchema>,
) {
  await findCompanyFile(db, auth, companyId, id);
  await checkType(db, companyId, input.file_type);
  const values = definedOnly({ title: input.title, file_type_id: input.file_type });
  if (Object.keys(values).length > 0) {
    await db
      .updateTable('company_files')
      .set(values)
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .execute();
  }
  await recordAction(db, auth, {
    action: 'update',
    entity: 'company_file',
    entity_id: id,
    summary: `Updated company file #${id}`,
    changes: values,
  });
  return getCompanyFile(db, auth, companyId, id);
}

/**
 * Deletes a company file, kept for an undo (trash.ts): its room in the company's storage is given
 * back at once, its bytes stay until the deletion is purged after its window.
 */
export async function deleteCompanyFile(db: Database, auth: AuthContext, companyId: number, id: number) {
  const row = await findCompanyFile(db, auth, companyId, id);
  await keepForUndo(db, auth, 'company_file', id);
  await db.deleteFrom('company_files').where('company_id', '=', companyId).where('id', '=', id).execute();
  await releaseStorage(db, companyId, [{ store: COMPANY_FILES_FOLDER, name: row.storage_name }]);
  await recordAction(db, auth, {
    action: 'delete',
    entity: 'company_file',
    entity_id: id,
    summary: `Deleted the company file ${row.file_name}`,
  });
}

/**
 * Undoes a deletion: the file, as it was, under its type if the type is still there, charged to
 * the company's storage again (refused, and left in the trash, when it no longer fits).
 */
export async function restoreCompanyFile(
  db: Database,
  auth: AuthContext,
  companyId: number,
  id: number,
  deps: QuotaDeps,
) {
  ownCompany(auth, companyId);
  await restoreFromTrash(db, auth, 'company_file', id);
  const row = await findCompanyFile(db, auth, companyId, id);
  try {
    await chargeStorage(db, deps, companyId, { store: COMPANY_FILES_FOLDER, name: row.storage_name, bytes: row.size });
  } catch (err) {
    throw err instanceof StorageQuotaError ? err.asFieldError('file') : err;
  }
  const restored = await getCompanyFile(db, auth, companyId, id);
  await recordAction(db, auth, {
    action: 'create',
    entity: 'company_file',
    entity_id: id,
    summary: `Restored the company file ${restored.file_name}`,
  });
  return restored;
}
