// Where SCORM packages live on disk and who may read them.
// - Folders: <storageDir>/scorm/<company>/<folder> (folder: 32 random hex digits), one per package.
// - The uploaded .zip is found from its file_url: this server's own file URL of the caller's
//   company, or with S3 storage an object of the company's prefix, fetched to a temporary file.
// - Access: an iframe loading the package sends no bearer token, so the content path carries an
//   access code signed for one person and package: `<staff id>-<mac>`. It never expires (the files
//   are cached for offline play under it), and the content route checks that person is still an
//   active member of the company on every request.
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { API_PATHS } from '../../../contract/paths';
import { SCORM_FILE_GONE, SCORM_PATHS } from '../../../contract/scorm';
import type { AppConfig, AppDeps } from '../../lib/deps';
import { ValidationError } from '../../lib/errors';
import { presignS3Url, readUrl } from '../../lib/s3-presign';
import { STORED_NAME } from '../../lib/stored-files';
import { kbFileStore } from './media-storage';
import { contentUrl } from './scorm-origin';

export const scormRoot = (deps: AppDeps, companyId: number) =>
  path.join(deps.config.storageDir, 'scorm', String(companyId));

export const packageFolder = (deps: AppDeps, companyId: number, folder: string) =>
  path.join(scormRoot(deps, companyId), folder);

const signingText = (companyId: number, packageId: number, staffId: number) =>
  ['scorm', companyId, packageId, staffId].join('\n');

export function accessCode(deps: AppDeps, companyId: number, packageId: number, staffId: number): string {
  return `${staffId}-${deps.signer.mac(signingText(companyId, packageId, staffId)).slice(0, 32)}`;
}

/** The staff id an access code was signed for, or null when it was not signed so. */
export function staffOfAccessCode(deps: AppDeps, companyId: number, packageId: number, code: string): number | null {
  const staffId = Number(code.split('-')[0]);
  if (!Number.isSafeInteger(staffId) || staffId <= 0) return null;
  return accessCode(deps, companyId, packageId, staffId) === code ? staffId : null;
}

/** The folder of a package's files for one person, on its company's content origin. */
export const contentBaseUrl = (config: AppConfig, companyId: number, packageId: number, access: string) =>
  contentUrl(config, companyId, `${SCORM_PATHS.contentPrefix}${companyId}/${packageId}/${access}/`);

const gone = (): never => {
  throw ValidationError.field('file_url', SCORM_FILE_GONE);
};

/** Where this server stores the upload `fileUrl` names, when it is one of the company's own files. */
export function storedZipPath(deps: AppDeps, companyId: number, fileUrl: string): string | null {
  const localPrefix = `/${API_PATHS.kbFile(companyId, '')}`;
  const name = fileUrl.startsWith(localPrefix) ? fileUrl.slice(localPrefix.length) : '';
  return STORED_NAME.test(name) ? path.join(deps.config.storageDir, 'kb-files', String(companyId), name) : null;
}

/** The stored name of the company's uploaded .zip `fileUrl` names (local or in the bucket), or null. */
export function uploadedZipName(deps: AppDeps, companyId: number, fileUrl: string): string | null {
  const stored = storedZipPath(deps, companyId, fileUrl);
  if (stored) return path.basename(stored);
  const s3 = deps.config.s3;
  const prefix = s3 ? readUrl(s3, `kb/${companyId}/`) : null;
  const name = prefix && fileUrl.startsWith(prefix) ? fileUrl.slice(prefix.length) : '';
  return STORED_NAME.test(name) ? name : null;
}

/**
 * Deletes the company's uploaded .zip `fileUrl` names from the disk or the bucket: a package refused,
 * or deleted. Its charge is the caller's to release.
 */
export async function removeUploadedZip(deps: AppDeps, companyId: number, fileUrl: string): Promise<void> {
  const name = uploadedZipName(deps, companyId, fileUrl);
  if (!name) return;
  const s3 = deps.config.s3;
  if (storedZipPath(deps, companyId, fileUrl) || !s3)
    return kbFileStore(deps.config.storageDir).remove(companyId, name);
  const key = `kb/${companyId}/${name}`;
  const response = await fetch(presignS3Url(s3, { method: 'DELETE', key, expiresIn: 300 }), { method: 'DELETE' });
  if (!response.ok && response.status !== 404)
    throw new Error(`the object store answered ${response.status} to a delete`);
}

/**
 * The uploaded .zip as a local file: `path`, and `done()` to call afterwards (removes a temporary
 * download). Only the caller's company's uploads are found.
 */
export async function localZip(deps: AppDeps, companyId: number, fileUrl: string) {
  const stored = storedZipPath(deps, companyId, fileUrl);
  if (stored) {
    if (!(await kbFileStore(deps.config.storageDir).find(companyId, path.basename(stored)))) return gone();
    return { path: stored, done: async () => {} };
  }
  const s3 = deps.config.s3;
  const objectPrefix = `kb/${companyId}/`;
  const s3Prefix = s3 ? readUrl(s3, objectPrefix) : null;
  if (!s3 || !s3Prefix || !fileUrl.startsWith(s3Prefix)) return gone();
  const name = fileUrl.slice(s3Prefix.length);
  if (!STORED_NAME.test(name)) return gone();
  const response = await fetch(presignS3Url(s3, { method: 'GET', key: objectPrefix + name, expiresIn: 300 }));
  if (!response.ok || !response.body) return gone();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'groundwork-scorm-'));
  const file = path.join(dir, 'package.zip');
  await pipeline(Readable.fromWeb(response.body as WebReadableStream), createWriteStream(file));
  return { path: file, done: () => fs.rm(dir, { recursive: true, force: true }) };
}
