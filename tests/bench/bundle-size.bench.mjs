// Initial JavaScript per route, gzip-compressed: what a phone on a slow network downloads before the
// first screen. For each route: a fresh page load with the HTTP cache disabled and service workers
// blocked (so every byte comes over the network), then the JavaScript requested before the latest of
// the `load` event, first contentful paint, and the moment the route's own content is in the page
// (its CONTENT selector matches), each body gzipped with zlib (as a CDN would serve it).
// The content moment matters because neither `load` nor FCP says the screen is there: a lazy route
// chunk can be requested after `load`, and a first paint can be a spinner or the static frame of
// index.html (marked data-boot, which never matches). Without it, JavaScript the route cannot render
// without would fall outside the window. What the app loads after its first screen (the offline core,
// the service worker's helper) is not counted, as long as it is really requested after that moment.
// /auth/signin is measured signed out; /account/dashboard/ after signing in through the form.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/* global window, document, MutationObserver -- in functions that run in the page */

const TARGET = '<= 170 KiB';
const ADMIN = { email: 'admin@acme.test', password: 'groundwork' };

/** What shows that each route's own screen has rendered (never the boot frame of index.html). */
const CONTENT = {
  '/auth/signin': 'form input[name="password"]',
  '/account/dashboard/': 'main h1:not([data-boot] *)',
};

/** Page-side: records (performance.now()) when `selector` first matches, on the DOM change itself. */
function watchContent(selector) {
  const check = () => {
    if (window.__contentAt === undefined && document.querySelector(selector)) {
      window.__contentAt = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  check();
}

/** Gzip bytes of the JavaScript `page` requests while loading `url`, and where it ended up. */
async function initialJs(context, url, contentSelector) {
  const page = await context.newPage();
  await page.addInitScript(watchContent, contentSelector);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  const requests = new Map(); // requestId -> { url, wallTime, type, mimeType, finished }
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.set(e.requestId, {
      url: e.request.url,
      wallTime: e.wallTime,
      type: e.type,
      mimeType: '',
      finished: false,
    });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.mimeType = e.response.mimeType;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.finished = true;
  });

  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector(contentSelector, { timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  const { loadAt, fcpAt, contentAt } = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      loadAt: performance.timeOrigin + (nav ? nav.loadEventStart : 0),
      fcpAt: fcp ? performance.timeOrigin + fcp.startTime : 0,
      contentAt: performance.timeOrigin + window.__contentAt,
    };
  });
  const cutoff = Math.max(loadAt, fcpAt, contentAt);

  let bytes = 0;
  const scripts = [];
  for (const [requestId, r] of requests) {
    const isJs = r.type === 'Script' || /javascript|ecmascript/.test(r.mimeType);
    if (!isJs || !r.finished || r.wallTime * 1000 > cutoff) continue;
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
    const gz = gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8')).length;
    bytes += gz;
    scripts.push(`${new URL(r.url).pathname} ${(gz / 1024).toFixed(1)} KiB`);
  }
  const landed = new URL(page.url()).pathname;
  await page.close();
  const at = (t) => `${Math.round(t - loadAt)} ms`;
  const timing = `content ${at(contentAt)}, FCP ${at(fcpAt)} after load`;
  return { kib: Math.round((bytes / 1024) * 10) / 10, scripts, landed, timing };
}

async function signIn(context, baseUrl) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/auth/signin`);
  await page.locator('input[name="email"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/auth/signin'), { timeout: 30_000 });
  await page.close();
}

export async function run(ctx) {
  if (!ctx.chromium.available) {
    console.log(ctx.chromium.missingMessage('Bundle-size bench'));
    return [];
  }
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-bench-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: ctx.chromium.path,
    args: ctx.chromium.args,
    headless: true,
    serviceWorkers: 'block',
  });
  try {
    const figures = [];
    const measure = async (route) => {
      const { kib, scripts, landed, timing } = await initialJs(context, `${ctx.baseUrl}${route}`, CONTENT[route]);
      console.log(`  ${route} (landed on ${landed}; ${timing}):\n    ${scripts.join('\n    ') || 'no JavaScript'}`);
      if (landed !== route) console.warn(`  note: ${route} redirected to ${landed}; the figure is for what loaded.`);
      figures.push({ name: `initial JS gzip ${route}`, value: kib, unit: 'KiB', target: TARGET });
    };
    await measure('/auth/signin');
    await signIn(context, ctx.baseUrl);
    await measure('/account/dashboard/');
    return figures;
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}
