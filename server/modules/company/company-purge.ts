// The scheduled purge of deleted companies (issue 17): a company deleted more than
// COMPANY_RESTORE_DAYS ago is removed for good — its rows (every company-owned table cascades from
// companies), its stored files (<storageDir>/<folder>/<company>/ for every folder, and with S3
// storage every object under kb/<company>/ in the bucket, with its unfinished multipart uploads),
// and the users it leaves without any company.
//
// Those users are removed rather than kept as accounts with no company: such an account cannot sign
// in (sign-in needs a membership) nor be reached by anyone, it would keep a person's name, e-mail and
// password hash after their employer asked for the data to go, and it would keep the e-mail taken
// for a new sign-up. A user who still belongs to another company stays, with that membership.
//
// Safe to run twice at once (two server instances on one database): each company is taken with
// FOR UPDATE SKIP LOCKED, so an instance skips the one another is purging, and a company already
// gone is simply not found. Resumable: the files are removed before the row, in the row's
// transaction, so a failure, a crash or a shutdown (stop() interrupts between two batches instead
// of waiting for a company of a million objects) leaves the row for the next round, which removes
// what is left (removing files that are already gone is not an error; the bucket is listed afresh
// for every batch of at most 1,000 keys).
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { COMPANY_RESTORE_DAYS } from '../../../contract/company';
import type { Database } from '../../db/database';
import type { AppConfig } from '../../lib/deps';
import { startPeriodicJob } from '../../lib/periodic-job';
import { deletePrefix } from '../../lib/s3-multipart';
import { s3CompanyPrefix } from '../knowledge-base/media-storage';
import { deleteUsersWithoutCompany, listStaffUserIds } from './company.repository';

/** Once an hour: the window is counted in days, so an hour late is no matter. */
export const COMPANY_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Where a company's files are: the storage directory, and the bucket when S3 storage is set. */
export type StorageConfig = Pick<AppConfig, 'storageDir' | 's3'>;

export interface PurgeOptions {
  now?: Date;
  /** Stops the purge between two batches; the company stays for the next round. */
  signal?: AbortSignal;
  /** Keys deleted per call to the bucket (S3 takes at most 1,000). */
  batchSize?: number;
  /** Hears each batch of objects deleted from the bucket. */
  onBatch?: (companyId: number, deleted: number) => void;
}

/**
 * Removes every stored file of the company: `<storageDir>/<folder>/<companyId>` for every folder
 * (logos, uploads, SCORM, photos…), and with S3 storage its objects and open uploads in the bucket.
 */
export async function removeCompanyFiles(
  storage: StorageConfig,
  companyId: number,
  { signal, batchSize, onBatch }: Omit<PurgeOptions, 'now'> = {},
): Promise<void> {
  if (storage.s3) {
    await deletePrefix(storage.s3, s3CompanyPrefix(companyId), {
      batchSize,
      signal,
      onBatch: (deleted) => onBatch?.(companyId, deleted),
    });
  }
  const folders = await fs.readdir(storage.storageDir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    signal?.throwIfAborted();
    await fs.rm(path.join(storage.storageDir, folder.name, String(companyId)), { recursive: true, force: true });
  }
}

/** Purges one company past the window, if any is left that no other purge holds; answers its id. */
async function purgeOne(
  db: Database,
  storage: StorageConfig,
  now: Date,
  options: PurgeOptions,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const company = await trx
      .selectFrom('companies')
      .select('id')
      .where('deleted_at', 'is not', null)
      .where('deleted_at', '<=', sql<Date>`${now}::timestamptz - make_interval(days => ${COMPANY_RESTORE_DAYS})`)
      .orderBy('deleted_at')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!company) return null;
    const userIds = (await listStaffUserIds(trx, company.id)).map((row) => row.user_id);
    await removeCompanyFiles(storage, company.id, options);
    await trx.deleteFrom('companies').where('id', '=', company.id).execute();
    await deleteUsersWithoutCompany(trx, userIds);
    return company.id;
  });
}

/** Purges every company deleted more than COMPANY_RESTORE_DAYS before `now`; answers their ids. */
export async function purgeDeletedCompanies(
  db: Database,
  storage: StorageConfig,
  options: PurgeOptions = {},
): Promise<number[]> {
  const now = options.now ?? new Date();
  const purged: number[] = [];
  for (;;) {
    options.signal?.throwIfAborted();
    const id = await purgeOne(db, storage, now, options);
    if (id === null) return purged;
    purged.push(id);
  }
}

/**
 * Runs the purge now and then every `intervalMs`, inside the server. Never overlaps itself; a
 * failure is reported and the next round tries again. Answers a stop function that interrupts a
 * round in progress between two batches and waits for it.
 */
export function startCompanyPurge(
  db: Database,
  storage: StorageConfig,
  {
    intervalMs = COMPANY_PURGE_INTERVAL_MS,
    onPurged = (ids: number[]) => console.log(`Purged deleted companies: ${ids.join(', ')}`),
    onError = (error: unknown) => console.error('Company purge failed:', error),
    onBatch,
  }: {
    intervalMs?: number;
    onPurged?: (ids: number[]) => void;
    onError?: (error: unknown) => void;
    onBatch?: PurgeOptions['onBatch'];
  } = {},
): () => Promise<void> {
  const stopping = new AbortController();
  const round = async () => {
    const ids = await purgeDeletedCompanies(db, storage, { signal: stopping.signal, onBatch });
    if (ids.length > 0) onPurged(ids);
  };
  const stopJob = startPeriodicJob(round, {
    intervalMs,
    // Interrupted by stop(): not a failure, the next start goes on.
    onError: (error) => (stopping.signal.aborted ? undefined : onError(error)),
  });
  return async () => {
    stopping.abort();
    await stopJob();
  };
}
