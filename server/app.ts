// buildApp(): the Fastify app without listening, so tests drive it with inject(). Plugins go in
// order: external (multipart, form bodies) → app (deps, error handling) → routes → static PWA.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { API_MODULES } from '../contract/paths';
import { NON_FIELD_ERRORS } from '../contract/errors';
import type { AppDeps } from './lib/deps';
import { HttpError, TooManyRequestsError, ValidationError } from './lib/errors';
import { registerRoutes } from './lib/route';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerUnreadBodyDrain } from './lib/unread-body';
import { allRoutes } from './modules';
import { registerContentHostGate } from './modules/knowledge-base/scorm-origin';

export const DEFAULT_BODY_LIMIT = 1024 * 1024; // 1 MiB of JSON is far more than any form sends.
export const MULTIPART_FILE_LIMIT = 10 * 1024 * 1024;

const API_PATH = new RegExp(`^/(${API_MODULES.join('|')})/api/`);

export interface BuildAppOptions {
  deps: AppDeps;
  logger?: boolean | { level: string };
}

export async function buildApp({ deps, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: deps.config.bodyLimit,
    // Rate limits key on the client address: believe X-Forwarded-For only behind our own proxy.
    trustProxy: deps.config.trustProxy,
    // The specs write paths with a trailing slash; accept both spellings.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('deps', deps);
  app.decorate('routeTable', []);
  // Each instance runs its own e-mail delivery job (several on one database share the work, each
  // e-mail sent once: lib/email-delivery.ts), from ready to close.
  let stopDelivery: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopDelivery = deps.mailer.startDelivery?.(deps.db, (err) => app.log.error({ err }, 'e-mail delivery job'));
  });
  app.addHook('onClose', async () => {
    await stopDelivery?.();
  });

  // External plugins. Multipart fields land on request.body as values (files as Buffers).
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MULTIPART_FILE_LIMIT, files: 5, fields: 100 },
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const out: Record<string, string | string[]> = {};
    for (const [k, v] of new URLSearchParams(body as string)) {
      const prev = out[k];
      out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
    }
    done(null, out);
  });

  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof ValidationError) return reply.code(400).send(error.fields);
    if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof HttpError) {
      return reply.code(error.status).send({ ...error.extra, detail: error.message, code: error.code });
    }
    const fe = error as FastifyError;
    // 413 also covers the multipart plugin's part, file and field count limits (FST_*_LIMIT).
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.statusCode === 413) {
      return reply.code(413).send({ detail: 'Request body is too large.', code: 'payload_too_large' });
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({ detail: 'Unsupported content type.', code: 'unsupported_media_type' });
    }
    // A row names a stored file the disk no longer has (removed by hand, a restore of the database
    // without its files): the file is not found, which is no server fault the client could retry.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      request.log.warn({ err: error }, 'stored file missing');
      return reply.code(404).send({ detail: 'Not found.', code: 'not_found' });
    }
    if (fe.statusCode === 400) {
      return reply.code(400).send({ [NON_FIELD_ERRORS]: ['The request body could not be read.'] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'A server error occurred.', code: 'server_error' });
  });

  // Security headers on every answer: app, API, static files, SCORM content host (issue 17).
  await registerSecurityHeaders(app, deps.config);
  // An answer given before the body was read (413, a refused upload) must still reach the client.
  registerUnreadBodyDrain(app, {
    lingerMs: deps.config.unreadBodyLingerMs,
    maxMs: deps.config.unreadBodyMaxMs,
    bytesPerSecond: deps.config.unreadBodyBytesPerSecond,
  });

  // SCORM packages answer on their own origin only, and nothing else answers there.
  registerContentHostGate(app, deps.config);
  registerRoutes(app, allRoutes);

  const staticDir = deps.config.staticDir;
  const indexHtml = staticDir && fs.existsSync(path.join(staticDir, 'index.html'));
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: path.resolve(staticDir),
      wildcard: false,
      index: false,
      // dist/ holds .br and .gz copies made at build time (scripts/precompress.mjs).
      preCompressed: true,
      // Cache-Control is ours (setHeaders below); the plugin's default would overwrite it.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Hashed build assets never change; everything else (sw.js, manifest, locales) revalidates.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PATH.test(request.url);
    // A missing build file (an old page asking for a chunk a newer build replaced) must fail as a
    // file, so the page's chunk-load error handling reloads it; the HTML shell would break it.
    const isBuildFile = request.url.startsWith('/assets/');
    if (!isApi && !isBuildFile && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      // SPA fallback: the client router decides, including its own 404 page.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ detail: 'Not found.', code: 'not_found' });
  });

  return app;
}
