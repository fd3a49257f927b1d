// Uploads straight from a page to the bucket, in Chromium, against a real S3 server (moto, `npm run
// test:s3`, started with its allow-every-origin switch off, so only the bucket's own CORS rules let a
// page in, as on S3). The page is one of the app's own answers, so its Content-Security-Policy is
// the app's and must let it reach the bucket. It sends as the app's uploader does (XMLHttpRequest
// with the signed Content-Type and upload progress, which always makes the browser ask first):
// - with the README's CORS rules, a small file's presigned PUT, both parts of a large one, and the
//   read of the file URL go through, and the bucket holds the bytes sent;
// - without them, the browser refuses the same PUT and nothing is stored.
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MultipartPartsResponse,
  MultipartPresignResponse,
  PresignResponse,
  UploadDone,
} from '../../../contract/uploads';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';
import { createTestBucket, type TestBucket } from '../../test/s3-bucket';
import { createTestApp, createTestCompany, type TestCompany, type TestContext } from '../../test/helpers';
import { api, KB } from './knowledge-base.fixtures';

const MIB = 1024 * 1024;

/** The bytes the page makes: byte i is i mod 251. */
const pattern = (size: number) => Buffer.from(Uint8Array.from({ length: size }, (_, i) => i % 251));
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

interface Sent {
  status: number;
  error?: string;
  progressEvents: number;
}

/** In the page: PUTs `size` pattern bytes (from byte `from`) to `url` with XMLHttpRequest, as the uploader does. */
function putFromPage(page: Page, url: string, contentType: string, size: number, from = 0): Promise<Sent> {
  return page.evaluate(
    ({ url, contentType, size, from }) =>
      new Promise<Sent>((resolve) => {
        const bytes = Uint8Array.from({ length: size }, (_, i) => (from + i) % 251);
        const xhr = new XMLHttpRequest();
        let progressEvents = 0;
        xhr.open('PUT', url);
        xhr.setRequestHeader('content-type', contentType);
        xhr.upload.onprogress = () => progressEvents++;
        xhr.onload = () => resolve({ status: xhr.status, progressEvents });
        xhr.onerror = () => resolve({ status: xhr.status, error: 'network error', progressEvents });
        xhr.send(new Blob([bytes]));
      }),
    { url, contentType, size, from },
  );
}

let ctx: TestContext;
let c: TestCompany;
let browser: Browser;
let page: Page;
let origin: string;
let open: TestBucket;
let closed: TestBucket;

beforeAll(async () => {
  // One app origin for the rules; the app is built once its port is known, on the bucket with them.
  const probe = await createTestApp();
  await probe.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (probe.app.server.address() as AddressInfo).port;
  await probe.close();
  origin = `http://127.0.0.1:${port}`;
  open = await createTestBucket({}, { corsOrigins: [origin], publicReadPrefix: 'kb/' });
  closed = await createTestBucket({ endpoint: open.settings.endpoint });
  ctx = await createTestApp({
    config: {
      publicUrl: origin,
      s3: { ...open.settings, multipartThresholdBytes: 6 * MIB, partSizeBytes: 5 * MIB },
    },
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  c = await createTestCompany(ctx);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  page = await browser.newPage();
  // Any answer of the app gives the page the app's origin and Content-Security-Policy.
  await page.goto(`${origin}/account/api/me/`);
});
afterAll(async () => {
  await browser?.close();
  await ctx?.close();
});

async function presign(size: number, name: string) {
  const res = await api(ctx, c.admin, {
    method: 'POST',
    url: `${KB}/generate-s3-presigned-url/`,
    payload: { file_name: name, file_content_type: 'video/mp4', file_size: size, mode: 'video' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PresignResponse>();
}
const keyOf = (fileUrl: string) => new URL(fileUrl).pathname.split('/').slice(2).map(decodeURIComponent).join('/');

describe('a page of the app sending files to the bucket', () => {
  it("puts a small file with the README's CORS rules, and reads it back from its file URL", async () => {
    const size = 300 * 1024;
    const signed = await presign(size, 'clip.mp4');
    expect(signed.method).toBe('PUT');
    const sent = await putFromPage(page, signed.url, signed.content_type, size);
    expect(sent).toMatchObject({ status: 200 });
    expect(sent.progressEvents).toBeGreaterThan(0);
    const stored = await open.get(keyOf(signed.file_url));
    expect(sha256(stored.body)).toBe(sha256(pattern(size)));

    const read = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return { status: res.status, size: (await res.arrayBuffer()).byteLength };
    }, signed.file_url);
    expect(read).toEqual({ status: 200, size });
  });

  it('sends both parts of a large file, which the server joins whole', async () => {
    const size = 7 * MIB + 123;
    const signed = (await presign(size, 'induction.mp4')) as MultipartPresignResponse;
    expect(signed.method).toBe('MULTIPART');
    const parts = await api(ctx, c.admin, {
      method: 'POST',
      url: `${KB}/multipart-upload/parts/`,
      payload: { upload: signed.upload, part_numbers: [1, 2] },
    });
    expect(parts.statusCode, parts.body).toBe(200);
    for (const part of parts.json<MultipartPartsResponse>().parts) {
      const from = (part.part_number - 1) * signed.part_size;
      const length = Math.min(signed.part_size, size - from);
      expect(await putFromPage(page, part.url, signed.content_type, length, from)).toMatchObject({ status: 200 });
    }
    const done = await api(ctx, c.admin, {
      method: 'POST',
      url: `${KB}/multipart-upload/complete/`,
      payload: { upload: signed.upload },
    });
    expect(done.statusCode, done.body).toBe(200);
    const stored = await open.get(keyOf(done.json<UploadDone>().file_url));
    expect(stored.body.length).toBe(size);
    expect(sha256(stored.body)).toBe(sha256(pattern(size)));
  });

  it('is refused by the browser where the bucket has no CORS rules, and nothing is stored', async () => {
    const other = await createTestApp({ config: { publicUrl: origin, s3: closed.settings } });
    try {
      const company = await createTestCompany(other);
      const res = await api(other, company.admin, {
        method: 'POST',
        url: `${KB}/generate-s3-presigned-url/`,
        payload: { file_name: 'clip.mp4', file_content_type: 'video/mp4', file_size: 1000, mode: 'video' },
      });
      const signed = res.json<PresignResponse>();
      const sent = await putFromPage(page, signed.url, signed.content_type, 1000);
      expect(sent).toMatchObject({ status: 0, error: 'network error' });
      expect(await closed.keys('kb/')).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
