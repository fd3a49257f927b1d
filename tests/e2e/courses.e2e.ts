// Journey of courses (issue 6): an admin builds a course in the course builder — a new category, an
// article with a signature acknowledgement and a new quiz, assigned to one staff member by name — and
// saves it. The staff member finds it under Assigned Courses, reads the article (opening it reads it),
// signs, fails the quiz once and passes it, and the course says it is complete, with its printable
// certificate; the server's per-person progress says so too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, signIn, storedSession, url, type LaunchedBrowser } from './harness';
import { createSignedArticle, kbApi } from './knowledge-base-helpers';
import { pickPerson } from './people-picker-helpers';

interface Progress {
  state: string;
  completed_items: number;
  total_items: number;
}

describe('courses: build, assign, take and complete', () => {
  const browsers: LaunchedBrowser[] = [];
  const stamp = Date.now();
  const courseName = `Maintenance induction ${stamp}`;
  const quizTitle = `Lockout quiz ${stamp}`;

  beforeAll(async () => {
    browsers.push(await launchBrowser(), await launchBrowser({ viewport: { width: 390, height: 844 } }));
  });

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
  });

  it('an admin builds and assigns a course; the staff member completes it', async () => {
    const staff = await browsers[1]!.context.newPage();
    await staff.goto(url('/auth/signin'));
    await signIn(staff, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    const staffToken = (await storedSession(staff)).token;
    const me = await kbApi<{ staff_id: number }>(staffToken, 'GET', 'account/api/me/');

    const admin = await browsers[0]!.context.newPage();
    await admin.goto(url('/auth/signin'));
    await signIn(admin, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    const articleTitle = `Lockout/tagout ${stamp}`;
    await createSignedArticle((await storedSession(admin)).token, articleTitle);
    await admin.goto(url('/knowledgebase/courses/create'));
    await admin.locator('input[name="name"]').fill(courseName);
    await admin.getByLabel('New category name').fill(`Induction ${stamp}`);
    await admin.getByRole('button', { name: 'Add category' }).click();
    await expect
      .poll(() => admin.getByRole('combobox', { name: 'Category' }).inputValue(), { timeout: 10_000 })
      .not.toBe('');
    await pickPerson(admin, 'Individuals', DEMO.acmeStaff.email);
    await admin.getByText('Has certificate').click();

    await admin.getByLabel('Title of section 1').fill('Before you start');
    await admin
      .getByRole('combobox', { name: 'Add an article to Before you start' })
      .selectOption({ label: articleTitle });
    await admin.getByRole('button', { name: 'New quiz' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Quiz title').fill(quizTitle);
    await dialog.getByLabel('Question 1', { exact: true }).fill('What comes first?');
    await dialog.getByLabel('Question 1, answer 1', { exact: true }).fill('Isolate every energy source');
    await dialog.getByLabel('Question 1, answer 2', { exact: true }).fill('Start the repair');
    await dialog.getByRole('button', { name: 'Save quiz' }).click();
    await admin.getByTestId('course-item').filter({ hasText: quizTitle }).waitFor();
    expect(await admin.getByTestId('course-item').allInnerTexts()).toHaveLength(2);

    await admin.getByRole('button', { name: 'Save Course' }).click();
    await admin.waitForURL((u) => /^\/knowledgebase\/courses\/\d+$/.test(u.pathname), { timeout: 20_000 });
    const courseId = Number(new URL(admin.url()).pathname.split('/').pop());
    await admin.getByRole('heading', { name: courseName }).waitFor();

    // The staff member, on a phone.
    await staff.goto(url('/knowledgebase/assigned-courses'));
    const card = staff.getByTestId('assigned-course').filter({ hasText: courseName });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getByTestId('course-state').innerText()).toBe('Not started');
    expect(await card.getByTestId('next-item').innerText()).toContain(articleTitle);
    await card.getByRole('link', { name: 'Start' }).click();
    await staff.waitForURL((u) => u.pathname === `/knowledgebase/courses/${courseId}`);

    const article = staff.getByTestId('course-article');
    await article.getByRole('heading', { name: articleTitle }).waitFor();
    await article.getByTestId('course-read-state').waitFor({ timeout: 15_000 });
    await article.getByLabel('Or type your full name').fill('Sam Staff');
    await article.getByRole('button', { name: 'Acknowledge' }).click();
    await article.getByTestId('course-acknowledged-state').waitFor({ timeout: 15_000 });

    await staff.getByRole('button', { name: `Next: ${quizTitle}` }).click();
    const quiz = staff.getByTestId('course-quiz');
    // A person takes more than a second between these: five clicks within one would offer the support
    // panel (the shell's rage-click rule), and a checkbox label's click counts twice.
    await staff.waitForTimeout(1_100);
    await quiz.getByText('Start the repair').click();
    await quiz.getByRole('button', { name: 'Submit answers' }).click();
    await quiz.getByTestId('quiz-result').getByText('Not passed: 0% (pass mark 80%)').waitFor({ timeout: 15_000 });
    await staff.waitForTimeout(1_100);
    await quiz.getByRole('button', { name: 'Try again' }).click();
    await staff.waitForTimeout(1_100);
    await quiz.getByText('Isolate every energy source').click();
    await quiz.getByRole('button', { name: 'Submit answers' }).click();
    await quiz.getByTestId('quiz-result').getByText('Passed with 100% (pass mark 80%)').waitFor({ timeout: 15_000 });
    await staff.getByTestId('course-complete').waitFor({ timeout: 15_000 });
    await staff.getByTestId('course-complete').getByRole('button', { name: 'Certificate' }).click();
    const certificate = staff.getByTestId('certificate');
    expect(await certificate.innerText()).toMatch(new RegExp(`Certificate of completion[\\s\\S]*${courseName}`, 'i'));
    await certificate.getByText('has completed the course').waitFor();

    // The server holds it: the admin's per-person progress and the staff member's own view.
    const adminToken = (await storedSession(admin)).token;
    const people = await kbApi<{ staff_id: number; progress: Progress }[]>(
      adminToken,
      'GET',
      `knowledgebase/api/course-assigned-users/${courseId}/`,
    );
    expect(people.find((p) => p.staff_id === me.staff_id)?.progress).toMatchObject({
      state: 'completed',
      completed_items: 2,
      total_items: 2,
    });
    const attempts = await kbApi<{ score: number; passed: boolean }[]>(
      adminToken,
      'GET',
      `knowledgebase/api/quiz-responses/${me.staff_id}/${
        (
          await kbApi<{ sections: { section_items: { quiz: number | null }[] }[] }>(
            adminToken,
            'GET',
            `knowledgebase/api/courses/${courseId}/`,
          )
        ).sections[0]!.section_items[1]!.quiz
      }`,
    );
    expect(attempts.map((a) => [a.score, a.passed])).toEqual([
      [100, true],
      [0, false],
    ]);
  });
});
