// SCORM packages against the real app and database: a package uploaded through the ordinary upload
// flow is unpacked, its manifest read (1.2 and 2004), its files served to the person it was signed
// for; hostile or broken packages are refused with their message and leave nothing behind (path
// traversal, symbolic links, zip bombs by size and by count, a lying header, no manifest, bad XML,
// no launch file, not a zip); another company's package answers 404; an attempt's commit replayed
// under the same Idempotency-Key applies once, and an older commit never overwrites a newer one.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SCORM_LAUNCH_MISSING,
  SCORM_MANIFEST_MISSING,
  SCORM_NOT_ZIP,
  SCORM_VERSION_UNKNOWN,
  scormSymlink,
  scormTooLarge,
  scormTooManyFiles,
  scormUnsafePath,
  type ScormAttempt,
  type ScormPackage,
} from '../../../contract/scorm';
import { formatBytes, type PresignResponse } from '../../../contract/uploads';
import { scormCourseEntries, scormCourseZip, scormManifest } from '../../../tests/fixtures/scorm-course';
import { writeZip, type ZipEntry } from '../../../tests/fixtures/zip-writer';
import {
  createTestApp,
  createTestCompany,
  type TestCompany,
  type TestContext,
  type TestUser,
} from '../../test/helpers';
import { api, KB } from './knowledge-base.fixtures';

const MAX_BYTES = 1_000_000;
const MAX_ENTRIES = 50;

let ctx: TestContext;
let c: TestCompany;
beforeAll(async () => {
  ctx = await createTestApp({ config: { scormMaxUnpackedBytes: MAX_BYTES, scormMaxEntries: MAX_ENTRIES } });
  c = await createTestCompany(ctx);
});
afterAll(() => ctx.close());

const SCORM = `${KB}/scorm`;

/** Uploads bytes as the admin's SCORM .zip through the signed upload flow; answers its file_url. */
async function upload(data: Buffer, company = c): Promise<string> {
  const sign = await api(ctx, company.admin, {
    method: 'POST',
    url: `${KB}/generate-s3-presigned-url/`,
    payload: { file_name: 'course.zip', file_content_type: 'application/zip', mode: 'scorm', file_size: data.length },
  });
  expect(sign.statusCode, sign.body).toBe(200);
  const signed = sign.json<PresignResponse>();
  const put = await ctx.app.inject({
    method: 'PUT',
    url: signed.url,
    payload: data,
    headers: { 'content-type': signed.content_type },
  });
  expect(put.statusCode, put.body).toBe(201);
  return signed.file_url;
}

async function addPackage(data: Buffer, company = c) {
  const file_url = await upload(data, company);
  return api(ctx, company.admin, { method: 'POST', url: `${SCORM}/packages/`, payload: { file_url } });
}

const scormFolders = (companyId: number) => {
  const dir = path.join(ctx.app.deps.config.storageDir, 'scorm', String(companyId));
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

async function expectRefused(entries: ZipEntry[] | Buffer, message: string) {
  const before = scormFolders(c.companyId).length;
  const res = await addPackage(Buffer.isBuffer(entries) ? entries : writeZip(entries));
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ file_url: [message] });
  expect(scormFolders(c.companyId)).toHaveLength(before);
}

describe('adding a package', () => {
  it('unpacks a SCORM 1.2 package, reads its manifest and serves its files to the signed-for person', async () => {
    const res = await addPackage(scormCourseZip('1.2'));
    expect(res.statusCode, res.body).toBe(201);
    const pkg = res.json<ScormPackage>();
    expect(pkg).toMatchObject({
      name: 'Fire safety check',
      scorm_version: '1.2',
      launch_path: 'content/index.html',
      file_count: 3,
    });
    const page = await ctx.app.inject({ method: 'GET', url: pkg.launch_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Fire safety quiz');
    const css = await ctx.app.inject({ method: 'GET', url: `${pkg.content_base_url}content/css/style.css` });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');

    const detail = await api(ctx, c.staff, { method: 'GET', url: `${SCORM}/packages/${pkg.id}/` });
    expect(detail.json<ScormPackage>().files).toHaveLength(3);
    // The staff member's own access code, not the admin's.
    expect(detail.json<ScormPackage>().launch_url).not.toBe(pkg.launch_url);
  });

  it('tells SCORM 2004 by its schemaversion and launches with the item parameters', async () => {
    const entries = scormCourseEntries('2004');
    entries[0] = {
      name: 'imsmanifest.xml',
      data: scormManifest('2004').replace('isvisible="true"', 'isvisible="true" parameters="?lang=en"'),
    };
    const res = await addPackage(writeZip(entries));
    expect(res.statusCode, res.body).toBe(201);
    const pkg = res.json<ScormPackage>();
    expect(pkg.scorm_version).toBe('2004');
    expect(pkg.launch_path).toBe('content/index.html?lang=en');
    expect((await ctx.app.inject({ method: 'GET', url: pkg.launch_url })).statusCode).toBe(200);
  });

  it('refuses path traversal, absolute paths and symbolic links, keeping nothing', async () => {
    const course = scormCourseEntries('1.2');
    await expectRefused([...course, { name: '../evil.html', data: 'x' }], scormUnsafePath('../evil.html'));
    await expectRefused(
      [...course, { name: 'content/../../evil.html', data: 'x' }],
      scormUnsafePath('content/../../evil.html'),
    );
    await expectRefused([...course, { name: '/etc/evil', data: 'x' }], scormUnsafePath('/etc/evil'));
    await expectRefused(
      [...course, { name: 'content/link', data: '/etc/passwd', mode: 0o120777 }],
      scormSymlink('content/link'),
    );
    expect(fs.existsSync(path.join(ctx.app.deps.config.storageDir, 'scorm', 'evil.html'))).toBe(false);
  });

  it('refuses zip bombs: too many bytes unpacked (declared or actual) and too many entries', async () => {
    const course = scormCourseEntries('1.2');
    const zeros = Buffer.alloc(MAX_BYTES + 1);
    const tooLarge = scormTooLarge(formatBytes(MAX_BYTES));
    await expectRefused([...course, { name: 'content/big.bin', data: zeros }], tooLarge);
    // A header claiming a tiny size for an entry that inflates far beyond it.
    const liar = writeZip([...course, { name: 'content/liar.bin', data: zeros, declaredSize: 10 }]);
    const res = await addPackage(liar);
    expect(res.statusCode).toBe(400);
    expect(scormFolders(c.companyId).every((f) => !f.endsWith('.part'))).toBe(true);
    const many = Array.from({ length: MAX_ENTRIES }, (_, i) => ({ name: `content/f${i}.txt`, data: 'x' }));
    await expectRefused([...course, ...many], scormTooManyFiles(MAX_ENTRIES));
  });

  it('refuses a package without a manifest, with bad XML, of no known version or with no launch file', async () => {
    const [, ...content] = scormCourseEntries('1.2');
    await expectRefused(content, SCORM_MANIFEST_MISSING);
    await expectRefused(
      [{ name: 'course/imsmanifest.xml', data: scormManifest('1.2') }, ...content],
      SCORM_MANIFEST_MISSING,
    );
    const bad = await addPackage(
      writeZip([{ name: 'imsmanifest.xml', data: '<manifest><organizations></manifest>' }, ...content]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().file_url[0]).toMatch(
      /^imsmanifest.xml is not valid XML \(line 1: <\/manifest> closes <organizations>\)/,
    );
    const noVersion = scormManifest('1.2')
      .replace('<schemaversion>1.2</schemaversion>', '')
      .replace(/adlcp_rootv1p2/, 'other');
    await expectRefused([{ name: 'imsmanifest.xml', data: noVersion }, ...content], SCORM_VERSION_UNKNOWN);
    const noLaunch = scormManifest('1.2').replace(' href="content/index.html"', '');
    await expectRefused([{ name: 'imsmanifest.xml', data: noLaunch }, ...content], SCORM_LAUNCH_MISSING);
    const outside = scormManifest('1.2', '../outside.html');
    await expectRefused([{ name: 'imsmanifest.xml', data: outside }, ...content], scormUnsafePath('../outside.html'));
  });

  it('refuses a file of the wrong type: the upload itself, and a stored non-zip given as a package', async () => {
    const sign = await api(ctx, c.admin, {
      method: 'POST',
      url: `${KB}/generate-s3-presigned-url/`,
      payload: { file_name: 'course.pdf', file_content_type: 'application/pdf', mode: 'scorm' },
    });
    expect(sign.statusCode).toBe(400);
    // A file with a zip's first bytes but no archive behind them.
    await expectRefused(Buffer.from('PK\u0003\u0004 not really a zip at all'), SCORM_NOT_ZIP);
  });

  it('is for KB admins to add, and a file of another company is not found', async () => {
    const file_url = await upload(scormCourseZip());
    const asStaff = await api(ctx, c.staff, { method: 'POST', url: `${SCORM}/packages/`, payload: { file_url } });
    expect(asStaff.statusCode).toBe(403);
    const other = await createTestCompany(ctx);
    const foreign = await api(ctx, other.admin, { method: 'POST', url: `${SCORM}/packages/`, payload: { file_url } });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('isolation and access', () => {
  it("answers 404 for another company's package, its attempt and its files", async () => {
    const pkg = (await addPackage(scormCourseZip())).json<ScormPackage>();
    const other = await createTestCompany(ctx);
    for (const url of [`${SCORM}/packages/${pkg.id}/`, `${SCORM}/packages/${pkg.id}/attempt/`]) {
      expect((await api(ctx, other.admin, { method: 'GET', url })).statusCode).toBe(404);
    }
    const patch = await api(ctx, other.admin, {
      method: 'PATCH',
      url: `${SCORM}/packages/${pkg.id}/`,
      payload: { name: 'x' },
    });
    expect(patch.statusCode).toBe(404);
    expect((await api(ctx, other.admin, { method: 'DELETE', url: `${SCORM}/packages/${pkg.id}/` })).statusCode).toBe(
      404,
    );
    const list = await api(ctx, other.admin, { method: 'GET', url: `${SCORM}/packages/` });
    expect(list.json()).toEqual([]);
    // The same path with another company's number, or a forged access code, serves nothing.
    const forged = pkg.launch_url.replace(`/content/${c.companyId}/`, `/content/${other.companyId}/`);
    expect((await ctx.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    // Nor on the other company's own content origin (issue 17), with its number or this one's.
    const theirs = (url: string) => url.replace(`//c${c.companyId}.`, `//c${other.companyId}.`);
    expect((await ctx.app.inject({ method: 'GET', url: theirs(forged) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: theirs(pkg.launch_url) })).statusCode).toBe(404);
    const tampered = pkg.launch_url.replace(
      /\/(\d+)-[\w-]+\//,
      (_m, id: string) => `/${id}-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/`,
    );
    expect((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    const traversal = `${pkg.content_base_url}..%2F..%2F..%2Fjwt-secret`;
    expect((await ctx.app.inject({ method: 'GET', url: traversal })).statusCode).toBe(404);
  });

  it('stops serving files to a person made inactive, and after the package is deleted (its files and .zip go)', async () => {
    const pkg = (await addPackage(scormCourseZip())).json<ScormPackage>();
    const mine = (await api(ctx, c.staff, { method: 'GET', url: `${SCORM}/packages/${pkg.id}/` })).json<ScormPackage>();
    expect((await ctx.app.inject({ method: 'GET', url: mine.launch_url })).statusCode).toBe(200);
    const db = ctx.database.db;
    await db.updateTable('staff').set({ is_active: false }).where('id', '=', c.staff.staffId).execute();
    expect((await ctx.app.inject({ method: 'GET', url: mine.launch_url })).statusCode).toBe(404);
    await db.updateTable('staff').set({ is_active: true }).where('id', '=', c.staff.staffId).execute();

    const folders = scormFolders(c.companyId).length;
    const { file_url } = await db
      .selectFrom('kb_scorm_packages')
      .select('file_url')
      .where('id', '=', pkg.id)
      .executeTakeFirstOrThrow();
    const zip = path.join(ctx.app.deps.config.storageDir, 'kb-files', String(c.companyId), file_url.split('/').pop()!);
    expect(fs.existsSync(zip)).toBe(true);
    expect((await api(ctx, c.staff, { method: 'DELETE', url: `${SCORM}/packages/${pkg.id}/` })).statusCode).toBe(403);
    expect((await api(ctx, c.admin, { method: 'DELETE', url: `${SCORM}/packages/${pkg.id}/` })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: pkg.launch_url })).statusCode).toBe(404);
    await expect.poll(() => scormFolders(c.companyId).length).toBe(folders - 1);
    await expect.poll(() => fs.existsSync(zip)).toBe(false);
  });
});

describe('attempts', () => {
  const commit = (user: TestUser, id: number, payload: object, key?: string) =>
    api(ctx, user, {
      method: 'POST',
      url: `${SCORM}/packages/${id}/attempt/`,
      payload,
      headers: key ? { 'idempotency-key': key } : {},
    });

  it('stores the score and status; a replay under the same key applies once; an older commit never wins', async () => {
    const pkg = (await addPackage(scormCourseZip('1.2'))).json<ScormPackage>();
    const cmi = { core: { lesson_status: 'passed', score: { raw: '100', min: '0', max: '100' } }, suspend_data: 'x' };
    const body = { cmi, committed_at: '2026-11-21T10:00:00.000+01:00' };
    const first = await commit(c.staff, pkg.id, body, 'commit-1');
    expect(first.statusCode, first.body).toBe(200);
    const replay = await commit(c.staff, pkg.id, body, 'commit-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const stored = (
      await api(ctx, c.staff, { method: 'GET', url: `${SCORM}/packages/${pkg.id}/attempt/` })
    ).json<ScormAttempt>();
    expect(stored).toMatchObject({
      lesson_status: 'passed',
      score_raw: 100,
      score_max: 100,
      score_scaled: 1,
      commit_count: 1,
    });
    expect(stored.cmi).toEqual(cmi);

    const older = { cmi: { core: { lesson_status: 'incomplete' } }, committed_at: '2026-11-21T08:59:00.000Z' };
    expect((await commit(c.staff, pkg.id, older, 'commit-0')).statusCode).toBe(200);
    const after = (
      await api(ctx, c.staff, { method: 'GET', url: `${SCORM}/packages/${pkg.id}/attempt/` })
    ).json<ScormAttempt>();
    expect(after).toMatchObject({ lesson_status: 'passed', commit_count: 1 });

    const attempts = await api(ctx, c.admin, { method: 'GET', url: `${SCORM}/packages/${pkg.id}/attempts/` });
    expect(attempts.json<ScormAttempt[]>()).toEqual([
      expect.objectContaining({ staff: c.staff.staffId, score_raw: 100 }),
    ]);
    expect((await api(ctx, c.staff, { method: 'GET', url: `${SCORM}/packages/${pkg.id}/attempts/` })).statusCode).toBe(
      403,
    );
  });

  it('reads SCORM 2004 completion, success and scaled score', async () => {
    const pkg = (await addPackage(scormCourseZip('2004'))).json<ScormPackage>();
    const cmi = {
      completion_status: 'completed',
      success_status: 'failed',
      score: { raw: '40', max: '100', scaled: '0.4' },
    };
    await commit(c.admin, pkg.id, { cmi, committed_at: new Date().toISOString() });
    const stored = (
      await api(ctx, c.admin, { method: 'GET', url: `${SCORM}/packages/${pkg.id}/attempt/` })
    ).json<ScormAttempt>();
    expect(stored).toMatchObject({
      completion_status: 'completed',
      success_status: 'failed',
      score_raw: 40,
      score_scaled: 0.4,
    });
  });
});
