// A bucket of its own on the real S3 server that `npm run test:s3` started (moto, S3_TEST_ENDPOINT),
// for the *.s3.test.ts files, and a look into it from outside the app: the objects under a prefix,
// the multipart uploads in progress, an object's bytes and headers. Those reads are signed with the
// app's own presigner, as the app's are; the bucket and its policy are made with moto's anonymous
// setup calls. Region eu-west-1, not the default, so a setting the presigner or the bucket ignored
// would show.
import { randomBytes } from 'node:crypto';
import { presignS3Url, type S3Settings } from '../lib/s3-presign';

export interface TestBucket {
  settings: S3Settings;
  /** Keys in the bucket under `prefix`, sorted (ListObjectsV2, every page). */
  keys(prefix?: string): Promise<string[]>;
  /** Keys of the multipart uploads not yet completed nor aborted (ListMultipartUploads). */
  pendingUploads(): Promise<string[]>;
  /** GET of an object: status, headers and bytes. */
  get(key: string, headers?: Record<string, string>): Promise<{ status: number; headers: Headers; body: Buffer }>;
  /** Puts an object straight into the bucket, as something other than the app would. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
}

export function s3TestEndpoint(): string {
  const endpoint = process.env.S3_TEST_ENDPOINT;
  if (!endpoint) throw new Error('S3_TEST_ENDPOINT is not set: run the S3 suite with `npm run test:s3`.');
  return endpoint;
}

const tag = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, 'g'))].map((m) => m[1]!);

/**
 * The CORS rules the README gives for a bucket the app's pages send files to and read them from:
 * PUT (an upload, or one part of a large one) with its Content-Type, GET and HEAD.
 */
export const bucketCorsRules = (origins: string[]) =>
  '<CORSConfiguration><CORSRule>' +
  origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('') +
  '<AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>' +
  '<AllowedHeader>content-type</AllowedHeader><MaxAgeSeconds>3600</MaxAgeSeconds>' +
  '</CORSRule></CORSConfiguration>';

/**
 * A new bucket. `publicReadPrefix`: anyone may GET objects under it (a bucket policy), as the README
 * asks of a bucket whose file URLs are played and shown in the app straight from the bucket.
 * `corsOrigins`: pages of these origins may send files to it and read them (bucketCorsRules).
 */
export async function createTestBucket(
  overrides: Partial<S3Settings> = {},
  { publicReadPrefix, corsOrigins }: { publicReadPrefix?: string; corsOrigins?: string[] } = {},
): Promise<TestBucket> {
  const settings: S3Settings = {
    endpoint: s3TestEndpoint(),
    bucket: `gw-test-${randomBytes(6).toString('hex')}`,
    region: 'eu-west-1',
    accessKeyId: 'AKIAGROUNDWORKTEST',
    secretAccessKey: 'groundwork-test-secret',
    pathStyle: true,
    ...overrides,
  };
  const sign = (method: 'GET' | 'PUT', key: string, query?: Record<string, string>, headers?: Record<string, string>) =>
    presignS3Url(settings, { method, key, query, headers, expiresIn: 300 });

  const bucketUrl = (query: Record<string, string>) => {
    // A bucket-level call: the bucket's own path, which presignS3Url builds for the empty key.
    return sign('GET', '', query);
  };
  const create = await fetch(`${settings.endpoint}/${settings.bucket}`, {
    method: 'PUT',
    body: `<CreateBucketConfiguration><LocationConstraint>${settings.region}</LocationConstraint></CreateBucketConfiguration>`,
  });
  if (!create.ok) throw new Error(`could not create the test bucket: ${create.status} ${await create.text()}`);
  if (corsOrigins) {
    const res = await fetch(`${settings.endpoint}/${settings.bucket}?cors`, {
      method: 'PUT',
      body: bucketCorsRules(corsOrigins),
    });
    if (!res.ok) throw new Error(`could not set the bucket's CORS rules: ${res.status} ${await res.text()}`);
  }
  if (publicReadPrefix !== undefined) {
    const policy = {
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Principal: '*',
          Action: 's3:GetObject',
          Resource: `arn:aws:s3:::${settings.bucket}/${publicReadPrefix}*`,
        },
      ],
    };
    const res = await fetch(`${settings.endpoint}/${settings.bucket}?policy`, {
      method: 'PUT',
      body: JSON.stringify(policy),
    });
    if (!res.ok) throw new Error(`could not set the bucket policy: ${res.status} ${await res.text()}`);
  }

  return {
    settings,
    async keys(prefix = '') {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const query: Record<string, string> = {
          'list-type': '2',
          prefix,
          ...(token ? { 'continuation-token': token } : {}),
        };
        const res = await fetch(bucketUrl(query));
        const xml = await res.text();
        if (!res.ok) throw new Error(`ListObjectsV2 answered ${res.status}: ${xml}`);
        for (const contents of tag(xml, 'Contents')) keys.push(tag(contents, 'Key')[0]!);
        token = tag(xml, 'IsTruncated')[0] === 'true' ? tag(xml, 'NextContinuationToken')[0] : undefined;
      } while (token);
      return keys.sort();
    },
    async pendingUploads() {
      const res = await fetch(bucketUrl({ uploads: '' }));
      const xml = await res.text();
      if (!res.ok) throw new Error(`ListMultipartUploads answered ${res.status}: ${xml}`);
      return tag(xml, 'Upload').map((upload) => tag(upload, 'Key')[0]!);
    },
    async get(key, headers = {}) {
      const res = await fetch(sign('GET', key), { headers });
      return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
    },
    async put(key, body, contentType) {
      const url = sign('PUT', key, undefined, { 'content-type': contentType });
      const res = await fetch(url, {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType },
      });
      if (!res.ok) throw new Error(`PUT ${key} answered ${res.status}: ${await res.text()}`);
    },
  };
}
