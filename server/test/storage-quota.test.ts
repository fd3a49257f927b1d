// The storage quota per company (issue 17) through the API: every kind of stored file counts
// (a company file, a knowledge-base upload, an unpacked SCORM package), the figure an admin reads
// follows uploads and deletions, an upload that would pass the quota is refused with the quota and
// the usage in its message, and a refused upload leaves nothing in the storage directory — listed
// before and after. Concurrent uploads racing for the last bytes cannot pass the quota together.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyFile } from '../../contract/company-data';
import { storageQuotaExceeded, type StorageUsage } from '../../contract/storage';
import { UPLOAD_CONTENT_MISMATCH, type PresignResponse } from '../../contract/uploads';
import { scormCourseEntries } from '../../tests/fixtures/scorm-course';
import { writeZip } from '../../tests/fixtures/zip-writer';
import { multipart } from '../modules/company/company.fixtures';
import { authed, createTestApp, createTestCompany, type TestCompany, type TestContext } from './helpers';

const QUOTA = 100_000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { storageQuotaBytes: QUOTA } });
});
afterAll(() => ctx.close());

const KB = '/knowledgebase/api';

/** Every file (and `.part` folder) under the storage directory, relative to it; empty folders aside. */
function storageListing(): string[] {
  const root = ctx.app.deps.config.storageDir;
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((p) => p.endsWith('.part') || !fs.statSync(path.join(root, p)).isDirectory())
    .map((p) => p.split(path.sep).join('/'))
    .sort();
}

async function usage(c: TestCompany): Promise<StorageUsage> {
  const res = await authed(ctx.app, c.admin, { method: 'GET', url: '/company/api/storage-usage/' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StorageUsage>();
}

const pdf = (size: number) => {
  const data = Buffer.alloc(size, 0x20);
  Buffer.from('%PDF-1.4\n').copy(data);
  return data;
};

async function uploadCompanyFile(c: TestCompany, data: Buffer) {
  return authed(ctx.app, c.admin, {
    method: 'POST',
    url: `/company/api/companies/${c.companyId}/files/`,
    ...(await multipart({
      file: { filename: 'policy.pdf', contentType: 'application/pdf', data },
      file_name: 'policy.pdf',
      title: 'Policy',
    })),
  });
}

async function sign(c: TestCompany, payload: Record<string, unknown>) {
  return authed(ctx.app, c.admin, { method: 'POST', url: `${KB}/generate-s3-presigned-url/`, payload });
}

async function signed(c: TestCompany, payload: Record<string, unknown>): Promise<PresignResponse> {
  const res = await sign(c, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PresignResponse>();
}

const put = (url: string, data: Buffer, contentType: string) =>
  ctx.app.inject({ method: 'PUT', url, payload: data, headers: { 'content-type': contentType } });

describe('the usage figure', () => {
  it('starts at nothing with the configured quota, and is for company admins only', async () => {
    const c = await createTestCompany(ctx);
    expect(await usage(c)).toEqual({ used_bytes: 0, quota_bytes: QUOTA });
    const staff = await authed(ctx.app, c.staff, { method: 'GET', url: '/company/api/storage-usage/' });
    expect(staff.statusCode).toBe(403);
  });

  it('counts a stored file and forgets it when it is deleted', async () => {
    const c = await createTestCompany(ctx);
    const up = await uploadCompanyFile(c, pdf(30_000));
    expect(up.statusCode, up.body).toBe(201);
    expect((await usage(c)).used_bytes).toBe(30_000);
    const file = up.json<CompanyFile>();
    const gone = await authed(ctx.app, c.admin, {
      method: 'DELETE',
      url: `/company/api/companies/${c.companyId}/files/${file.id}/`,
    });
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await usage(c)).used_bytes).toBe(0);
  });
});

describe('an upload that would pass the quota', () => {
  it('is refused with the quota and the usage (400 on the field) and writes nothing', async () => {
    const c = await createTestCompany(ctx);
    expect((await uploadCompanyFile(c, pdf(80_000))).statusCode).toBe(201);
    const before = storageListing();
    const res = await uploadCompanyFile(c, pdf(30_000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: [storageQuotaExceeded(80_000, QUOTA, 30_000)] });
    expect(res.json<{ file: string[] }>().file[0]).toContain('100 KB');
    expect(storageListing()).toEqual(before);
    expect((await usage(c)).used_bytes).toBe(80_000);
  });

  it("counts each company apart: another company's files take none of this one's room", async () => {
    const full = await createTestCompany(ctx);
    expect((await uploadCompanyFile(full, pdf(90_000))).statusCode).toBe(201);
    const other = await createTestCompany(ctx);
    expect((await uploadCompanyFile(other, pdf(90_000))).statusCode).toBe(201);
  });

  it('is refused when a knowledge-base upload is signed with a size that cannot fit', async () => {
    const c = await createTestCompany(ctx);
    const res = await sign(c, {
      file_name: 'big.pdf',
      file_content_type: 'application/pdf',
      mode: 'multi',
      file_size: QUOTA + 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file_size: [storageQuotaExceeded(0, QUOTA, QUOTA + 1)] });
  });

  it('is cut off when streamed (413) and leaves no file and no .part behind', async () => {
    const c = await createTestCompany(ctx);
    expect((await uploadCompanyFile(c, pdf(60_000))).statusCode).toBe(201);
    const answer = await signed(c, { file_name: 'big.pdf', file_content_type: 'application/pdf', mode: 'multi' });
    const before = storageListing();
    const res = await put(answer.url, pdf(50_000), answer.content_type);
    expect(res.statusCode).toBe(413);
    expect(res.json<{ detail: string }>().detail).toBe(storageQuotaExceeded(60_000, QUOTA, 50_000));
    expect(storageListing()).toEqual(before);
    expect((await usage(c)).used_bytes).toBe(60_000);
  });

  it('cannot pass the quota through two uploads racing for the last bytes', async () => {
    const c = await createTestCompany(ctx);
    const a = await signed(c, { file_name: 'a.pdf', file_content_type: 'application/pdf', mode: 'multi' });
    const b = await signed(c, { file_name: 'b.pdf', file_content_type: 'application/pdf', mode: 'multi' });
    const [ra, rb] = await Promise.all([
      put(a.url, pdf(60_000), a.content_type),
      put(b.url, pdf(60_000), b.content_type),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([201, 413]);
    expect((await usage(c)).used_bytes).toBe(60_000);
    const kbDir = path.join(ctx.app.deps.config.storageDir, 'kb-files', String(c.companyId));
    expect(fs.readdirSync(kbDir)).toHaveLength(1);
  });
});

describe('a streamed upload refused for its content', () => {
  it('leaves nothing in the storage directory', async () => {
    const c = await createTestCompany(ctx);
    const answer = await signed(c, { file_name: 'clip.mp4', file_content_type: 'video/mp4', mode: 'video' });
    const before = storageListing();
    const res = await put(answer.url, pdf(5_000), answer.content_type);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: [UPLOAD_CONTENT_MISMATCH] });
    expect(storageListing()).toEqual(before);
    expect((await usage(c)).used_bytes).toBe(0);
  });
});

describe('SCORM packages', () => {
  async function uploadZip(c: TestCompany, data: Buffer): Promise<string> {
    const answer = await signed(c, {
      file_name: 'course.zip',
      file_content_type: 'application/zip',
      mode: 'scorm',
      file_size: data.length,
    });
    const res = await put(answer.url, data, answer.content_type);
    expect(res.statusCode, res.body).toBe(201);
    return answer.file_url;
  }
  const addPackage = (c: TestCompany, file_url: string) =>
    authed(ctx.app, c.admin, { method: 'POST', url: `${KB}/scorm/packages/`, payload: { file_url } });

  /** The course with a file that does not compress, so the .zip and the unpacked folder weigh the same. */
  const courseWith = (bytes: number) =>
    writeZip([...scormCourseEntries('1.2'), { name: 'content/media.bin', data: randomBytes(bytes), method: 'store' }]);

  it('count their unpacked folder besides the .zip, and give both back when deleted', async () => {
    const c = await createTestCompany(ctx);
    const zip = courseWith(20_000);
    const res = await addPackage(c, await uploadZip(c, zip));
    expect(res.statusCode, res.body).toBe(201);
    const pkg = res.json<{ id: number; total_bytes: number }>();
    expect((await usage(c)).used_bytes).toBe(zip.length + pkg.total_bytes);
    const gone = await authed(ctx.app, c.admin, { method: 'DELETE', url: `${KB}/scorm/packages/${pkg.id}/` });
    expect(gone.statusCode).toBe(204);
    expect((await usage(c)).used_bytes).toBe(0);
  });

  it('are refused when unpacking would pass the quota, keeping neither the folder nor the .zip', async () => {
    const c = await createTestCompany(ctx);
    const zip = courseWith(60_000);
    const fileUrl = await uploadZip(c, zip);
    const used = (await usage(c)).used_bytes;
    expect(used).toBe(zip.length);
    const res = await addPackage(c, fileUrl);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ file_url: string[] }>().file_url[0]).toMatch(/storage quota of 100 KB/);
    expect(storageListing().filter((p) => p.startsWith(`scorm/${c.companyId}/`))).toEqual([]);
    expect(fs.existsSync(path.join(ctx.app.deps.config.storageDir, 'kb-files', String(c.companyId)))).toBe(true);
    expect(fs.readdirSync(path.join(ctx.app.deps.config.storageDir, 'kb-files', String(c.companyId)))).toEqual([]);
    expect((await usage(c)).used_bytes).toBe(0);
  });
});
