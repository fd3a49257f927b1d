// SCORM packages play on an origin of their own (issue 6). A package's scripts are uploaded by a
// company admin; on the app's origin they could read the signed-in user's tokens (localStorage,
// IndexedDB) and call the API as that user, even for another company the user belongs to. So:
// - its files (scorm-content.ts) and the launcher page that runs the SCORM runtime for them
//   (src/scorm-launcher) are answered only on the content origin's host, never on the app's;
// - the content host answers nothing else but the build files the launcher and its service worker
//   need: the app itself (sign-in, tokens) never runs there;
// - everything it answers may be framed only by the app's own addresses (frame-ancestors).
// Unset, the content origin is the app's host on another port (PUBLIC_URL's port + 1, a second
// port this server listens on): another origin, so storage is apart, but the same site, so the
// browser lets the launcher's service worker run inside the app's page for offline play (browsers
// refuse service workers to cross-site frames when third-party storage is blocked).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SCORM_PATHS } from '../../../contract/scorm-paths';
import type { AppConfig } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { servedOrigins } from '../../lib/served-origins';

/** The built launcher page (vite entry scorm-launcher.html); the launcher route fills in the app origins. */
export const LAUNCHER_FILE = 'scorm-launcher.html';
export const APP_ORIGINS_PLACEHOLDER = '__GROUNDWORK_APP_ORIGINS__';

/** publicUrl's origin with another port: the default content origin. */
export function originWithPort(url: string, port: number): string {
  const copy = new URL(url);
  copy.port = String(port);
  return copy.origin;
}

/**
 * The content origin and the port to listen on for it: SCORM_CONTENT_ORIGIN as given (listening on
 * SCORM_CONTENT_PORT only when set: a proxy may route the origin to PORT), else PUBLIC_URL's host on
 * SCORM_CONTENT_PORT or PORT + 1. Throws when it would be the app's own origin.
 */
export function contentOriginSettings(options: {
  origin: string | undefined;
  port: number | undefined;
  publicUrl: string;
  appPort: number;
}): { origin: string; listenPort: number | null } {
  const listenPort = options.origin ? (options.port ?? null) : (options.port ?? options.appPort + 1);
  const origin = options.origin ?? originWithPort(options.publicUrl, listenPort!);
  if (origin === new URL(options.publicUrl).origin) {
    throw new Error('SCORM_CONTENT_ORIGIN must differ from the app origin (PUBLIC_URL): packages must not run on it.');
  }
  return { origin, listenPort };
}

export const scormContentOrigin = (config: AppConfig): string =>
  config.scormContentOrigin ?? originWithPort(config.publicUrl, Number(new URL(config.publicUrl).port || 80) + 1);

/** The absolute URL of a path (no leading slash) on the content origin. */
export const contentUrl = (config: AppConfig, pathname: string) => `${scormContentOrigin(config)}/${pathname}`;

/** The build's service worker for the content origin (sw/scorm-content-sw.ts), scoped to its whole origin. */
export const CONTENT_WORKER_PATH = '/scorm-content-sw.js';

const CONTENT_PATHS = [`/${SCORM_PATHS.contentPrefix}`, `/${SCORM_PATHS.launcher}`];
/** What the content host answers: packages, the launcher, its worker and the build files it loads. */
const isContentPath = (url: string) =>
  CONTENT_PATHS.some((p) => url.startsWith(p)) ||
  url.split('?')[0] === CONTENT_WORKER_PATH ||
  url.startsWith('/assets/');

/** Who may frame what the content host answers: the launcher (itself) and the app's addresses. */
export const frameAncestors = (config: AppConfig) => `frame-ancestors 'self' ${servedOrigins(config).join(' ')}`;

/**
 * Splits the hosts: on the content host only content paths are answered (with frame-ancestors set);
 * on any other host the content paths, the launcher and the raw launcher file answer 404.
 */
export function registerContentHostGate(app: FastifyInstance, config: AppConfig): void {
  const contentHost = new URL(scormContentOrigin(config)).host;
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (request.host === contentHost) {
      if (!isContentPath(url)) throw new NotFoundError();
      reply.header('content-security-policy', frameAncestors(config));
      return;
    }
    if (CONTENT_PATHS.some((p) => url.startsWith(p)) || url.split('?')[0] === `/${LAUNCHER_FILE}`) {
      throw new NotFoundError();
    }
  });
}

/** The launcher page with the app's addresses it accepts messages from (src/scorm-launcher/launcher.ts). */
export async function serveLauncher(config: AppConfig, reply: FastifyReply) {
  const file = config.staticDir ? path.join(config.staticDir, LAUNCHER_FILE) : null;
  const html = file ? await fs.readFile(file, 'utf8').catch(() => null) : null;
  if (!html) throw new NotFoundError();
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin');
  return html.replace(APP_ORIGINS_PLACEHOLDER, servedOrigins(config).join(' '));
}
