// Journeys of issue 20 ("nothing typed is ever lost"): an author types each sequence that lost text,
// as a person does (keys, the toolbar, a dropped Word document), saves, and the article's text on
// the server is what was typed:
// 1. Enter twice to end a numbered list, then more text: in a new article (Save & Publish) and in an
//    existing one (Update & Notify, which used to send only {status: 0});
// 3. Enter twice to leave a quote and a code block; Backspace in an empty list item ends the list;
//    select all and Delete after importing a Word document, then typing anew.
// 7. The writing assistant, on a server without an AI provider, says it is not set up.
// No key may throw in the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, launchBrowser, signIn, storedSession, url, type LaunchedBrowser } from './harness';
import { dropFile, editor, fillBasics, kbApi } from './knowledge-base-helpers';

interface StoredArticle {
  id: number;
  body: string;
}

describe('knowledge base: the editor keeps every key typed', () => {
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

  const toolbar = (name: string) => page.getByRole('button', { name, exact: true }).click();
  const keys = async (...sequence: string[]) => {
    for (const key of sequence) await page.keyboard.press(key);
  };
  const type = (text: string) => page.keyboard.type(text);

  /** Publishes a new article and answers what the server stored. */
  async function publishNew(): Promise<StoredArticle> {
    await page.getByRole('button', { name: 'Save & Publish' }).click();
    await page.waitForURL((u) => /^\/knowledgebase\/articles\/\d+$/.test(u.pathname), { timeout: 20_000 });
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    return kbApi<StoredArticle>(token, 'GET', `knowledgebase/api/retrieve-update-delete/${id}/`);
  }

  async function startArticle(title: string) {
    await page.goto(url('/knowledgebase/articles/create'));
    await editor(page).waitFor();
    await fillBasics(page, `${title} ${Date.now()}`, 'Safety', '');
  }

  it('Enter twice ends a numbered list in a new article, and the text after it is saved', async () => {
    await startArticle('Ending a list');
    await type('Intro');
    await keys('Enter');
    await toolbar('Numbered list');
    await type('alpha');
    await keys('Enter', 'Enter');
    await type('Closing');
    const article = await publishNew();
    expect(article.body).toBe('<p>Intro</p><ol><li>alpha</li></ol><p>Closing</p>');
    await page.getByTestId('article-body').getByText('Closing').waitFor();
  });

  it('Enter twice ends a list in an existing article, and Update & Notify sends the new text', async () => {
    const [category] = await kbApi<{ id: number }[]>(token, 'GET', 'knowledgebase/api/category/list-create/');
    const created = await kbApi<StoredArticle>(token, 'POST', 'knowledgebase/api/create/', {
      title: `Existing list ${Date.now()}`,
      article_category: category!.id,
      body: '<p>Intro</p>',
      status: 0,
    });
    await page.goto(url(`/knowledgebase/articles/${created.id}/edit`));
    await editor(page).getByText('Intro').click();
    await keys('End', 'Enter');
    await toolbar('Numbered list');
    await type('alpha');
    await keys('Enter', 'Enter');
    await type('Closing');
    const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes(`/${created.id}/`));
    await page.getByRole('button', { name: 'Update & Notify' }).click();
    expect((await patch).postDataJSON()).toMatchObject({
      body: '<p>Intro</p><ol><li>alpha</li></ol><p>Closing</p>',
      status: 0,
    });
    await page.waitForURL((u) => u.pathname === `/knowledgebase/articles/${created.id}`, { timeout: 20_000 });
    const stored = await kbApi<StoredArticle>(token, 'GET', `knowledgebase/api/retrieve-update-delete/${created.id}/`);
    expect(stored.body).toBe('<p>Intro</p><ol><li>alpha</li></ol><p>Closing</p>');
  });

  it('Enter twice leaves a quote and a code block; Backspace in an empty item ends a list', async () => {
    await startArticle('Leaving blocks');
    await toolbar('Quote');
    await type('Quoted');
    await keys('Enter', 'Enter');
    await type('After the quote');
    await keys('Enter');
    await toolbar('Code block');
    await type('npm ci');
    await keys('Enter');
    await type('npm test');
    await keys('Enter', 'Enter');
    await type('After the code');
    await keys('Enter');
    await toolbar('Bulleted list');
    await type('item');
    await keys('Enter', 'Backspace');
    await type('After the list');
    const article = await publishNew();
    expect(article.body).toBe(
      '<blockquote><p>Quoted</p></blockquote><p>After the quote</p>' +
        '<pre><code>npm ci\nnpm test</code></pre><p>After the code</p>' +
        '<ul><li>item</li></ul><p>After the list</p>',
    );
  });

  it('select all and Delete after importing a Word document empties the editor, and typing starts anew', async () => {
    await startArticle('Imported then replaced');
    await type('Intro');
    await dropFile(
      page,
      'ladder-safety.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    await editor(page).locator('td', { hasText: 'Extension ladder' }).waitFor({ timeout: 20_000 });
    await editor(page).locator('h1').click();
    await keys('ControlOrMeta+a', 'Delete');
    await expect.poll(() => editor(page).locator('table').count()).toBe(0);
    await type('Fresh start');
    const article = await publishNew();
    expect(article.body).toBe('<p>Fresh start</p>');
  });

  // Issue 20, item 7: this server has no AI provider (no AI_BASE_URL), and says so in a 200 answer.
  it('the writing assistant says it is not set up when the server has no AI provider', async () => {
    await startArticle('No assistant');
    await toolbar('AI writing');
    const dialog = page.getByRole('dialog', { name: 'Write with AI' });
    await dialog.getByRole('textbox').fill('A short note on ladder safety');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe('The writing assistant is not set up on this server. Ask your administrator to configure an AI provider.');
  });

  it('threw nothing in the page', () => {
    expect(errors).toEqual([]);
  });
});
