// Journey: Groundwork as an installed, offline-first app (ARCHITECTURE.md, "Offline-first core").
// 1. Chromium finds nothing that blocks installing it (CDP Page.getInstallabilityErrors), and the
//    web app manifest is served with its icons.
// 2. After one online visit, an offline reload still shows the shell in the user's language: a
//    Spanish-speaking user (demo olivia@acme.test, language_code "es") signs in, the service worker
//    takes control, the device goes offline, and the reloaded dashboard still shows Spanish
//    navigation — precached shell, the Spanish locale cached at install, the persisted 'me' query.
// 3. A first install that fails (one precache file lost on the network) is tried again by the open
//    page, which then comes under the worker without a reload (src/app/pwa/use-service-worker.ts).
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, DEMO_PASSWORD, launchBrowser, signIn, url, type LaunchedBrowser } from './harness';

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

/**
 * The server under test behind a proxy that answers 503 to the first locale file a worker's install
 * asks for (sw/sw.ts fetches them with `cache: 'reload'`, sent as `Pragma: no-cache`; the page's own
 * locale requests are plain), as a flaky network or a restarting server would. Playwright cannot route a worker's own requests, so the fault is
 * made on the wire.
 */
async function proxyFailingFirstPrecache(): Promise<{
  origin: string;
  failed: () => number;
  close: () => Promise<void>;
}> {
  const target = new URL(baseUrl);
  let failed = 0;
  const sockets = new Set<net.Socket>();
  const server = http.createServer((request, response) => {
    if (failed === 0 && request.url?.startsWith('/locales/') && request.headers.pragma === 'no-cache') {
      failed += 1;
      response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
      return;
    }
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    failed: () => failed,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('a first install that fails', () => {
  it('is tried again by the open page, which comes under the worker without a reload', async () => {
    const proxy = await proxyFailingFirstPrecache();
    const browser = await launchBrowser();
    try {
      const page = await browser.context.newPage();
      await page.goto(`${proxy.origin}/auth/signin`);
      await page.evaluate(() => {
        (window as { loadedOnce?: boolean }).loadedOnce = true;
      });
      await expect.poll(proxy.failed, { timeout: 30_000 }).toBe(1);
      // The failed worker is thrown away; the page registers again (15 s later) and this one installs.
      await waitForServiceWorkerControl(page);
      expect(await page.evaluate(() => (window as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
      expect(proxy.failed()).toBe(1);
    } finally {
      await browser.close();
      await proxy.close();
    }
  });
});
