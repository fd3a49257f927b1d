// Request bodies are limited before parsing (ARCHITECTURE.md): a body over the limit answers 413
// {detail, code: 'payload_too_large'} without the route's handler running — no sign-in attempt is
// counted, no token is even looked at, and nothing changes. Over a real connection the client
// reads that answer whatever the body's size (5 MB, 100 MB, 1 GB), rather than losing it to a
// reset: a client that reads only after sending, Node's fetch and curl (Chromium: tests/e2e/
// body-limit.e2e.ts). What is thrown away is read within a budget, and a body that stops or keeps
// coming is given up after its bounds.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/errors';
import { buildApp, DEFAULT_BODY_LIMIT, MULTIPART_FILE_LIMIT } from '../app';
import type { AppConfig } from '../lib/deps';
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
type SocketOutcome =
  { status: number; body: unknown; answeredMs: number; closedMs: number } | { error: string; answeredMs?: number };

interface SocketRequest {
  method?: string;
  url: string;
  /** Content-Length; the body is that many bytes of 'a' (the JSON around it does not matter). */
  size: number;
  /** Stop sending after this many body bytes and wait, as a stalled upload does. */
  stallAfter?: number;
  /** Send a 64 KiB piece every this many ms, for ever, as a slow endless sender does. */
  trickleMs?: number;
}

/**
 * Sends a body to a listening server over a plain TCP connection the way many HTTP clients do (the
 * whole body first; what comes back is only looked at once the connection closes), and reads the
 * answer. inject() opens no socket, so only this shows a server that answers and hangs up while the
 * client is still sending: the client's next write fails with EPIPE or ECONNRESET and the answer is
 * lost with it. Also notes when the first byte of the answer came and when the connection closed.
 */
function sendOverSocket(port: number, { method = 'POST', url, size, stallAfter, trickleMs }: SocketRequest) {
  return new Promise<SocketOutcome>((resolve) => {
    const started = Date.now();
    const socket = net.connect({ host: '127.0.0.1', port });
    const received: Buffer[] = [];
    let answeredMs: number | undefined;
    let failed = false;
    let trickle: NodeJS.Timeout | undefined;
    socket.on('data', (part: Buffer) => {
      answeredMs ??= Date.now() - started;
      received.push(part);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      failed = true;
      clearInterval(trickle);
      resolve({ error: `${error.code ?? ''} ${error.message}`, answeredMs });
    });
    socket.on('close', () => {
      clearInterval(trickle);
      if (failed) return;
      const text = Buffer.concat(received).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const body = text.slice(text.indexOf('\r\n\r\n') + 4);
      resolve(
        status
          ? { status, body: JSON.parse(body) as unknown, answeredMs: answeredMs!, closedMs: Date.now() - started }
          : { error: `no answer: ${text}` },
      );
    });
    socket.write(
      `${method} ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${size}\r\nConnection: close\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 'a');
    if (trickleMs) {
      trickle = setInterval(() => !failed && socket.write(chunk), trickleMs);
      return;
    }
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

/** A file of `bytes` zero bytes (sparse: nothing is written), for clients that send a file. */
function sparseFile(bytes: number): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-body-')), 'body.json');
  fs.closeSync(fs.openSync(file, 'w'));
  fs.truncateSync(file, bytes);
  return file;
}

/** curl, as people and scripts use it: `-T` streams the file with its Content-Length (and Expect). */
function curl(url: string, file: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('curl', ['-sS', '-X', 'POST', '-H', 'content-type: application/json', '-T', file, url]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (part: Buffer) => (stdout += part.toString()));
    child.stderr.on('data', (part: Buffer) => (stderr += part.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const MB = 1024 * 1024;

describe('answers before the body was read, over a real connection', () => {
  /** Another app on the same database with its own limits for answers sent before the body. */
  async function listening(config: Partial<AppConfig>) {
    const other = await buildApp({ deps: { ...ctx.app.deps, config: { ...ctx.app.deps.config, ...config } } });
    await other.listen({ port: 0, host: '127.0.0.1' });
    return { port: (other.server.address() as AddressInfo).port, close: () => other.close() };
  }

  // Before: the server answered and closed at once past 64 MiB (waiting for the body up to there),
  // so a client that reads the answer only after sending got EPIPE or ECONNRESET instead of the 413
  // already on its way; now the answer goes at once and the rest is read and thrown away.
  // (With a budget of 256 MiB a second, so the gigabyte takes seconds here rather than the 16 of
  // the default 64 MiB: the budget has a test of its own below.)
  describe.each([5, 100, 1024])('a %i MB JSON body', (megabytes) => {
    const size = megabytes * MB;
    let file: string;
    let port: number;
    let close: () => Promise<void>;
    beforeAll(async () => {
      file = sparseFile(size);
      ({ port, close } = await listening({ unreadBodyBytesPerSecond: 256 * MB }));
    });
    afterAll(async () => {
      await close();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    });

    it('gets a readable 413 from a client that reads only after sending it all', async () => {
      const outcome = await sendOverSocket(port, { url: '/account/api/login/', size });
      expect(outcome).toMatchObject({ status: 413, body: TOO_LARGE });
    });

    it("gets a readable 413 from Node's fetch (undici), sending a file", async () => {
      const res = await fetch(`http://127.0.0.1:${port}/account/api/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: await fs.openAsBlob(file),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual(TOO_LARGE);
    });

    it('gets a readable 413 from curl', async () => {
      const out = await curl(`http://127.0.0.1:${port}/account/api/login/`, file);
      expect(out.stderr).toBe('');
      expect(out.code).toBe(0);
      expect(JSON.parse(out.stdout)).toEqual(TOO_LARGE);
    });
  });

  it('answers at once: a body that stops coming gets its 413 before the linger, and is closed after it', async () => {
    const lingering = await listening({ unreadBodyLingerMs: 600 });
    try {
      const outcome = await sendOverSocket(lingering.port, {
        url: '/account/api/login/',
        size: 5 * MB,
        stallAfter: 256 * 1024,
      });
      // The answer still arrives (the client is not writing, so nothing is reset).
      expect(outcome).toMatchObject({ status: 413, body: TOO_LARGE });
      const { answeredMs, closedMs } = outcome as { answeredMs: number; closedMs: number };
      expect(answeredMs).toBeLessThan(500);
      expect(closedMs).toBeGreaterThanOrEqual(550);
    } finally {
      await lingering.close();
    }
  });

  it('reads what it throws away no faster than its budget', async () => {
    const slow = await listening({ unreadBodyBytesPerSecond: 8 * MB });
    try {
      const outcome = await sendOverSocket(slow.port, { url: '/account/api/login/', size: 32 * MB });
      expect(outcome).toMatchObject({ status: 413, body: TOO_LARGE });
      // 8 MiB at once (the bucket starts full), the other 24 MiB at 8 MiB a second.
      expect((outcome as { closedMs: number }).closedMs).toBeGreaterThanOrEqual(2500);
    } finally {
      await slow.close();
    }
  });

  it('gives up on a body that keeps coming after its longest linger, the answer sent long before', async () => {
    const bounded = await listening({ unreadBodyMaxMs: 700 });
    try {
      const started = Date.now();
      const outcome = await sendOverSocket(bounded.port, {
        url: '/account/api/login/',
        size: 1024 * MB,
        trickleMs: 20,
      });
      // The client got its answer at once; the connection ended by the server after the bound.
      expect(outcome.answeredMs).toBeLessThan(500);
      expect(Date.now() - started).toBeGreaterThanOrEqual(650);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await bounded.close();
    }
  });
});
