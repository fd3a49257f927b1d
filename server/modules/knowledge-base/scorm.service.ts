// SCORM packages (contract/scorm.ts): adding one from an uploaded .zip (unpacked and its manifest
// read, scorm-extract.ts and scorm-manifest.ts; the unpacked folder charged to the company's storage
// quota with the package's row; a refused package leaves nothing behind, not even its .zip), listing, renaming and deleting them (KB admins), and
// each person's attempt: the runtime's cmi data as last committed, with the status and score read
// from it. Commits replay from the outbox under their Idempotency-Key (route.ts), and one whose
// device time is older than what is stored is ignored, so the latest state wins whatever the order.
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  SCORM_MANIFEST_MISSING,
  SCORM_MAX_ENTRIES,
  SCORM_MAX_RATIO,
  SCORM_MAX_UNPACKED_BYTES,
  SCORM_RATIO_FLOOR_BYTES,
  SCORM_PATHS,
  scormLaunchNotFound,
  summarizeCmi,
  type ScormAttempt,
  type scormCommitSchema,
  type ScormPackage,
  type ScormSummary,
  type scormPackageCreateSchema,
  type ScormVersion,
} from '../../../contract/scorm';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { newStoredName } from '../../lib/stored-files';
import { chargeStorage, releaseStorage, StorageQuotaError, type StoredFileRef } from '../../lib/storage-quota';
import { extractPackage } from './scorm-extract';
import { readManifest } from './scorm-manifest';
import { contentUrl } from './scorm-origin';
import { KB_FILES_STORE } from './media-storage';
import {
  accessCode,
  contentBaseUrl,
  localZip,
  packageFolder,
  removeUploadedZip,
  uploadedZipName,
} from './scorm-storage';

/** Unpacked packages are charged to the storage quota under this store, by folder. */
export const SCORM_STORE = 'scorm';

/** The manifest is read whole; one this large is no manifest. */
const MANIFEST_MAX_BYTES = 10_000_000;

const PACKAGE_COLUMNS = [
  'id',
  'name',
  'scorm_version',
  'launch_path',
  'folder',
  'file_count',
  'total_bytes',
  'created_at',
] as const;

interface PackageRow {
  id: number;
  name: string;
  scorm_version: string;
  launch_path: string;
  folder: string;
  file_count: number;
  total_bytes: number | string;
  created_at: Date;
}

async function listFiles(root: string, dir = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(root, dir), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? listFiles(root, path.posix.join(dir, e.name)) : [path.posix.join(dir, e.name)],
    ),
  );
  return nested.flat();
}

async function present(deps: AppDeps, auth: AuthContext, row: PackageRow, withFiles = false): Promise<ScormPackage> {
  const base = contentBaseUrl(
    deps.config,
    auth.companyId,
    row.id,
    accessCode(deps, auth.companyId, row.id, auth.staffId),
  );
  const encoded = (p: string) => p.split('/').map(encodeURIComponent).join('/');
  const [file = '', query = ''] = row.launch_path.split(/(?=[?#])/);
  return {
    id: row.id,
    name: row.name,
    scorm_version: row.scorm_version as ScormVersion,
    launch_path: row.launch_path,
    file_count: row.file_count,
    total_bytes: Number(row.total_bytes),
    created_at: row.created_at.toISOString(),
    launch_url: base + encoded(file) + query,
    launcher_url: contentUrl(deps.config, auth.companyId, SCORM_PATHS.launcher),
    content_base_url: base,
    ...(withFiles
      ? { files: (await listFiles(packageFolder(deps, auth.companyId, row.folder))).map((f) => base + encoded(f)) }
      : {}),
  };
}

export async function packageRow(db: Database, companyId: number, id: number): Promise<PackageRow> {
  const row = await db
    .selectFrom('kb_scorm_packages')
    .select(PACKAGE_COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

export async function listPackages(db: Database, deps: AppDeps, auth: AuthContext): Promise<ScormPackage[]> {
  const rows = await db
    .selectFrom('kb_scorm_packages')
    .select(PACKAGE_COLUMNS)
    .where('company_id', '=', auth.companyId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return Promise.all(rows.map((row) => present(deps, auth, row)));
}

export async function packageDetail(db: Database, deps: AppDeps, auth: AuthContext, id: number) {
  return present(deps, auth, await packageRow(db, auth.companyId, id), true);
}

async function readPackageManifest(folder: string) {
  const file = path.join(folder, 'imsmanifest.xml');
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) throw ValidationError.field('file_url', SCORM_MANIFEST_MISSING);
  if (stat.size > MANIFEST_MAX_BYTES) throw ValidationError.field('file_url', SCORM_MANIFEST_MISSING);
  return readManifest(await fs.readFile(file, 'utf8'));
}

/** Unpacks the uploaded .zip, reads its manifest and records the package; nothing is kept if refused. */
export async function createPackage(
  db: Database,
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof scormPackageCreateSchema>,
): Promise<ScormPackage> {
  const zip = await localZip(deps, auth.companyId, input.file_url);
  try {
    return await unpackAndRecord(db, deps, auth, input, zip.path);
  } catch (err) {
    // A refused package: its .zip is of no use, and must not stay on disk, in the bucket or charged.
    if (err instanceof ValidationError) await dropUploadedZip(db, deps, auth.companyId, input.file_url);
    throw err;
  } finally {
    await zip.done();
  }
}

async function unpackAndRecord(
  db: Database,
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof scormPackageCreateSchema>,
  zipPath: string,
): Promise<ScormPackage> {
  const folderName = newStoredName();
  const folder = packageFolder(deps, auth.companyId, folderName);
  const limits = {
    maxBytes: deps.config.scormMaxUnpackedBytes ?? SCORM_MAX_UNPACKED_BYTES,
    maxEntries: deps.config.scormMaxEntries ?? SCORM_MAX_ENTRIES,
    maxRatio: deps.config.scormMaxRatio ?? SCORM_MAX_RATIO,
    ratioFloorBytes: SCORM_RATIO_FLOOR_BYTES,
  };
  const extracted = await extractPackage(zipPath, folder, limits);
  try {
    const manifest = await readPackageManifest(folder);
    if (!extracted.files.includes(manifest.launchFile)) {
      throw ValidationError.field('file_url', scormLaunchNotFound(manifest.launchFile));
    }
    const fallbackName = decodeURIComponent(input.file_url.split('/').pop() ?? '').replace(/\.zip$/i, '');
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('kb_scorm_packages')
        .values({
          company_id: auth.companyId,
          name: (input.name || manifest.title || fallbackName || 'SCORM package').slice(0, 200),
          scorm_version: manifest.version,
          launch_path: manifest.launchPath,
          folder: folderName,
          file_url: input.file_url,
          file_count: extracted.files.length,
          total_bytes: extracted.totalBytes,
          created_by_staff_id: auth.staffId,
        })
        .returning(PACKAGE_COLUMNS)
        .executeTakeFirstOrThrow();
      const unpacked = { store: SCORM_STORE, name: folderName, bytes: extracted.totalBytes };
      await chargeStorage(trx, deps, auth.companyId, unpacked).catch((err: unknown) => {
        throw err instanceof StorageQuotaError ? err.asFieldError('file_url') : err;
      });
      return inserted;
    });
    return await present(deps, auth, row);
  } catch (err) {
    await fs.rm(folder, { recursive: true, force: true });
    throw err;
  }
}

/** The uploaded .zip of a refused or deleted package: removed, and its charge released. */
async function dropUploadedZip(db: Database, deps: AppDeps, companyId: number, fileUrl: string) {
  const name = uploadedZipName(deps, companyId, fileUrl);
  if (!name) return;
  await removeUploadedZip(deps, companyId, fileUrl);
  await db.transaction().execute((trx) => releaseStorage(trx, companyId, [{ store: KB_FILES_STORE, name }]));
}

export async function renamePackage(db: Database, deps: AppDeps, auth: AuthContext, id: number, name: string) {
  await packageRow(db, auth.companyId, id);
  await db
    .updateTable('kb_scorm_packages')
    .set({ name })
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .execute();
  return packageDetail(db, deps, auth, id);
}

/**
 * Deletes the package and its attempts, and releases its storage; answers what removes its files
 * once the deletion has committed: the unpacked folder and the uploaded .zip (disk or bucket).
 */
export async function deletePackage(db: Database, deps: AppDeps, auth: AuthContext, id: number) {
  const row = await db
    .deleteFrom('kb_scorm_packages')
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .returning(['folder', 'file_url'])
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  const released: StoredFileRef[] = [{ store: SCORM_STORE, name: row.folder }];
  const zipName = uploadedZipName(deps, auth.companyId, row.file_url);
  if (zipName) released.push({ store: KB_FILES_STORE, name: zipName });
  await releaseStorage(db, auth.companyId, released);
  return async () => {
    await fs.rm(packageFolder(deps, auth.companyId, row.folder), { recursive: true, force: true });
    await removeUploadedZip(deps, auth.companyId, row.file_url);
  };
}

// ---- attempts ----------------------------------------------------------------------------------

type Cmi = Record<string, unknown>;

const ATTEMPT_COLUMNS = [
  'a.package_id',
  'a.staff_id',
  'a.cmi',
  'a.lesson_status',
  'a.completion_status',
  'a.success_status',
  'a.score_raw',
  'a.score_max',
  'a.score_scaled',
  'a.commit_count',
  'a.committed_at',
] as const;

type AttemptRow = ScormSummary & {
  package_id: number;
  staff_id: number;
  cmi: unknown;
  commit_count: number;
  committed_at: Date;
  name?: string;
};

function presentAttempt({ package_id, staff_id, cmi, commit_count, committed_at, name, ...summary }: AttemptRow) {
  const attempt: ScormAttempt = {
    package: package_id,
    staff: staff_id,
    ...(name !== undefined ? { staff_name: name } : {}),
    cmi: (cmi ?? {}) as Cmi,
    ...summary,
    commit_count,
    committed_at: committed_at.toISOString(),
  };
  return attempt;
}

export async function myAttempt(db: Database, auth: AuthContext, packageId: number): Promise<ScormAttempt> {
  await packageRow(db, auth.companyId, packageId);
  const row = await db
    .selectFrom('kb_scorm_attempts as a')
    .select(ATTEMPT_COLUMNS)
    .where('a.company_id', '=', auth.companyId)
    .where('a.package_id', '=', packageId)
    .where('a.staff_id', '=', auth.staffId)
    .executeTakeFirst();
  if (row) return presentAttempt(row);
  // Nothing committed yet: what an empty state reads as.
  const empty = summarizeCmi('2004', {});
  return { package: packageId, staff: auth.staffId, cmi: {}, ...empty, commit_count: 0, committed_at: null };
}

/** Stores a commit unless a newer one (by device time) is already stored. */
export async function commitAttempt(
  db: Database,
  auth: AuthContext,
  packageId: number,
  input: z.output<typeof scormCommitSchema>,
): Promise<ScormAttempt> {
  const pkg = await packageRow(db, auth.companyId, packageId);
  const summary = summarizeCmi(pkg.scorm_version as ScormVersion, input.cmi);
  const committedAt = new Date(input.committed_at);
  await db
    .insertInto('kb_scorm_attempts')
    .values({
      company_id: auth.companyId,
      package_id: packageId,
      staff_id: auth.staffId,
      cmi: JSON.stringify(input.cmi),
      ...summary,
      commit_count: 1,
      committed_at: committedAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'package_id', 'staff_id'])
        .doUpdateSet((eb) => ({
          cmi: eb.ref('excluded.cmi'),
          lesson_status: eb.ref('excluded.lesson_status'),
          completion_status: eb.ref('excluded.completion_status'),
          success_status: eb.ref('excluded.success_status'),
          score_raw: eb.ref('excluded.score_raw'),
          score_max: eb.ref('excluded.score_max'),
          score_scaled: eb.ref('excluded.score_scaled'),
          commit_count: sql<number>`kb_scorm_attempts.commit_count + 1`,
          committed_at: eb.ref('excluded.committed_at'),
          updated_at: sql<Date>`now()`,
        }))
        .where('kb_scorm_attempts.committed_at', '<=', committedAt),
    )
    .execute();
  return myAttempt(db, auth, packageId);
}

/** Every person's attempt on a package (KB admins). */
export async function packageAttempts(db: Database, auth: AuthContext, packageId: number): Promise<ScormAttempt[]> {
  await packageRow(db, auth.companyId, packageId);
  const rows = await db
    .selectFrom('kb_scorm_attempts as a')
    .innerJoin('staff as s', (j) => j.onRef('s.id', '=', 'a.staff_id').onRef('s.company_id', '=', 'a.company_id'))
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(ATTEMPT_COLUMNS)
    .select(sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('name'))
    .where('a.company_id', '=', auth.companyId)
    .where('a.package_id', '=', packageId)
    .orderBy('a.committed_at', 'desc')
    .execute();
  return rows.map(presentAttempt);
}
