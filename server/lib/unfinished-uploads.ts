// Removes what uploads cut off by a crash, a kill or a power cut leave behind (issue 17): the
// `<name>.part` file of a streamed upload (stored-files.ts saveStream) and the `<folder>.part`
// folder of a SCORM package being unpacked (scorm-extract.ts), both at
// <storageDir>/<store>/<company>/, and the temporary copy of a SCORM .zip fetched from S3
// (scorm-storage.ts, `groundwork-scorm-*` in the system's temporary directory).
//
// Run at start and then every hour (bootstrap.ts). A running upload writes its `.part` all the
// time, and one silent for UPLOAD_IDLE_MS is dropped (uploads.service.ts), so anything untouched
// for longer than that is no upload in progress, even when several servers share STORAGE_DIR.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Untouched this long, a `.part` belongs to no running upload (2 × uploads.service.ts's idle limit). */
export const UNFINISHED_MAX_AGE_MS = 4 * 60_000;
/** A temporary SCORM .zip lives while one package is unpacked; a day is far past any of those. */
const TEMP_ZIP_MAX_AGE_MS = 24 * 3600_000;

const PART = /\.part$/;

async function entries(dir: string) {
  return fs.readdir(dir, { withFileTypes: true }).catch(() => []);
}

/** The newest modification time in `target` (a folder being unpacked changes inside, not itself). */
async function lastTouched(target: string): Promise<number> {
  const stat = await fs.lstat(target).catch(() => null);
  if (!stat) return Date.now();
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of await entries(target)) {
    newest = Math.max(newest, await lastTouched(path.join(target, entry.name)));
  }
  return newest;
}

async function removeIfStale(target: string, maxAgeMs: number, now: number): Promise<boolean> {
  if (now - (await lastTouched(target)) < maxAgeMs) return false;
  await fs.rm(target, { recursive: true, force: true });
  return true;
}

/**
 * Removes stale unfinished uploads under `storageDir` (and stale temporary SCORM downloads in
 * `tempDir`); answers the paths removed.
 */
export async function removeUnfinishedUploads(
  storageDir: string,
  { maxAgeMs = UNFINISHED_MAX_AGE_MS, tempDir = os.tmpdir(), now = Date.now() } = {},
): Promise<string[]> {
  const removed: string[] = [];
  for (const store of await entries(storageDir)) {
    if (!store.isDirectory()) continue;
    for (const company of await entries(path.join(storageDir, store.name))) {
      if (!company.isDirectory()) continue;
      const dir = path.join(storageDir, store.name, company.name);
      for (const entry of await entries(dir)) {
        const target = path.join(dir, entry.name);
        if (PART.test(entry.name) && (await removeIfStale(target, maxAgeMs, now))) removed.push(target);
      }
    }
  }
  for (const entry of await entries(tempDir)) {
    const target = path.join(tempDir, entry.name);
    if (entry.name.startsWith('groundwork-scorm-') && (await removeIfStale(target, TEMP_ZIP_MAX_AGE_MS, now))) {
      removed.push(target);
    }
  }
  return removed;
}
