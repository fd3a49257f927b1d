// Journeys of the article editor (issue 4, "What must show it"): the author writes an article and
// the tab closes mid-typing: reopened, the text is there (autosave to the device, flushed on
// pagehide); the server's version of an article changes after the author's unsaved edits: the form
// asks which to keep; a real Word document and a real spreadsheet (made with LibreOffice, see
// fixtures/knowledge-base/README.md) dropped on the editor show their content; any other file shows
// the §2 alert.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, launchBrowser, signIn, storedSession, url, type LaunchedBrowser } from './harness';
import { dropFile, editor, fillBasics, kbApi, waitForDraftOnDevice } from './knowledge-base-helpers';

const UNSUPPORTED = 'Dropped file type is not supported, we only support word, excel and image files';

describe('knowledge base: the article editor', () => {
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    // What a closing tab did, in its console (kept by a failed journey's report): whether the close
    // events came and what reached localStorage in them. The tab-closed journey fails now and then
    // under load with the text on neither IndexedDB nor the rescue copy; this says which step missed.
    await browser.context.addInitScript(() => {
      let closing = false;
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (closing) console.info(`closing: localStorage ${key} (${value.length} chars)`);
        setItem.call(this, key, value);
      };
      const note = (what: string) => {
        closing = true;
        console.info(`closing: ${what}`);
      };
      // Added before the app's listeners, capturing: they run first (Chromium fires pagehide first).
      window.addEventListener('pagehide', () => note('pagehide'), true);
      document.addEventListener('visibilitychange', () => note(document.visibilityState), true);
    });
    page = await browser.context.newPage();
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
  });

  afterAll(async () => {
    await browser.close();
  });

  it('keeps what was typed when the tab closes mid-typing', async () => {
    await page.goto(url('/knowledgebase/articles/create'));
    await editor(page).waitFor();
    await fillBasics(
      page,
      'Forklift daily check',
      'Safety',
      'Check the forks, the chain and the horn before every shift.',
    );
    // Closed at once, well inside the autosave's debounce: only the pagehide flush can keep it.
    await page.close({ runBeforeUnload: true });

    // A person reopens the app some time later; a tab opened within milliseconds may not see yet what
    // the closing one wrote to localStorage, which Chromium hands from tab to tab asynchronously (on a
    // loaded machine this took longer than the reopening). So: another screen first, until the
    // device holds the text, in IndexedDB or as the closing tab's rescue copy.
    page = await browser.context.newPage();
    await page.goto(url('/account/dashboard/'));
    await waitForDraftOnDevice(page, 'before every shift.', 15_000, { orRescueCopy: true });
    await page.goto(url('/knowledgebase/articles/create'));
    await expect.poll(() => editor(page).innerText(), { timeout: 15_000 }).toContain('before every shift.');
    expect(await page.locator('input[name="title"]').inputValue()).toBe('Forklift daily check');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((u) => u.pathname === '/knowledgebase/articles');
  });

  it('asks which version to keep when the server changed after the unsaved edits', async () => {
    const { token } = await storedSession(page);
    const [category] = await kbApi<{ id: number }[]>(token, 'GET', 'knowledgebase/api/category/list-create/');
    const article = await kbApi<{ id: number }>(token, 'POST', 'knowledgebase/api/create/', {
      title: 'Visitor sign-in',
      article_category: category!.id,
      body: '<p>Visitors sign in at reception.</p>',
      status: 0,
    });
    await page.goto(url(`/knowledgebase/articles/${article.id}/edit`));
    await expect.poll(() => editor(page).innerText(), { timeout: 15_000 }).toContain('reception');
    await editor(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' They wear a badge.');
    await page.locator('input[name="title"]').click(); // blur writes the form at once
    await waitForDraftOnDevice(page, 'They wear a badge.');
    await page.close();

    // Someone else publishes a change meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await kbApi(token, 'PATCH', `knowledgebase/api/retrieve-update-delete/${article.id}/`, {
      body: '<p>Visitors sign in at the gate.</p>',
      status: 0,
    });

    page = await browser.context.newPage();
    await page.goto(url(`/knowledgebase/articles/${article.id}/edit`));
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('A newer version is on the server').waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Keep my draft' }).click();
    await expect.poll(() => editor(page).innerText()).toContain('They wear a badge.');

    // Reopened once more, and this time the server's version is chosen.
    await page.locator('input[name="title"]').click();
    await waitForDraftOnDevice(page, 'They wear a badge.');
    await kbApi(token, 'PATCH', `knowledgebase/api/retrieve-update-delete/${article.id}/`, {
      body: '<p>Visitors sign in at the gate, with ID.</p>',
      status: 0,
    });
    await page.reload();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Use the newer version' }).click();
    await expect.poll(() => editor(page).innerText()).toContain('with ID.');
    expect(await editor(page).innerText()).not.toContain('They wear a badge.');
  });

  it('imports a Word document and a spreadsheet dropped on the editor, and refuses other files', async () => {
    await page.goto(url('/knowledgebase/articles/create'));
    await editor(page).waitFor();
    await editor(page).click();

    await dropFile(
      page,
      'ladder-safety.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    await editor(page).locator('h1', { hasText: 'Ladder safety checklist' }).waitFor({ timeout: 20_000 });
    expect(await editor(page).locator('ol > li').allInnerTexts()).toEqual([
      'Check the feet and rungs for damage',
      'Set the ladder at a 75 degree angle',
      'Keep three points of contact',
    ]);
    expect(await editor(page).locator('strong', { hasText: 'inspect it' }).count()).toBe(1);
    await editor(page).locator('td', { hasText: 'Extension ladder' }).waitFor();

    await dropFile(page, 'shift-rota.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    await editor(page).locator('td', { hasText: 'Crew size' }).waitFor({ timeout: 20_000 });
    // The spreadsheet is its own table after the Word document's (not merged into its last cell);
    // times show as the sheet formats them.
    expect(await editor(page).locator('table').count()).toBe(2);
    expect(await editor(page).locator('table').last().locator('tr').last().innerText()).toMatch(/^Night\s+.*\s+5$/);

    await dropFile(page, 'notes.txt', 'text/plain', Buffer.from('plain text'));
    await expect.poll(() => page.getByRole('alert').filter({ hasText: UNSUPPORTED }).count()).toBe(1);
    await page.getByRole('button', { name: 'Cancel' }).click();
  });
});
