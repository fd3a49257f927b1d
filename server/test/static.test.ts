// Serving the built PWA: app paths get the shell (the client router decides), API paths and
// missing build files get a real 404, and files are sent pre-compressed when a copy exists.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  ctx = await createTestApp();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const chunk = 'export const x = 1;'.repeat(100);
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), chunk);
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js.br'), zlib.brotliCompressSync(chunk));
  const deps = ctx.app.deps;
  app = await buildApp({ deps: { ...deps, config: { ...deps.config, staticDir: dist } } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the built PWA', () => {
  it('answers app paths with the shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/account/dashboard/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="root"');
    // Always revalidated, so a new release's shell is picked up.
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing build file and an unknown API path with 404, not the shell', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/account/api/nothing-here/' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('sends the brotli copy to a client that accepts it, immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
  });
});
