// Large knowledge-base uploads to S3-compatible storage, in parts (contract/uploads.ts, MULTIPART):
// - start: the presign call creates the store's multipart upload and answers a signed handle (company,
//   object key, the store's upload id, type, size, part size), so no table is needed and nobody can
//   finish or abort another company's upload;
// - parts: presigned PUT URLs for the part numbers asked for (a retry after a dropped network asks
//   again for the ones that failed);
// - complete: the store's own list of parts must hold every part at its size; then they are joined.
//   Asked again after the join (its answer was lost), it answers the same when the object is there;
// - abort: the store drops the parts (a cancelled upload leaves nothing to pay for).
import {
  MULTIPART_PART_BYTES,
  MULTIPART_THRESHOLD_BYTES,
  UPLOAD_LINK_EXPIRED,
  UPLOAD_LINK_INVALID,
  UPLOAD_PART_OUT_OF_RANGE,
  uploadPartsMissing,
  type MultipartPartsResponse,
  type MultipartPresignResponse,
  type UploadDone,
  type UploadMode,
} from '../../../contract/uploads';
import { API_PATHS } from '../../../contract/paths';
import path from 'node:path';
import type { AppDeps } from '../../lib/deps';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import {
  abortMultipartUpload,
  completeMultipartUpload,
  createMultipartUpload,
  listParts,
  ObjectStoreError,
  objectSize,
  partSizeFor,
  presignPartUrl,
} from '../../lib/s3-multipart';
import { readUrl, type S3Settings } from '../../lib/s3-presign';
import { readSignedPayload, signPayload } from '../../lib/signed-payload';
import { releaseStorage } from '../../lib/storage-quota';
import { KB_FILES_STORE } from './media-storage';

/** How long a multipart handle stays usable: a 30 GB video on a slow line takes days, not weeks. */
export const MULTIPART_HANDLE_TTL_SECONDS = 7 * 24 * 3600;
/** How long each part URL is valid. */
export const PART_URL_TTL_SECONDS = 3600;

export interface MultipartHandle {
  /** company id */
  c: number;
  /** object key in the bucket */
  k: string;
  /** the store's upload id */
  u: string;
  /** content type */
  t: string;
  m: UploadMode;
  /** size in bytes */
  s: number;
  /** part size */
  p: number;
  /** expiry, Unix seconds */
  e: number;
}

const PURPOSE = 'kb multipart upload';

export function encodeHandle(deps: AppDeps, handle: MultipartHandle): string {
  return signPayload(deps.signer, PURPOSE, handle);
}

/** The handle's contents, when this server signed it for the caller's company and it is still valid. */
function decodeHandle(deps: AppDeps, auth: AuthContext, text: string): MultipartHandle {
  const handle = readSignedPayload<MultipartHandle>(deps.signer, PURPOSE, text);
  if (!handle) throw new ForbiddenError(UPLOAD_LINK_INVALID);
  // Another company's upload does not exist for this one.
  if (handle.c !== auth.companyId) throw new NotFoundError();
  if (handle.e < Date.now() / 1000) throw new ForbiddenError(UPLOAD_LINK_EXPIRED);
  return handle;
}

const partCount = (handle: Pick<MultipartHandle, 's' | 'p'>) => Math.max(1, Math.ceil(handle.s / handle.p));
/** The size part `n` must have: the part size, the last one what is left. */
const expectedPartSize = (handle: MultipartHandle, n: number) =>
  n < partCount(handle) ? handle.p : handle.s - handle.p * (partCount(handle) - 1);

export const needsMultipart = (s3: S3Settings, size: number | undefined) =>
  size !== undefined && size > (s3.multipartThresholdBytes ?? MULTIPART_THRESHOLD_BYTES);

export async function startMultipartUpload(
  deps: AppDeps,
  s3: S3Settings,
  target: { companyId: number; objectKey: string; contentType: string; mode: UploadMode; size: number },
): Promise<MultipartPresignResponse> {
  const uploadId = await createMultipartUpload(s3, target.objectKey, target.contentType);
  const handle: MultipartHandle = {
    c: target.companyId,
    k: target.objectKey,
    u: uploadId,
    t: target.contentType,
    m: target.mode,
    s: target.size,
    p: partSizeFor(target.size, s3.partSizeBytes ?? MULTIPART_PART_BYTES),
    e: Math.floor(Date.now() / 1000) + MULTIPART_HANDLE_TTL_SECONDS,
  };
  return {
    url: `/${API_PATHS.kbMultipartUpload}`,
    method: 'MULTIPART',
    content_type: target.contentType,
    expires_in: MULTIPART_HANDLE_TTL_SECONDS,
    file_url: readUrl(s3, target.objectKey),
    upload: encodeHandle(deps, handle),
    part_size: handle.p,
    part_count: partCount(handle),
  };
}

function s3Of(deps: AppDeps): S3Settings {
  // A handle outlives a configuration change only as a refusal.
  if (!deps.config.s3) throw new ForbiddenError(UPLOAD_LINK_INVALID);
  return deps.config.s3;
}

export function signParts(
  deps: AppDeps,
  auth: AuthContext,
  input: { upload: string; part_numbers: number[] },
): MultipartPartsResponse {
  const handle = decodeHandle(deps, auth, input.upload);
  const s3 = s3Of(deps);
  if (input.part_numbers.some((n) => n > partCount(handle))) {
    throw ValidationError.field('part_numbers', UPLOAD_PART_OUT_OF_RANGE);
  }
  return {
    parts: [...new Set(input.part_numbers)].map((n) => ({
      part_number: n,
      url: presignPartUrl(s3, handle.k, handle.u, n, PART_URL_TTL_SECONDS),
    })),
    expires_in: PART_URL_TTL_SECONDS,
  };
}

export async function completeUpload(deps: AppDeps, auth: AuthContext, upload: string): Promise<UploadDone> {
  const handle = decodeHandle(deps, auth, upload);
  const s3 = s3Of(deps);
  const done = { file_url: readUrl(s3, handle.k), size: handle.s };
  let parts;
  try {
    parts = await listParts(s3, handle.k, handle.u);
  } catch (err) {
    // Joined already (the first answer was lost on the way back): the object is there, whole.
    if (
      err instanceof ObjectStoreError &&
      err.code === 'NoSuchUpload' &&
      (await objectSize(s3, handle.k)) === handle.s
    ) {
      return done;
    }
    throw err;
  }
  const byNumber = new Map(parts.map((part) => [part.partNumber, part]));
  const count = partCount(handle);
  const missing: number[] = [];
  for (let n = 1; n <= count; n++) {
    if (byNumber.get(n)?.size !== expectedPartSize(handle, n)) missing.push(n);
  }
  if (missing.length > 0) throw ValidationError.field('upload', uploadPartsMissing(missing, count));
  await completeMultipartUpload(
    s3,
    handle.k,
    handle.u,
    Array.from({ length: count }, (_, i) => byNumber.get(i + 1)!),
  );
  return done;
}

export async function abortUpload(deps: AppDeps, auth: AuthContext, upload: string): Promise<void> {
  const handle = decodeHandle(deps, auth, upload);
  const s3 = s3Of(deps);
  try {
    await abortMultipartUpload(s3, handle.k, handle.u);
  } catch (err) {
    // Aborted or finished already: there is nothing left to drop.
    if (!(err instanceof ObjectStoreError && err.code === 'NoSuchUpload')) throw err;
    // Finished: the object stays, and so does its charge.
    if ((await objectSize(s3, handle.k)) !== null) return;
  }
  // Charged when it was signed (uploads.service.ts); the parts are gone, so is the charge.
  await deps.db
    .transaction()
    .execute((trx) => releaseStorage(trx, handle.c, [{ store: KB_FILES_STORE, name: path.posix.basename(handle.k) }]));
}
