// Large uploads to S3-compatible storage in parts, against a real HTTP store that checks every
// SigV4 signature (server/test/fake-s3.ts): the presign call starts a multipart upload, part URLs
// are signed for the parts asked for, a part lost to a dropped network is reported missing and sent
// again alone, the parts are joined into the object only when all have arrived at their size, a
// repeated finish answers the same, and a cancelled upload is dropped. Small files stay one PUT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UPLOAD_LINK_INVALID,
  UPLOAD_PART_OUT_OF_RANGE,
  uploadPartsMissing,
  type MultipartPartsResponse,
  type MultipartPresignResponse,
  type PresignResponse,
  type UploadDone,
} from '../../../contract/uploads';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3';
import { createTestApp, createTestCompany, type TestCompany, type TestContext } from '../../test/helpers';
import { api, KB } from './knowledge-base.fixtures';

const MIB = 1024 * 1024;
const PART = 5 * MIB;
const credentials = { bucket: 'kb', region: 'eu-west-1', accessKeyId: 'AKIDTEST', secretAccessKey: 'fake-secret' };

let s3: FakeS3;
let ctx: TestContext;
let c: TestCompany;
beforeAll(async () => {
  // Two parts per ListParts page, so finishing a three-part upload pages through the list.
  s3 = await startFakeS3({ ...credentials, listPageSize: 2 });
  ctx = await createTestApp({
    config: {
      s3: {
        ...credentials,
        endpoint: s3.endpoint,
        pathStyle: true,
        multipartThresholdBytes: 6 * MIB,
        partSizeBytes: PART,
      },
    },
  });
  c = await createTestCompany(ctx);
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
});

/** An MP4-looking file of `size` bytes whose every byte depends on its position. */
function fileBytes(size: number): Buffer {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i++) data[i] = (i * 31 + (i >> 10)) & 0xff;
  return data;
}

const presign = async (size: number, name = 'induction.mp4') => {
  const res = await api(ctx, c.admin, {
    method: 'POST',
    url: `${KB}/generate-s3-presigned-url/`,
    payload: { file_name: name, file_content_type: 'video/mp4', file_size: size },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PresignResponse>();
};
const call = (name: 'parts' | 'complete' | 'abort', payload: object, user = c.admin) =>
  api(ctx, user, { method: 'POST', url: `${KB}/multipart-upload/${name}/`, payload });
const partUrls = async (upload: string, numbers: number[]) => {
  const res = await call('parts', { upload, part_numbers: numbers });
  expect(res.statusCode, res.body).toBe(200);
  return new Map(res.json<MultipartPartsResponse>().parts.map((p) => [p.part_number, p.url]));
};
const putPart = (url: string, data: Buffer) => fetch(url, { method: 'PUT', body: new Uint8Array(data) });
const keyOf = (fileUrl: string) => new URL(fileUrl).pathname.split('/').slice(2).map(decodeURIComponent).join('/');

describe('a large file on S3-compatible storage', () => {
  it('goes up in parts, a lost part is sent again alone, and the object is whole', async () => {
    const size = 2 * PART + 12_345;
    const bytes = fileBytes(size);
    const answer = (await presign(size)) as MultipartPresignResponse;
    expect(answer).toMatchObject({
      method: 'MULTIPART',
      url: '/knowledgebase/api/multipart-upload/',
      content_type: 'video/mp4',
      part_size: PART,
      part_count: 3,
    });
    expect(answer.file_url).toMatch(new RegExp(`^${s3.endpoint}/kb/kb/${c.companyId}/[0-9a-f]{32}\\.mp4$`));
    expect(s3.uploads.size).toBeGreaterThan(0);

    const urls = await partUrls(answer.upload, [1, 2, 3]);
    const slice = (n: number) => bytes.subarray((n - 1) * PART, Math.min(n * PART, size));
    expect((await putPart(urls.get(1)!, slice(1))).status).toBe(200);
    // Part 2 is lost to a dropped network; part 3 arrives.
    expect((await putPart(urls.get(3)!, slice(3))).status).toBe(200);

    const early = await call('complete', { upload: answer.upload });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ upload: [uploadPartsMissing([2], 3)] });
    expect(s3.objects.has(keyOf(answer.file_url))).toBe(false);

    // The retry asks for part 2 only, with a fresh URL.
    const retry = await partUrls(answer.upload, [2]);
    expect([...retry.keys()]).toEqual([2]);
    expect((await putPart(retry.get(2)!, slice(2))).status).toBe(200);

    const done = await call('complete', { upload: answer.upload });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<UploadDone>()).toEqual({ file_url: answer.file_url, size });
    const stored = s3.objects.get(keyOf(answer.file_url))!;
    expect(stored.data.equals(bytes)).toBe(true);
    expect(stored.contentType).toBe('video/mp4');

    // Its answer lost, the finish is asked again: the same answer, nothing joined twice.
    const again = await call('complete', { upload: answer.upload });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<UploadDone>()).toEqual({ file_url: answer.file_url, size });
    expect(s3.refused).toEqual([]);
  });

  it('refuses a part of the wrong size as missing', async () => {
    const answer = (await presign(2 * PART + 10)) as MultipartPresignResponse;
    const urls = await partUrls(answer.upload, [1]);
    await putPart(urls.get(1)!, fileBytes(PART - 1));
    const res = await call('complete', { upload: answer.upload });
    expect(res.statusCode).toBe(400);
    expect(res.json().upload[0]).toContain('Parts 1, 2, 3 of 3');
  });

  it('signs only its own parts, and the store refuses a URL changed to another part', async () => {
    const answer = (await presign(7 * MIB)) as MultipartPresignResponse;
    expect(answer.part_count).toBe(2);
    const beyond = await call('parts', { upload: answer.upload, part_numbers: [3] });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({ part_numbers: [UPLOAD_PART_OUT_OF_RANGE] });
    const url = (await partUrls(answer.upload, [1])).get(1)!;
    const res = await putPart(url.replace('partNumber=1', 'partNumber=2'), fileBytes(100));
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('SignatureDoesNotMatch');
    s3.refused.length = 0;
  });

  it('is cancelled: the store drops its parts', async () => {
    const answer = (await presign(7 * MIB)) as MultipartPresignResponse;
    const urls = await partUrls(answer.upload, [1]);
    await putPart(urls.get(1)!, fileBytes(PART));
    const pendingBefore = s3.uploads.size;
    const res = await call('abort', { upload: answer.upload });
    expect(res.statusCode, res.body).toBe(204);
    expect(s3.uploads.size).toBe(pendingBefore - 1);
    // Cancelled twice (a retried request): still fine.
    expect((await call('abort', { upload: answer.upload })).statusCode).toBe(204);
    const late = await putPart(urls.get(1)!, fileBytes(PART));
    expect(late.status).toBe(404);
  });

  it('refuses a changed handle, and another company does not find it', async () => {
    const answer = (await presign(7 * MIB)) as MultipartPresignResponse;
    const [payload, signature] = answer.upload.split('.');
    const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { s: number };
    const bigger = Buffer.from(JSON.stringify({ ...decoded, s: decoded.s * 2 })).toString('base64url');
    const forged = await call('complete', { upload: `${bigger}.${signature}` });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().detail).toBe(UPLOAD_LINK_INVALID);
    const other = await createTestCompany(ctx);
    expect((await call('complete', { upload: answer.upload }, other.admin)).statusCode).toBe(404);
    expect((await call('parts', { upload: answer.upload, part_numbers: [1] }, c.staff)).statusCode).toBe(403);
  });
});

describe('a small file on S3-compatible storage', () => {
  it('stays one signed PUT, with its size signed', async () => {
    const bytes = fileBytes(4096);
    const answer = await presign(bytes.length, 'short.mp4');
    expect(answer.method).toBe('PUT');
    const put = await fetch(answer.url, {
      method: 'PUT',
      headers: { 'content-type': 'video/mp4' },
      body: new Uint8Array(bytes),
    });
    expect(put.status).toBe(200);
    expect(s3.objects.get(keyOf(answer.file_url))!.data.equals(bytes)).toBe(true);
    // A body of another size than the one signed is refused.
    const other = await presign(bytes.length, 'short2.mp4');
    const wrong = await fetch(other.url, {
      method: 'PUT',
      headers: { 'content-type': 'video/mp4' },
      body: new Uint8Array(bytes.length + 1),
    });
    expect(wrong.status).toBe(403);
    s3.refused.length = 0;
  });
});
