// SCORM content on origins of their own, one per company (issues 6 and 17), against the real app,
// database and a built launcher file: a company's package files and the launcher answer only on
// that company's content origin (`c{id}.` in front of the content host), the same paths answer 404
// on another company's origin, on the bare content host and on the app's host; a content origin
// answers nothing of the app (no sign-in, no API, no shell), and what it answers may be framed only
// by the app. The origin's defaults and refusals, and how a Host header is told apart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../contract/paths';
import { SCORM_PATHS, type ScormPackage } from '../../../contract/scorm';
import type { PresignResponse } from '../../../contract/uploads';
import { scormCourseZip } from '../../../tests/fixtures/scorm-course';
import { buildApp } from '../../app';
import { createTestApp, createTestCompany, type TestCompany, type TestContext } from '../../test/helpers';
import { api, KB } from './knowledge-base.fixtures';
import {
  APP_ORIGINS_PLACEHOLDER,
  contentHostOf,
  contentOriginSettings,
  LAUNCHER_FILE,
  RETIRED_CONTENT_WORKER,
} from './scorm-origin';

const APP = 'http://localhost:8080';
/** The content host: every company's origin is a subdomain of it, and it answers no package itself. */
const CONTENT_HOST = 'http://localhost:8081';
const PARTNER = 'https://learn.partner.test';
/** A company's content origin. */
const originOf = (company: TestCompany) => `http://c${company.companyId}.localhost:8081`;

let ctx: TestContext;
let app: FastifyInstance;
let c: TestCompany;
let other: TestCompany;
let dist: string;
let pkg: ScormPackage;
let otherPkg: ScormPackage;

beforeAll(async () => {
  ctx = await createTestApp({ config: { referralOrigins: [PARTNER] } });
  c = await createTestCompany(ctx);
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(
    path.join(dist, LAUNCHER_FILE),
    `<!doctype html><meta name="groundwork-app-origins" content="${APP_ORIGINS_PLACEHOLDER}"><script src="/assets/launcher-1.js"></script>`,
  );
  fs.writeFileSync(path.join(dist, 'assets', 'launcher-1.js'), 'console.log(1);');
  fs.writeFileSync(path.join(dist, 'scorm-content-sw.js'), 'self.addEventListener("fetch", () => {});');
  const deps = ctx.app.deps;
  app = await buildApp({ deps: { ...deps, config: { ...deps.config, staticDir: dist } } });
  await app.ready();

  pkg = await addPackage(c);
  other = await createTestCompany(ctx);
  otherPkg = await addPackage(other);
});

/** Uploads the test course as the company's admin and adds it; answers it as the admin sees it. */
async function addPackage(company: TestCompany): Promise<ScormPackage> {
  const zip = scormCourseZip('1.2');
  const sign = await api(ctx, company.admin, {
    method: 'POST',
    url: `${KB}/generate-s3-presigned-url/`,
    payload: { file_name: 'c.zip', file_content_type: 'application/zip', mode: 'scorm', file_size: zip.length },
  });
  const signed = sign.json<PresignResponse>();
  await app.inject({ method: 'PUT', url: signed.url, payload: zip, headers: { 'content-type': signed.content_type } });
  const added = await api(ctx, company.admin, {
    method: 'POST',
    url: `${KB}/scorm/packages/`,
    payload: { file_url: signed.file_url },
  });
  expect(added.statusCode, added.body).toBe(201);
  return added.json<ScormPackage>();
}
afterAll(async () => {
  await app.close();
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The same path and query asked of another origin. */
const on = (origin: string, url: string) => origin + url.slice(new URL(url).origin.length);
const get = (url: string) => app.inject({ method: 'GET', url });

describe("each company's SCORM content origin", () => {
  it("gives a package its addresses on its company's content origin, not the app nor the bare content host", () => {
    const own = originOf(c);
    expect(pkg.launch_url.startsWith(`${own}/${SCORM_PATHS.contentPrefix}${c.companyId}/${pkg.id}/`)).toBe(true);
    expect(pkg.content_base_url.startsWith(`${own}/`)).toBe(true);
    expect(pkg.launcher_url).toBe(`${own}/${SCORM_PATHS.launcher}`);
    expect(otherPkg.launcher_url).toBe(`${originOf(other)}/${SCORM_PATHS.launcher}`);
  });

  it("serves a company's package files on its own origin only, framed by nobody but the launcher and the app", async () => {
    const served = await get(pkg.launch_url);
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('Fire safety quiz');
    expect(served.headers['content-security-policy']).toBe(`frame-ancestors 'self' ${APP} ${PARTNER}`);
    expect((await get(`${pkg.content_base_url}content/css/style.css`)).statusCode).toBe(200);

    // The same address on another company's origin, the bare content host, the app: 404.
    for (const origin of [originOf(other), CONTENT_HOST, APP]) {
      for (const url of [pkg.launch_url, `${pkg.content_base_url}content/css/style.css`]) {
        const refused = await get(on(origin, url));
        expect(refused.statusCode, on(origin, url)).toBe(404);
        expect(refused.body).not.toContain('Fire safety quiz');
      }
    }
    // And the other way round: the other company's files are not served on this company's origin.
    expect((await get(otherPkg.launch_url)).statusCode).toBe(200);
    expect((await get(on(originOf(c), otherPkg.launch_url))).statusCode).toBe(404);
  });

  it('answers 404 on names that only look like a company origin', async () => {
    const host = (name: string) => on(`http://${name}`, pkg.launch_url);
    for (const name of [
      `c0${c.companyId}.localhost:8081`,
      `x.c${c.companyId}.localhost:8081`,
      `c${c.companyId}.c${other.companyId}.localhost:8081`,
      `company${c.companyId}.localhost:8081`,
      `c${c.companyId}.localhost:8080`,
      `c${c.companyId}.localhost.evil.test:8081`,
    ]) {
      expect((await get(host(name))).statusCode, name).toBe(404);
    }
    // Host names are not case sensitive: the same origin.
    expect((await get(host(`C${c.companyId}.LOCALHOST:8081`))).statusCode).toBe(200);
  });

  it("serves the launcher on a company's origin with the app origins it may talk to, and nowhere else", async () => {
    const launcher = await get(pkg.launcher_url);
    expect(launcher.statusCode).toBe(200);
    expect(launcher.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(launcher.body).toContain(`content="${APP} ${PARTNER}"`);
    expect(launcher.body).not.toContain(APP_ORIGINS_PLACEHOLDER);
    // The launcher is framed by the app alone (security-headers.ts), its package files by it too.
    expect(launcher.headers['content-security-policy']).toBe(`frame-ancestors ${APP} ${PARTNER}`);
    // What the launcher loads is there too: its script and the content origin's worker.
    expect((await get(`${originOf(c)}/assets/launcher-1.js`)).statusCode).toBe(200);
    expect((await get(`${originOf(c)}/scorm-content-sw.js`)).statusCode).toBe(200);

    for (const origin of [APP, CONTENT_HOST]) {
      expect((await get(on(origin, pkg.launcher_url))).statusCode, origin).toBe(404);
      expect((await get(`${origin}/${LAUNCHER_FILE}`)).statusCode, origin).toBe(404);
    }
    expect((await get(`${CONTENT_HOST}/assets/launcher-1.js`)).statusCode).toBe(404);
  });

  it('has the bare content host answer nothing but a worker that removes the copies an older version kept there', async () => {
    for (const url of ['/', '/index.html', `/${SCORM_PATHS.launcher}`, `/${API_PATHS.me}`]) {
      expect((await get(`${CONTENT_HOST}${url}`)).statusCode, url).toBe(404);
    }
    const worker = await get(`${CONTENT_HOST}/scorm-content-sw.js`);
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.body).toBe(RETIRED_CONTENT_WORKER);
    expect(worker.body).toContain('caches.delete');
    expect(worker.body).toContain('unregister');
  });

  it("answers nothing of the app on a company's content origin: no shell, no sign-in, no API", async () => {
    const content = originOf(c);
    for (const url of ['/', '/account/dashboard/', '/index.html', `/${LAUNCHER_FILE}`]) {
      const res = await get(`${content}${url}`);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('id="root"');
    }
    const me = await app.inject({
      method: 'GET',
      url: `${content}/${API_PATHS.me}`,
      headers: { authorization: `Bearer ${c.staff.token}` },
    });
    expect(me.statusCode).toBe(404);
    const signIn = await app.inject({
      method: 'POST',
      url: `${content}/${API_PATHS.login}`,
      payload: { email: c.staff.email, password: c.staff.password },
    });
    expect(signIn.statusCode).toBe(404);
    // The same sign-in on the app's host works: the 404 above is the host, not the request.
    const appSignIn = await app.inject({
      method: 'POST',
      url: `${APP}/${API_PATHS.login}`,
      payload: { email: c.staff.email, password: c.staff.password },
    });
    expect(appSignIn.statusCode, appSignIn.body).toBe(200);
    // The app's host is unchanged.
    expect((await get(`${APP}/account/dashboard/`)).statusCode).toBe(200);
  });
});

describe('contentHostOf', () => {
  const config = { publicUrl: APP, scormContentOrigin: 'https://scorm.example.com' } as Parameters<
    typeof contentHostOf
  >[0];

  it('tells a company origin, the bare content host and the app apart by the Host header', () => {
    expect(contentHostOf(config, 'c12.scorm.example.com')).toEqual({ kind: 'company', companyId: 12 });
    expect(contentHostOf(config, 'c12.scorm.example.com:443')).toEqual({ kind: 'company', companyId: 12 });
    expect(contentHostOf(config, 'scorm.example.com')).toEqual({ kind: 'bare' });
    expect(contentHostOf(config, 'x.c12.scorm.example.com')).toEqual({ kind: 'bare' });
    expect(contentHostOf(config, 'c012.scorm.example.com')).toEqual({ kind: 'bare' });
    expect(contentHostOf(config, 'app.example.com')).toEqual({ kind: 'app' });
    expect(contentHostOf(config, 'c12.scorm.example.com:8443')).toEqual({ kind: 'app' });
    expect(contentHostOf(config, 'c12.scorm.example.com@evil.test')).toEqual({ kind: 'app' });
    expect(contentHostOf(config, 'c12.scorm.example.com.evil.test')).toEqual({ kind: 'app' });
  });
});

describe('contentOriginSettings', () => {
  it("defaults to the app's host on the next port, listened on by this server (localhost for a loopback address)", () => {
    expect(contentOriginSettings({ origin: undefined, port: undefined, publicUrl: APP, appPort: 8080 })).toEqual({
      origin: CONTENT_HOST,
      listenPort: 8081,
    });
    expect(
      contentOriginSettings({ origin: undefined, port: 9000, publicUrl: 'http://127.0.0.1:4000', appPort: 4000 }),
    ).toEqual({ origin: 'http://localhost:9000', listenPort: 9000 });
  });

  it('refuses an IP address, which takes no company subdomains', () => {
    expect(() =>
      contentOriginSettings({ origin: undefined, port: undefined, publicUrl: 'http://10.0.0.5:8080', appPort: 8080 }),
    ).toThrow(/host name, not an IP address/);
    expect(() =>
      contentOriginSettings({
        origin: 'https://10.0.0.5',
        port: undefined,
        publicUrl: 'https://app.example.com',
        appPort: 8080,
      }),
    ).toThrow(/host name, not an IP address/);
  });

  it("refuses a content host under which an app address would be a company's content origin", () => {
    expect(() =>
      contentOriginSettings({
        origin: 'https://example.com',
        port: undefined,
        publicUrl: 'https://c1.example.com',
        appPort: 8080,
      }),
    ).toThrow(/is a company's SCORM content origin/);
    expect(() =>
      contentOriginSettings({
        origin: 'https://scorm.example.com',
        port: undefined,
        publicUrl: 'https://app.example.com',
        appPort: 8080,
        appOrigins: ['https://c7.scorm.example.com'],
      }),
    ).toThrow(/is a company's SCORM content origin/);
  });

  it('takes a configured origin (reached through a proxy: no port of its own unless given)', () => {
    const origin = 'https://scorm.example.com';
    expect(
      contentOriginSettings({ origin, port: undefined, publicUrl: 'https://app.example.com', appPort: 8080 }),
    ).toEqual({ origin, listenPort: null });
  });

  it("refuses the app's own origin", () => {
    expect(() =>
      contentOriginSettings({
        origin: 'https://app.example.com',
        port: undefined,
        publicUrl: 'https://app.example.com/',
        appPort: 8080,
      }),
    ).toThrow(/must differ from the app origin/);
  });
});
