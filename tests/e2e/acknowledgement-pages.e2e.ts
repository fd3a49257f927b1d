// Journey of the acknowledgement pages (issue 6): a staff member acknowledges a new article with
// their typed name; the admin finds it on All Completions, narrows the list by article, staff member
// and day; opens the person's knowledge-base view; and sees the Leaderboard ranked by points, with the
// staff member on it and a name search that keeps their rank.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, signIn, storedSession, url, type LaunchedBrowser } from './harness';
import { createSignedArticle, kbApi } from './knowledge-base-helpers';
import { pickPerson } from './people-picker-helpers';

describe('acknowledgement pages', () => {
  const browsers: LaunchedBrowser[] = [];
  const stamp = Date.now();

  beforeAll(async () => {
    browsers.push(await launchBrowser(), await launchBrowser({ viewport: { width: 390, height: 844 } }));
  });

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
  });

  it('a staff acknowledgement shows on All Completions; filters narrow it; the leaderboard ranks', async () => {
    const admin = await browsers[0]!.context.newPage();
    await admin.goto(url('/auth/signin'));
    await signIn(admin, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    const title = `Ladder safety ${stamp}`;
    const article = await createSignedArticle((await storedSession(admin)).token, title);

    // The staff member, on a phone, reads and signs the article with their typed name.
    const staff = await browsers[1]!.context.newPage();
    await staff.goto(url('/auth/signin'));
    await signIn(staff, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    const me = await kbApi<{ staff_id: number; first_name: string; last_name: string }>(
      (await storedSession(staff)).token,
      'GET',
      'account/api/me/',
    );
    const name = `${me.first_name} ${me.last_name}`.trim();
    await staff.goto(url(`/knowledgebase/articles/${article.id}`));
    await staff.getByLabel('Or type your full name').fill(name);
    await staff.getByRole('button', { name: 'Acknowledge' }).click();
    await staff.getByTestId('acknowledged-state').waitFor({ timeout: 15_000 });

    // All Completions: newest first, so the new acknowledgement leads the list.
    await admin.goto(url('/knowledgebase/acknowledgement-timeline'));
    await admin.getByRole('heading', { name: 'All Completions' }).waitFor();
    const first = admin.getByTestId('completion-row').first();
    await first.getByText(title).waitFor({ timeout: 15_000 });
    expect(await first.innerText()).toContain(name);

    // Narrow by the article: only its acknowledgement remains, and the URL keeps the filter.
    await admin.getByRole('combobox', { name: 'Article' }).selectOption({ label: title });
    await expect.poll(() => new URL(admin.url()).searchParams.get('article')).toBe(String(article.id));
    await expect.poll(() => admin.getByTestId('completion-row').count(), { timeout: 10_000 }).toBe(1);
    // And by the staff member (still one), then by a day long ago (none).
    await pickPerson(admin, 'Staff member', DEMO.acmeStaff.email);
    await expect.poll(() => new URL(admin.url()).searchParams.get('staff')).toBe(String(me.staff_id));
    await expect.poll(() => admin.getByTestId('completion-row').count(), { timeout: 10_000 }).toBe(1);
    await admin.getByLabel('To', { exact: true }).fill('2000-01-01');
    await admin.getByText('Nothing matches these filters.').waitFor({ timeout: 10_000 });
    await admin.getByRole('button', { name: 'Clear filters' }).click();
    await admin.getByTestId('completion-row').first().getByText(title).waitFor({ timeout: 10_000 });

    // The person's view from their name.
    await admin
      .getByTestId('completion-row')
      .first()
      .getByRole('button', { name: `Open the knowledge base of ${name}` })
      .click();
    const dialog = admin.getByRole('dialog', { name: `Knowledge base of ${name}` });
    await dialog.getByRole('region', { name: 'Read articles' }).getByText(title).waitFor({ timeout: 10_000 });
    await admin.keyboard.press('Escape');

    // The leaderboard: points never rise down the list, and the staff member is on it.
    await admin.goto(url('/knowledgebase/acknowledgement-leaderboard'));
    await admin.getByTestId('leaderboard-row').first().waitFor({ timeout: 15_000 });
    const points = (await admin.getByTestId('leaderboard-row').locator('td:last-child').allInnerTexts()).map(Number);
    expect(points.length).toBeGreaterThan(0);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    const staffRow = admin.getByTestId('leaderboard-row').filter({ hasText: name });
    const rank = await staffRow.locator('td').first().innerText();
    expect(Number(await staffRow.locator('td:last-child').innerText())).toBeGreaterThanOrEqual(2);
    // A name search keeps the person's rank in the whole board.
    await admin.getByLabel('Search by name').fill(me.last_name);
    await expect
      .poll(() => admin.getByTestId('leaderboard-row').filter({ hasText: name }).locator('td').first().innerText())
      .toBe(rank);
  });
});
