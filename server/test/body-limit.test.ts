// Request bodies are limited before parsing (ARCHITECTURE.md): a body over the limit answers 413
// {detail, code: 'payload_too_large'} without the route's handler running — no sign-in attempt is
// counted, no token is even looked at, and nothing changes.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/errors';
import { DEFAULT_BODY_LIMIT, MULTIPART_FILE_LIMIT } from '../app';
import { route } from '../lib/route';
import { buildAppWithOwnStorage, multipart, PNG_1X1, pngFile } from '../modules/company/company.fixtures';
import { authed, createTestApp, createTestCompany, type TestCompany, type TestContext } from './helpers';

const TWO_MB = 2 * 1024 * 1024;
const TOO_LARGE = { detail: expect.any(String), code: 'payload_too_large' };

let ctx: TestContext;
let company: TestCompany;
/** The real app plus one route with its own small limit; built on the same database. */
let app: FastifyInstance;
let closeApp: () => Promise<void>;
let smallRouteCalls = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  company = await createTestCompany(ctx);
  ({ app, close: closeApp } = await buildAppWithOwnStorage(ctx, [
    route({
      method: 'POST',
      url: '/test/api/small-body/',
      public: true,
      bodyLimit: 1024,
      handler: async () => {
        smallRouteCalls++;
        return { ok: true };
      },
    }),
  ]));
});
afterAll(async () => {
  await closeApp();
  await ctx.close();
});

const companyName = async () =>
  (
    await ctx.database.db
      .selectFrom('companies')
      .select('company_name')
      .where('id', '=', company.companyId)
      .executeTakeFirstOrThrow()
  ).company_name;

const rateLimitKeys = async () => [
  ...(await ctx.database.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key),
  ...(await ctx.database.db.selectFrom('login_failures').select('key').execute()).map((r) => r.key),
];

describe('JSON body limit', () => {
  it('answers 413 to a 2 MB sign-in before counting an attempt', async () => {
    await ctx.database.db.deleteFrom('rate_limits').execute();
    await ctx.database.db.deleteFrom('login_failures').execute();
    const email = 'big-body@test.example';
    const res = await app.inject({
      method: 'POST',
      url: '/account/api/login/',
      payload: { email, password: 'x'.repeat(TWO_MB) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
    errorBodySchema.parse(res.json());
    // The handler's first step is counting the attempt per address and per account: neither ran.
    expect(await rateLimitKeys()).toEqual([]);
  });

  it('answers 413 to a 2 MB authenticated PATCH and changes nothing', async () => {
    const before = await companyName();
    const res = await authed(app, company.admin, {
      method: 'PATCH',
      url: `/company/api/detail-update/${company.companyId}/`,
      payload: { company_name: 'Big', company_information: 'x'.repeat(TWO_MB) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
    expect(await companyName()).toBe(before);
  });

  it('refuses before authentication: a tokenless oversized request gets 413, not 401', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/company/api/detail-update/${company.companyId}/`,
      payload: { company_information: 'x'.repeat(TWO_MB) },
    });
    expect(res.statusCode).toBe(413);
  });

  it('counts streamed bytes when no Content-Length is sent', async () => {
    // inject() sends a stream without Content-Length, so only counting the bytes can stop it.
    const chunks = Array.from({ length: 32 }, () => Buffer.alloc(64 * 1024, 'a'));
    const body = Readable.from([Buffer.from('{"email":"a@b.example","password":"'), ...chunks, Buffer.from('"}')]);
    const res = await app.inject({
      method: 'POST',
      url: '/account/api/login/',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
  });

  it('lets a body just under the limit through', async () => {
    const res = await authed(app, company.admin, {
      method: 'PATCH',
      url: `/company/api/detail-update/${company.companyId}/`,
      payload: { company_information: `<p>${'y'.repeat(90_000)}</p>` },
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify({ company_information: 'y'.repeat(90_000) }).length).toBeLessThan(DEFAULT_BODY_LIMIT);
  });

  it("applies a route's own smaller limit", async () => {
    const ok = await app.inject({ method: 'POST', url: '/test/api/small-body/', payload: { a: 'x'.repeat(500) } });
    expect(ok.statusCode).toBe(200);
    const res = await app.inject({ method: 'POST', url: '/test/api/small-body/', payload: { a: 'x'.repeat(2000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
    expect(smallRouteCalls).toBe(1);
  });
});

describe('multipart limits', () => {
  it('answers 413 to a file over the multipart file limit, changing nothing', async () => {
    const before = await companyName();
    const huge = Buffer.concat([PNG_1X1, Buffer.alloc(MULTIPART_FILE_LIMIT + 1024)]);
    const res = await authed(app, company.admin, {
      method: 'PATCH',
      url: `/company/api/detail-update/${company.companyId}/`,
      ...(await multipart({ company_name: 'Huge logo', company_logo: pngFile(huge) })),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
    expect(await companyName()).toBe(before);
  });

  it('answers 413, not 500, to more files than a form may carry', async () => {
    const res = await authed(app, company.admin, {
      method: 'PATCH',
      url: `/company/api/detail-update/${company.companyId}/`,
      ...(await multipart({ company_logo: Array.from({ length: 6 }, () => pngFile()) })),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
  });
});
