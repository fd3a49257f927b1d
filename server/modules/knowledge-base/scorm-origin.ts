// SCORM packages play on an origin of their own (issue 6), one per company (issue 17). A package's
// scripts are uploaded by a company admin; on the app's origin they could read the signed-in user's
// tokens (localStorage, IndexedDB) and call the API as that user, and on an origin shared by every
// company they could read the files of other companies' packages kept on the same device for
// offline play (Cache Storage is per origin). So:
// - each company's files (scorm-content.ts) and the launcher page that runs the SCORM runtime for
//   them (src/scorm-launcher) are answered only on that company's content origin,
//   `c{company id}.{content host}` (contract/scorm-paths.ts says why the id), never on the app's,
//   another company's, or the bare content host;
// - a content origin answers nothing else but the build files the launcher and its service worker
//   need: the app itself (sign-in, tokens) never runs there;
// - everything it answers may be framed only by the app's own addresses (frame-ancestors).
// The content host is SCORM_CONTENT_ORIGIN's (a wildcard DNS record and certificate cover its
// company subdomains); unset, PUBLIC_URL's host on another port (PUBLIC_URL's port + 1, a second port
// this server listens on), `localhost` when that host is a loopback address (browsers resolve
// `*.localhost` to this machine; an IP address takes no subdomains).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SCORM_PATHS, scormContentLabel, scormLabelCompany } from '../../../contract/scorm-paths';
import type { AppConfig } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { servedOrigins } from '../../lib/served-origins';

/** The built launcher page (vite entry scorm-launcher.html); the launcher route fills in the app origins. */
export const LAUNCHER_FILE = 'scorm-launcher.html';
export const APP_ORIGINS_PLACEHOLDER = '__GROUNDWORK_APP_ORIGINS__';

/** publicUrl's origin with another port (and `localhost` for a loopback address): the default content host. */
export function originWithPort(url: string, port: number): string {
  const copy = new URL(url);
  copy.port = String(port);
  if (LOOPBACK.has(copy.hostname)) copy.hostname = 'localhost';
  return copy.origin;
}

const LOOPBACK = new Set(['127.0.0.1', '[::1]']);
const isIpAddress = (hostname: string) => /^[\d.]+$/.test(hostname) || hostname.startsWith('[');

/** The origin of `companyId` on the content host `base`: its label in front of the host. */
const withLabel = (base: string, companyId: number) => {
  const url = new URL(base);
  url.hostname = `${scormContentLabel(companyId)}.${url.hostname}`;
  return url.origin;
};

/**
 * The content host and the port to listen on for it: SCORM_CONTENT_ORIGIN as given (listening on
 * SCORM_CONTENT_PORT only when set: a proxy may route the origin to PORT), else PUBLIC_URL's host on
 * SCORM_CONTENT_PORT or PORT + 1. Throws when it is an IP address (no subdomains for the companies),
 * the app's own origin, or when an address of the app (PUBLIC_URL, REFERRAL_HOSTS) would be a
 * company's content origin: packages must never run there.
 */
export function contentOriginSettings(options: {
  origin: string | undefined;
  port: number | undefined;
  publicUrl: string;
  appPort: number;
  appOrigins?: readonly string[];
}): { origin: string; listenPort: number | null } {
  const listenPort = options.origin ? (options.port ?? null) : (options.port ?? options.appPort + 1);
  const origin = options.origin ?? originWithPort(options.publicUrl, listenPort!);
  const base = new URL(origin);
  if (isIpAddress(base.hostname)) {
    throw new Error(
      'SCORM_CONTENT_ORIGIN needs a host name, not an IP address: each company plays its packages on a subdomain of it.',
    );
  }
  const appOrigins = [new URL(options.publicUrl).origin, ...(options.appOrigins ?? [])];
  if (appOrigins.includes(origin)) {
    throw new Error('SCORM_CONTENT_ORIGIN must differ from the app origin (PUBLIC_URL): packages must not run on it.');
  }
  for (const app of appOrigins) {
    const company = scormLabelCompany(new URL(app).hostname);
    if (company !== null && withLabel(origin, company) === app) {
      throw new Error(
        `${app} is a company's SCORM content origin under SCORM_CONTENT_ORIGIN: packages must not run on it.`,
      );
    }
  }
  return { origin, listenPort };
}

/** The content host, which every company's content origin is a subdomain of. */
export const scormContentOrigin = (config: AppConfig): string =>
  config.scormContentOrigin ?? originWithPort(config.publicUrl, Number(new URL(config.publicUrl).port || 80) + 1);

/** The origin a company's packages are served and played on: `c{id}.{content host}`. */
export const companyContentOrigin = (config: AppConfig, companyId: number): string =>
  withLabel(scormContentOrigin(config), companyId);

/** The absolute URL of a path (no leading slash) on a company's content origin. */
export const contentUrl = (config: AppConfig, companyId: number, pathname: string) =>
  `${companyContentOrigin(config, companyId)}/${pathname}`;

/**
 * Which side a request's Host header is on: a company's content origin, the content host itself or
 * another name under it (both answer nothing), or the app (anything else).
 */
export type ContentHost = { kind: 'company'; companyId: number } | { kind: 'bare' } | { kind: 'app' };

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

export function contentHostOf(config: AppConfig, host: string): ContentHost {
  const base = new URL(scormContentOrigin(config));
  // Parsed as an address on the content host's scheme: lower case, its default port dropped.
  const asked = /^[^/?#@\\]+$/.test(host) ? parseUrl(`${base.protocol}//${host}`) : null;
  if (!asked || asked.port !== base.port) return { kind: 'app' };
  if (asked.hostname === base.hostname) return { kind: 'bare' };
  if (!asked.hostname.endsWith(`.${base.hostname}`)) return { kind: 'app' };
  const label = asked.hostname.slice(0, -base.hostname.length - 1);
  const companyId = scormLabelCompany(`${label}.`);
  return companyId !== null && scormContentLabel(companyId) === label
    ? { kind: 'company', companyId }
    : { kind: 'bare' };
}

/** The build's service worker for the content origin (sw/scorm-content-sw.ts), scoped to its whole origin. */
export const CONTENT_WORKER_PATH = '/scorm-content-sw.js';

const CONTENT_PATHS = [`/${SCORM_PATHS.contentPrefix}`, `/${SCORM_PATHS.launcher}`];
/** What the content host answers: packages, the launcher, its worker and the build files it loads. */
const isContentPath = (url: string) =>
  CONTENT_PATHS.some((p) => url.startsWith(p)) ||
  url.split('?')[0] === CONTENT_WORKER_PATH ||
  url.startsWith('/assets/');

/**
 * What the bare content host answers at its worker's address: a worker that empties and removes
 * itself. Before issue 17 every company's packages were kept there, in one cache any of them could
 * read; a browser that checks that old worker for an update gets this one, and the copies go.
 */
export const RETIRED_CONTENT_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil((async () => {
  for (const name of await caches.keys()) await caches.delete(name);
  await self.registration.unregister();
})()));
`;

/**
 * Splits the hosts: on a company's content origin only content paths are answered (with
 * frame-ancestors set; the files route checks the company is the origin's, scorm-content.ts); the
 * bare content host answers nothing but its retired worker; on any other host the content paths, the
 * launcher and the raw launcher file answer 404.
 */
export function registerContentHostGate(app: FastifyInstance, config: AppConfig): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const host = contentHostOf(config, request.host);
    if (host.kind === 'company') {
      // Who may frame what is set by security-headers.ts (contentOriginHeaders) for every answer here.
      if (!isContentPath(url)) throw new NotFoundError();
      return;
    }
    if (host.kind === 'bare') {
      if (request.method !== 'GET' || url.split('?')[0] !== CONTENT_WORKER_PATH) throw new NotFoundError();
      return reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(RETIRED_CONTENT_WORKER);
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
