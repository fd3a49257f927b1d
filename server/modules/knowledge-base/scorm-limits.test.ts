// SCORM packages against the shipped limits (issue 17), with the default configuration: a package
// may unpack to 500 MB at most (formerly 4 GB), and to no more than 100 times its .zip once past
// 10 MB (a zip bomb of a few KB that inflates to gigabytes is refused before it fills the disk). A
// refused package keeps nothing: neither its unpacked folder nor the .zip it was uploaded as.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SCORM_MANIFEST_MISSING,
  SCORM_MAX_RATIO,
  SCORM_MAX_UNPACKED_BYTES,
  scormRatioTooHigh,
  scormTooLarge,
} from '../../../contract/scorm';
import type { PresignResponse } from '../../../contract/uploads';
import { scormCourseEntries } from '../../../tests/fixtures/scorm-course';
import { writeZip, type ZipEntry } from '../../../tests/fixtures/zip-writer';
import { createTestApp, createTestCompany, type TestCompany, type TestContext } from '../../test/helpers';
import { api, KB } from './knowledge-base.fixtures';

let ctx: TestContext;
let c: TestCompany;
beforeAll(async () => {
  ctx = await createTestApp();
  c = await createTestCompany(ctx);
});
afterAll(() => ctx.close());

/** The company's files under the storage directory (folders of the store and the company aside). */
function companyFiles(store: string): string[] {
  const dir = path.join(ctx.app.deps.config.storageDir, store, String(c.companyId));
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

async function addPackage(entries: ZipEntry[]) {
  const data = writeZip(entries);
  const sign = await api(ctx, c.admin, {
    method: 'POST',
    url: `${KB}/generate-s3-presigned-url/`,
    payload: { file_name: 'course.zip', file_content_type: 'application/zip', mode: 'scorm', file_size: data.length },
  });
  const signed = sign.json<PresignResponse>();
  const put = await ctx.app.inject({
    method: 'PUT',
    url: signed.url,
    payload: data,
    headers: { 'content-type': signed.content_type },
  });
  expect(put.statusCode, put.body).toBe(201);
  expect(companyFiles('kb-files')).toContain(signed.file_url.split('/').pop());
  return api(ctx, c.admin, { method: 'POST', url: `${KB}/scorm/packages/`, payload: { file_url: signed.file_url } });
}

async function expectRefusedLeavingNothing(entries: ZipEntry[], message: string) {
  const res = await addPackage(entries);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ file_url: [message] });
  expect(companyFiles('scorm')).toEqual([]);
  expect(companyFiles('kb-files')).toEqual([]);
}

describe('the SCORM limits', () => {
  it('are 500 MB unpacked and 100 times the .zip', () => {
    expect(SCORM_MAX_UNPACKED_BYTES).toBe(500_000_000);
    expect(SCORM_MAX_RATIO).toBe(100);
  });

  it('refuse a package that says it unpacks past 500 MB, by its directory, before inflating it', async () => {
    await expectRefusedLeavingNothing(
      [...scormCourseEntries('1.2'), { name: 'content/video.mp4', data: 'x', declaredSize: 600_000_000 }],
      scormTooLarge('500 MB'),
    );
  });

  it('refuse a zip bomb: a few KB that inflate to more than 100 times their size', async () => {
    await expectRefusedLeavingNothing(
      [...scormCourseEntries('1.2'), { name: 'content/padding.txt', data: Buffer.alloc(12_000_000) }],
      scormRatioTooHigh(100),
    );
  });

  it('delete the uploaded .zip of a package refused for its content', async () => {
    const noManifest = scormCourseEntries('1.2').filter((e) => e.name !== 'imsmanifest.xml');
    await expectRefusedLeavingNothing(noManifest, SCORM_MANIFEST_MISSING);
  });

  it('still take an ordinary package', async () => {
    const res = await addPackage(scormCourseEntries('2004'));
    expect(res.statusCode, res.body).toBe(201);
    expect(companyFiles('scorm')).toHaveLength(1);
  });
});
