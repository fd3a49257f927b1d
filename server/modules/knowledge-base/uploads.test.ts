// Uploads of spec knowledge base §7 through the API: a signed URL per file, checked against the
// uploader's mode; the built-in storage's upload target refusing a changed or expired signature,
// bytes that are not what the mode accepts and a body over the limit (cut off before it fills the
// disk, the partial file removed); files served with byte ranges and safe types; editor images.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EDITOR_IMAGE_INVALID,
  UPLOAD_ALREADY_DONE,
  UPLOAD_CONTENT_MISMATCH,
  UPLOAD_LINK_EXPIRED,
  UPLOAD_LINK_INVALID,
  UPLOAD_URL_TTL_SECONDS,
  UPLOAD_WRONG_TYPE,
  uploadTooLarge,
  type PresignRequest,
  type PresignResponse,
  type UploadDone,
} from '../../../contract/uploads';
import { buildApp } from '../../app';
import { authed, createTestApp, createTestCompany, type TestCompany, type TestContext } from '../../test/helpers';
import { JPEG_HEAD, multipart, PNG_1X1, SVG_LOGO } from '../company/company.fixtures';
import { api, createArticle, KB, seedCategory } from './knowledge-base.fixtures';

/** Small, so the over-limit cases stream little; the default is the spec's 30 GB. */
const LIMIT = 256 * 1024;

let ctx: TestContext;
let c: TestCompany;
beforeAll(async () => {
  ctx = await createTestApp({ config: { uploadMaxBytes: LIMIT } });
  c = await createTestCompany(ctx);
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

/** The first bytes of an MP4 (an ftyp box), then filler: enough for the video signature check. */
function mp4Bytes(size: number): Buffer {
  const data = Buffer.alloc(size, 7);
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(data);
  return data;
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

const presign = (payload: PresignRequest, user = c.admin) =>
  api(ctx, user, { method: 'POST', url: `${KB}/generate-s3-presigned-url/`, payload });

async function signed(payload: PresignRequest): Promise<PresignResponse> {
  const res = await presign(payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PresignResponse>();
}

const put = (url: string, body: Buffer | string, contentType: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType, ...headers } });

const storedFiles = (companyId: number) => {
  const dir = path.join(ctx.app.deps.config.storageDir, 'kb-files', String(companyId));
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const keyOf = (fileUrl: string) => fileUrl.split('/').pop()!;

describe('generate-s3-presigned-url/', () => {
  it('answers a signed PUT URL on this server and where the file will be read', async () => {
    const answer = await signed({ file_name: 'Induction.MP4', file_content_type: 'video/mp4', mode: 'video' });
    expect(answer).toMatchObject({ method: 'PUT', content_type: 'video/mp4', expires_in: UPLOAD_URL_TTL_SECONDS });
    expect(answer.url).toMatch(/^\/knowledgebase\/api\/uploads\/[0-9a-f]{32}\.mp4\/\?.*signature=/);
    expect(answer.file_url).toBe(`/knowledgebase/api/files/${c.companyId}/${keyOf(answer.file_url)}`);
    expect(keyOf(answer.file_url)).toMatch(/^[0-9a-f]{32}\.mp4$/);
  });

  it('refuses a file of the wrong type for the mode', async () => {
    const video = await presign({ file_name: 'policy.pdf', file_content_type: 'application/pdf', mode: 'video' });
    expect(video.statusCode).toBe(400);
    expect(video.json()).toEqual({ file_name: [UPLOAD_WRONG_TYPE.video] });
    const scorm = await presign({ file_name: 'course.mp4', file_content_type: 'video/mp4', mode: 'scorm' });
    expect(scorm.json()).toEqual({ file_name: [UPLOAD_WRONG_TYPE.scorm] });
    // The spec's call names no mode: it is the uploader's default, one video.
    expect((await presign({ file_name: 'notes.txt', file_content_type: 'text/plain' })).statusCode).toBe(400);
    expect(
      (await presign({ file_name: 'course.zip', file_content_type: 'application/zip', mode: 'scorm' })).statusCode,
    ).toBe(200);
    expect((await presign({ file_name: 'notes.txt', file_content_type: 'text/plain', mode: 'multi' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a declared size over the limit', async () => {
    const res = await presign({ file_name: 'big.mp4', file_content_type: 'video/mp4', file_size: LIMIT + 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file_size: [uploadTooLarge(LIMIT)] });
  });

  it('is for KB admins', async () => {
    expect((await presign({ file_name: 'a.mp4', file_content_type: 'video/mp4' }, c.staff)).statusCode).toBe(403);
  });
});

describe('with S3-compatible storage', () => {
  it('presigns the upload for the bucket itself, and the file is read from there', async () => {
    const deps = ctx.app.deps;
    const s3 = {
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'acme-kb',
      region: 'eu-west-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      pathStyle: true,
    };
    const app = await buildApp({ deps: { ...deps, config: { ...deps.config, s3 } } });
    try {
      const res = await authed(app, c.admin, {
        method: 'POST',
        url: `${KB}/generate-s3-presigned-url/`,
        payload: { file_name: 'clip.mp4', file_content_type: 'video/mp4', file_size: 1234 },
      });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<PresignResponse>();
      const url = new URL(answer.url);
      expect(url.origin + url.pathname).toMatch(
        new RegExp(`^https://s3\\.eu-west-1\\.amazonaws\\.com/acme-kb/kb/${c.companyId}/[0-9a-f]{32}\\.mp4$`),
      );
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
      expect(answer.file_url).toBe(`${url.origin}${url.pathname}`);
      expect(answer.content_type).toBe('video/mp4');
    } finally {
      await app.close();
    }
  });
});

describe('video-upload/{id}/', () => {
  it("signs a video upload for one of the company's articles, and only a video", async () => {
    const category = await seedCategory(ctx.database.db, c.companyId, 'Videos');
    const article = await createArticle(ctx, c.admin, { article_category: category });
    const url = `${KB}/video-upload/${article.id}/`;
    const ok = await api(ctx, c.admin, {
      method: 'POST',
      url,
      payload: { file_name: 'a.webm', file_content_type: 'video/webm' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<PresignResponse>().content_type).toBe('video/webm');
    const pdf = await api(ctx, c.admin, {
      method: 'POST',
      url,
      payload: { file_name: 'a.pdf', file_content_type: 'application/pdf' },
    });
    expect(pdf.statusCode).toBe(400);
    const missing = await api(ctx, c.admin, {
      method: 'POST',
      url: `${KB}/video-upload/${article.id + 1000}/`,
      payload: { file_name: 'a.mp4', file_content_type: 'video/mp4' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the built-in upload target', () => {
  it('stores the streamed file and serves it whole and in ranges', async () => {
    const answer = await signed({ file_name: 'clip.mp4', file_content_type: 'video/mp4' });
    const bytes = mp4Bytes(100_000);
    const res = await put(answer.url, bytes, answer.content_type);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<UploadDone>()).toEqual({ file_url: answer.file_url, size: bytes.length });

    const whole = await ctx.app.inject({ method: 'GET', url: answer.file_url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await ctx.app.inject({ method: 'GET', url: answer.file_url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(10, 20))).toBe(true);
    const beyond = await ctx.app.inject({ method: 'GET', url: answer.file_url, headers: { range: 'bytes=200000-' } });
    expect(beyond.statusCode).toBe(416);
  });

  it('refuses a changed signature, company, mode or Content-Type', async () => {
    const answer = await signed({ file_name: 'clip.mp4', file_content_type: 'video/mp4' });
    const url = new URL(answer.url, 'http://x');
    const variant = (name: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(name, value);
      return copy.pathname + copy.search;
    };
    const signature = url.searchParams.get('signature')!;
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    const other = await createTestCompany(ctx);
    for (const tampered of [
      variant('signature', flipped),
      variant('company', String(other.companyId)),
      variant('mode', 'multi'),
      variant('expires', String(Number(url.searchParams.get('expires')) + 3600)),
      answer.url.replace(keyOf(answer.file_url), `${'0'.repeat(32)}.mp4`),
    ]) {
      const res = await put(tampered, mp4Bytes(1000), 'video/mp4');
      expect(res.statusCode, tampered).toBe(403);
      expect(res.json().detail).toBe(UPLOAD_LINK_INVALID);
    }
    const otherType = await put(answer.url, mp4Bytes(1000), 'video/webm');
    expect(otherType.statusCode).toBe(403);
    expect(storedFiles(other.companyId)).toEqual([]);
    expect(storedFiles(c.companyId)).not.toContain(keyOf(answer.file_url));
  });

  it('refuses an expired URL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const answer = await signed({ file_name: 'clip.mp4', file_content_type: 'video/mp4' });
    vi.setSystemTime(Date.now() + (UPLOAD_URL_TTL_SECONDS + 1) * 1000);
    const res = await put(answer.url, mp4Bytes(1000), 'video/mp4');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(UPLOAD_LINK_EXPIRED);
  });

  it('refuses bytes that are not of the mode, and keeps nothing', async () => {
    const answer = await signed({ file_name: 'renamed.mp4', file_content_type: 'video/mp4' });
    const res = await put(answer.url, PDF, 'video/mp4');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: [UPLOAD_CONTENT_MISMATCH] });
    expect(storedFiles(c.companyId).filter((f) => f.startsWith(keyOf(answer.file_url).slice(0, 32)))).toEqual([]);
    const scorm = await signed({ file_name: 'course.zip', file_content_type: 'application/zip', mode: 'scorm' });
    expect((await put(scorm.url, PDF, 'application/zip')).statusCode).toBe(400);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
    expect((await put(scorm.url, zip, 'application/zip')).statusCode).toBe(201);
  });

  it('accepts a name once', async () => {
    const answer = await signed({ file_name: 'clip.mp4', file_content_type: 'video/mp4' });
    expect((await put(answer.url, mp4Bytes(500), 'video/mp4')).statusCode).toBe(201);
    const again = await put(answer.url, mp4Bytes(600), 'video/mp4');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(UPLOAD_ALREADY_DONE);
    const served = await ctx.app.inject({ method: 'GET', url: answer.file_url });
    expect(served.rawPayload.length).toBe(500);
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    const answer = await signed({ file_name: 'clip.mp4', file_content_type: 'video/mp4' });
    const res = await put(answer.url, mp4Bytes(LIMIT + 1), 'video/mp4');
    expect(res.statusCode).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(storedFiles(c.companyId).some((f) => f.startsWith(keyOf(answer.file_url).slice(0, 32)))).toBe(false);
  });

  it('cuts off an endless body at the limit and removes the partial file', async () => {
    const answer = await signed({ file_name: 'endless.mp4', file_content_type: 'video/mp4' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    let sent = 0;
    let written = 0;
    const outcome = await new Promise<{ status: number | null; sent: number }>((resolve) => {
      const chunk = mp4Bytes(64 * 1024);
      const request = http.request({
        host: '127.0.0.1',
        port,
        path: answer.url,
        method: 'PUT',
        // Chunked, no Content-Length: only counting the bytes can stop it.
        headers: { 'content-type': 'video/mp4', 'transfer-encoding': 'chunked' },
      });
      let done = false;
      const finish = (status: number | null) => {
        if (done) return;
        done = true;
        request.destroy();
        resolve({ status, sent });
      };
      request.on('response', (response) => finish(response.statusCode ?? null));
      request.on('error', () => finish(null));
      const pump = () => {
        // An endless body, bounded only so a server that never stops reading fails the test.
        while (!done && sent < 200 * LIMIT) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        if (!done) finish(-1);
      };
      pump();
      const server = path.join(ctx.app.deps.config.storageDir, 'kb-files', String(c.companyId));
      const timer = setInterval(() => {
        if (fs.existsSync(server))
          written = Math.max(written, ...fs.readdirSync(server).map((f) => fs.statSync(path.join(server, f)).size));
      }, 5);
      request.on('close', () => clearInterval(timer));
    });
    // The server answered 413 (or closed the connection) long before the sender gave up.
    expect(outcome.status === 413 || outcome.status === null, `status ${outcome.status}`).toBe(true);
    expect(outcome.sent).toBeLessThan(200 * LIMIT);
    expect(written).toBeLessThanOrEqual(LIMIT);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(storedFiles(c.companyId).some((f) => f.startsWith(keyOf(answer.file_url).slice(0, 32)))).toBe(false);
  });
});

describe('serving', () => {
  it('serves a stored page as a sandboxed download, never as HTML', async () => {
    const answer = await signed({ file_name: 'page.html', file_content_type: 'text/html', mode: 'multi' });
    expect((await put(answer.url, '<script>alert(1)</script>', 'text/html')).statusCode).toBe(201);
    const res = await ctx.app.inject({ method: 'GET', url: answer.file_url });
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe('attachment');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers 404 for a name that was never stored, or another company's path", async () => {
    const answer = await signed({ file_name: 'clip.mp4', file_content_type: 'video/mp4' });
    await put(answer.url, mp4Bytes(100), 'video/mp4');
    const other = await createTestCompany(ctx);
    const foreign = answer.file_url.replace(`/files/${c.companyId}/`, `/files/${other.companyId}/`);
    expect((await ctx.app.inject({ method: 'GET', url: foreign })).statusCode).toBe(404);
    const unknown = answer.file_url.replace(keyOf(answer.file_url), `${'1'.repeat(32)}.mp4`);
    expect((await ctx.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
    const traversal = `/knowledgebase/api/files/${c.companyId}/..%2F..%2Fjwt-secret`;
    expect((await ctx.app.inject({ method: 'GET', url: traversal })).statusCode).toBe(404);
  });
});

describe('knowledgebase/upload_file/jodit/1/', () => {
  const upload = async (file: Buffer, user = c.admin) =>
    api(ctx, user, {
      method: 'POST',
      url: '/knowledgebase/upload_file/jodit/1/',
      ...(await multipart({ file: { filename: 'picture', contentType: 'application/octet-stream', data: file } })),
    });

  it('stores a raster image and answers the URL it is served at', async () => {
    for (const [image, type] of [
      [PNG_1X1, 'image/png'],
      [JPEG_HEAD, 'image/jpeg'],
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/gif'],
    ] as const) {
      const res = await upload(image);
      expect(res.statusCode, res.body).toBe(201);
      const { url } = res.json<{ url: string }>();
      expect(url).toMatch(new RegExp(`^/knowledgebase/api/files/${c.companyId}/[0-9a-f]{32}\\.(png|jpg|gif)$`));
      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(image)).toBe(true);
    }
  });

  it('refuses anything else (an SVG can carry script), and staff', async () => {
    const svg = await upload(SVG_LOGO);
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toEqual({ file: [EDITOR_IMAGE_INVALID] });
    expect((await upload(PNG_1X1, c.staff)).statusCode).toBe(403);
  });
});
