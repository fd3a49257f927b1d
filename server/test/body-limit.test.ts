// Request bodies are limited before parsing (ARCHITECTURE.md): a body over the limit answers 413
// {detail, code: 'payload_too_large'} without the route's handler running — no sign-in attempt is
// counted, no token is even looked at, and nothing changes. Over a real connection the client
// reads that answer whatever the body's size, rather than losing it to a reset.
import net, { type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/errors';
import { buildApp, DEFAULT_BODY_LIMIT, MULTIPART_FILE_LIMIT } from '../app';
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

/** What a client over a real connection got back: the answer, or the error that cut it off. */
type SocketOutcome = { status: number; body: unknown } | { error: string };

interface SocketRequest {
  method?: string;
  url: string;
  /** Content-Length; the body is that many bytes of 'a' (the JSON around it does not matter). */
  size: number;
  /** Stop sending after this many body bytes and wait, as a stalled upload does. */
  stallAfter?: number;
}

/**
 * Sends a body to a listening server over a plain TCP connection the way most HTTP clients do (the
 * whole body first, then the answer), and reads the answer. inject() opens no socket, so only this
 * shows a server that answers and hangs up while the client is still sending: the client's next
 * write fails with EPIPE or ECONNRESET and the answer is lost with it.
 */
function sendOverSocket(port: number, { method = 'POST', url, size, stallAfter }: SocketRequest) {
  return new Promise<SocketOutcome>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const received: Buffer[] = [];
    let failed = false;
    socket.on('data', (part: Buffer) => received.push(part));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      failed = true;
      resolve({ error: `${error.code ?? ''} ${error.message}` });
    });
    socket.on('close', () => {
      if (failed) return;
      const text = Buffer.concat(received).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const body = text.slice(text.indexOf('\r\n\r\n') + 4);
      resolve(status ? { status, body: JSON.parse(body) as unknown } : { error: `no answer: ${text}` });
    });
    socket.write(
      `${method} ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${size}\r\nConnection: close\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let left = Math.min(size, stallAfter ?? size);
    const writeMore = () => {
      while (left > 0 && !failed) {
        const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= part.length;
        if (!socket.write(part)) return void socket.once('drain', writeMore);
      }
    };
    writeMore();
  });
}

describe('answers before the body was read, over a real connection', () => {
  let port: number;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  // Before the fix the server answered and closed at once: the client, still sending, got EPIPE or
  // ECONNRESET instead of the 413 that was already on its way.
  for (const megabytes of [5, 50]) {
    it(`a ${megabytes} MB JSON body gets a readable 413, not a reset`, async () => {
      const outcome = await sendOverSocket(port, { url: '/account/api/login/', size: megabytes * 1024 * 1024 });
      expect(outcome).toEqual({ status: 413, body: TOO_LARGE });
    });
  }

  it('a 5 MB body sent with fetch gets a readable 413', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/account/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'big@test.example', password: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
  });

  it('a body that stops coming is answered after the linger and the connection closed', async () => {
    const lingering = await buildApp({
      deps: { ...ctx.app.deps, config: { ...ctx.app.deps.config, unreadBodyLingerMs: 300 } },
    });
    try {
      await lingering.listen({ port: 0, host: '127.0.0.1' });
      const started = Date.now();
      const outcome = await sendOverSocket((lingering.server.address() as AddressInfo).port, {
        url: '/account/api/login/',
        size: 5 * 1024 * 1024,
        stallAfter: 256 * 1024,
      });
      // The answer still arrives (the client is not writing, so nothing is reset), after the wait.
      expect(outcome).toEqual({ status: 413, body: TOO_LARGE });
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    } finally {
      await lingering.close();
    }
  });
});
