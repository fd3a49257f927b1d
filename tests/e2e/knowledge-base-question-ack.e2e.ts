// Journey of issue 20, item 2: a question-and-answer acknowledgement authored by pointer. The admin
// writes the question and two answers and marks the second correct with the mouse (a desktop), and
// again with touch (a phone: `hasTouch` and `tap()`); each time the server stores the right answer as
// correct, and a staff member answers the question and is recorded as having acknowledged it.
// (Every answer's controls used to share one id: clicking "Correct" focused "Answer 1".)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO, launchBrowser, signIn, storedSession, url, type LaunchedBrowser } from './harness';
import { editor, kbApi } from './knowledge-base-helpers';

interface StoredArticle {
  id: number;
  acknowledgement_question: string | null;
  article_answers: { answer: string; is_correct: boolean }[];
}

describe('knowledge base: a question-and-answer acknowledgement by mouse and by touch', () => {
  let desktop: LaunchedBrowser;
  let phone: LaunchedBrowser;
  let staffBrowser: LaunchedBrowser;
  let staff: Page;

  beforeAll(async () => {
    desktop = await launchBrowser();
    phone = await launchBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true });
    staffBrowser = await launchBrowser();
    staff = await staffBrowser.context.newPage();
    await staff.goto(url('/auth/signin'));
    await signIn(staff, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
  });

  afterAll(async () => {
    await desktop.close();
    await phone.close();
    await staffBrowser.close();
  });

  /** Authors and publishes the article, pressing with `press` (click or tap); answers its id. */
  async function author(page: Page, title: string, press: (target: Locator) => Promise<void>): Promise<number> {
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await page.goto(url('/knowledgebase/articles/create'));
    await editor(page).waitFor();
    const title$ = page.locator('input[name="title"]');
    await press(title$);
    await page.keyboard.type(title);
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Safety' });
    await press(editor(page));
    await page.keyboard.type('Walk on the left in the loading bay.');
    await page
      .getByRole('combobox', { name: 'Acknowledgement challenge' })
      .selectOption({ label: 'Question and answer' });

    await press(page.getByRole('textbox', { name: /^Question/ }));
    await page.keyboard.type('Which side do you walk on?');
    await press(page.getByRole('textbox', { name: 'Answer 1' }));
    await page.keyboard.type('Right');
    await press(page.getByRole('button', { name: 'Add answer' }));
    await press(page.getByRole('textbox', { name: 'Answer 2' }));
    await page.keyboard.type('Left');
    // The second answer's visible "Correct" label, as a person points at it.
    await press(page.locator('[data-scope="checkbox"][data-part="label"]', { hasText: 'Correct' }).nth(1));
    expect(await page.getByRole('checkbox', { name: /^Correct ?\(answer 2\)$/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /^Correct ?\(answer 1\)$/ }).isChecked()).toBe(false);
    expect(await page.getByRole('textbox', { name: 'Answer 1' }).inputValue()).toBe('Right');

    await press(page.getByRole('button', { name: 'Save & Publish' }));
    await page.waitForURL((u) => /^\/knowledgebase\/articles\/\d+$/.test(u.pathname), { timeout: 20_000 });
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const stored = await kbApi<StoredArticle>(
      (await storedSession(page)).token,
      'GET',
      `knowledgebase/api/retrieve-update-delete/${id}/`,
    );
    expect(stored.acknowledgement_question).toBe('Which side do you walk on?');
    expect(stored.article_answers.map(({ answer, is_correct }) => ({ answer, is_correct }))).toEqual([
      { answer: 'Right', is_correct: false },
      { answer: 'Left', is_correct: true },
    ]);
    return id;
  }

  async function staffAnswers(id: number): Promise<void> {
    await staff.goto(url(`/knowledgebase/articles/${id}`));
    await staff.getByTestId('article-body').getByText('loading bay').waitFor({ timeout: 15_000 });
    await staff.getByText('Left', { exact: true }).click();
    await staff.getByRole('button', { name: 'Acknowledge' }).click();
    await staff.getByTestId('acknowledged-state').waitFor({ timeout: 15_000 });
  }

  it('with the mouse', async () => {
    const page = await desktop.context.newPage();
    const id = await author(page, `Loading bay (mouse) ${Date.now()}`, (target) => target.click());
    await page.close();
    await staffAnswers(id);
  });

  it('with touch', async () => {
    const page = await phone.context.newPage();
    const id = await author(page, `Loading bay (touch) ${Date.now()}`, (target) => target.tap());
    await staffAnswers(id);
  });
});
