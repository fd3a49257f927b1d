// Journey: Groundwork as an installed, offline-first app (ARCHITECTURE.md, "Offline-first core").
// 1. Chromium finds nothing that blocks installing it (CDP Page.getInstallabilityErrors), and the
//    web app manifest is served with its icons.
// 2. After one online visit, an offline reload still shows the shell in the user's language: a
//    Spanish-speaking user (demo olivia@acme.test, language_code "es") signs in, the service worker
//    takes control, the device goes offline, and the reloaded dashboard still shows Spanish
//    navigation — precached shell, the Spanish locale cached at install, the persisted 'me' query.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, launchBrowser, signIn, url, type LaunchedBrowser } from './harness';

/** The demo user whose own language is Spanish (server/seed/demo.ts). */
const SPANISH_USER = { email: 'olivia@acme.test', password: DEMO_PASSWORD };

/** The Dashboard navigation label in a locale, read from the file the app itself loads. */
function dashboardLabel(language: 'en' | 'es'): string {
  const file = path.join(process.cwd(), 'public', 'locales', language, 'translation.json');
  const translations = JSON.parse(fs.readFileSync(file, 'utf8')) as { nav?: { dashboard?: unknown } };
  const label = translations.nav?.dashboard;
  if (typeof label !== 'string' || !label) throw new Error(`nav.dashboard is missing from ${file}`);
  return label;
}

/** Resolves once a service worker controls the page (sw/sw.ts claims pages on its first install). */
async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 45_000,
  });
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

describe('installable, offline-first app', () => {
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('is installable and serves its manifest with the home-screen icons', async () => {
    const page = await browser.context.newPage();
    await page.goto(url('/auth/signin'));
    await waitForServiceWorkerControl(page);

    const cdp = await browser.context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const response = await page.request.get(url(manifestHref ?? ''));
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: ManifestIcon[];
    };
    expect(manifest).toMatchObject({ name: 'Groundwork', start_url: '/account/dashboard/', display: 'standalone' });
    const icons = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const file = await page.request.get(url(icon.src));
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toBe('image/png');
    }
    await page.close();
  });

  it("shows the shell in the user's language after an offline reload", async () => {
    const spanish = dashboardLabel('es');
    expect(spanish, 'the Spanish label must differ from the English one to prove the language').not.toBe(
      dashboardLabel('en'),
    );

    const page = await browser.context.newPage();
    await page.goto(url('/auth/signin'));
    await signIn(page, SPANISH_USER.email, SPANISH_USER.password);
    await page.goto(url('/account/dashboard/'));
    await page.getByText(spanish, { exact: true }).first().waitFor({ timeout: 20_000 });
    await waitForServiceWorkerControl(page);
    // The signed-in user must be in the persisted query cache (written at most once a second).
    await page.waitForFunction(() => (localStorage.getItem('groundwork.query-cache') ?? '').includes('"me"'));

    await browser.context.setOffline(true);
    try {
      await page.reload();
      expect(new URL(page.url()).pathname).toBe('/account/dashboard/');
      await page.getByText(spanish, { exact: true }).first().waitFor({ timeout: 20_000 });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    } finally {
      await browser.context.setOffline(false);
      await page.close();
    }
  });
});
