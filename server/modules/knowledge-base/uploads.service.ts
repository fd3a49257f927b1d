// Knowledge-base uploads (spec knowledge base §7 Uploads, §2 uploader, §9 limit):
// - sign: the file must fit the uploader's mode (§2: SCORM one .zip, default one video, multi any)
//   and be within the limit (§9 30 GB, UPLOAD_MAX_BYTES), then the storage signs a URL for it;
// - receive (built-in storage): the signed PUT is checked (signature, expiry, Content-Type, size)
//   and streamed to disk, cut off at the limit and checked by its first bytes against the mode;
// - editor images (knowledgebase/upload_file/jodit/1/): raster images only, by their bytes;
// - the storage quota (lib/storage-quota.ts): a declared size that does not fit is refused when
//   signing; with S3 the declared size (signed, so the bucket holds the upload to it) is charged
//   then, as the bytes never pass through here; on local disk the stream is cut off where the
//   quota ends and the file is charged once complete, removed again if a concurrent upload took
//   the room meanwhile;
// - serve: the stored file, with byte ranges (video seeking), typed by its extension, and only types
//   a browser cannot run as a page shown inline.
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EDITOR_IMAGE_INVALID,
  fileExtension,
  fitsUploadMode,
  UPLOAD_ALREADY_DONE,
  UPLOAD_CONTENT_MISMATCH,
  UPLOAD_INTERRUPTED,
  UPLOAD_LINK_EXPIRED,
  UPLOAD_LINK_INVALID,
  UPLOAD_MAX_BYTES,
  UPLOAD_MODES,
  UPLOAD_WRONG_TYPE,
  uploadTooLarge,
  type PresignResponse,
  type UploadDone,
  type UploadMode,
  type presignRequestSchema,
} from '../../../contract/uploads';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { ConflictError, ForbiddenError, NotFoundError, PayloadTooLargeError, ValidationError } from '../../lib/errors';
import { Reply, type AuthContext } from '../../lib/route';
import { newStoredName, STORED_NAME, StreamRefusedError } from '../../lib/stored-files';
import { sameText } from '../../lib/tokens';
import { chargeStorage, checkStorageRoom, storageLeft, StorageQuotaError, storageUsage } from '../../lib/storage-quota';
import { sniffImage } from '../company/logo-storage';
import { contentTypeOf, looksLike, servedType, SNIFF_BYTES } from './file-types';
import { KB_FILES_STORE, kbFileStore, localFileUrl, mediaStorage, uploadSigningText } from './media-storage';

export const uploadLimit = (deps: AppDeps) => deps.config.uploadMaxBytes ?? UPLOAD_MAX_BYTES;

/** An upload that sends nothing for this long is dropped (and its partial file removed). */
export const UPLOAD_IDLE_MS = 2 * 60_000;

const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

export const UPLOAD_SIZE_REQUIRED = 'The file size is required.';

export async function signUpload(
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof presignRequestSchema>,
): Promise<PresignResponse> {
  const { mode } = input;
  if (!fitsUploadMode(mode, input.file_name, input.file_content_type)) {
    throw ValidationError.field('file_name', UPLOAD_WRONG_TYPE[mode as Exclude<UploadMode, 'multi'>]);
  }
  const limit = uploadLimit(deps);
  if (input.file_size !== undefined && input.file_size > limit) {
    throw ValidationError.field('file_size', uploadTooLarge(limit));
  }
  const ext = fileExtension(input.file_name);
  const declared = input.file_content_type.toLowerCase();
  const contentType = MIME.test(declared) ? declared : contentTypeOf(ext);
  const key = newStoredName(/^[a-z0-9]{1,5}$/.test(ext) ? ext : undefined);
  const target = { companyId: auth.companyId, key, contentType, mode, size: input.file_size };
  if (!deps.config.s3) {
    // Checked here so a file that cannot fit is not sent at all; charged when it has arrived.
    if (input.file_size !== undefined)
      await quotaField(checkStorageRoom(deps.db, deps, auth.companyId, input.file_size));
    return mediaStorage(deps).signUpload(target);
  }
  // The bucket takes the bytes without this server: the signed Content-Length holds the upload to
  // the size charged now (an abandoned upload stays charged until it is aborted).
  if (input.file_size === undefined) throw ValidationError.field('file_size', UPLOAD_SIZE_REQUIRED);
  const size = input.file_size;
  return deps.db.transaction().execute(async (trx) => {
    await quotaField(chargeStorage(trx, deps, auth.companyId, { store: KB_FILES_STORE, name: key, bytes: size }));
    return mediaStorage(deps).signUpload(target);
  });
}

/** A quota refusal as the 400 on file_size the uploader shows. */
async function quotaField(check: Promise<void>): Promise<void> {
  try {
    await check;
  } catch (err) {
    throw err instanceof StorageQuotaError ? err.asFieldError('file_size') : err;
  }
}

/** The company and mode of a signed upload URL, or 403 when it was not signed so or has expired. */
function checkSignature(deps: AppDeps, key: string, query: Record<string, unknown>, contentType: string) {
  const companyId = Number(query.company);
  const expires = Number(query.expires);
  const mode = query.mode as UploadMode;
  const signature = typeof query.signature === 'string' ? query.signature : '';
  const wellFormed = Number.isSafeInteger(companyId) && Number.isSafeInteger(expires) && UPLOAD_MODES.includes(mode);
  const text = uploadSigningText({ companyId, key, contentType, mode }, expires);
  if (!wellFormed || !sameText(signature, deps.signer.mac(text))) throw new ForbiddenError(UPLOAD_LINK_INVALID);
  // Checked after the signature, so a changed expiry reads as tampering, not as expired.
  if (expires < Date.now() / 1000) throw new ForbiddenError(UPLOAD_LINK_EXPIRED);
  return { companyId, mode };
}

export async function receiveUpload(
  deps: AppDeps,
  request: FastifyRequest,
  key: string,
  query: Record<string, unknown>,
): Promise<UploadDone> {
  if (!STORED_NAME.test(key)) throw new NotFoundError();
  const contentType = request.headers['content-type'] ?? '';
  const { companyId, mode } = checkSignature(deps, key, query, contentType);
  const limit = uploadLimit(deps);
  const declared = Number(request.headers['content-length']);
  const declaredSize = Number.isFinite(declared) ? declared : null;
  // Refused before a byte is read: the answer goes out and the connection closes (route.ts).
  if (declaredSize !== null && declaredSize > limit) throw new PayloadTooLargeError(uploadTooLarge(limit));
  const left = await storageLeft(deps.db, deps, companyId);
  const overQuota = async (bytes: number | null) => {
    const usage = await storageUsage(deps.db, deps, companyId);
    return new StorageQuotaError(usage.used_bytes, usage.quota_bytes, bytes).asTooLarge();
  };
  if (declaredSize !== null && declaredSize > left) throw await overQuota(declaredSize);
  // The server has no overall request timeout (a 30 GB upload takes long), so a sender gone quiet
  // must not hold the connection and its partial file for ever. (inject()'s requests have no socket.)
  const idleLimit = typeof request.raw.setTimeout === 'function';
  if (idleLimit) request.raw.setTimeout(UPLOAD_IDLE_MS, () => request.raw.destroy());
  const store = kbFileStore(deps.config.storageDir);
  let size: number;
  try {
    size = await store.saveStream(companyId, key, request.raw, {
      // Cut off where the quota ends as well as at the upload limit.
      maxBytes: Math.min(limit, left),
      headBytes: SNIFF_BYTES,
      checkHead: mode === 'multi' ? undefined : (head) => looksLike(mode, head),
    });
  } catch (err) {
    if (err instanceof StreamRefusedError) {
      if (err.reason === 'too-large') {
        throw left < limit ? await overQuota(declaredSize) : new PayloadTooLargeError(uploadTooLarge(limit));
      }
      throw ValidationError.field('file', UPLOAD_CONTENT_MISMATCH);
    }
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new ConflictError(UPLOAD_ALREADY_DONE);
    // The client went away mid-upload: nobody hears this answer, and it is no server fault.
    if (request.raw.destroyed || !request.raw.complete) throw ValidationError.field('file', UPLOAD_INTERRUPTED);
    throw err;
  } finally {
    if (idleLimit) request.raw.setTimeout(0);
  }
  try {
    // Another upload of the company may have taken the room while this one streamed.
    await deps.db
      .transaction()
      .execute((trx) => chargeStorage(trx, deps, companyId, { store: KB_FILES_STORE, name: key, bytes: size }));
  } catch (err) {
    await store.remove(companyId, key);
    throw err instanceof StorageQuotaError ? err.asTooLarge() : err;
  }
  return { file_url: localFileUrl(companyId, key), size };
}

const GIF = /^GIF8[79]a/;

export async function saveEditorImage(deps: AppDeps, auth: AuthContext, reply: FastifyReply, data: Buffer) {
  const raster = sniffImage(data);
  const type = raster ?? (GIF.test(data.toString('latin1', 0, 6)) ? { ext: 'gif', mime: 'image/gif' } : null);
  if (!type) throw ValidationError.field('file', EDITOR_IMAGE_INVALID);
  const key = newStoredName(type.ext);
  // Charged first, so an image over the quota is never written; a failed write rolls the charge back.
  const url = await deps.db.transaction().execute(async (trx) => {
    const charge = chargeStorage(trx, deps, auth.companyId, { store: KB_FILES_STORE, name: key, bytes: data.length });
    try {
      await charge;
    } catch (err) {
      throw err instanceof StorageQuotaError ? err.asFieldError('file') : err;
    }
    return mediaStorage(deps).saveSmall(reply, auth.companyId, key, data, type.mime);
  });
  return { url };
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against the size; null for none or several ranges, 'bad' when unsatisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'bad' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'bad' : { start, end };
}

/** The stored file as a response body: whole, or the range asked for (a video seeking). */
export async function serveFile(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  companyId: number,
  key: string,
) {
  const file = await kbFileStore(deps.config.storageDir).find(companyId, key);
  if (!file) throw new NotFoundError();
  const ext = fileExtension(key);
  const type = servedType(ext);
  reply
    .header('content-type', type.mime)
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff');
  // A stored page or script must never run on this origin: anything not shown inline downloads,
  // and everything but PDF (whose viewer a sandbox would block) is sandboxed if opened directly.
  if (!type.inline) reply.header('content-disposition', 'attachment');
  if (ext !== 'pdf') reply.header('content-security-policy', "default-src 'none'; media-src 'self'; sandbox");
  const range = parseRange(request.headers.range, file.size);
  if (range === 'bad') {
    reply.header('content-range', `bytes */${file.size}`);
    return new Reply(416, undefined);
  }
  if (!range) {
    reply.header('content-length', String(file.size));
    return file.size === 0 ? '' : file.open();
  }
  reply
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', String(range.end - range.start + 1));
  return new Reply(206, file.open(range));
}
