// Presigned URLs for S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Ceph...), with
// AWS Signature Version 4 in the query string, written with node:crypto alone: the browser sends the
// file straight to the bucket, and nothing here needs an SDK.
// Reference: "Authenticating Requests: Using Query Parameters (AWS Signature Version 4)".
import { createHash, createHmac } from 'node:crypto';

export interface S3Settings {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://minio.internal:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (endpoint/bucket/key), which every S3-compatible store accepts; else bucket.host/key. */
  pathStyle: boolean;
  /** Where stored objects are read from (a CDN or the public bucket URL); default the object URL. */
  publicUrl?: string;
  /** Files larger than this go up in parts; default MULTIPART_THRESHOLD_BYTES (tests make it small). */
  multipartThresholdBytes?: number;
  /** The preferred part size; default MULTIPART_PART_BYTES. */
  partSizeBytes?: number;
}

export interface PresignOptions {
  method: 'GET' | 'PUT' | 'HEAD' | 'DELETE' | 'POST';
  key: string;
  /** The operation's own query parameters (uploads, uploadId, partNumber...), signed with the rest. */
  query?: Record<string, string>;
  expiresIn: number;
  /** Headers the request must carry exactly (content-type, content-length); host is always signed. */
  headers?: Record<string, string>;
  now?: Date;
}

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ (and '/' in paths). */
function encode(value: string, keepSlash = false): string {
  return Array.from(new TextEncoder().encode(value), (byte) => {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(char) || (keepSlash && char === '/')) return char;
    return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** The object's URL without a signature. */
export function objectUrl(s3: S3Settings, key: string): string {
  const endpoint = new URL(s3.endpoint);
  const base = endpoint.pathname.replace(/\/+$/, '');
  const path = `${base}${s3.pathStyle ? `/${encode(s3.bucket)}` : ''}/${encode(key, true)}`;
  const host = s3.pathStyle ? endpoint.host : `${s3.bucket}.${endpoint.host}`;
  return `${endpoint.protocol}//${host}${path}`;
}

/** Where a stored object is read from: the public URL's base, or the object URL. */
export function readUrl(s3: S3Settings, key: string): string {
  return s3.publicUrl ? `${s3.publicUrl.replace(/\/+$/, '')}/${encode(key, true)}` : objectUrl(s3, key);
}

export function presignS3Url(s3: S3Settings, options: PresignOptions): string {
  const url = new URL(objectUrl(s3, options.key));
  const now = options.now ?? new Date();
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${s3.region}/s3/aws4_request`;

  const headers: Record<string, string> = { host: url.host };
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value.trim();
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');

  const query: Record<string, string> = {
    ...options.query,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${s3.accessKeyId}/${scope}`,
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(options.expiresIn),
    'X-Amz-SignedHeaders': signedHeaders,
  };
  const canonicalQuery = Object.keys(query)
    .sort()
    .map((name) => `${encode(name)}=${encode(query[name]!)}`)
    .join('&');
  const canonicalRequest = [
    options.method,
    url.pathname,
    canonicalQuery,
    names.map((name) => `${name}:${headers[name]}\n`).join(''),
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${s3.secretAccessKey}`, day), s3.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `${url.origin}${url.pathname}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
