// The upload suite against a real S3 implementation (moto's server, started by `npm run test:s3`),
// with the app's real defaults (parts above 100 MiB, 16 MiB each), not a fake written for the tests:
// - a small file is one presigned PUT, read back from its file_url, whole and in byte ranges;
// - a file over 100 MiB goes up in parts; a part cut off mid-way by a dropped connection is found
//   missing from the store's own list of parts, sent again alone, and the object is joined whole;
// - a cancelled upload leaves no upload nor object in the bucket, and gives its quota back;
// - an editor image is put into the bucket by the server itself (its size and type signed);
// - a SCORM package uploaded to the bucket is fetched back with a presigned GET and unpacked; one
//   refused is deleted from the bucket again;
// - the storage quota counts what was signed for the bucket, and refuses what would not fit.
// The bucket is looked at from outside the app (server/test/s3-bucket.ts): its keys, its pending
// multipart uploads, an object's bytes. (moto does not check query signatures: the SigV4 presigner
// is checked against an independent verifier in multipart-uploads.test.ts.)
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScormPackage } from '../../../contract/scorm';
import type { StorageUsage } from '../../../contract/storage';
import {
  MULTIPART_PART_BYTES,
  uploadPartsMissing,
  type MultipartPartsResponse,
  type MultipartPresignResponse,
  type PresignResponse,
  type UploadDone,
} from '../../../contract/uploads';
import { scormCourseEntries, scormCourseZip } from '../../../tests/fixtures/scorm-course';
import { multipart, PNG_1X1 } from '../company/company.fixtures';
import { createTestBucket, type TestBucket } from '../../test/s3-bucket';
import { createTestApp, createTestCompany, type TestCompany, type TestContext } from '../../test/helpers';
import { api, KB } from './knowledge-base.fixtures';

const MIB = 1024 * 1024;

let bucket: TestBucket;
let ctx: TestContext;
let c: TestCompany;
beforeAll(async () => {
  // File URLs are read straight from the bucket (a <video> sends no signature): the README asks
  // for public reads of kb/, which the first test shows is needed.
  bucket = await createTestBucket({}, { publicReadPrefix: 'kb/' });
  ctx = await createTestApp({ config: { s3: bucket.settings } });
  c = await createTestCompany(ctx);
});
afterAll(() => ctx?.close());

/** The object key a file_url names (path-style: /bucket/key). */
const keyOf = (fileUrl: string) => new URL(fileUrl).pathname.split('/').slice(2).map(decodeURIComponent).join('/');
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function presign(size: number, name: string, type: string, company = c, mode = 'video', app = ctx) {
  const res = await api(app, company.admin, {
    method: 'POST',
    url: `${KB}/generate-s3-presigned-url/`,
    payload: { file_name: name, file_content_type: type, file_size: size, mode },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PresignResponse>();
}

const call = (name: 'parts' | 'complete' | 'abort', payload: object) =>
  api(ctx, c.admin, { method: 'POST', url: `${KB}/multipart-upload/${name}/`, payload });

async function partUrls(upload: string, numbers: number[]) {
  const res = await call('parts', { upload, part_numbers: numbers });
  expect(res.statusCode, res.body).toBe(200);
  return new Map(res.json<MultipartPartsResponse>().parts.map((p) => [p.part_number, p.url]));
}

async function usage(company = c, app = ctx): Promise<StorageUsage> {
  const res = await api(app, company.admin, { method: 'GET', url: '/company/api/storage-usage/' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StorageUsage>();
}

/** PUTs `data` to a presigned URL as a browser would (Content-Length from the body); answers the status and ETag. */
async function putTo(url: string, data: Buffer, contentType?: string) {
  const res = await fetch(url, {
    method: 'PUT',
    headers: contentType ? { 'content-type': contentType } : {},
    body: new Uint8Array(data),
  });
  const text = await res.text();
  return { status: res.status, etag: res.headers.get('etag'), text };
}

/**
 * A part lost to a dropped network: the request announces the whole part's Content-Length, sends
 * `sent` bytes of it, and the connection is cut. Resolves once the socket is gone.
 */
function putCutOff(url: string, data: Buffer, sent: number): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(url, { method: 'PUT', headers: { 'content-length': String(data.length) } });
    request.on('error', () => resolve());
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve());
    });
    request.write(data.subarray(0, sent), () => {
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 200);
    });
  });
}

describe('a small file', () => {
  it('is one presigned PUT straight to the bucket, read back whole and in ranges from its file_url', async () => {
    const data = randomBytes(64 * 1024);
    const before = await usage();
    const answer = await presign(data.length, 'clip.mp4', 'video/mp4');
    expect(answer.method).toBe('PUT');
    expect(answer.file_url).toMatch(
      new RegExp(`^${bucket.settings.endpoint}/${bucket.settings.bucket}/kb/${c.companyId}/[0-9a-f]{32}\\.mp4$`),
    );
    const put = await putTo(answer.url, data, answer.content_type);
    expect(put.status, put.text).toBe(200);
    // S3 quotes an ETag; for a single PUT it is the MD5 of the body.
    expect(put.etag).toBe(`"${createHash('md5').update(data).digest('hex')}"`);

    const read = await fetch(answer.file_url);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await read.arrayBuffer()).equals(data)).toBe(true);
    // A video seeking: the bucket answers the range itself.
    const range = await fetch(answer.file_url, { headers: { range: 'bytes=1000-1999' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).equals(data.subarray(1000, 2000))).toBe(true);

    // The declared size was charged when signing.
    expect((await usage()).used_bytes).toBe(before.used_bytes + data.length);
  });

  it('needs the public read the README asks for: a private bucket refuses the file URL', async () => {
    const closed = await createTestBucket();
    const key = `kb/${c.companyId}/${'a'.repeat(32)}.mp4`;
    await closed.put(key, randomBytes(100), 'video/mp4');
    expect((await fetch(`${closed.settings.endpoint}/${closed.settings.bucket}/${key}`)).status).toBe(403);
    // The app's own signed reads (SCORM packages) still work there.
    expect((await closed.get(key)).status).toBe(200);
  });

  it('an editor image is put into the bucket by the server, its size and type signed', async () => {
    const res = await api(ctx, c.admin, {
      method: 'POST',
      url: '/knowledgebase/upload_file/jodit/1/',
      ...(await multipart({ file: { filename: 'picture', contentType: 'application/octet-stream', data: PNG_1X1 } })),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json<{ url: string }>();
    expect(url.startsWith(`${bucket.settings.endpoint}/${bucket.settings.bucket}/kb/${c.companyId}/`)).toBe(true);
    const stored = await bucket.get(keyOf(url));
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/png');
    expect(stored.body.equals(PNG_1X1)).toBe(true);
  });
});

describe('a file over 100 MiB', () => {
  it('goes up in parts; a part cut off mid-way is sent again alone, and the object is whole', async () => {
    const size = 100 * MIB + 3 * MIB + 12_345;
    const data = randomBytes(size);
    const answer = (await presign(size, 'induction.mp4', 'video/mp4')) as MultipartPresignResponse;
    expect(answer).toMatchObject({ method: 'MULTIPART', part_size: MULTIPART_PART_BYTES, part_count: 7 });
    const key = keyOf(answer.file_url);
    expect(await bucket.pendingUploads()).toContain(key);

    const slice = (n: number) => data.subarray((n - 1) * answer.part_size, Math.min(n * answer.part_size, size));
    const urls = await partUrls(answer.upload, [1, 2, 3, 4, 5, 6, 7]);
    for (const n of [1, 2, 3, 5, 6, 7]) {
      const put = await putTo(urls.get(n)!, slice(n));
      expect(put.status, put.text).toBe(200);
      expect(put.etag).toMatch(/^"[0-9a-f]{32}"$/);
    }
    // Part 4: the phone's connection drops after 3 MiB of its 16.
    await putCutOff(urls.get(4)!, slice(4), 3 * MIB);

    const early = await call('complete', { upload: answer.upload });
    expect(early.statusCode, early.body).toBe(400);
    expect(early.json()).toEqual({ upload: [uploadPartsMissing([4], 7)] });
    expect(await bucket.keys(key)).toEqual([]);

    const retry = await partUrls(answer.upload, [4]);
    const put = await putTo(retry.get(4)!, slice(4));
    expect(put.status, put.text).toBe(200);

    const done = await call('complete', { upload: answer.upload });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<UploadDone>()).toEqual({ file_url: answer.file_url, size });
    const stored = await bucket.get(key);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('video/mp4');
    expect(Number(stored.headers.get('content-length'))).toBe(size);
    expect(sha256(stored.body)).toBe(sha256(data));
    // S3's ETag of a joined object is the MD5 of the parts' MD5s, dash, the number of parts.
    expect(stored.headers.get('etag')).toMatch(/^"[0-9a-f]{32}-7"$/);
    expect(await bucket.pendingUploads()).not.toContain(key);

    // Its answer lost, the finish is asked again: the same answer, from the object now there.
    const again = await call('complete', { upload: answer.upload });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<UploadDone>()).toEqual({ file_url: answer.file_url, size });
  });

  it('is cancelled: no upload nor object is left in the bucket, and its charge is given back', async () => {
    const before = await usage();
    const size = 101 * MIB;
    const answer = (await presign(size, 'cancelled.mp4', 'video/mp4')) as MultipartPresignResponse;
    const key = keyOf(answer.file_url);
    expect((await usage()).used_bytes).toBe(before.used_bytes + size);
    const urls = await partUrls(answer.upload, [1]);
    expect((await putTo(urls.get(1)!, randomBytes(answer.part_size))).status).toBe(200);

    const res = await call('abort', { upload: answer.upload });
    expect(res.statusCode, res.body).toBe(204);
    expect(await bucket.pendingUploads()).not.toContain(key);
    expect(await bucket.keys(key)).toEqual([]);
    expect(await usage()).toEqual(before);
    // Cancelled twice (a retried request): still fine, nothing given back twice.
    expect((await call('abort', { upload: answer.upload })).statusCode).toBe(204);
    expect(await usage()).toEqual(before);
    // A part sent after the cancel is not taken (S3 answers 404 NoSuchUpload; moto 500), and
    // starts nothing.
    const late = await putTo(urls.get(1)!, randomBytes(1024));
    expect(late.status).toBeGreaterThanOrEqual(400);
    expect(await bucket.pendingUploads()).not.toContain(key);
    expect(await bucket.keys(key)).toEqual([]);
  });
});

describe('a SCORM package in the bucket', () => {
  it('is fetched back with a presigned GET, unpacked and served; its bytes are counted', async () => {
    const zip = scormCourseZip('1.2');
    const before = await usage();
    const answer = await presign(zip.length, 'course.zip', 'application/zip', c, 'scorm');
    expect((await putTo(answer.url, zip, answer.content_type)).status).toBe(200);
    const res = await api(ctx, c.admin, {
      method: 'POST',
      url: `${KB}/scorm/packages/`,
      payload: { file_url: answer.file_url },
    });
    expect(res.statusCode, res.body).toBe(201);
    const pkg = res.json<ScormPackage>();
    expect(pkg).toMatchObject({ scorm_version: '1.2', launch_path: 'content/index.html', file_count: 3 });
    const page = await ctx.app.inject({ method: 'GET', url: pkg.launch_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Fire safety quiz');
    // The .zip (charged when signed) and the unpacked files.
    const unpacked = scormCourseEntries('1.2').reduce((sum, entry) => sum + Buffer.byteLength(entry.data), 0);
    expect((await usage()).used_bytes).toBe(before.used_bytes + zip.length + unpacked);
  });

  it('refused, is deleted from the bucket again and gives its charge back', async () => {
    const before = await usage();
    const notZip = Buffer.concat([Buffer.from('PK\u0003\u0004'), randomBytes(2000)]);
    const answer = await presign(notZip.length, 'broken.zip', 'application/zip', c, 'scorm');
    expect((await putTo(answer.url, notZip, answer.content_type)).status).toBe(200);
    const key = keyOf(answer.file_url);
    expect(await bucket.keys(key)).toEqual([key]);
    const res = await api(ctx, c.admin, {
      method: 'POST',
      url: `${KB}/scorm/packages/`,
      payload: { file_url: answer.file_url },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(await bucket.keys(key)).toEqual([]);
    expect(await usage()).toEqual(before);
  });
});

describe('the storage quota with the bucket', () => {
  it('refuses to sign what would not fit, and counts what was signed', async () => {
    const small = await createTestApp({ config: { s3: bucket.settings, storageQuotaBytes: 200 * MIB } });
    try {
      const company = await createTestCompany(small);
      const first = await presign(150 * MIB, 'first.mp4', 'video/mp4', company, 'video', small);
      expect(first.method).toBe('MULTIPART');
      expect(await usage(company, small)).toEqual({ used_bytes: 150 * MIB, quota_bytes: 200 * MIB });
      const refused = await api(small, company.admin, {
        method: 'POST',
        url: `${KB}/generate-s3-presigned-url/`,
        payload: { file_name: 'second.mp4', file_content_type: 'video/mp4', file_size: 60 * MIB, mode: 'video' },
      });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json())).toEqual(['file_size']);
      // Nothing was started in the bucket for the refused file.
      expect((await bucket.pendingUploads()).filter((k) => k.startsWith(`kb/${company.companyId}/`))).toHaveLength(1);
      expect((await usage(company, small)).used_bytes).toBe(150 * MIB);
    } finally {
      await small.close();
    }
  });
});
