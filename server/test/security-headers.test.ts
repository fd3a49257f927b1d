// Security headers (issue 17) on every kind of answer: the app's shell (a file and the SPA
// fallback), sw.js, a locale file, a build file, the API, and the SCORM content host; HSTS and the
// storage and API origins only when configured; and the hash of every inline script of the built
// index.html in the policy (a built page of its own here; the real build is checked in the browser
// by tests/e2e/csp.e2e.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORM_PATHS } from '../../contract/scorm-paths';
import { buildApp } from '../app';
import type { AppConfig } from '../lib/deps';
import {
  buildApiOrigin,
  contentOriginHeaders,
  EMBED_PLAYER_SOURCES,
  inlineScriptHashes,
  isContentHost,
} from '../lib/security-headers';
import { embedSrc } from '../modules/knowledge-base/article-html';
import { createTestApp, type TestContext } from './helpers';

const APP = 'http://localhost:8080';
const CONTENT = 'http://localhost:8081';
const PARTNER = 'https://learn.partner.test';
const BOOT = "document.documentElement.classList.add('light');\n";
const ENTRY = 'import "/assets/app-abc.js";';
const INDEX = `<!doctype html><html><head>
<!-- <script>not a script: a comment</script> -->
<template id="boot-entry"><script type="module">${ENTRY}</script></template>
<script type="module" crossorigin src="/assets/app-abc.js"></script>
</head><body><div id="root"></div>
<script>${BOOT}</script>
</body></html>`;

let ctx: TestContext;
let app: FastifyInstance;
let dist: string;

/** A directive's sources in a policy, or null when the policy has no such directive. */
function directive(policy: string | undefined, name: string): string[] | null {
  const found = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found ? found.slice(1) : null;
}

async function withConfig(config: Partial<AppConfig>): Promise<FastifyInstance> {
  const deps = ctx.app.deps;
  const built = await buildApp({ deps: { ...deps, config: { ...deps.config, staticDir: dist, ...config } } });
  await built.ready();
  return built;
}

beforeAll(async () => {
  ctx = await createTestApp({ config: { referralOrigins: [PARTNER] } });
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'locales', 'en'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'export const x = 1;');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dist, 'locales', 'en', 'translation.json'), '{"hello":"Hello"}');
  app = await withConfig({});
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('inlineScriptHashes', () => {
  it('hashes a script as browsers do (the CSP specification example)', () => {
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
    // The parser turns CRLF into LF before the browser hashes the text.
    expect(inlineScriptHashes('<script>a();\r\nb();</script>')).toEqual(
      inlineScriptHashes('<script>a();\nb();</script>'),
    );
  });

  it("counts every inline script, a template's too, but not scripts with a src or in comments", () => {
    const hashes = inlineScriptHashes(INDEX);
    expect(hashes).toHaveLength(2);
    expect(hashes).toEqual(inlineScriptHashes(`<script type="module">${ENTRY}</script><script>${BOOT}</script>`));
  });

  it('reads the API origin the build names, if any', () => {
    expect(buildApiOrigin(INDEX)).toBeNull();
    expect(buildApiOrigin('<meta name="groundwork-api-base" content="https://api.example.test/v1/">')).toBe(
      'https://api.example.test',
    );
  });
});

describe('headers of the app and the API', () => {
  it('gives the shell, sw.js, a locale file and a build file the policy with the inline scripts by hash', async () => {
    for (const url of [
      '/index.html',
      '/account/dashboard/',
      '/',
      '/sw.js',
      '/locales/en/translation.json',
      '/assets/app-abc.js',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const policy = res.headers['content-security-policy'] as string;
      expect(directive(policy, 'script-src'), url).toEqual(["'self'", ...inlineScriptHashes(INDEX)]);
      expect(directive(policy, 'frame-ancestors'), url).toEqual(["'none'"]);
      expect(directive(policy, 'object-src'), url).toEqual(["'none'"]);
      expect(policy, url).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      // PUBLIC_URL is http: no HSTS, no upgrade of the app's http requests.
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(directive(policy, 'upgrade-insecure-requests'), url).toBeNull();
    }
  });

  it('lets the app reach and frame the SCORM content origin (and its per-company hosts) and the video players', async () => {
    const policy = (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string;
    expect(directive(policy, 'connect-src')).toEqual(["'self'", CONTENT, 'http://*.localhost:8081']);
    expect(directive(policy, 'frame-src')).toEqual([
      "'self'",
      CONTENT,
      'http://*.localhost:8081',
      ...EMBED_PLAYER_SOURCES,
    ]);
    expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('frames every video player an article may keep', () => {
    const players = [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://player.vimeo.com/video/76979871',
      'https://www.loom.com/embed/0123456789abcdef',
      'https://fast.wistia.net/embed/iframe/abc123',
      'https://fast.wistia.com/embed/iframe/abc123',
      'https://acme.wistia.com/embed/medias/abc123',
      'https://player.twitch.tv/?channel=acme&parent=localhost',
      'https://clips.twitch.tv/embed?clip=Slug&parent=localhost',
    ];
    for (const player of players) {
      expect(embedSrc(player), player).toBe(player);
      const { origin, hostname } = new URL(player);
      const wildcard = `https://*.${hostname.split('.').slice(1).join('.')}`;
      expect(EMBED_PLAYER_SOURCES.includes(origin) || EMBED_PLAYER_SOURCES.includes(wildcard), player).toBe(true);
    }
  });

  it('lets API answers be framed by the app only (PDFs in the viewer), with the same headers otherwise', async () => {
    for (const url of ['/account/api/me/', '/account/api/nothing-here/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      const policy = res.headers['content-security-policy'] as string;
      expect(directive(policy, 'frame-ancestors'), url).toEqual(["'self'", APP, PARTNER]);
      expect(directive(policy, 'script-src'), url).toEqual(["'self'", ...inlineScriptHashes(INDEX)]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('sends HSTS and allows the object storage and the API the build names, when configured', async () => {
    const https = 'https://app.example.test';
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      INDEX.replace('</head>', '<meta name="groundwork-api-base" content="https://api.example.test/"></head>'),
    );
    const configured = await withConfig({
      publicUrl: https,
      scormContentOrigin: 'https://scorm.example.test',
      referralOrigins: [],
      s3: {
        endpoint: 'https://s3.eu-west-1.example.test',
        bucket: 'uploads',
        region: 'eu-west-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        pathStyle: false,
        publicUrl: 'https://cdn.example.test/files',
      },
    });
    try {
      const res = await configured.inject({ method: 'GET', url: `${https}/account/dashboard/` });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const policy = res.headers['content-security-policy'] as string;
      expect(directive(policy, 'upgrade-insecure-requests')).toEqual([]);
      const api = 'https://api.example.test';
      const storage = ['https://uploads.s3.eu-west-1.example.test', 'https://cdn.example.test'];
      const content = ['https://scorm.example.test', 'https://*.scorm.example.test'];
      expect(directive(policy, 'connect-src')).toEqual(["'self'", api, ...storage, ...content]);
      expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', api, ...storage]);
      expect(directive(policy, 'media-src')).toEqual(["'self'", 'data:', 'blob:', api, ...storage]);
      expect(directive(policy, 'frame-src')).toEqual(["'self'", api, ...storage, ...content, ...EMBED_PLAYER_SOURCES]);
      // The content origin's answers carry HSTS as well.
      const content404 = await configured.inject({ method: 'GET', url: 'https://c12.scorm.example.test/nothing' });
      expect(content404.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await configured.close();
      fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    }
  });
});

describe('headers of the SCORM content host', () => {
  it('recognises the content host and its per-company hosts, never an app address', () => {
    const config = ctx.app.deps.config;
    expect(isContentHost(config, 'localhost:8081')).toBe(true);
    expect(isContentHost(config, 'c12.localhost:8081')).toBe(true);
    expect(isContentHost(config, 'localhost:8080')).toBe(false);
    expect(isContentHost(config, 'learn.partner.test')).toBe(false);
    expect(isContentHost({ ...config, scormContentOrigin: 'https://example.test' }, 'learn.partner.test')).toBe(false);
  });

  it('lets only the app frame what it answers, with nosniff and a referrer policy, and no script policy', async () => {
    for (const host of [CONTENT, 'http://c12.localhost:8081']) {
      // Whatever the gate answers there (scorm-origin.ts), a refusal included.
      const res = await app.inject({ method: 'GET', url: `${host}/${SCORM_PATHS.contentPrefix}1/2/x/index.html` });
      const policy = res.headers['content-security-policy'] as string;
      expect(directive(policy, 'frame-ancestors'), host).toEqual(["'self'", APP, PARTNER]);
      expect(directive(policy, 'script-src'), host).toBeNull();
      expect(res.headers['x-content-type-options'], host).toBe('nosniff');
      expect(res.headers['referrer-policy'], host).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], host).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy'], host).toBeUndefined();
    }
  });

  it('lets nothing but the app frame the launcher (a package is framed by the launcher, on its own origin)', () => {
    const config = ctx.app.deps.config;
    const ancestors = (pathname: string) => {
      const csp = contentOriginHeaders(config, pathname).contentSecurityPolicy;
      return typeof csp === 'object' ? csp.directives?.['frame-ancestors'] : null;
    };
    expect(ancestors(`/${SCORM_PATHS.launcher}`)).toEqual([APP, PARTNER]);
    expect(ancestors(`/${SCORM_PATHS.contentPrefix}1/2/x/index.html`)).toEqual(["'self'", APP, PARTNER]);
  });
});
