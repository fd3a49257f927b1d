// Journey of the knowledge base's admin screens (issue 20 items 8 and 9), in a real browser against
// the real server: an admin compares two versions of an article (the words changed, marked), restores
// the older one without notifying and the server then holds its text as a new version; adds a
// definition on the definitions screen; picks one of two people of the same name by e-mail in the
// course builder; previews the course (assigned to that person, not to the admin) and no progress is
// recorded for the admin; and the admin course list fits a 360 px phone.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course } from '../../contract/courses';
import type { Article, ArticleVersionSummary, Definition } from '../../contract/knowledge-base';
import { DEMO, launchBrowser, signIn, storedSession, url, type LaunchedBrowser } from './harness';
import { kbApi } from './knowledge-base-helpers';
import { pickPerson } from './people-picker-helpers';

const KB = 'knowledgebase/api';

describe('knowledge base admin: versions, definitions, people pickers, preview, phone list', () => {
  const browsers: LaunchedBrowser[] = [];
  const stamp = Date.now();
  let admin: Page;
  let token: string;
  let article: Article;

  beforeAll(async () => {
    browsers.push(await launchBrowser(), await launchBrowser({ viewport: { width: 360, height: 740 } }));
    admin = await browsers[0]!.context.newPage();
    await admin.goto(url('/auth/signin'));
    await signIn(admin, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    token = (await storedSession(admin)).token;
    const categories = await kbApi<{ id: number }[]>(token, 'GET', `${KB}/category/list-create/`);
    article = await kbApi<Article>(token, 'POST', `${KB}/create/`, {
      title: `Forklift rules ${stamp}`,
      article_category: categories[0]!.id,
      body: '<p>Wear gloves on the forklift.</p><p>Check the brakes daily.</p>',
    });
    await kbApi<Article>(token, 'PATCH', `${KB}/retrieve-update-delete/${article.id}/`, {
      body: '<p>Wear boots on the forklift.</p><p>Check the brakes daily.</p><p>Report faults at once.</p>',
      dont_notify: true,
    });
  });

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
  });

  it('compares two versions and restores the older one as a new version on the server', async () => {
    const history = () => kbApi<ArticleVersionSummary[]>(token, 'GET', `${KB}/version-history/${article.id}/`);
    const [v2, v1] = await history();
    expect([v2!.version_number, v1!.version_number]).toEqual([2, 1]);

    await admin.goto(url(`/knowledgebase/articles/version/${v1!.id}`));
    await admin.getByRole('button', { name: 'Compare' }).click();
    await admin.getByRole('combobox', { name: 'Compare with' }).selectOption(String(v2!.id));
    await admin.getByText('Changes from Version 1 to Version 2').waitFor({ timeout: 15_000 });
    const diff = admin.getByTestId('version-diff');
    // Each mark is announced as well as shown ("removed: ", "added: " for screen readers).
    expect(await diff.locator('del').allTextContents()).toEqual(['removed: gloves']);
    expect((await diff.locator('ins').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
      'added: boots',
      'added: Report faults at once.',
    ]);
    // Not colour alone: the marks are struck through and underlined.
    expect(await diff.locator('del').evaluate((e) => getComputedStyle(e).textDecorationLine)).toBe('line-through');
    expect(
      await diff
        .locator('ins')
        .first()
        .evaluate((e) => getComputedStyle(e).textDecorationLine),
    ).toBe('underline');
    expect(await admin.getByTestId('diff-summary').innerText()).toBe('5 words added, 1 removed');

    await admin.getByRole('button', { name: 'Restore this version' }).click();
    await admin
      .getByRole('alertdialog', { name: 'Restore version 1?' })
      .getByRole('button', { name: "Restore & Don't Notify" })
      .click();
    await admin.waitForURL((u) => u.pathname === `/knowledgebase/articles/${article.id}`, { timeout: 15_000 });
    const restored = await kbApi<Article>(token, 'GET', `${KB}/retrieve-update-delete/${article.id}/`);
    expect(restored.body).toContain('Wear gloves on the forklift.');
    expect(restored.body).not.toContain('Report faults');
    const [v3] = await history();
    expect(v3!.version_number).toBe(3);
    const v3Content = await kbApi<{ body: string }>(token, 'GET', `${KB}/article-version/${v3!.id}/`);
    expect(v3Content.body).toContain('Wear gloves on the forklift.');
  });

  it('adds a definition on the definitions screen', async () => {
    const term = `LOTO ${stamp}`;
    await admin.goto(url('/knowledgebase/definitions'));
    await admin.getByRole('heading', { name: 'Definitions' }).waitFor();
    await admin.getByRole('button', { name: 'Add definition' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add a definition' });
    await dialog.getByLabel('Term').fill(term);
    await dialog.getByLabel('Definition').fill('Lockout/tagout: isolate every energy source before maintenance.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByTestId('definition-row').filter({ hasText: term }).waitFor({ timeout: 15_000 });
    const found = await kbApi<Definition[]>(
      token,
      'GET',
      `${KB}/definitions-create/?search=${encodeURIComponent(term)}`,
    );
    expect(found.map((d) => [d.term, d.definition])).toEqual([
      [term, 'Lockout/tagout: isolate every energy source before maintenance.'],
    ]);
  });

  it('picks one of two same-named people by e-mail; previewing their course records nothing for the admin', async () => {
    const twin = (email: string) =>
      kbApi<{ id: number }>(token, 'POST', 'account/api/staffs/create_company_staff/', {
        email,
        first_name: 'Sam',
        last_name: `Twin ${stamp}`,
      });
    const first = await twin(`sam.twin.${stamp}@acme.test`);
    const second = await twin(`sam.twin.${stamp}@north.test`);

    const courseName = `Forklift course ${stamp}`;
    await admin.goto(url('/knowledgebase/courses/create'));
    await admin.locator('input[name="name"]').fill(courseName);
    await admin.getByLabel('New category name').fill(`Drivers ${stamp}`);
    await admin.getByRole('button', { name: 'Add category' }).click();
    await expect
      .poll(() => admin.getByRole('combobox', { name: 'Category' }).inputValue(), { timeout: 10_000 })
      .not.toBe('');
    // Both are offered under the same name, each with their e-mail.
    const people = admin.getByRole('combobox', { name: 'Individuals', exact: true });
    await people.click();
    await people.fill(`Twin ${stamp}`);
    const options = admin.getByRole('option').filter({ hasText: `Sam Twin ${stamp}` });
    await expect.poll(() => options.count(), { timeout: 10_000 }).toBe(2);
    expect((await options.allInnerTexts()).join('|')).toContain(`sam.twin.${stamp}@north.test`);
    await admin.keyboard.press('Escape');
    await pickPerson(admin, 'Individuals', 'north.test', `sam.twin.${stamp}@north.test`);

    await admin.getByLabel('Title of section 1').fill('Rules');
    await admin.getByRole('combobox', { name: 'Add an article to Rules' }).selectOption({ label: article.title });
    await admin.getByRole('button', { name: 'Save Course' }).click();
    await admin.waitForURL((u) => /^\/knowledgebase\/courses\/\d+$/.test(u.pathname), { timeout: 20_000 });
    const courseId = Number(new URL(admin.url()).pathname.split('/').pop());
    const course = await kbApi<Course>(token, 'GET', `${KB}/courses/${courseId}/`);
    expect(course.individuals).toEqual([second.id]);
    expect(course.individuals).not.toContain(first.id);

    // The admin previews the course's article: the page sends no read and the server records none.
    const marks: string[] = [];
    admin.on('request', (r) => {
      if (r.url().includes('/mark-course-as-read/')) marks.push(r.url());
    });
    const item = course.sections[0]!.section_items[0]!;
    await admin.goto(url(`/knowledgebase/courses/${courseId}?item=${item.id}`));
    await admin.getByTestId('course-article').getByText('Wear gloves on the forklift.').waitFor({ timeout: 15_000 });
    await admin.waitForLoadState('networkidle');
    expect(marks).toEqual([]);
    const after = await kbApi<Course>(token, 'GET', `${KB}/courses/${courseId}/`);
    expect(after.progress).toMatchObject({ state: 'not_started', completed_items: 0 });
    const readers = await kbApi<{ staff_id: number }[]>(token, 'GET', `${KB}/course-assigned-users/${courseId}/`);
    expect(readers.map((r) => r.staff_id)).toEqual([second.id]);
  });

  it('the admin course list fits a 360 px phone', async () => {
    const phone = await browsers[1]!.context.newPage();
    await phone.goto(url('/auth/signin'));
    await signIn(phone, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await phone.goto(url('/knowledgebase/courses'));
    await phone.getByTestId('course-row').first().waitFor({ timeout: 15_000 });
    const widths = await phone.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
      table: document.querySelector('[data-testid="courses-admin-table"]')!.getBoundingClientRect().right,
    }));
    expect(widths.viewport).toBe(360);
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    expect(widths.table).toBeLessThanOrEqual(widths.viewport);
    // Each course is still complete on the phone: its actions are there and in view.
    const row = phone.getByTestId('course-row').first();
    const edit = await row.getByRole('link', { name: 'Edit' }).boundingBox();
    expect(edit!.x + edit!.width).toBeLessThanOrEqual(360);
  });
});
