// Security headers on every answer (issue 17), from @fastify/helmet: a Content-Security-Policy the
// app really runs under, nosniff, a referrer policy, and HSTS when PUBLIC_URL is https. Three kinds
// of answer get three sets:
// - the app (index.html, the SPA fallback, sw.js, build files, locales): its full policy, and no
//   framing at all (frame-ancestors 'none');
// - the API: the same policy, but framable by the app's own addresses, which show uploaded PDFs in
//   a frame (src/features/knowledge-base/media/file-viewer.tsx);
// - the SCORM content host (scorm-origin.ts): framing by the app only, nosniff and a referrer
//   policy, and no script policy: packages come from authoring tools that inline and eval script,
//   and run apart from the app's storage anyway (contentOriginHeaders).
// The inline scripts of the built index.html are allowed by their hashes, read from the file when
// the server starts: a changed boot script changes its hash with it, never silently breaks the app.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_EXTRA_PREFIXES, API_MODULES } from '../../contract/paths';
import { SCORM_PATHS } from '../../contract/scorm-paths';
import { scormContentOrigin } from '../modules/knowledge-base/scorm-origin';
import type { AppConfig } from './deps';
import { objectUrl, readUrl } from './s3-presign';
import { servedOrigins } from './served-origins';

/** helmet's options: which headers an answer gets, and their values. */
type HeaderOptions = NonNullable<Parameters<FastifyReply['helmet']>[0]>;
type Directives = Record<string, string[]>;

/** The meta tag the build writes when VITE_API_BASE_URL names another origin (vite.config.ts). */
export const API_BASE_META = 'groundwork-api-base';

/**
 * The video players an article may frame: the hosts server/modules/knowledge-base/article-html.ts
 * (EMBED_PLAYERS) keeps in a stored body, over https as it requires.
 */
export const EMBED_PLAYER_SOURCES = [
  'https://youtube.com',
  'https://www.youtube.com',
  'https://youtube-nocookie.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://loom.com',
  'https://www.loom.com',
  'https://fast.wistia.net',
  'https://fast.wistia.com',
  'https://*.wistia.com',
  'https://player.twitch.tv',
  'https://clips.twitch.tv',
];

/** One year, as browsers' preload lists ask; sent only over https (a browser ignores it on http). */
const HSTS_MAX_AGE = 365 * 24 * 60 * 60;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The CSP hash of every inline script of an HTML page, as a browser computes it: the text between
 * the tags with line breaks as the parser leaves them (\n). Scripts in a <template> count (the boot
 * script runs a copy of one); scripts with a src and those inside comments do not.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<!--[\s\S]*?-->|<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [whole, attributes, text] = match;
    if (whole.startsWith('<!--') || /\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(sha256((text ?? '').replace(/\r\n?/g, '\n')));
  }
  return [...hashes];
}

/** The origin of the API the build talks to, when the build names one (VITE_API_BASE_URL), else null. */
export function buildApiOrigin(html: string): string | null {
  const meta = new RegExp(`<meta\\s+name="${API_BASE_META}"\\s+content="([^"]*)"`, 'i').exec(html);
  try {
    return meta ? new URL(meta[1]!).origin : null;
  } catch {
    return null;
  }
}

/** What the built index.html contributes to the policy: its inline scripts and its API origin. */
export interface BuiltPage {
  scriptHashes: string[];
  apiOrigin: string | null;
}

export function readBuiltPage(staticDir: string | null): BuiltPage {
  const file = staticDir ? path.join(staticDir, 'index.html') : null;
  const html = file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  return { scriptHashes: inlineScriptHashes(html), apiOrigin: buildApiOrigin(html) };
}

const isHttps = (config: AppConfig) => new URL(config.publicUrl).protocol === 'https:';

/** The content origin and its per-company hosts ({label}.{host}): both may serve packages. */
function contentSources(config: AppConfig): string[] {
  const { protocol, host } = new URL(scormContentOrigin(config));
  return [`${protocol}//${host}`, `${protocol}//*.${host}`];
}

/** Where uploaded files are sent (presigned PUTs) and read from, with S3 storage configured. */
function storageSources(config: AppConfig): string[] {
  if (!config.s3) return [];
  return [...new Set([objectUrl(config.s3, 'x'), readUrl(config.s3, 'x')].map((url) => new URL(url).origin))];
}

/** The app's policy; `frameAncestors` is who may frame the answer. */
export function appDirectives(config: AppConfig, page: BuiltPage, frameAncestors: string[]): Directives {
  const api = page.apiOrigin ? [page.apiOrigin] : [];
  const storage = storageSources(config);
  const content = contentSources(config);
  // Uploaded files (pictures, video, audio, documents) come from the API or the object storage.
  const files = [...api, ...storage];
  const directives: Directives = {
    'default-src': ["'self'"],
    // No 'unsafe-inline' and no 'unsafe-eval': the build's own files, and the inline scripts of
    // index.html by their hashes. (zod's eval probe is switched off: src/lib/zod-jitless.ts.)
    'script-src': ["'self'", ...page.scriptHashes],
    'script-src-attr': ["'none'"],
    // 'unsafe-inline' because Chakra's styling engine (Emotion) writes <style> tags while the app
    // runs, rich text keeps style attributes, and index.html styles its static frame inline. A
    // nonce would not do: the service worker answers every start with one cached index.html.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...files],
    'media-src': ["'self'", 'data:', 'blob:', ...files],
    'font-src': ["'self'", 'data:'],
    // The API, the object storage (uploads go straight there), the SCORM content origin.
    'connect-src': ["'self'", ...api, ...storage, ...content],
    // The SCORM launcher, PDFs in the browser's viewer (from the API or the storage), and the
    // video players an article embeds.
    'frame-src': ["'self'", ...files, ...content, ...EMBED_PLAYER_SOURCES],
    // The service worker and the spreadsheet and table-file workers: build files.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors,
  };
  if (isHttps(config)) directives['upgrade-insecure-requests'] = [];
  return directives;
}

const hsts = (config: AppConfig) =>
  isHttps(config) ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true } : (false as const);

function appHeaders(config: AppConfig, page: BuiltPage, api: boolean): HeaderOptions {
  const frameAncestors = api ? ["'self'", ...servedOrigins(config)] : ["'none'"];
  return {
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives(config, page, frameAncestors) },
    // For browsers older than frame-ancestors.
    xFrameOptions: { action: api ? 'sameorigin' : 'deny' },
    // The browser's default, said out loud: other sites get the origin only, never a path (an
    // article's id, a reset token). Not 'no-referrer': YouTube refuses embeds that send none.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: hsts(config),
    xContentTypeOptions: true,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // 'same-site', not helmet's 'same-origin': an API at another origin of the same site
    // (VITE_API_BASE_URL) serves the pictures and video the app shows.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Not required: the embedded video players send no Cross-Origin-Resource-Policy.
    crossOriginEmbedderPolicy: false,
    // Off: with Origin-Agent-Cluster, Chromium lost what a closing tab wrote to localStorage in its
    // pagehide handler (the editor's rescue copy of unsaved text; knowledge-base-editor.e2e.ts
    // "keeps what was typed when the tab closes mid-typing" fails with it on). It only stops
    // document.domain, which the app never sets.
    originAgentCluster: false,
    xDnsPrefetchControl: { allow: false },
    xDownloadOptions: true,
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
    xXssProtection: true,
  };
}

/**
 * The headers of the SCORM content host's answers: framed only by the app's addresses (the
 * launcher), or also by the content origin itself (a package's files, framed by the launcher);
 * nosniff; a referrer policy that keeps paths (company, package and access key) to the origin
 * itself; HSTS as the app. Nothing else of the app's: packages must keep working as exported.
 */
export function contentOriginHeaders(config: AppConfig, pathname = '/'): HeaderOptions {
  const launcher = pathname.startsWith(`/${SCORM_PATHS.launcher}`);
  const ancestors = [...(launcher ? [] : ["'self'"]), ...servedOrigins(config)];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      // frame-ancestors alone: default-src would restrict the package's own scripts and files.
      directives: {
        'default-src': helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
        'frame-ancestors': ancestors,
      },
    },
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: hsts(config),
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

/**
 * Whether a Host is the SCORM content origin's: its host, or a company's host under it
 * ({label}.{host}), but never one of the app's own addresses.
 */
export function isContentHost(config: AppConfig, host: string): boolean {
  const contentHost = new URL(scormContentOrigin(config)).host;
  if (servedOrigins(config).some((origin) => new URL(origin).host === host)) return false;
  return host === contentHost || host.endsWith(`.${contentHost}`);
}

const API_PREFIXES = [...API_MODULES.map((module) => `/${module}/api/`), ...API_EXTRA_PREFIXES];
const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/** Registers helmet and the hook that picks each answer's headers. Call before any route. */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const page = readBuiltPage(config.staticDir);
  // Not global: the hook below passes each answer's whole set to reply.helmet().
  await app.register(helmet, { global: false });
  const forApp = appHeaders(config, page, false);
  const forApi = appHeaders(config, page, true);
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const url = request.url;
    if (isContentHost(config, request.host)) reply.helmet(contentOriginHeaders(config, url));
    else reply.helmet(isApiPath(url) ? forApi : forApp);
  });
}
