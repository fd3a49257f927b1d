// The purge of a deleted company (issue 17) with S3 storage, against a real S3 server (moto, `npm run
// test:s3`): past the restore window the company's objects under kb/<company>/ go from the bucket in
// batches, with the multipart uploads it left open, and its folders go from the disk; another
// company's objects stay. Interrupted after a batch (the server shutting down), the company and the
// rest of its objects stay for the next round, which finishes them.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_RESTORE_DAYS } from '../../../contract/company';
import type { PresignResponse } from '../../../contract/uploads';
import { createTestBucket, type TestBucket } from '../../test/s3-bucket';
import {
  authed,
  createTestApp,
  createTestCompany,
  TEST_PASSWORD,
  type TestCompany,
  type TestContext,
} from '../../test/helpers';
import { purgeDeletedCompanies } from './company-purge';

const MIB = 1024 * 1024;
const DAY = 86_400_000;

let bucket: TestBucket;
let ctx: TestContext;
beforeAll(async () => {
  bucket = await createTestBucket();
  ctx = await createTestApp({ config: { s3: bucket.settings } });
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;

async function presign(c: TestCompany, size: number, name: string): Promise<PresignResponse> {
  const res = await authed(ctx.app, c.admin, {
    method: 'POST',
    url: '/knowledgebase/api/generate-s3-presigned-url/',
    payload: { file_name: name, file_content_type: 'application/pdf', file_size: size, mode: 'multi' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PresignResponse>();
}

/** `count` small files uploaded to the bucket as the app's uploader does. */
async function uploadFiles(c: TestCompany, count: number) {
  for (let i = 0; i < count; i++) {
    const data = Buffer.from(`%PDF-1.4 file ${i} of company ${c.companyId}`);
    const signed = await presign(c, data.length, `file-${i}.pdf`);
    const put = await fetch(signed.url, {
      method: 'PUT',
      headers: { 'content-type': signed.content_type },
      body: new Uint8Array(data),
    });
    expect(put.status).toBe(200);
  }
}

async function deleteAndAge(c: TestCompany) {
  const res = await authed(ctx.app, c.admin, {
    method: 'DELETE',
    url: `/company/api/detail-update/${c.companyId}/`,
    payload: { password: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(204);
  await db()
    .updateTable('companies')
    .set({ deleted_at: new Date(Date.now() - (COMPANY_RESTORE_DAYS + 1) * DAY) })
    .where('id', '=', c.companyId)
    .execute();
}

const companyExists = async (id: number) =>
  (await db().selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

describe('the purge of a deleted company with S3 storage', () => {
  it('deletes its objects and open uploads from the bucket in batches, resuming after an interruption', async () => {
    const gone = await createTestCompany(ctx);
    const kept = await createTestCompany(ctx);
    await uploadFiles(gone, 5);
    await uploadFiles(kept, 2);
    // An upload over 100 MiB the company started and never finished: open in the bucket.
    expect((await presign(gone, 101 * MIB, 'big.pdf')).method).toBe('MULTIPART');
    // A file of the company on local disk too (logos and the like stay there with S3).
    const localDir = path.join(ctx.app.deps.config.storageDir, 'company-logos', String(gone.companyId));
    fs.mkdirSync(localDir, { recursive: true });
    fs.writeFileSync(path.join(localDir, 'a'.repeat(32)), 'logo');

    const goneKeys = await bucket.keys(`kb/${gone.companyId}/`);
    const keptKeys = await bucket.keys(`kb/${kept.companyId}/`);
    expect(goneKeys).toHaveLength(5);
    expect(keptKeys).toHaveLength(2);
    expect((await bucket.pendingUploads()).filter((k) => k.startsWith(`kb/${gone.companyId}/`))).toHaveLength(1);
    await deleteAndAge(gone);
    await deleteAndAge(kept);
    // Only `gone` is past the window.
    await db().updateTable('companies').set({ deleted_at: new Date() }).where('id', '=', kept.companyId).execute();

    // The server stops after the first batch of two.
    const stopping = new AbortController();
    const batches: number[] = [];
    const interrupted = purgeDeletedCompanies(db(), ctx.app.deps.config, {
      batchSize: 2,
      signal: stopping.signal,
      onBatch: (companyId, deleted) => {
        if (companyId === gone.companyId) batches.push(deleted);
        stopping.abort();
      },
    });
    await expect(interrupted).rejects.toThrow();
    expect(batches).toEqual([2]);
    expect(await companyExists(gone.companyId)).toBe(true);
    expect(await bucket.keys(`kb/${gone.companyId}/`)).toHaveLength(3);

    // The next round goes on with what is left.
    const purged = await purgeDeletedCompanies(db(), ctx.app.deps.config, {
      batchSize: 2,
      onBatch: (companyId, deleted) => {
        if (companyId === gone.companyId) batches.push(deleted);
      },
    });
    expect(purged).toContain(gone.companyId);
    expect(batches).toEqual([2, 2, 1]);
    expect(await companyExists(gone.companyId)).toBe(false);
    expect(await bucket.keys(`kb/${gone.companyId}/`)).toEqual([]);
    expect((await bucket.pendingUploads()).filter((k) => k.startsWith(`kb/${gone.companyId}/`))).toEqual([]);
    expect(fs.existsSync(localDir)).toBe(false);
    // The other company (deleted, within its window) keeps everything.
    expect(await companyExists(kept.companyId)).toBe(true);
    expect(await bucket.keys(`kb/${kept.companyId}/`)).toEqual(keptKeys);
  });
});
