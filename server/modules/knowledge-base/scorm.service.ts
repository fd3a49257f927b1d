// SCORM packages (contract/scorm.ts): adding one from an uploaded .zip (unpacked and its manifest
// read, scorm-extract.ts and scorm-manifest.ts; the unpacked folder charged to the company's storage
// quota with the package's row; a refused package leaves nothing behind, not even its .zip; named
// by the admin, else the manifest's title, else the file's own name), listing (with the caller's
// progress), renaming and deleting them (KB admins). Each person's attempts, one per SCO, are in
// scorm-attempts.ts.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
  SCORM_MANIFEST_MISSING,
  SCORM_MAX_ENTRIES,
  SCORM_MAX_RATIO,
  SCORM_MAX_UNPACKED_BYTES,
  SCORM_RATIO_FLOOR_BYTES,
  SCORM_PATHS,
  scormLaunchNotFound,
  type ScormItem,
  type ScormNavigation,
  type ScormPackage,
  type ScormProgressSummary,
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
import { myProgressByPackage } from './scorm-attempts';
import { launchFileOf, readManifest } from './scorm-manifest';
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
  'items',
  'navigation',
] as const;

export interface PackageRow {
  id: number;
  name: string;
  scorm_version: string;
  launch_path: string;
  folder: string;
  file_count: number;
  total_bytes: number | string;
  created_at: Date;
  items: unknown[] | null;
  navigation: ScormNavigation | null;
}

/**
 * The package's table of contents; a package added before items were kept plays as the one SCO it
 * launched, with the id '' its attempts have.
 */
export function itemsOfRow(row: Pick<PackageRow, 'items' | 'launch_path' | 'name'>): ScormItem[] {
  if (Array.isArray(row.items) && row.items.length) return row.items as ScormItem[];
  return [{ id: '', title: row.name, depth: 0, launch_path: row.launch_path }];
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

async function present(
  deps: AppDeps,
  auth: AuthContext,
  row: PackageRow,
  withFiles = false,
  progress?: ScormProgressSummary,
): Promise<ScormPackage> {
  const base = contentBaseUrl(
    deps.config,
    auth.companyId,
    row.id,
    accessCode(deps, auth.companyId, row.id, auth.staffId),
  );
  const encoded = (p: string) => p.split('/').map(encodeURIComponent).join('/');
  const launchUrl = (launchPath: string) => {
    const [file = '', query = ''] = launchPath.split(/(?=[?#])/);
    return base + encoded(file) + query;
  };
  return {
    id: row.id,
    name: row.name,
    scorm_version: row.scorm_version as ScormVersion,
    launch_path: row.launch_path,
    file_count: row.file_count,
    total_bytes: Number(row.total_bytes),
    created_at: row.created_at.toISOString(),
    launch_url: launchUrl(row.launch_path),
    launcher_url: contentUrl(deps.config, auth.companyId, SCORM_PATHS.launcher),
    content_base_url: base,
    ...(withFiles
      ? {
          files: (await listFiles(packageFolder(deps, auth.companyId, row.folder))).map((f) => base + encoded(f)),
          items: itemsOfRow(row).map((item) => ({
            ...item,
            launch_url: item.launch_path === null ? null : launchUrl(item.launch_path),
          })),
          navigation: row.navigation ?? { choice: true, flow: true },
        }
      : {}),
    ...(progress ? { my_progress: progress } : {}),
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
  const progress = await myProgressByPackage(db, auth, rows);
  return Promise.all(rows.map((row) => present(deps, auth, row, false, progress.get(row.id))));
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
    // Every SCO must be there to be played, not only the first.
    for (const item of manifest.items) {
      const file = item.launch_path === null ? null : launchFileOf(item.launch_path);
      if (file !== null && !extracted.files.includes(file)) {
        throw ValidationError.field('file_url', scormLaunchNotFound(file));
      }
    }
    // The name the admin's file had (the stored file's own name is a random one).
    const fallbackName = (input.file_name ?? '')
      .split(/[\\/]/)
      .pop()!
      .replace(/\.zip$/i, '')
      .trim();
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
          items: JSON.stringify(manifest.items),
          navigation: JSON.stringify(manifest.navigation),
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
