// Test data for the company routes, shared by their tests, their isolation cases and the idempotency
// suite: small valid images, a multipart/form-data encoder for inject(), and an app with its own
// storage directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../app';
import { registerRoutes, type RouteDef } from '../../lib/route';
import type { TestContext } from '../../test/helpers';

/** A valid 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The first bytes of a JPEG (enough for the signature check). */
export const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
export const SVG_LOGO = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

export interface FormFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/**
 * Encodes fields as multipart/form-data with the platform's own encoder (what a browser sends).
 * A repeated field is written as an array of values.
 */
export async function multipart(
  fields: Record<string, string | FormFile | (string | FormFile)[]>,
): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') form.append(name, item);
      else form.append(name, new Blob([new Uint8Array(item.data)], { type: item.contentType }), item.filename);
    }
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export const pngFile = (data: Buffer = PNG_1X1): FormFile => ({ filename: 'logo.png', contentType: 'image/png', data });

/**
 * A second app on the test database with test-only routes and a storage directory the test can
 * look into (the one createTestApp() makes is private to it).
 */
export async function buildAppWithOwnStorage(
  ctx: TestContext,
  extraRoutes: RouteDef[] = [],
): Promise<{ app: FastifyInstance; storageDir: string; close(): Promise<void> }> {
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-files-'));
  const deps = ctx.app.deps;
  const app = await buildApp({ deps: { ...deps, config: { ...deps.config, storageDir } } });
  registerRoutes(app, extraRoutes);
  await app.ready();
  return {
    app,
    storageDir,
    close: async () => {
      await app.close();
      fs.rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
