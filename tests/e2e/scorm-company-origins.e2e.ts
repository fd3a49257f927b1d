// Journey (issue 17): each company's SCORM packages play on a content origin of its own, so a
// hostile package of one company cannot read another company's packages kept on the same device.
// Acme's staff member plays Acme's package on a browser profile, and it is kept for offline play on
// Acme's origin. A second company signs up through the public sign-up and its admin uploads a
// package (a real SCORM 1.2 layout) whose script knows the exact addresses of Acme's kept files; on
// the same profile, signed in as that admin, the package tries to read them by address (on Acme's
// origin and on its own) and through Cache Storage, and reports what it got: nothing of Acme's.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PresignResponse } from '../../contract/uploads';
import type { ScormPackage } from '../../contract/scorm';
import { scormCourseZip } from '../fixtures/scorm-course';
import { scormHostileZip, type HostileReport } from '../fixtures/scorm-hostile';
import { apiSignIn, baseUrl, DEMO, launchBrowser, signIn, url, type LaunchedBrowser } from './harness';
import { kbApi } from './knowledge-base-helpers';

const PACKAGES = 'knowledgebase/api/scorm/packages/';

async function addPackage(token: string, zip: Buffer, name: string): Promise<ScormPackage> {
  const signed = await kbApi<PresignResponse>(token, 'POST', 'knowledgebase/api/generate-s3-presigned-url/', {
    file_name: 'course.zip',
    file_content_type: 'application/zip',
    mode: 'scorm',
    file_size: zip.length,
  });
  const put = await fetch(new URL(signed.url, baseUrl), {
    method: 'PUT',
    headers: { 'content-type': signed.content_type },
    body: new Uint8Array(zip),
  });
  expect(put.status).toBe(201);
  return kbApi<ScormPackage>(token, 'POST', PACKAGES, { file_url: signed.file_url, name });
}

/** A new company through the public sign-up, on the free plan; answers its admin's sign-in. */
async function signUpCompany(name: string) {
  const email = `hostile-${randomUUID()}@journey.test`;
  const password = 'a long enough password';
  const response = await fetch(`${baseUrl}/account/api/signup/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ company_name: name, first_name: 'Mallory', email, password }),
  });
  if (!response.ok) throw new Error(`Sign-up answered ${response.status}: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  await kbApi(token, 'POST', 'subscription/api/create-free-plan/');
  return { email, password, token };
}

/** The package's frame: inside the launcher's frame (on the company's origin), both titled with its name. */
const packageFrame = (page: Page, name: string) =>
  page.frameLocator(`iframe[title="${name}"]`).frameLocator(`iframe[title="${name}"]`);

/** Plays a package online until it is kept on the device. */
async function playUntilKept(page: Page, pkg: ScormPackage) {
  await page.goto(url(`/knowledge-base/scorm/${pkg.id}`, true));
  await page.getByText('Available offline').waitFor({ timeout: 45_000 });
}

describe('SCORM content origins per company', () => {
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("keeps one company's kept packages out of reach of another company's package on the same device", async () => {
    // Acme's package, played by Acme's staff member: kept on Acme's origin.
    const acmeAdmin = await apiSignIn(DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    const acmePkg = await addPackage(acmeAdmin.token, scormCourseZip('1.2'), `Acme fire safety ${Date.now()}`);
    const acmeStaff = await apiSignIn(DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    const staffView = await kbApi<ScormPackage>(acmeStaff.token, 'GET', `${PACKAGES}${acmePkg.id}/`);
    const acmeOrigin = new URL(staffView.launcher_url).origin;
    expect(acmeOrigin).toMatch(new RegExp(`^http://c${acmeAdmin.companyId}\\.app\\.localhost:\\d+$`));
    expect(new URL(staffView.launch_url).origin).toBe(acmeOrigin);

    // The app at app.localhost: Acme's origin c{id}.app.localhost is the same site, so its frames
    // may keep files (a cross-site frame gets no storage at all, and there would be nothing to steal).
    const page = await browser.context.newPage();
    await page.goto(url('/auth/signin', true));
    await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await playUntilKept(page, staffView);
    await packageFrame(page, staffView.name).getByText('Fire safety quiz').first().waitFor();
    // There is something to steal: Acme's files are in Acme's origin's cache on this device.
    const acmeLauncher = page
      .frames()
      .find((f) => f.url().startsWith(`${acmeOrigin}/`) && f.url().includes('launcher'));
    const kept = await acmeLauncher!.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    for (const file of staffView.files!) expect(kept).toContain(file);

    // A second company, signed up in public, uploads a package aimed at Acme's kept files.
    const hostile = await signUpCompany(`Hostile ${randomUUID().slice(0, 6)}`);
    const targets = staffView.files!;
    const hostilePkg = await addPackage(hostile.token, scormHostileZip(targets), 'Harmless course');
    const hostileOrigin = new URL(hostilePkg.launcher_url).origin;
    expect(hostileOrigin).not.toBe(acmeOrigin);

    // The same browser profile: Acme's staff member signs out, the other company's admin signs in.
    await page.goto(url('/auth/signout', true));
    await page.waitForURL((current) => current.pathname.startsWith('/auth/signin'), { timeout: 20_000 });
    await signIn(page, hostile.email, hostile.password);
    await playUntilKept(page, hostilePkg);
    const course = packageFrame(page, hostilePkg.name);
    await course.getByRole('button', { name: 'Probe' }).click();
    const text = await expect
      .poll(() => course.locator('#report').textContent(), { timeout: 30_000 })
      .toMatch(/^\{/)
      .then(() => course.locator('#report').textContent());
    const report = JSON.parse(text!) as HostileReport;

    // Nothing of Acme's was read, by any way the package tried.
    expect(report.corsFetch).toEqual(targets.map(() => 'blocked'));
    for (const result of report.noCorsFetch) expect(['opaque', 'blocked']).toContain(result);
    expect(report.ownOriginPath).toEqual(targets.map(() => 'status 404'));
    expect(report.cacheMatch).toEqual([...targets, ...targets].map(() => 'none'));
    expect(report.foreignCachedText).toEqual([]);
    expect(report.frameRead).toBe('blocked');
    for (const cached of report.cachedUrls) expect(new URL(cached).origin).toBe(hostileOrigin);
    expect(JSON.stringify(report)).not.toContain('Fire safety');
    // The probe did see a cache: its own package's files, kept on its own origin.
    for (const file of hostilePkg.files ?? []) expect(report.cachedUrls).toContain(file);
  });
});
