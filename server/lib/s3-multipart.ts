// S3 multipart uploads (CreateMultipartUpload, UploadPart, ListParts, CompleteMultipartUpload,
// AbortMultipartUpload) over presigned URLs, with node:crypto and fetch alone. S3 takes at most
// 5 GB in one PUT and at most 10,000 parts per object, each but the last at least 5 MiB; a 30 GB
// knowledge-base video therefore goes up in parts, which the browser sends straight to the bucket
// and can send again one by one after a dropped network.
//
// The server (not the browser) creates, lists, completes and aborts: it chose the key, and it
// checks with ListParts that every part arrived with the size it should have, so the browser never
// needs to read a part's ETag (which a bucket's CORS rules would have to expose).
import { createHash } from 'node:crypto';
import { presignS3Url, type S3Settings } from './s3-presign';

/** S3's limits: the largest number of parts and the smallest part but the last. */
export const S3_MAX_PARTS = 10_000;
export const S3_MIN_PART_BYTES = 5 * 1024 * 1024;
/** How long the server's own signed calls to the store are valid (they are sent at once). */
const CALL_TTL_SECONDS = 300;

export interface UploadedPart {
  partNumber: number;
  etag: string;
  size: number;
}

export class ObjectStoreError extends Error {
  constructor(
    message: string,
    /** S3's error code (NoSuchUpload, EntityTooSmall...) or the HTTP status. */
    readonly code: string,
  ) {
    super(message);
  }
}

const XML_ENTITIES: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&apos;': "'" };
const unescapeXml = (text: string) => text.replace(/&(quot|amp|lt|gt|apos);/g, (entity) => XML_ENTITIES[entity]!);
const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** The text of the first <tag> in a small S3 answer (whose shapes are fixed and flat). */
function tagText(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml);
  return match ? unescapeXml(match[1]!.trim()) : undefined;
}

async function call(
  s3: S3Settings,
  method: 'POST' | 'GET' | 'DELETE',
  key: string,
  query: Record<string, string>,
  request: { body?: string; signedHeaders?: Record<string, string> } = {},
): Promise<string> {
  const { body, signedHeaders } = request;
  const url = presignS3Url(s3, { method, key, query, headers: signedHeaders, expiresIn: CALL_TTL_SECONDS });
  const response = await fetch(url, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/xml' } : {}), ...signedHeaders },
    body,
  });
  const text = await response.text();
  // CompleteMultipartUpload may answer 200 with an <Error> body (S3 documents this): it failed too.
  if (!response.ok || /<Error>/.test(text)) {
    const code = tagText(text, 'Code') ?? String(response.status);
    throw new ObjectStoreError(`the object store refused ${method} ${Object.keys(query).join(',')}: ${code}`, code);
  }
  return text;
}

/** Starts a multipart upload of `key` with its Content-Type; answers the store's upload id. */
export async function createMultipartUpload(s3: S3Settings, key: string, contentType: string): Promise<string> {
  // The object keeps the Content-Type given here (parts carry none), so it is signed.
  const xml = await call(s3, 'POST', key, { uploads: '' }, { signedHeaders: { 'content-type': contentType } });
  const uploadId = tagText(xml, 'UploadId');
  if (!uploadId) throw new ObjectStoreError('the object store answered no UploadId', 'NoUploadId');
  return uploadId;
}

/** A URL the browser PUTs part `partNumber` (1-based) to, with no headers of its own to sign. */
export function presignPartUrl(s3: S3Settings, key: string, uploadId: string, partNumber: number, expiresIn: number) {
  return presignS3Url(s3, {
    method: 'PUT',
    key,
    query: { partNumber: String(partNumber), uploadId },
    expiresIn,
  });
}

/** Every part the store holds for the upload, in order (ListParts pages through 1,000 at a time). */
export async function listParts(s3: S3Settings, key: string, uploadId: string): Promise<UploadedPart[]> {
  const parts: UploadedPart[] = [];
  let marker: string | undefined;
  for (;;) {
    const xml = await call(s3, 'GET', key, { uploadId, ...(marker ? { 'part-number-marker': marker } : {}) });
    for (const [, part] of xml.matchAll(/<Part>([\s\S]*?)<\/Part>/g)) {
      parts.push({
        partNumber: Number(tagText(part!, 'PartNumber')),
        etag: tagText(part!, 'ETag') ?? '',
        size: Number(tagText(part!, 'Size')),
      });
    }
    if (tagText(xml, 'IsTruncated') !== 'true') break;
    const next = tagText(xml, 'NextPartNumberMarker');
    if (!next || next === marker) break;
    marker = next;
  }
  return parts.sort((a, b) => a.partNumber - b.partNumber);
}

/** Joins the parts into the object. */
export async function completeMultipartUpload(s3: S3Settings, key: string, uploadId: string, parts: UploadedPart[]) {
  const body =
    '<CompleteMultipartUpload>' +
    parts
      .map((p) => `<Part><PartNumber>${p.partNumber}</PartNumber><ETag>${escapeXml(p.etag)}</ETag></Part>`)
      .join('') +
    '</CompleteMultipartUpload>';
  await call(s3, 'POST', key, { uploadId }, { body });
}

/** The stored object's size, or null when there is none (HEAD). */
export async function objectSize(s3: S3Settings, key: string): Promise<number | null> {
  const response = await fetch(presignS3Url(s3, { method: 'HEAD', key, expiresIn: CALL_TTL_SECONDS }), {
    method: 'HEAD',
  });
  if (response.status === 404) return null;
  if (!response.ok)
    throw new ObjectStoreError(`the object store refused HEAD: ${response.status}`, String(response.status));
  return Number(response.headers.get('content-length'));
}

/** Drops the upload and every part the store holds for it. */
export async function abortMultipartUpload(s3: S3Settings, key: string, uploadId: string) {
  await call(s3, 'DELETE', key, { uploadId });
}

/** S3's most keys per ListObjectsV2 page and per DeleteObjects call. */
export const S3_MAX_KEYS_PER_CALL = 1000;

/** The first `max` keys under `prefix` (ListObjectsV2; a bucket-level call, hence the empty key). */
export async function listKeys(s3: S3Settings, prefix: string, max = S3_MAX_KEYS_PER_CALL): Promise<string[]> {
  const xml = await call(s3, 'GET', '', { 'list-type': '2', prefix, 'max-keys': String(max) });
  return [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map(([, entry]) => tagText(entry!, 'Key') ?? '');
}

/**
 * Deletes up to 1,000 keys in one DeleteObjects call. S3 insists on the body's Content-MD5 (signed
 * here); keys already gone are no error, and a key it could not delete fails the call.
 */
export async function deleteKeys(s3: S3Settings, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const body =
    '<Delete><Quiet>true</Quiet>' +
    keys.map((key) => `<Object><Key>${escapeXml(key)}</Key></Object>`).join('') +
    '</Delete>';
  const md5 = createHash('md5').update(body).digest('base64');
  await call(s3, 'POST', '', { delete: '' }, { body, signedHeaders: { 'content-md5': md5 } });
}

/** Multipart uploads in progress under `prefix`: their keys and ids (ListMultipartUploads, first page). */
export async function listUploads(s3: S3Settings, prefix: string): Promise<{ key: string; uploadId: string }[]> {
  const xml = await call(s3, 'GET', '', { uploads: '', prefix });
  return [...xml.matchAll(/<Upload>([\s\S]*?)<\/Upload>/g)].map(([, upload]) => ({
    key: tagText(upload!, 'Key') ?? '',
    uploadId: tagText(upload!, 'UploadId') ?? '',
  }));
}

/**
 * Deletes everything the bucket holds under `prefix`, `batchSize` keys a call, then drops the
 * multipart uploads still open there. It lists afresh for every batch, so it can be stopped between
 * two (`signal`) and started again later: it goes on with whatever is left. `onBatch` hears each
 * batch's count.
 */
export async function deletePrefix(
  s3: S3Settings,
  prefix: string,
  {
    batchSize = S3_MAX_KEYS_PER_CALL,
    signal,
    onBatch,
  }: { batchSize?: number; signal?: AbortSignal; onBatch?: (deleted: number) => void } = {},
): Promise<void> {
  if (!prefix.endsWith('/')) throw new Error('a prefix to delete must end with /');
  const size = Math.min(Math.max(1, batchSize), S3_MAX_KEYS_PER_CALL);
  for (;;) {
    signal?.throwIfAborted();
    const keys = await listKeys(s3, prefix, size);
    if (keys.length === 0) break;
    await deleteKeys(s3, keys);
    onBatch?.(keys.length);
  }
  const aborted = new Set<string>();
  for (;;) {
    signal?.throwIfAborted();
    const uploads = await listUploads(s3, prefix);
    if (uploads.length === 0) break;
    // A store that listed an upload again after dropping it would keep this loop going for ever.
    if (uploads.some((upload) => aborted.has(upload.uploadId))) {
      throw new ObjectStoreError(`the object store still lists uploads dropped under ${prefix}`, 'UploadsRemain');
    }
    for (const upload of uploads) {
      aborted.add(upload.uploadId);
      try {
        await abortMultipartUpload(s3, upload.key, upload.uploadId);
      } catch (err) {
        if (!(err instanceof ObjectStoreError && err.code === 'NoSuchUpload')) throw err;
      }
    }
  }
}

/**
 * The part size for a file: the configured size, at least S3's 5 MiB, raised (in whole MiB) as far
 * as the 10,000-part limit needs. 16 MiB parts keep a retry after a dropped phone connection short.
 */
export function partSizeFor(size: number, preferred: number): number {
  const mib = 1024 * 1024;
  const needed = Math.ceil(size / S3_MAX_PARTS / mib) * mib;
  return Math.max(preferred, needed, S3_MIN_PART_BYTES);
}
