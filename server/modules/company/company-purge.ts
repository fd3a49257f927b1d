// The scheduled purge of deleted companies (issue 17): a company deleted more than
// COMPANY_RESTORE_DAYS ago is removed for good — its rows (every company-owned table cascades from
// companies), its stored files (<storageDir>/<folder>/<company>/ for every folder), and the users it
// leaves without any company.
//
// Those users are removed rather than kept as accounts with no company: such an account cannot sign
// in (sign-in needs a membership) nor be reached by anyone, it would keep a person's name, e-mail and
// password hash after their employer asked for the data to go, and it would keep the e-mail taken
// for a new sign-up. A user who still belongs to another company stays, with that membership.
//
// Safe to run twice at once (two server instances on one database): each company is taken with
// FOR UPDATE SKIP LOCKED, so an instance skips the one another is purging, and a company already
// gone is simply not found. Safe to repeat after a crash: the files are removed before the row, in
// the row's transaction, so a failure leaves the row for the next round, which removes what is left
// (removing files that are already gone is not an error).
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { COMPANY_RESTORE_DAYS } from '../../../contract/company';
import type { Database } from '../../db/database';
import { startPeriodicJob } from '../../lib/periodic-job';
import { deleteUsersWithoutCompany, listStaffUserIds } from './company.repository';

/** Once an hour: the window is counted in days, so an hour late is no matter. */
export const COMPANY_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Removes `<storageDir>/<folder>/<companyId>` for every folder (logos, uploads, SCORM, photos…). */
export async function removeCompanyFiles(storageDir: string, companyId: number): Promise<void> {
  const folders = await fs.readdir(storageDir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    await fs.rm(path.join(storageDir, folder.name, String(companyId)), { recursive: true, force: true });
  }
}

/** Purges one company past the window, if any is left that no other purge holds; answers its id. */
async function purgeOne(db: Database, storageDir: string, now: Date): Promise<number | null> {
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
    await removeCompanyFiles(storageDir, company.id);
    await trx.deleteFrom('companies').where('id', '=', company.id).execute();
    await deleteUsersWithoutCompany(trx, userIds);
    return company.id;
  });
}

/** Purges every company deleted more than COMPANY_RESTORE_DAYS before `now`; answers their ids. */
export async function purgeDeletedCompanies(db: Database, storageDir: string, now = new Date()): Promise<number[]> {
  const purged: number[] = [];
  for (;;) {
    const id = await purgeOne(db, storageDir, now);
    if (id === null) return purged;
    purged.push(id);
  }
}

/**
 * Runs the purge now and then every `intervalMs`, inside the server. Never overlaps itself; a
 * failure is reported and the next round tries again. Answers a stop function that waits for a
 * round in progress.
 */
export function startCompanyPurge(
  db: Database,
  storageDir: string,
  {
    intervalMs = COMPANY_PURGE_INTERVAL_MS,
    onPurged = (ids: number[]) => console.log(`Purged deleted companies: ${ids.join(', ')}`),
    onError = (error: unknown) => console.error('Company purge failed:', error),
  }: { intervalMs?: number; onPurged?: (ids: number[]) => void; onError?: (error: unknown) => void } = {},
): () => Promise<void> {
  const round = async () => {
    const ids = await purgeDeletedCompanies(db, storageDir);
    if (ids.length > 0) onPurged(ids);
  };
  return startPeriodicJob(round, { intervalMs, onError });
}
