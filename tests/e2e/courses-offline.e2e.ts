// Journey of a course completed offline (issue 6, part 4): a staff member opens an assigned course
// while online, loses the network, signs the article's acknowledgement, reloads the page (the course
// comes from the device, signed), answers the quiz (both saved on the device), and gets the network
// back. The outbox sends each once: the server then holds exactly one new acknowledgement and one
// quiz attempt, and the course is complete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  DEMO,
  launchBrowser,
  readyForOfflineReload,
  signIn,
  url,
  waitForOutbox,
  type LaunchedBrowser,
} from './harness';
import { createSignedArticle, kbApi } from './knowledge-base-helpers';

const KB = 'knowledgebase/api';

async function login(email: string, password: string) {
  const res = await fetch(`${baseUrl}/account/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return (await res.json()) as { token: string; staff_id: number };
}

describe('courses: completed offline, sent once', () => {
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs and passes the quiz with no network; on reconnect each is applied once and the course completes', async () => {
    const stamp = Date.now();
    const admin = await login(DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    const staff = await login(DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    const article = await createSignedArticle(admin.token, `Offline lockout ${stamp}`);
    const category = await kbApi<{ id: number }>(admin.token, 'POST', `${KB}/course-categories/`, {
      name: `Offline ${stamp}`,
    });
    const quiz = await kbApi<{ id: number }>(admin.token, 'POST', `${KB}/quiz-create/`, {
      title: `Offline quiz ${stamp}`,
      questions: [
        {
          question: 'What comes first?',
          answers: [
            { answer: 'Isolate every energy source', is_correct: true },
            { answer: 'Start the repair', is_correct: false },
          ],
        },
      ],
    });
    const course = await kbApi<{ id: number }>(admin.token, 'POST', `${KB}/courses/`, {
      name: `Offline course ${stamp}`,
      category: category.id,
      individuals: [staff.staff_id],
      sections: [{ title: 'All of it', section_items: [{ article: article.id }, { quiz: quiz.id }] }],
    });
    const acknowledgementsBefore = (
      await kbApi<{ count: number }>(staff.token, 'GET', `${KB}/acknowledgements/?article=${article.id}`)
    ).count;

    const page = await browser.context.newPage();
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await page.goto(url(`/knowledgebase/courses/${course.id}`));
    const reader = page.getByTestId('course-article');
    await reader.getByTestId('course-read-state').waitFor({ timeout: 20_000 });
    await readyForOfflineReload(page);

    await browser.context.setOffline(true);
    try {
      await reader.getByLabel('Or type your full name').fill('Sam Staff');
      await reader.getByRole('button', { name: 'Acknowledge' }).click();
      await reader.getByTestId('course-acknowledged-state').waitFor({ timeout: 10_000 });
      // Reloaded with no network, the course comes from the device, with the acknowledgement on it.
      await page.reload();
      await reader.getByTestId('course-acknowledged-state').waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: `Next: Offline quiz ${stamp}` }).click();
      const quizView = page.getByTestId('course-quiz');
      // More than a second between clicks, as a person: five within one offer the support panel.
      await page.waitForTimeout(1_100);
      await quizView.getByText('Isolate every energy source').click();
      await quizView.getByRole('button', { name: 'Submit answers' }).click();
      await quizView.getByTestId('quiz-queued').waitFor({ timeout: 10_000 });

      const rows = await waitForOutbox(page, (r) => r.length === 2, { what: 'the two course changes to be saved' });
      expect(rows.map((r) => r.kind)).toEqual(['knowledgeBase.courseRead', 'knowledgeBase.quizAttempt']);
      const progress = await kbApi<{ progress: { state: string } }>(staff.token, 'GET', `${KB}/courses/${course.id}/`);
      expect(progress.progress.state).toBe('in_progress');
    } finally {
      await browser.context.setOffline(false);
    }

    await waitForOutbox(page, (r) => r.length === 0, { timeoutMs: 30_000, what: 'the course changes to be sent' });
    const after = await kbApi<{ progress: { state: string; completed_items: number } }>(
      staff.token,
      'GET',
      `${KB}/courses/${course.id}/`,
    );
    expect(after.progress).toMatchObject({ state: 'completed', completed_items: 2 });
    const attempts = await kbApi<{ passed: boolean }[]>(
      staff.token,
      'GET',
      `${KB}/quiz-responses/${staff.staff_id}/${quiz.id}`,
    );
    expect(attempts.map((a) => a.passed)).toEqual([true]);
    const acknowledgementsAfter = (
      await kbApi<{ count: number }>(staff.token, 'GET', `${KB}/acknowledgements/?article=${article.id}`)
    ).count;
    expect(acknowledgementsAfter - acknowledgementsBefore).toBe(1);
    await page.getByTestId('course-complete').waitFor({ timeout: 15_000 });
  });
});
