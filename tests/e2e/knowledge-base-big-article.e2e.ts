// Journey of a huge article (issue 19): a real 475 KB Word tender document (21 tables, 2,304 rows,
// footnotes) and a real 1,500-row × 38-column Excel sheet are imported into the article editor, and
// typing in the document stays under 50 ms a key (under 100 ms right after the sheet); the article
// is saved, and a phone (CPU slowed 4×) opens it in the reader without a freeze. The files come from Apache POI's test data
// (tests/fixtures/real/big/README.md). Latency is measured in the page from keydown to the frame
// painted after the editor changed (tests/bench/lib/keystroke-latency.mjs). The machine running the
// suite is shared, so the journey asserts the median and reports the p95 (printed, and the bench
// prints both). The sheet's bound is 100 ms, not yet the 50 (see its test).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, launchBrowser, signIn, url, type LaunchedBrowser } from './harness';
import { editor } from './knowledge-base-helpers';
// @ts-expect-error -- a plain ES module shared with the bench, without type declarations
import { typeAndMeasure } from '../bench/lib/keystroke-latency.mjs';

const BIG = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'real', 'big');
const TENDER = path.join(BIG, 'tender-21-tables.docx');
const WORKBOOK = path.join(BIG, 'formula-eval-1500x38.xlsx');
const EDITOR = '[data-testid="article-body-editor"]';
const KEYS = 40;
const KEYSTROKE_MS = 50;
const SHEET_KEYSTROKE_MS = 100;
/** The reader's longest task on the 4×-slowed phone: well above the ~0.3 s it takes, below a freeze. */
const LONGEST_TASK_MS = 700;

interface Typing {
  latencies: number[];
  median: number;
  p95: number;
  slowestEvent: number;
}

const measure = (page: Page): Promise<Typing> => typeAndMeasure(page, EDITOR, KEYS) as Promise<Typing>;
const report = (what: string, t: Typing) =>
  console.info(
    `${what}: ${t.latencies.length} keys, median ${t.median.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms, ` +
      `slowest Event Timing entry ${t.slowestEvent} ms`,
  );

/** Imports a file through the toolbar's import button (the way in on a phone, and the same code as a drop). */
async function importFile(page: Page, file: string): Promise<void> {
  await page.getByTestId('editor-import-file').setInputFiles(file);
}

describe('knowledge base: a huge article stays fast', () => {
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
  });

  afterAll(async () => {
    await browser.close();
  });

  it('types at under 50 ms a key after importing a 2,304-row Word document, saves it, and a phone reads it without a freeze', async () => {
    const title = `Tender documentation ${Date.now()}`;
    await page.goto(url('/knowledgebase/articles/create'));
    await editor(page).waitFor();
    await editor(page).click();
    await importFile(page, TENDER);
    // The report shows once the import has put every slice in: typing while it still inserts would
    // measure the import, and the cells it re-renders would come and go under the clicks (seen in CI).
    await page.getByTestId('import-report').waitFor({ timeout: 180_000 });
    expect(await editor(page).locator('table').count()).toBe(21);
    expect(await editor(page).locator('tr').count()).toBeGreaterThanOrEqual(2_000);

    // In the middle of the document, in a cell of a table, where every key used to re-render it all.
    const cell = editor(page).locator('table').nth(10).locator('td').first();
    await cell.scrollIntoViewIfNeeded();
    await cell.click();
    await page.keyboard.press('End');
    await page.waitForTimeout(1_000);
    const typing = await measure(page);
    report('Tender document (2,304 rows)', typing);
    expect(typing.latencies.length).toBeGreaterThanOrEqual(KEYS / 2);
    expect(typing.median).toBeLessThanOrEqual(KEYSTROKE_MS);
    await expect.poll(() => cell.innerText()).toMatch(/abcdefghij/);

    await page.locator('input[name="title"]').fill(title);
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Safety' });
    await page.getByRole('button', { name: 'Save & Publish' }).click();
    await page.waitForURL((u) => /^\/knowledgebase\/articles\/\d+$/.test(u.pathname), { timeout: 60_000 });
    const articlePath = new URL(page.url()).pathname;

    // A phone opens it: small screen, CPU slowed 4× (roughly a mid-range phone against this machine).
    const phone = await browser.context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await browser.context.newCDPSession(phone);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = Date.now();
    await phone.goto(url(articlePath));
    // The reader shows a huge body in parts (article-body-parts.ts): aria-busy until all are shown.
    const body = phone.locator('[data-testid="article-body"][aria-busy="false"]');
    await body.locator('table').first().waitFor({ timeout: 60_000 });
    const openMs = Date.now() - started;
    // Scrolling through it stays responsive: the longest task while opening and scrolling.
    for (let i = 0; i < 5; i++) {
      await phone.mouse.wheel(0, 4000);
      await phone.waitForTimeout(100);
    }
    const longest = await phone.evaluate(() =>
      Math.max(0, ...(window as unknown as { __longTasks: number[] }).__longTasks),
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    console.info(`Reader on a phone (CPU 4× slower): body shown after ${openMs} ms, longest task ${longest} ms`);
    expect(await body.locator('table').count()).toBe(21);
    // textContent: innerText leaves out the blocks the browser skips off screen (content-visibility).
    expect(await body.textContent()).toContain('abcdefghij');
    // Before issue 19 one task cleaned and laid out the whole body: 1.3–1.7 s at this CPU rate.
    expect(longest).toBeLessThan(LONGEST_TASK_MS);
    await phone.close();
  }, 300_000);

  // Not yet at 50 ms: with the caret right after a 57,000-cell table, React (its selection offsets
  // before each commit) and Chromium (the caret's text offsets) still walk every cell before the
  // caret on each key; this case measured 60–80 ms on the shared machine (230 ms before issue 19).
  it('types at under 100 ms a key right after a 1,500-row × 38-column Excel sheet', async () => {
    await page.goto(url('/knowledgebase/articles/create'));
    await editor(page).waitFor();
    await editor(page).click();
    await importFile(page, WORKBOOK);
    // A workbook of several sheets asks which to import; the first, the big one, is chosen already.
    const picker = page.getByTestId('sheet-picker');
    await picker.getByRole('checkbox', { name: /EverythingTests/ }).waitFor({ timeout: 60_000 });
    expect(await picker.getByRole('checkbox', { name: /EverythingTests/ }).isChecked()).toBe(true);
    await picker.getByRole('button', { name: /^Import/ }).click();
    await page.getByTestId('import-report').waitFor({ timeout: 180_000 });
    expect(await editor(page).locator('tr').count()).toBeGreaterThanOrEqual(1_500);

    await editor(page).locator('p').last().click();
    await page.keyboard.press('End');
    await page.waitForTimeout(1_000);
    const typing = await measure(page);
    report('Excel sheet (1,500 × 38)', typing);
    expect(typing.latencies.length).toBeGreaterThanOrEqual(KEYS / 2);
    expect(typing.median).toBeLessThanOrEqual(SHEET_KEYSTROKE_MS);
  }, 300_000);
});
