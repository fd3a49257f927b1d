// The storage quota per company (issue 17; contract/storage.ts): every stored file is charged to its
// company in stored_files, with the company's sum in company_storage (migration 0025), in the same
// transaction as the row that records the file. The sum is updated with a condition
// (`used_bytes + n <= quota`), so concurrent uploads cannot together pass the quota: the row lock
// orders them, and the later one sees the earlier one's bytes or is refused.
//
// Callers charge before or right after writing the file, inside their transaction; a refusal
// throws, the transaction rolls back, and the caller's usual cleanup removes what it wrote.
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { DEFAULT_STORAGE_QUOTA_BYTES, storageQuotaExceeded, type StorageUsage } from '../../contract/storage';
import type { Database } from '../db/database';
import type { AppConfig, AppDeps } from './deps';
import { PayloadTooLargeError, ValidationError } from './errors';
import { newStoredName, type FileStore } from './stored-files';

/** Where a stored file lives: the folder under STORAGE_DIR (or the bucket prefix) and its name. */
export interface StoredFileRef {
  store: string;
  name: string;
}

/** What the quota is read from: the app's deps, or its configuration alone. */
export type QuotaDeps = { config: Pick<AppConfig, 'storageQuotaBytes'> };

export const storageQuota = (deps: QuotaDeps) => deps.config.storageQuotaBytes ?? DEFAULT_STORAGE_QUOTA_BYTES;

/** Over quota: 400 on the upload's field, or 413 for a streamed body (no field to name). */
export class StorageQuotaError extends Error {
  constructor(
    readonly usedBytes: number,
    readonly quotaBytes: number,
    readonly fileBytes: number | null,
  ) {
    super(storageQuotaExceeded(usedBytes, quotaBytes, fileBytes));
  }
  asFieldError(field: string): ValidationError {
    return ValidationError.field(field, this.message);
  }
  asTooLarge(): PayloadTooLargeError {
    return new PayloadTooLargeError(this.message);
  }
}

export async function storageUsage(db: Database, deps: QuotaDeps, companyId: number): Promise<StorageUsage> {
  const row = await db
    .selectFrom('company_storage')
    .select('used_bytes')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return { used_bytes: Number(row?.used_bytes ?? 0), quota_bytes: storageQuota(deps) };
}

/** Bytes the company may still store (0 when at or over its quota). */
export async function storageLeft(db: Database, deps: QuotaDeps, companyId: number): Promise<number> {
  const { used_bytes, quota_bytes } = await storageUsage(db, deps, companyId);
  return Math.max(0, quota_bytes - used_bytes);
}

/** Throws StorageQuotaError when `bytes` more would not fit; charges nothing (a check before writing). */
export async function checkStorageRoom(db: Database, deps: QuotaDeps, companyId: number, bytes: number): Promise<void> {
  const { used_bytes, quota_bytes } = await storageUsage(db, deps, companyId);
  if (used_bytes + bytes > quota_bytes) throw new StorageQuotaError(used_bytes, quota_bytes, bytes);
}

/**
 * Records a stored file against its company in the caller's transaction (`db` must be one, so a
 * refusal leaves no ledger row). Recording the same file twice charges it once (a replayed request).
 * `enforce: false` counts it even over the quota: for a file the company has no say in refusing
 * (a signed document the e-signature provider sends back).
 */
export async function chargeStorage(
  db: Database,
  deps: QuotaDeps,
  companyId: number,
  file: StoredFileRef & { bytes: number },
  { enforce = true }: { enforce?: boolean } = {},
): Promise<void> {
  const recorded = await db
    .insertInto('stored_files')
    .values({ company_id: companyId, store: file.store, name: file.name, bytes: file.bytes })
    .onConflict((oc) => oc.columns(['company_id', 'store', 'name']).doNothing())
    .returning('name')
    .executeTakeFirst();
  if (!recorded) return;
  const quota = enforce ? storageQuota(deps) : Number.MAX_SAFE_INTEGER;
  await db
    .insertInto('company_storage')
    .values({ company_id: companyId, used_bytes: 0 })
    .onConflict((oc) => oc.column('company_id').doNothing())
    .execute();
  const { rows } = await sql<{ used_bytes: string }>`
    UPDATE company_storage SET used_bytes = used_bytes + ${file.bytes}
    WHERE company_id = ${companyId} AND used_bytes + ${file.bytes} <= ${quota}
    RETURNING used_bytes`.execute(db);
  if (rows.length === 0) {
    const { used_bytes } = await storageUsage(db, deps, companyId);
    throw new StorageQuotaError(used_bytes, quota, file.bytes);
  }
}

/** Forgets stored files (deleted with their row), in the caller's transaction; unknown ones are ignored. */
export async function releaseStorage(db: Database, companyId: number, files: StoredFileRef[]): Promise<void> {
  let freed = 0;
  for (const file of files) {
    const row = await db
      .deleteFrom('stored_files')
      .where('company_id', '=', companyId)
      .where('store', '=', file.store)
      .where('name', '=', file.name)
      .returning('bytes')
      .executeTakeFirst();
    freed += Number(row?.bytes ?? 0);
  }
  if (freed === 0) return;
  await sql`
    UPDATE company_storage SET used_bytes = greatest(0, used_bytes - ${freed})
    WHERE company_id = ${companyId}`.execute(db);
}

/** What a request that stores or deletes files of a FileStore needs. */
export interface FileIo {
  store: FileStore;
  reply: FastifyReply;
  deps: AppDeps;
}

/**
 * Charges `data` to the company in `db` (the request's transaction), then writes it as a new file
 * of `io.store` and answers its name. Over the quota: 400 on `field`, and nothing is written. A
 * request failing later rolls the charge back, and the store removes the file once it has answered.
 */
export async function saveCharged(
  db: Database,
  io: FileIo,
  companyId: number,
  data: Buffer,
  { ext, field }: { ext?: string; field: string },
): Promise<string> {
  const name = newStoredName(ext);
  try {
    await chargeStorage(db, io.deps, companyId, { store: io.store.folder, name, bytes: data.length });
  } catch (err) {
    throw err instanceof StorageQuotaError ? err.asFieldError(field) : err;
  }
  await io.store.saveAs(io.reply, companyId, name, data);
  return name;
}

/** Releases a file of `io.store` in `db` and deletes it once the request has succeeded. */
export async function removeCharged(db: Database, io: FileIo, companyId: number, name: string): Promise<void> {
  await releaseStorage(db, companyId, [{ store: io.store.folder, name }]);
  io.store.removeOnSuccess(io.reply, companyId, name);
}
