// The Stat Sheet offline (issue 7, "What must show it"): 21 values typed in the sheet with no
// network are saved on the device and shown waiting; the app is reloaded, still offline, and they
// are still there; back online they reach the server in batches through statvalue/bulk-create/
// (never one request per value): exactly the 20 good values are stored, and the one the server
// refuses stays on the device, its cell marked with the server's own message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import {
  DEMO,
  launchBrowser,
  readOutbox,
  signIn,
  storedSession,
  url,
  waitForOutbox,
  type LaunchedBrowser,
} from './harness';
import { bulkItemErrors, createStat, statValues, type ApiStat } from './statistics-api';

const RUN = `E2E sheet ${Date.now().toString(36)}`;
/** Too large for the server (values are limited to ±1e15): refused item by item. */
const REFUSED_VALUE = '1e16';

describe('statistics: the sheet offline', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  let token: string;
  let stats: ApiStat[];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    token = (await storedSession(page)).token;
    stats = [];
    for (const name of ['A', 'B', 'C']) stats.push(await createStat(token, `${RUN} ${name}`));
  });

  afterAll(async () => {
    await browser?.close();
  });

  const sheet = () => page.getByTestId('stat-sheet');
  const cells = (state: string) => page.locator(`[data-testid="sheet-cell"][data-state="${state}"]`);

  /** Types a value into the active cell and commits it with `key` (Tab: move right). */
  async function typeValue(text: string, key: 'Tab' | 'Enter'): Promise<void> {
    await page.keyboard.type(text);
    await page.keyboard.press(key);
  }

  it('keeps 21 values typed offline through a reload, then sends them in batches: 20 saved, 1 refused and marked', async () => {
    await page.goto(url(`/statistics/statsheet/?search=${encodeURIComponent(RUN)}&sort=stat_name`));
    await sheet().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByRole('rowheader').allTextContents()).toEqual(stats.map((s) => s.name));
    // The offline reload needs the service worker in control and the signed-in user cached.
    await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
      timeout: 45_000,
    });
    await page.waitForFunction(() => (localStorage.getItem('groundwork.query-cache') ?? '').includes('"me"'));

    await browser.context.setOffline(true);
    await sheet().focus();
    // Row A then row B: ten periods each from the first column, moving right with Tab.
    for (const row of [0, 1]) {
      await page.keyboard.press('Control+Home');
      for (let i = 0; i < row; i++) await page.keyboard.press('ArrowDown');
      for (let col = 0; col < 10; col++) await typeValue(String(100 * (row + 1) + col), 'Tab');
    }
    // Row C: one value the server will refuse.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Home');
    await typeValue(REFUSED_VALUE, 'Enter');

    const queued = await waitForOutbox(
      page,
      (rows) => rows.filter((r) => r.kind === 'statistics.value').length === 21,
      {
        what: '21 values saved on the device',
      },
    );
    // Waiting (the engine may have tried and found no network: that is not a refusal).
    expect(queued.every((r) => r.state === 'pending' || r.state === 'sending')).toBe(true);
    await expect.poll(() => cells('waiting').count()).toBe(21);
    await page.getByTestId('sheet-waiting').getByText('21 values waiting to sync').waitFor();

    // Still offline: the values live in IndexedDB, not in the page.
    await page.reload();
    expect((await readOutbox(page)).filter((r) => r.kind === 'statistics.value')).toHaveLength(21);

    const valueRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /statistics\/api\/statvalue\//.test(request.url()))
        valueRequests.push(request);
    });
    await browser.context.setOffline(false);

    const left = await waitForOutbox(page, (rows) => rows.length === 1 && rows[0]!.state === 'failed', {
      what: 'the good values to be sent and the refused one to need attention',
      timeoutMs: 40_000,
    });

    // Exactly the 20 good values, each in its own period, with the numbers typed.
    const [a, b, c] = stats as [ApiStat, ApiStat, ApiStat];
    const saved = [await statValues(token, a.id), await statValues(token, b.id)];
    expect(saved.map((values) => values.length)).toEqual([10, 10]);
    expect(saved[0]!.map((v) => v.value).sort((x, y) => x - y)).toEqual([
      100, 101, 102, 103, 104, 105, 106, 107, 108, 109,
    ]);
    expect(saved[1]!.map((v) => v.value).sort((x, y) => x - y)).toEqual([
      200, 201, 202, 203, 204, 205, 206, 207, 208, 209,
    ]);
    expect(new Set(saved.flat().map((v) => `${v.stat}:${v.period_start}`)).size).toBe(20);
    expect(await statValues(token, c.id)).toEqual([]);

    // In batches through bulk-create: no value went on its own.
    expect(valueRequests.map((r) => new URL(r.url()).pathname)).not.toContain('/statistics/api/statvalue/create/');
    const bulk = valueRequests.filter((r) => r.url().includes('/statvalue/bulk-create/'));
    expect(bulk.length).toBeGreaterThanOrEqual(1);
    expect(bulk.length).toBeLessThan(21);
    const sent = bulk.map((r) => (r.postDataJSON() as { values: unknown[] }).values.length);
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(21);

    // The refused value keeps the server's own words, on the device and on its cell.
    const refused = left[0]!;
    const [expected] = await bulkItemErrors(token, [
      refused.body as { stat: number; period_start: string; value: number },
    ]);
    expect(refused.last_error).toBe(expected!.detail);
    const cell = page.locator(`[data-testid="sheet-cell"][data-stat="${c.id}"][data-state="failed"]`);
    await cell.waitFor({ timeout: 30_000 });
    expect(await cell.getAttribute('title')).toBe(expected!.detail);
    await expect.poll(() => cells('waiting').count()).toBe(0);
    await page.getByTestId('sheet-refused').getByText('1 value refused by the server').waitFor();
    await sheet().focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Control+ArrowLeft');
    await page.getByTestId('sheet-status').getByText(`Not saved. Server said: ${expected!.detail}`).waitFor();
  });
});

describe('statistics: the sheet online', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /TypeError/.test(message.text())) pageErrors.push(message.text());
    });
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('says "Stat Value Added" for a new value and "Stat Value Updated Successfully" for a changed one, and the lists show it', async () => {
    const token = (await storedSession(page)).token;
    const stat = await createStat(token, `${RUN} online`);
    await page.goto(url(`/statistics/statsheet/?search=${encodeURIComponent(stat.name)}`));
    const sheet = page.getByTestId('stat-sheet');
    await sheet.waitFor({ timeout: 30_000 });
    await page.getByRole('rowheader', { name: stat.name }).waitFor();
    const toast = (text: string) => page.getByText(text, { exact: true }).first();

    await sheet.focus();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('41');
    await page.keyboard.press('Enter');
    await toast('Stat Value Added').waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await statValues(token, stat.id)).map((v) => v.value)).toEqual([41]);

    await page.keyboard.press('ArrowUp');
    await page.keyboard.type('42');
    await page.keyboard.press('Enter');
    await toast('Stat Value Updated Successfully').waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await statValues(token, stat.id)).map((v) => v.value)).toEqual([42]);

    // The sheet shows what the server has now, after a reload too.
    await page.reload();
    await page.locator(`[data-testid="sheet-cell"][data-stat="${stat.id}"]`).getByText('42').first().waitFor();
    expect(pageErrors).toEqual([]);
  });
});
