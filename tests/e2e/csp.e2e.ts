// Journey: the whole app under its Content-Security-Policy (issue 17, server/lib/security-headers.ts).
// An admin signs in, opens the dashboard, writes an article in the editor with a decision chart and
// a video embed, opens a statistics chart, uploads a PDF, a spreadsheet and a Word document and
// reads them in the article, plays a SCORM package (on its own origin), and starts the app offline.
// Every screen must show its content, and the browser must report no CSP violation anywhere: not
// as a `securitypolicyviolation` event in any frame, nor as a console message in a page, a
// worker or the service worker.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../server/lib/security-headers';
import { scormCourseZip } from '../fixtures/scorm-course';
import {
  DEMO,
  launchBrowser,
  readyForOfflineReload,
  signIn,
  storedSession,
  url,
  type LaunchedBrowser,
} from './harness';
import { fillBasics } from './knowledge-base-helpers';
import { addPackageByApi, packageFrame } from './scorm-helpers';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'knowledge-base');
const CSP_MESSAGE = /Content[- ]Security[- ]Policy/i;

describe('the app under its Content-Security-Policy', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  const violations: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 1280, height: 1100 } });
    const { context } = browser;
    // Every frame (the app's, the SCORM launcher's and package's, a video player's) reports here.
    await context.exposeBinding('__reportCspViolation', ({ frame }, text: string) => {
      violations.push(`${text} (in ${frame.url()})`);
    });
    await context.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
          report(`${event.effectiveDirective} refused ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
        },
        true,
      );
    });
    const onConsole = (message: ConsoleMessage) => {
      if (CSP_MESSAGE.test(message.text())) violations.push(message.text());
    };
    context.on('console', onConsole);
    context.on('serviceworker', (worker) => worker.on('console', onConsole));
    context.on('page', (opened) => opened.on('worker', (worker) => worker.on('console', onConsole)));
    page = await context.newPage();
    page.on('worker', (worker) => worker.on('console', onConsole));
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** No violation so far; the list says which, and where, if there was one. */
  const expectNoViolations = () => expect(violations).toEqual([]);

  /**
   * Whether the page refuses an inline script it holds no hash for, i.e. the policy is in force (so
   * "no violation" means something). The refusal this reports is the probe's and is taken off the list.
   */
  async function refusesUnhashedScript(): Promise<boolean> {
    expectNoViolations();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.cspProbe = "ran";';
      document.head.appendChild(script);
      script.remove();
      return document.documentElement.dataset.cspProbe === 'ran';
    });
    await expect.poll(() => violations.some((v) => v.includes('inline'))).toBe(true);
    await page.waitForTimeout(300);
    violations.splice(0, violations.length, ...violations.filter((v) => !/inline/i.test(v)));
    return !ran;
  }

  it('allows every inline script of the served index.html by its hash', async () => {
    const response = await page.request.get(url('/'));
    const policy = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src '));
    const hashes = inlineScriptHashes(await response.text());
    // The boot script and the entry module script it starts.
    expect(hashes.length).toBeGreaterThanOrEqual(2);
    for (const hash of hashes) expect(scriptSrc).toContain(hash);
    expect(policy).not.toContain('unsafe-eval');
  });

  it('signs in and shows the dashboard', async () => {
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await page.goto(url('/account/dashboard/'));
    await page.getByTestId('clock-card').waitFor({ timeout: 20_000 });
    expectNoViolations();
    expect(await refusesUnhashedScript()).toBe(true);
  });

  it('writes an article with a decision chart and a video embed, and shows it published', async () => {
    const title = `CSP article ${Date.now()}`;
    await page.goto(url('/knowledgebase/articles/create'));
    await fillBasics(page, title, 'Safety', 'Lock out the machine before cleaning it.');
    await page.getByRole('button', { name: 'Decision Chart' }).click();
    const chart = page.getByTestId('flow-chart-editor');
    await chart.waitFor({ timeout: 20_000 });
    await chart.getByRole('button', { name: 'Decision', exact: true }).press('Enter');
    await chart.locator('.react-flow__node', { hasText: 'Decision' }).waitFor();
    await page.getByRole('button', { name: 'Embed Video' }).click();
    await page.getByPlaceholder('https://www.youtube.com/watch?v=…').fill('https://youtu.be/dQw4w9WgXcQ');
    expect(await page.locator('iframe[title="Video preview"]').getAttribute('src')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );

    await page.getByRole('button', { name: 'Save & Publish' }).click();
    await page.waitForURL((u) => /^\/knowledgebase\/articles\/\d+$/.test(u.pathname), { timeout: 20_000 });
    await page.getByTestId('article-body').getByText('before cleaning it').waitFor();
    await page.getByTestId('flow-chart-view').locator('.react-flow__node', { hasText: 'Decision' }).waitFor({
      timeout: 20_000,
    });
    expectNoViolations();
  });

  it('draws a statistics chart', async () => {
    await page.goto(url('/statistics/single/'));
    const chart = page.getByTestId('stat-card').locator('canvas').first();
    await chart.waitFor({ timeout: 20_000 });
    expect((await chart.boundingBox())?.width).toBeGreaterThan(100);
    expectNoViolations();
  });

  it('uploads files and shows them in the article: a PDF, a spreadsheet and a Word document', async () => {
    await page.goto(url('/knowledgebase/articles/create'));
    await page.locator('input[name="title"]').fill(`CSP files ${Date.now()}`);
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Safety' });
    await page.getByRole('button', { name: 'Embed Files' }).click();
    await page
      .getByTestId('uploader-multi')
      .locator('input[type="file"]')
      .setInputFiles(['fire-drill.pdf', 'shift-rota.xlsx', 'ladder-safety.docx'].map((f) => path.join(FIXTURES, f)));
    await expect
      .poll(() => page.getByRole('textbox', { name: 'File 3', exact: true }).inputValue(), { timeout: 20_000 })
      .toMatch(/\.docx#ladder-safety\.docx$/);
    await page.getByRole('button', { name: 'Save & Publish' }).click();
    await page.waitForURL((u) => /^\/knowledgebase\/articles\/\d+$/.test(u.pathname), { timeout: 20_000 });

    // The PDF in the browser's viewer, in a frame of the API's answer.
    const src = await page.getByTestId('pdf-view').getAttribute('src');
    await expect
      .poll(async () => {
        const frame = page.frames().find((f) => f.url() === src);
        return frame ? frame.evaluate(() => document.contentType).catch(() => null) : null;
      })
      .toBe('application/pdf');
    // The spreadsheet read in a worker, the Word document converted in the page.
    const sheet = page.locator('[data-kind="spreadsheet"] [data-testid="office-view"]');
    await sheet.locator('td, th').filter({ hasText: 'Crew size' }).first().waitFor({ timeout: 20_000 });
    const word = page.locator('[data-kind="word"] [data-testid="office-view"]');
    await word.locator('table').waitFor({ timeout: 20_000 });
    expectNoViolations();
  });

  it('plays a SCORM package on its own origin', async () => {
    const { token } = await storedSession(page);
    const name = `CSP fire safety ${Date.now()}`;
    const pkg = await addPackageByApi(token, scormCourseZip('1.2'), name);
    await page.goto(url(`/knowledge-base/scorm/${pkg.id}`));
    const course = packageFrame(page, name);
    await course.getByText(/^Learner: \S.*, \S.*$/).waitFor({ timeout: 20_000 });
    await course.getByLabel('Raise the alarm').check();
    await course.getByLabel('CO2').check();
    await course.getByRole('button', { name: 'Submit answers' }).click();
    await course.getByText('Your score: 100').waitFor();
    await expect.poll(() => page.getByTestId('scorm-progress').textContent()).toContain('Passed');
    expectNoViolations();
  });

  it('starts offline from the service worker, under the same policy', async () => {
    await page.goto(url('/account/dashboard/'));
    await page.getByTestId('clock-card').waitFor({ timeout: 20_000 });
    await readyForOfflineReload(page);
    await browser.context.setOffline(true);
    try {
      await page.reload();
      expect(new URL(page.url()).pathname).toBe('/account/dashboard/');
      await page.getByTestId('clock-card').waitFor({ timeout: 20_000 });
      // The shell came from the worker's precache, with the headers it was precached with.
      const fromWorker = await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).workerStart > 0,
      );
      expect(fromWorker).toBe(true);
      expectNoViolations();
      expect(await refusesUnhashedScript()).toBe(true);
    } finally {
      await browser.context.setOffline(false);
    }
    expectNoViolations();
  });
});
