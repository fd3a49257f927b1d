// SCORM content on an origin of its own (issue 6), against the real app, database and a built
// launcher file: a package's files and the launcher answer only on the content host, the same paths
// answer 404 on the app's host, the content host answers nothing of the app (no sign-in, no API, no
// shell), and what it answers may be framed only by the app. The origin's defaults and refusals.
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
import { APP_ORIGINS_PLACEHOLDER, contentOriginSettings, LAUNCHER_FILE } from './scorm-origin';

const APP = 'http://localhost:8080';
const CONTENT = 'http://localhost:8081';
const PARTNER = 'https://learn.partner.test';

let ctx: TestContext;
let app: FastifyInstance;
let c: TestCompany;
let dist: string;
let pkg: ScormPackage;

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

  const zip = scormCourseZip('1.2');
  const sign = await api(ctx, c.admin, {
    method: 'POST',
    url: `${KB}/generate-s3-presigned-url/`,
    payload: { file_name: 'c.zip', file_content_type: 'application/zip', mode: 'scorm', file_size: zip.length },
  });
  const signed = sign.json<PresignResponse>();
  await app.inject({ method: 'PUT', url: signed.url, payload: zip, headers: { 'content-type': signed.content_type } });
  const added = await api(ctx, c.admin, {
    method: 'POST',
    url: `${KB}/scorm/packages/`,
    payload: { file_url: signed.file_url },
  });
  expect(added.statusCode, added.body).toBe(201);
  pkg = added.json<ScormPackage>();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The same path, asked of the app's host. */
const onAppHost = (url: string) => url.replace(CONTENT, APP);

describe('the SCORM content origin', () => {
  it('gives a package its addresses on the content origin, not the app', () => {
    expect(pkg.launch_url.startsWith(`${CONTENT}/${SCORM_PATHS.contentPrefix}${c.companyId}/${pkg.id}/`)).toBe(true);
    expect(pkg.content_base_url.startsWith(`${CONTENT}/`)).toBe(true);
    expect(pkg.launcher_url).toBe(`${CONTENT}/${SCORM_PATHS.launcher}`);
  });

  it("serves a package's files on the content host only, framed by nobody but the launcher and the app", async () => {
    const served = await app.inject({ method: 'GET', url: pkg.launch_url });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('Fire safety quiz');
    expect(served.headers['content-security-policy']).toBe(`frame-ancestors 'self' ${APP} ${PARTNER}`);

    const refused = await app.inject({ method: 'GET', url: onAppHost(pkg.launch_url) });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Fire safety quiz');
  });

  it('serves the launcher on the content host with the app origins it may talk to, and refuses it on the app host', async () => {
    const launcher = await app.inject({ method: 'GET', url: pkg.launcher_url });
    expect(launcher.statusCode).toBe(200);
    expect(launcher.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(launcher.body).toContain(`content="${APP} ${PARTNER}"`);
    expect(launcher.body).not.toContain(APP_ORIGINS_PLACEHOLDER);
    expect(launcher.headers['content-security-policy']).toBe(`frame-ancestors 'self' ${APP} ${PARTNER}`);
    // What the launcher loads is there too: its script and the content origin's worker.
    expect((await app.inject({ method: 'GET', url: `${CONTENT}/assets/launcher-1.js` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `${CONTENT}/scorm-content-sw.js` })).statusCode).toBe(200);

    expect((await app.inject({ method: 'GET', url: onAppHost(pkg.launcher_url) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${APP}/${LAUNCHER_FILE}` })).statusCode).toBe(404);
  });

  it('answers nothing of the app on the content host: no shell, no sign-in, no API', async () => {
    for (const url of ['/', '/account/dashboard/', '/index.html', `/${LAUNCHER_FILE}`]) {
      const res = await app.inject({ method: 'GET', url: `${CONTENT}${url}` });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('id="root"');
    }
    const me = await app.inject({
      method: 'GET',
      url: `${CONTENT}/${API_PATHS.me}`,
      headers: { authorization: `Bearer ${c.staff.token}` },
    });
    expect(me.statusCode).toBe(404);
    const signIn = await app.inject({
      method: 'POST',
      url: `${CONTENT}/${API_PATHS.login}`,
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
    expect((await app.inject({ method: 'GET', url: `${APP}/account/dashboard/` })).statusCode).toBe(200);
  });
});

describe('contentOriginSettings', () => {
  it("defaults to the app's host on the next port, listened on by this server", () => {
    expect(contentOriginSettings({ origin: undefined, port: undefined, publicUrl: APP, appPort: 8080 })).toEqual({
      origin: CONTENT,
      listenPort: 8081,
    });
    expect(
      contentOriginSettings({ origin: undefined, port: 9000, publicUrl: 'http://127.0.0.1:4000', appPort: 4000 }),
    ).toEqual({ origin: 'http://127.0.0.1:9000', listenPort: 9000 });
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
