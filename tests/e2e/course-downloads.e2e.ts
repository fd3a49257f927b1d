// Journey of a course downloaded in the background and taken with no network (issue 6, offline; and
// issue 10's AI search offline). A staff member signs in and the course assigned to them downloads
// without being opened, pictures included, until it says "Ready offline". The network goes: the AI
// search dialog and the Assigned Courses search box find its articles on the device, and they read
// every article (pictures from the device), sign the acknowledgement and pass the quiz. A reload with
// still no network shows that progress. Back online, the outbox sends each change once: the server
// holds one acknowledgement and one passed attempt, and the course is complete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiSignIn,
  DEMO,
  launchBrowser,
  readyForOfflineReload,
  signIn,
  url,
  waitForOutbox,
  type LaunchedBrowser,
} from './harness';
import { createSignedArticle, kbApi, uploadEditorImage } from './knowledge-base-helpers';

const KB = 'knowledgebase/api';
const MEDIA_CACHE = 'groundwork-course-media';

describe('courses: downloaded in the background, taken offline, sent once', () => {
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('downloads the assigned course unopened, completes it offline, and the server gets each change once', async () => {
    const stamp = Date.now();
    const admin = await apiSignIn(DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    const staff = await apiSignIn(DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    const staffId = (await kbApi<{ staff_id: number }>(staff.token, 'GET', 'account/api/me/')).staff_id;
    const categories = await kbApi<{ id: number }[]>(admin.token, 'GET', `${KB}/category/list-create/`);
    const image = await uploadEditorImage(admin.token);
    const word = `zephyr${stamp}`;
    const article = (title: string, body: string) =>
      kbApi<{ id: number; title: string }>(admin.token, 'POST', `${KB}/create/`, {
        title,
        article_category: categories[0]!.id,
        body,
        individuals: [staffId],
      });
    const first = await article(`Valve check ${stamp}`, `<p>Open the ${word} valve slowly.</p><img src="${image}">`);
    const second = await article(`Hose storage ${stamp}`, '<p>Coil hoses after use.</p>');
    const signed = await createSignedArticle(admin.token, `Sign-off ${stamp}`);
    const category = await kbApi<{ id: number }>(admin.token, 'POST', `${KB}/course-categories/`, {
      name: `Downloads ${stamp}`,
    });
    const quiz = await kbApi<{ id: number }>(admin.token, 'POST', `${KB}/quiz-create/`, {
      title: `Valve quiz ${stamp}`,
      questions: [
        {
          question: 'How is the valve opened?',
          answers: [
            { answer: 'Slowly', is_correct: true },
            { answer: 'At once', is_correct: false },
          ],
        },
      ],
    });
    const courseName = `Valves offline ${stamp}`;
    const course = await kbApi<{ id: number }>(admin.token, 'POST', `${KB}/courses/`, {
      name: courseName,
      category: category.id,
      // First in the list, so it is downloaded first.
      priority: 1000,
      individuals: [staffId],
      sections: [
        {
          title: 'Valves',
          section_items: [{ article: first.id }, { article: second.id }, { article: signed.id }, { quiz: quiz.id }],
        },
      ],
    });
    const acknowledgements = async () =>
      (await kbApi<{ count: number }>(staff.token, 'GET', `${KB}/acknowledgements/?article=${signed.id}`)).count;
    const acknowledgementsBefore = await acknowledgements();

    const page = await browser.context.newPage();
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    // This person clicks through the course quickly, with no pauses to wait for: five clicks within a
    // second would offer the support panel, which is offered once per 10 minutes, so mark it offered.
    await page.evaluate(() => localStorage.setItem('groundwork.support.lastPrompt', String(Date.now())));
    await page.goto(url('/knowledgebase/assigned-courses'));
    const card = page.getByTestId('assigned-course').filter({ hasText: courseName });
    // Never opened: the download manager fetches it by itself.
    await card.locator('[data-testid="course-download"][data-state="ready"]').waitFor({ timeout: 30_000 });
    expect(await card.getByTestId('course-download-state').textContent()).toBe('Ready offline');
    expect(await card.getByTestId('course-download-size').textContent()).toMatch(/on this device$/);
    const cached = await page.evaluate(
      async ({ cacheName, path }) =>
        Boolean(await (await caches.open(cacheName)).match(new URL(path, location.href).href)),
      { cacheName: MEDIA_CACHE, path: image },
    );
    expect(cached).toBe(true);
    await readyForOfflineReload(page);

    await browser.context.setOffline(true);
    try {
      // Reloaded with no network: the list and the search come from the device.
      await page.reload();
      await card.getByTestId('course-download-state').waitFor({ timeout: 20_000 });

      // AI search offline: no AI answer, the downloaded article found instead (issue 10).
      await page.getByRole('button', { name: 'Search the knowledge base with AI' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ask the knowledge base' });
      await dialog.getByLabel('Your question').fill(`${word} valve`);
      await dialog.getByRole('button', { name: 'Search' }).click();
      const offline = dialog.getByTestId('ai-offline');
      await offline.waitFor({ timeout: 10_000 });
      expect(await offline.getByRole('status').textContent()).toContain(
        'You are offline: AI answers need a connection',
      );
      expect(await offline.getByRole('link').allTextContents()).toEqual([first.title]);
      await dialog.getByRole('button', { name: 'Close' }).click();

      // The Assigned Courses search box opens the article in its course.
      await page.getByLabel('Search downloaded courses').fill('coil hoses');
      await page.getByTestId('downloaded-article-hits').getByRole('link', { name: second.title }).click();
      const reader = page.getByTestId('course-article');
      await reader.getByRole('heading', { name: second.title }).waitFor({ timeout: 10_000 });
      await reader.getByTestId('course-read-state').waitFor({ timeout: 10_000 });

      // Every article: the first (its picture from the device), the signed one, then the quiz.
      await page.getByTestId('outline-item').filter({ hasText: first.title }).click();
      await reader.getByTestId('course-read-state').waitFor({ timeout: 10_000 });
      await expect
        .poll(() => reader.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(1);
      await page.getByTestId('outline-item').filter({ hasText: signed.title }).click();
      await reader.getByLabel('Or type your full name').fill('Sam Staff');
      await reader.getByRole('button', { name: 'Acknowledge' }).click();
      await reader.getByTestId('course-acknowledged-state').waitFor({ timeout: 10_000 });
      await page.getByRole('button', { name: `Next: Valve quiz ${stamp}` }).click();
      const quizView = page.getByTestId('course-quiz');
      await quizView.getByText('Slowly').click();
      await quizView.getByRole('button', { name: 'Submit answers' }).click();
      await quizView.getByTestId('quiz-queued').waitFor({ timeout: 10_000 });

      // Reloaded, still offline: the progress made on the device is there.
      await page.reload();
      await page.getByTestId('course-quiz').or(page.getByTestId('course-article')).first().waitFor({ timeout: 20_000 });
      const outline = page.getByTestId('outline-item');
      await expect.poll(() => outline.filter({ hasText: '✓' }).count()).toBe(3);
      const rows = await waitForOutbox(page, (r) => r.length === 5, { what: 'the five course changes to be saved' });
      expect(rows.map((r) => r.kind).sort()).toEqual([
        'knowledgeBase.courseRead',
        'knowledgeBase.courseRead',
        'knowledgeBase.courseRead',
        'knowledgeBase.courseRead',
        'knowledgeBase.quizAttempt',
      ]);
    } finally {
      await browser.context.setOffline(false);
    }

    await waitForOutbox(page, (r) => r.length === 0, { timeoutMs: 30_000, what: 'the course changes to be sent' });
    const after = await kbApi<{ progress: { state: string; completed_items: number } }>(
      staff.token,
      'GET',
      `${KB}/courses/${course.id}/`,
    );
    expect(after.progress).toMatchObject({ state: 'completed', completed_items: 4 });
    const attempts = await kbApi<{ passed: boolean }[]>(
      staff.token,
      'GET',
      `${KB}/quiz-responses/${staffId}/${quiz.id}`,
    );
    expect(attempts.map((a) => a.passed)).toEqual([true]);
    expect((await acknowledgements()) - acknowledgementsBefore).toBe(1);
  });
});
