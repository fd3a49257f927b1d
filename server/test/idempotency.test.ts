// Idempotency-Key on mutating routes (ARCHITECTURE.md): same key and body → the stored response and
// one change; same key, other body → 422; same key still in flight → 409; a failed request frees its
// key; keys belong to one user. A test route that inserts one row per run makes changes countable;
// the company PATCH shows the same on a real multipart route.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { created, route } from '../lib/route';
import { buildAppWithOwnStorage, multipart, pngFile } from '../modules/company/company.fixtures';
import { authed, createTestApp, createTestCompany, createTestUser, type TestContext, type TestUser } from './helpers';

let ctx: TestContext;
let app: FastifyInstance;
let storageDir: string;
let closeApp: () => Promise<void>;
/** Set by a test to make the next run of the test route fail after it has written its row. */
let failNext = false;

const counted = route({
  method: 'POST',
  url: '/test/api/counted/',
  body: z.object({ name: z.string() }),
  handler: async ({ db, auth, body }) => {
    const row = await db
      .insertInto('holidays')
      .values({ company_id: auth.companyId, name: body.name, date: '2030-01-01', end_date: null })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    // Give concurrent requests with the same key time to arrive while this one is in flight.
    await new Promise((resolve) => setTimeout(resolve, 30));
    if (failNext) {
      failNext = false;
      throw new Error('handler failed after writing');
    }
    return created(row);
  },
});

beforeAll(async () => {
  ctx = await createTestApp();
  ({ app, storageDir, close: closeApp } = await buildAppWithOwnStorage(ctx, [counted]));
});
afterAll(async () => {
  await closeApp();
  await ctx.close();
});

const post = (user: TestUser, key: string | null, name: string) =>
  authed(app, user, {
    method: 'POST',
    url: '/test/api/counted/',
    headers: key === null ? {} : { 'idempotency-key': key },
    payload: { name },
  });

const rows = async (companyId: number) =>
  ctx.database.db.selectFrom('holidays').select(['id', 'name']).where('company_id', '=', companyId).execute();

const replayed = (res: LightMyRequestResponse) => res.headers['idempotent-replayed'] === 'true';

describe('Idempotency-Key', () => {
  it('answers a repeat with the stored response and changes once', async () => {
    const { companyId, admin } = await createTestCompany(ctx);
    const first = await post(admin, 'key-1', 'Founders day');
    expect(first.statusCode).toBe(201);
    expect(replayed(first)).toBe(false);
    const second = await post(admin, 'key-1', 'Founders day');
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(replayed(second)).toBe(true);
    expect(await rows(companyId)).toHaveLength(1);
  });

  it('without a key, every request changes', async () => {
    const { companyId, admin } = await createTestCompany(ctx);
    await post(admin, null, 'a');
    await post(admin, null, 'a');
    expect(await rows(companyId)).toHaveLength(2);
  });

  it('answers 422 when the key comes back with another body', async () => {
    const { companyId, admin } = await createTestCompany(ctx);
    expect((await post(admin, 'key-2', 'one')).statusCode).toBe(201);
    const other = await post(admin, 'key-2', 'two');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ detail: expect.any(String), code: 'idempotency_mismatch' });
    expect((await rows(companyId)).map((r) => r.name)).toEqual(['one']);
  });

  it('runs concurrent requests with one key once; the others wait for it and replay its answer', async () => {
    const { companyId, admin } = await createTestCompany(ctx);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(admin, 'key-3', 'concurrent')));
    expect(await rows(companyId)).toHaveLength(1);
    const originals = answers.filter((res) => !replayed(res));
    expect(originals).toHaveLength(1);
    for (const res of answers) {
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual(originals[0]!.json());
    }
  });

  it('frees the key when the handler fails, so a retry runs', async () => {
    const { companyId, admin } = await createTestCompany(ctx);
    failNext = true;
    const failed = await post(admin, 'key-4', 'retry me');
    expect(failed.statusCode).toBe(500);
    expect(await rows(companyId)).toHaveLength(0);
    const keys = await ctx.database.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('company_id', '=', companyId)
      .execute();
    expect(keys).toEqual([]);
    const retry = await post(admin, 'key-4', 'retry me');
    expect(retry.statusCode).toBe(201);
    expect(replayed(retry)).toBe(false);
    expect(await rows(companyId)).toHaveLength(1);
  });

  it("scopes keys per user: another user's same key is a new request", async () => {
    const { companyId, admin, staff } = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    const a = await post(admin, 'shared-key', 'same body');
    const b = await post(staff, 'shared-key', 'same body');
    const c = await post(other.admin, 'shared-key', 'same body');
    for (const res of [a, b, c]) {
      expect(res.statusCode).toBe(201);
      expect(replayed(res)).toBe(false);
    }
    expect(await rows(companyId)).toHaveLength(2);
    expect(await rows(other.companyId)).toHaveLength(1);
    // Another user's different body under the same key is no mismatch either.
    const colleague = await createTestUser(ctx, companyId);
    expect((await post(colleague, 'shared-key', 'different')).statusCode).toBe(201);
  });

  it('answers 422 to a key longer than 255 characters', async () => {
    const { companyId, admin } = await createTestCompany(ctx);
    const res = await post(admin, 'k'.repeat(256), 'x');
    expect(res.statusCode).toBe(422);
    expect(await rows(companyId)).toHaveLength(0);
  });
});

describe('Idempotency-Key on the company PATCH (multipart, with a logo)', () => {
  it('replays the stored company and writes the logo once', async () => {
    const { companyId, admin } = await createTestCompany(ctx);
    const form = await multipart({ company_name: 'Replayed Co', active_app: ['1', '2'], company_logo: pngFile() });
    const send = () =>
      authed(app, admin, {
        method: 'PATCH',
        url: `/company/api/detail-update/${companyId}/`,
        ...form,
        headers: { ...form.headers, 'idempotency-key': 'patch-1' },
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    const second = await send();
    expect(second.statusCode).toBe(200);
    expect(replayed(second)).toBe(true);
    expect(second.json()).toEqual(first.json());
    const dir = path.join(storageDir, 'company-logos', String(companyId));
    expect(fs.readdirSync(dir)).toEqual([path.basename(first.json<{ company_logo: string }>().company_logo)]);

    // The same key with another file is another request.
    const otherFile = await multipart({
      company_name: 'Replayed Co',
      active_app: ['1', '2'],
      company_logo: pngFile(Buffer.concat([pngFile().data, Buffer.from('x')])),
    });
    const mismatch = await authed(app, admin, {
      method: 'PATCH',
      url: `/company/api/detail-update/${companyId}/`,
      ...otherFile,
      headers: { ...otherFile.headers, 'idempotency-key': 'patch-1' },
    });
    expect(mismatch.statusCode).toBe(422);
  });
});
