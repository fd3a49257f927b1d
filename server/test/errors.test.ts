// The error handler's shapes (contract/errors.ts): 400 is a field map, 401/403/404/409/415/429 are
// {detail, code}, and a 500 hides what went wrong. Test-only routes throw each kind of error; real
// routes show the same shapes end to end.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, fieldErrorsSchema, NON_FIELD_ERRORS } from '../../contract/errors';
import { ConflictError, HttpError, TooManyRequestsError, ValidationError } from '../lib/errors';
import { route } from '../lib/route';
import { buildAppWithOwnStorage } from '../modules/company/company.fixtures';
import { authed, createTestApp, createTestCompany, type TestCompany, type TestContext } from './helpers';

const SECRET = 'password=hunter2 at db.internal:5432';

const testRoutes = [
  route({
    method: 'POST',
    url: '/test/api/fields/',
    public: true,
    body: z.object({
      name: z.string().min(1, 'Name is required.'),
      nested: z.object({ count: z.number().int() }),
      tags: z.array(z.string()).optional(),
    }),
    handler: async () => ({ ok: true }),
  }),
  route({
    method: 'POST',
    url: '/test/api/field-error/',
    public: true,
    handler: async () => {
      throw ValidationError.field('email', 'A user with that email already exists.');
    },
  }),
  route({
    method: 'GET',
    url: '/test/api/boom/',
    public: true,
    handler: async () => {
      throw new Error(`connection failed: ${SECRET}`);
    },
  }),
  route({
    method: 'GET',
    url: '/test/api/boom-db/',
    public: true,
    handler: async ({ db }) => {
      await sql`SELECT * FROM no_such_table`.execute(db);
      return null;
    },
  }),
  route({
    method: 'GET',
    url: '/test/api/missing-file/',
    public: true,
    handler: async () => fs.readFile(path.join(os.tmpdir(), 'groundwork-no-such-stored-file')),
  }),
  route({
    method: 'GET',
    url: '/test/api/conflict/',
    public: true,
    handler: async () => {
      throw new ConflictError('The checklist changed on the server.');
    },
  }),
  route({
    method: 'GET',
    url: '/test/api/teapot/',
    public: true,
    handler: async () => {
      throw new HttpError(422, 'idempotency_mismatch', 'Typed errors keep their own status and code.');
    },
  }),
  route({
    method: 'GET',
    url: '/test/api/limited/',
    public: true,
    handler: async () => {
      throw new TooManyRequestsError('Too many attempts. Please try again later.', 42);
    },
  }),
];

let ctx: TestContext;
let app: FastifyInstance;
let closeApp: () => Promise<void>;
let company: TestCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ app, close: closeApp } = await buildAppWithOwnStorage(ctx, testRoutes));
  company = await createTestCompany(ctx);
});
afterAll(async () => {
  await closeApp();
  await ctx.close();
});

describe('400: {field: [messages]}', () => {
  it('maps schema failures to their fields, dotted for nested ones', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test/api/fields/',
      payload: { name: '', nested: { count: 'x' }, tags: [1] },
    });
    expect(res.statusCode).toBe(400);
    const body = fieldErrorsSchema.parse(res.json());
    expect(body).toEqual({
      name: ['Name is required.'],
      'nested.count': [expect.any(String)],
      'tags.0': [expect.any(String)],
    });
  });

  it('says "This field is required" for a missing field', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/api/fields/', payload: {} });
    expect(res.json()).toEqual({ name: ['This field is required'], nested: ['This field is required'] });
  });

  it('keeps a field error thrown by a handler', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/api/field-error/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['A user with that email already exists.'] });
  });

  it('puts an unreadable body under non_field_errors', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test/api/fields/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "x",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [NON_FIELD_ERRORS]: [expect.any(String)] });
    const notObject = await app.inject({ method: 'POST', url: '/test/api/fields/', payload: [1, 2] });
    expect(notObject.statusCode).toBe(400);
    expect(Object.keys(notObject.json())).toEqual([NON_FIELD_ERRORS]);
  });
});

describe('{detail, code} errors', () => {
  it('401 without a token and with a bad one', async () => {
    const none = await app.inject({ method: 'GET', url: '/account/api/me/' });
    expect(none.statusCode).toBe(401);
    expect(errorBodySchema.parse(none.json()).code).toBe('not_authenticated');
    const bad = await authed(app, { token: 'not.a.jwt' }, { method: 'GET', url: '/account/api/me/' });
    expect(bad.statusCode).toBe(401);
    expect(errorBodySchema.parse(bad.json()).code).toBe('token_invalid');
  });

  it('403 when the role rule refuses', async () => {
    const res = await authed(app, company.staff, {
      method: 'PATCH',
      url: `/company/api/detail-update/${company.companyId}/`,
      payload: { company_name: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: expect.any(String), code: 'forbidden' });
  });

  it('404 for another company id and for an unknown API path', async () => {
    const foreign = await authed(app, company.admin, { method: 'GET', url: '/company/api/detail-update/999999/' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    const unknown = await app.inject({ method: 'GET', url: '/company/api/no-such-thing/' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('404 for a stored file the disk no longer has', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/api/missing-file/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    expect(res.body).not.toContain('groundwork-no-such-stored-file');
  });

  it('409, 422 and 429 keep their status and code; 429 says when to retry', async () => {
    const conflict = await app.inject({ method: 'GET', url: '/test/api/conflict/' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ detail: 'The checklist changed on the server.', code: 'conflict' });
    const typed = await app.inject({ method: 'GET', url: '/test/api/teapot/' });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().code).toBe('idempotency_mismatch');
    const limited = await app.inject({ method: 'GET', url: '/test/api/limited/' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('42');
    expect(limited.json()).toEqual({ detail: expect.any(String), code: 'rate_limited' });
  });

  it('415 for a body type the server does not read', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test/api/fields/',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>x</name>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: expect.any(String), code: 'unsupported_media_type' });
  });
});

describe('500', () => {
  it('hides the message, stack and cause of an unexpected error', async () => {
    for (const url of ['/test/api/boom/', '/test/api/boom-db/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ detail: 'A server error occurred.', code: 'server_error' });
      expect(res.body).not.toMatch(/hunter2|no_such_table|at .*\.ts/);
    }
  });
});
