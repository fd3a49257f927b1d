// Where knowledge-base uploads go (spec knowledge base §7 Uploads), behind one small interface with
// two implementations:
// - local disk (the default): signed URLs for this server's own upload endpoint
//   (knowledgebase/api/uploads/{key}/), which streams the body to <storageDir>/kb-files/<company>/
//   (uploads.service.ts), and files served by knowledgebase/api/files/{company}/{key};
// - S3-compatible storage (S3_* settings): URLs presigned with SigV4 for the bucket itself, so the
//   bytes never pass through this server; a large file goes up in parts (multipart-uploads.ts).
// Either way the key is 128 random bits plus the extension: the file URL, served without a token
// (a <video> sends none), cannot be guessed.
import type { FastifyReply } from 'fastify';
import { API_PATHS } from '../../../contract/paths';
import { UPLOAD_URL_TTL_SECONDS, type PresignResponse, type UploadMode } from '../../../contract/uploads';
import type { AppDeps } from '../../lib/deps';
import { presignS3Url, readUrl, type S3Settings } from '../../lib/s3-presign';
import { fileStore, type FileStore } from '../../lib/stored-files';
import { needsMultipart, startMultipartUpload } from './multipart-uploads';

/** The folder of knowledge-base uploads, and the store they are charged under (lib/storage-quota.ts). */
export const KB_FILES_STORE = 'kb-files';
export const kbFileStore = (storageDir: string): FileStore => fileStore(storageDir, KB_FILES_STORE);

export interface UploadTarget {
  companyId: number;
  /** The stored name: 32 hex digits and the extension. */
  key: string;
  /** The Content-Type the upload must carry (signed). */
  contentType: string;
  mode: UploadMode;
  /** The declared size, signed where the store can enforce it (S3's Content-Length). */
  size?: number;
}

export interface MediaStorage {
  /** A URL the browser sends the file to, and the URL it is read from afterwards. */
  signUpload(target: UploadTarget): Promise<PresignResponse>;
  /**
   * Stores a small file the server holds in memory (an editor image) and answers its URL; on local
   * disk it is removed again if the request fails.
   */
  saveSmall(reply: FastifyReply, companyId: number, key: string, data: Buffer, contentType: string): Promise<string>;
}

/** The text the built-in storage signs for an upload URL: every part the URL or request carries. */
export function uploadSigningText(target: Omit<UploadTarget, 'size'>, expires: number): string {
  return ['PUT', target.key, target.companyId, target.contentType, target.mode, expires].join('\n');
}

export const localFileUrl = (companyId: number, key: string) => `/${API_PATHS.kbFile(companyId, key)}`;

function localStorage(deps: AppDeps): MediaStorage {
  const store = kbFileStore(deps.config.storageDir);
  return {
    async signUpload(target) {
      const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
      const query = new URLSearchParams({
        company: String(target.companyId),
        mode: target.mode,
        expires: String(expires),
        signature: deps.signer.mac(uploadSigningText(target, expires)),
      });
      return {
        url: `/${API_PATHS.kbUpload(target.key)}?${query.toString()}`,
        method: 'PUT',
        content_type: target.contentType,
        expires_in: UPLOAD_URL_TTL_SECONDS,
        file_url: localFileUrl(target.companyId, target.key),
      };
    },
    async saveSmall(reply, companyId, key, data) {
      await store.saveAs(reply, companyId, key, data);
      return localFileUrl(companyId, key);
    },
  };
}

/** The bucket prefix of a company's knowledge-base uploads (the purge of a company deletes it whole). */
export const s3CompanyPrefix = (companyId: number) => `kb/${companyId}/`;
const objectKey = (companyId: number, key: string) => `${s3CompanyPrefix(companyId)}${key}`;

function s3Storage(deps: AppDeps, s3: S3Settings): MediaStorage {
  const sign = (target: UploadTarget) =>
    presignS3Url(s3, {
      method: 'PUT',
      key: objectKey(target.companyId, target.key),
      expiresIn: UPLOAD_URL_TTL_SECONDS,
      headers: {
        'content-type': target.contentType,
        ...(target.size !== undefined ? { 'content-length': String(target.size) } : {}),
      },
    });
  return {
    async signUpload(target) {
      if (needsMultipart(s3, target.size)) {
        return startMultipartUpload(deps, s3, {
          ...target,
          objectKey: objectKey(target.companyId, target.key),
          size: target.size!,
        });
      }
      return {
        url: sign(target),
        method: 'PUT',
        content_type: target.contentType,
        expires_in: UPLOAD_URL_TTL_SECONDS,
        file_url: readUrl(s3, objectKey(target.companyId, target.key)),
      };
    },
    async saveSmall(_reply, companyId, key, data, contentType) {
      const target = { companyId, key, contentType, mode: 'multi' as const, size: data.length };
      const response = await fetch(sign(target), {
        method: 'PUT',
        headers: { 'content-type': contentType },
        body: new Uint8Array(data),
      });
      if (!response.ok) throw new Error(`the object store answered ${response.status} to an upload`);
      return readUrl(s3, objectKey(companyId, target.key));
    },
  };
}

export function mediaStorage(deps: AppDeps): MediaStorage {
  return deps.config.s3 ? s3Storage(deps, deps.config.s3) : localStorage(deps);
}
