// Library courses journey (issue 6): an admin browses the library, adds a course to the company's
// courses, and opens the copy: its sections and articles are there. The library then shows it as
// the company's, and a second subscribe copies nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course } from '../../contract/courses';
import type { LibraryCourse, LibrarySubscribeResponse } from '../../contract/library';
import { apiSignIn, DEMO, launchBrowser, signIn, url, type LaunchedBrowser } from './harness';
import { kbApi } from './knowledge-base-helpers';

describe('library courses', () => {
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('adds a library course to the company once and opens the copy', async () => {
    const token = (await apiSignIn(DEMO.acmeAdmin.email, DEMO.acmeAdmin.password)).token;
    const page = await browser.context.newPage();
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await page.goto(url('/knowledgebase/library-courses'));
    const card = page.getByTestId('library-course').filter({ hasText: 'Customer service basics' });
    await card.getByText('Handling complaints', { exact: true }).waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Add to my courses' }).click();
    await card.getByText('In your courses').waitFor({ timeout: 20_000 });
    await card.getByRole('link', { name: 'Open course' }).click();
    await page.waitForURL(/\/knowledgebase\/courses\/\d+$/);
    const courseId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { name: 'Customer service basics' }).waitFor({ timeout: 20_000 });

    const library = await kbApi<LibraryCourse[]>(token, 'GET', 'knowledgebase/api/library/courses/');
    const entry = library.find((c) => c.name === 'Customer service basics')!;
    expect(entry.subscribed_course).toBe(courseId);
    const copy = await kbApi<Course>(token, 'GET', `knowledgebase/api/courses/${courseId}/`);
    const titles = copy.sections.flatMap((s) =>
      s.section_items.map((i) => i.article_content?.title ?? i.quiz_content?.title),
    );
    expect(titles).toEqual(entry.sections.flatMap((s) => s.items.map((i) => i.title)));
    const again = await kbApi<LibrarySubscribeResponse>(token, 'POST', 'knowledgebase/api/library/courses/subscribe/', {
      library_course_id: entry.id,
    });
    expect(again).toMatchObject({ course: courseId, created: false });
  });
});
