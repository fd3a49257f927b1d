// Journey of issue 20, items 4 and 5: an author writes an article with a table, a link and a centred
// paragraph, the way a person does — the toolbar's buttons by their names, the insert-table dialog,
// Tab and Shift+Tab between cells, the table menu, the link dialog (a refused address, then a good
// one, then editing the link) — publishes it, and the body the server stored is exactly what was
// written. axe-core finds no serious or critical violation in the editor (its toolbar, the table
// menu and the link dialog), and on a 390 px phone the article's table scrolls inside the page
// instead of widening it. A word coloured from the palette is stored in the one form the server keeps
// and reads in a lighter tone in dark mode.
import fs from 'node:fs';
import type AxeCore from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, signIn, storedSession, url, type LaunchedBrowser } from './harness';
import { editor, fillBasics, kbApi } from './knowledge-base-helpers';

// Evaluated rather than added as a <script>: the app's Content-Security-Policy allows no inline script.
const AXE_SOURCE = fs.readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

interface StoredArticle {
  id: number;
  body: string;
}

/** Serious and critical axe-core violations (WCAG 2.0/2.1 A and AA) inside the given elements. */
async function axeViolations(page: Page, selectors: string[]): Promise<string[]> {
  // Measured at rest: not under the pointer (a hovered button is drawn lighter), and not while a menu
  // or dialog fades in (it would be measured half-transparent, as staff-a11y.e2e.ts also waits).
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const result = await axe.run(
      { include: include.map((selector) => [selector]) },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        rules: { 'label-content-name-mismatch': { enabled: true } },
      },
    );
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.help} at ${v.nodes.map((n) => `${n.html.slice(0, 120)} (${n.failureSummary})`).join(', ')}`,
      );
  }, selectors);
}

describe('knowledge base: tables, links and alignment in the editor', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  let token: string;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    token = (await storedSession(page)).token;
  });

  afterAll(async () => {
    await browser.close();
  });

  const toolbarButton = (name: string) => page.getByRole('toolbar').getByRole('button', { name, exact: true });
  const keys = async (...sequence: string[]) => {
    for (const key of sequence) await page.keyboard.press(key);
  };
  const type = (text: string) => page.keyboard.type(text);
  /** Waits until the caret is back in the editor (after a dialog or a menu closed). */
  const caretInEditor = () =>
    expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('article-body-editor');
  const tableMenu = async (item: string) => {
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
    await caretInEditor();
  };
  /** Replaces a field's text as a person does: click, select all, type. */
  const retype = async (field: Locator, text: string) => {
    await field.click();
    await keys('ControlOrMeta+a');
    await type(text);
  };
  /** The text of each cell (an empty one holds Slate's zero-width placeholder character). */
  const cells = async (table: Locator) =>
    (await table.locator('th, td').allTextContents()).map((text) => text.replace(/\uFEFF/g, ''));

  it('inserts and edits a table, a link and a centred paragraph; the server stores them', async () => {
    await page.goto(url('/knowledgebase/articles/create'));
    await editor(page).waitFor();
    expect(await axeViolations(page, ['[data-testid="rich-text-editor"]'])).toEqual([]);
    await fillBasics(page, `Glove check ${Date.now()}`, 'Safety', 'Shift handover');
    await keys('Enter');

    // A 2 × 3 table with a head row; typing goes into its first cell, Tab walks the cells.
    await toolbarButton('Insert table').click();
    const tableDialog = page.getByRole('dialog', { name: 'Insert table' });
    await retype(tableDialog.getByLabel('Rows'), '2');
    await retype(tableDialog.getByLabel('Columns'), '3');
    await tableDialog.getByRole('button', { name: 'Insert' }).click();
    await tableDialog.waitFor({ state: 'hidden' });
    await caretInEditor();
    await type('Item');
    await keys('Tab');
    await type('Qty');
    await keys('Tab');
    await type('Unit');
    await keys('Tab');
    await type('Gloves');
    await keys('Tab');
    await type('2');
    await keys('Tab');
    await type('pairs');
    const table = editor(page).locator('table');
    expect(await cells(table)).toEqual(['Item', 'Qty', 'Unit', 'Gloves', '2', 'pairs']);

    // A row below (the caret goes to the new row, in its column), Shift+Tab back along it.
    await tableMenu('Insert row below');
    await type('piece');
    await keys('Shift+Tab');
    await type('1');
    await keys('Shift+Tab');
    await type('Helmet');
    // A column right of the last one, then the Qty column removed.
    await keys('Tab', 'Tab');
    await tableMenu('Insert column right');
    await type('yes');
    await table.locator('th', { hasText: 'Qty' }).click();
    await tableMenu('Delete column');
    await table.locator('th').nth(2).click();
    await type('Checked');
    expect(await cells(table)).toEqual(['Item', 'Unit', 'Checked', 'Gloves', 'pairs', '', 'Helmet', 'piece', 'yes']);

    // Below the table, a sentence with a link made in the link dialog: a refused address first.
    await editor(page).locator('table + p').click();
    await type('See the ');
    await toolbarButton('Link').click();
    const linkDialog = page.getByRole('dialog', { name: 'Insert link' });
    await retype(linkDialog.getByLabel('Text', { exact: true }), 'glove guide');
    await retype(linkDialog.getByLabel('Address', { exact: true }), 'ftp://files.example.com/gloves');
    await linkDialog.getByRole('button', { name: 'Save' }).click();
    expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);
    await linkDialog
      .getByText(
        'This address cannot be a link. Use a web address (https://…), an e-mail address (mailto:…) or a phone number (tel:…).',
      )
      .waitFor();
    await retype(linkDialog.getByLabel('Address', { exact: true }), 'example.com/gloves');
    await linkDialog.getByRole('button', { name: 'Save' }).click();
    await linkDialog.waitFor({ state: 'hidden' });
    await caretInEditor();
    await type(' first.');
    // The link edited: the caret in it, the dialog opens on its text and address.
    await editor(page).getByRole('link', { name: 'glove guide' }).click();
    await toolbarButton('Link').click();
    const editDialog = page.getByRole('dialog', { name: 'Edit link' });
    expect(await editDialog.getByLabel('Text', { exact: true }).inputValue()).toBe('glove guide');
    expect(await editDialog.getByLabel('Address', { exact: true }).inputValue()).toBe('https://example.com/gloves');
    await retype(editDialog.getByLabel('Text', { exact: true }), 'glove sizes');
    await retype(editDialog.getByLabel('Address', { exact: true }), 'https://example.com/gloves-2024');
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await editDialog.waitFor({ state: 'hidden' });
    await caretInEditor();

    // The first paragraph centred.
    await editor(page).getByText('Shift handover').click();
    await toolbarButton('Align centre').click();
    expect(await toolbarButton('Align centre').getAttribute('aria-pressed')).toBe('true');

    // axe in the editor as it is now, with the caret in the table (the table menu shown) and the menu open.
    await table.locator('td', { hasText: 'Gloves' }).click();
    expect(await axeViolations(page, ['[data-testid="rich-text-editor"]'])).toEqual([]);
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await page.getByRole('menu').waitFor();
    expect(await axeViolations(page, ['[role="menu"]'])).toEqual([]);
    await keys('Escape');

    const article = await publish();
    expect(article.body).toBe(
      '<p style="text-align: center">Shift handover</p>' +
        '<table><thead><tr><th>Item</th><th>Unit</th><th>Checked</th></tr></thead>' +
        '<tbody><tr><td>Gloves</td><td>pairs</td><td></td></tr><tr><td>Helmet</td><td>piece</td><td>yes</td></tr></tbody></table>' +
        '<p>See the <a href="https://example.com/gloves-2024" rel="noopener noreferrer nofollow">glove sizes</a> first.</p>',
    );

    // The reader shows it as written; on a 390 px phone the table keeps readable cells and scrolls
    // inside the article rather than widening the page.
    const body = page.getByTestId('article-body');
    await body.getByText('Shift handover').waitFor();
    expect(await body.locator('p', { hasText: 'Shift handover' }).evaluate((p) => getComputedStyle(p).textAlign)).toBe(
      'center',
    );
    expect(await body.getByRole('link', { name: 'glove sizes' }).getAttribute('href')).toBe(
      'https://example.com/gloves-2024',
    );
    await page.setViewportSize({ width: 390, height: 800 });
    await page.reload();
    await body.locator('table').waitFor();
    const widths = await body
      .locator('th, td')
      .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().width));
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(96);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  it('colours a word from the palette; the reader shows it, in a lighter tone in dark mode', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(url('/knowledgebase/articles/create'));
    await editor(page).waitFor();
    await fillBasics(page, `Stop sign ${Date.now()}`, 'Safety', 'Stop now');
    await keys('Shift+ArrowLeft', 'Shift+ArrowLeft', 'Shift+ArrowLeft');
    expect(await page.evaluate(() => document.getSelection()?.toString())).toBe('now');
    await toolbarButton('Text colour').click();
    await page.getByRole('menuitem', { name: 'Red', exact: true }).click();
    await caretInEditor();
    const article = await publish();
    expect(article.body).toBe('<p>Stop <span style="color: #b91c1c">now</span></p>');

    const word = page.getByTestId('article-body').getByText('now', { exact: true });
    await word.waitFor();
    const colour = () => word.evaluate((span) => getComputedStyle(span).color);
    expect(await colour()).toBe('rgb(185, 28, 28)'); // #b91c1c, 6.5:1 on white
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect.poll(colour).toBe('rgb(252, 165, 165)'); // #fca5a5, 10:1 on the dark background
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    expect(errors).toEqual([]);
  });

  /** Publishes the new article and answers what the server stored. */
  async function publish(): Promise<StoredArticle> {
    await page.getByRole('button', { name: 'Save & Publish' }).click();
    await page.waitForURL((u) => /^\/knowledgebase\/articles\/\d+$/.test(u.pathname), { timeout: 20_000 });
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    return kbApi<StoredArticle>(token, 'GET', `knowledgebase/api/retrieve-update-delete/${id}/`);
  }
});
