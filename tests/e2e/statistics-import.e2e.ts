// Statistics import of a workbook written by Excel (issue 19, "Done when"): the real file from
// tests/fixtures/real — six sheets, its data on the fifth, dates in Excel's default m/d/yyyy format
// (serial numbers in number format 14), columns Name … Value … Date — goes through the screen's own
// path: the file picker, the table-file worker, the sheet choice, the columns found by header, the
// preview, and statvalue/bulk-create/ on the real server. Every row is imported, each on its date.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, launchBrowser, signIn, storedSession, url, type LaunchedBrowser } from './harness';
import { createStat, statValues, type ApiStat } from './statistics-api';

const WORKBOOK = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'real',
  'excel-mac-pivots.xlsx',
);
/** DataSheet's Name, Value and Date columns, as Excel shows them (m/d/yy: 11/1/2024 …). */
const EXPECTED: Array<[string, number, string]> = [
  ['a', 10, '2024-11-01'],
  ['b', 20, '2024-01-04'],
  ['c', 15, '2024-01-31'],
  ['d', 20, '2024-01-21'],
  ['e', 10, '2024-02-01'],
  ['f', 5, '2024-01-01'],
  ['g', 10, '2024-01-11'],
  ['h', 15, '1999-01-01'],
  ['i', 15, '2024-12-01'],
  ['j', 5, '2024-01-01'],
];

describe('statistics: importing a workbook written by Excel', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  let token: string;
  const stats = new Map<string, ApiStat>();

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    token = (await storedSession(page)).token;
    // The file names its stats a … j: daily stats, so each value keeps its own day.
    for (const [name] of EXPECTED) stats.set(name, await createStat(token, name, 'DAILY'));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('imports every row of the chosen sheet, its m/d/yyyy dates read as the dates they are', async () => {
    await page.goto(url('/statistics/external/'));
    await page.getByTestId('import-file').setInputFiles(WORKBOOK);
    const picker = page.getByTestId('sheet-picker');
    await picker.waitFor({ timeout: 30_000 });
    await expect.poll(() => picker.getByRole('checkbox').count()).toBe(6);
    // The first sheet with data is ticked to start with: a pivot table here, not the data.
    const sheet = (name: string) => picker.locator('label', { hasText: new RegExp(`^${name} \\(`) });
    await expect.poll(() => sheet('PivotSheet1').getAttribute('data-state')).toBe('checked');
    await sheet('PivotSheet1').click();
    await sheet('DataSheet').click();
    await picker.getByRole('button', { name: 'Import 1 sheet' }).click();

    await page.getByText('10 ready to upload, 0 with problems.').waitFor({ timeout: 30_000 });
    const firstRow = page.getByTestId('import-row').first();
    await expect.poll(() => firstRow.locator('td').allTextContents()).toEqual(['2', 'a', '2024-11-01', '10', 'Ready']);

    await page.getByRole('button', { name: 'Upload 10 values' }).click();
    await page.getByText('10 values uploaded.').first().waitFor({ timeout: 30_000 });

    for (const [name, value, date] of EXPECTED) {
      const stored = await statValues(token, stats.get(name)!.id);
      expect(
        stored.map((v) => [v.period_start, Number(v.value)]),
        name,
      ).toEqual([[date, value]]);
    }
  });
});
