// Journey of a public knowledge base (issue 6): an admin marks an article PUBLIC in a public
// knowledge base from the article form; a signed-out visitor opens /articles/public/acme/ and reads
// it; an ALL STAFF article is not listed and its details URL says not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, DEMO, launchBrowser, signIn, url, type LaunchedBrowser } from './harness';
import { editor, fillBasics, kbApi } from './knowledge-base-helpers';

describe('public knowledge base', () => {
  const browsers: LaunchedBrowser[] = [];
  const stamp = Date.now();
  const title = `Returns policy ${stamp}`;
  const baseName = `Help centre ${stamp}`;

  beforeAll(async () => {
    browsers.push(await launchBrowser(), await launchBrowser());
  });

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
  });

  it('a signed-out visitor reads the public article and not the staff one', async () => {
    const session = await apiSignIn(DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await kbApi(session.token, 'POST', 'knowledgebase/api/public-knowledgebases/', { name: baseName });
    const categories = await kbApi<{ id: number }[]>(session.token, 'GET', 'knowledgebase/api/category/list-create/');
    const staffOnly = await kbApi<{ id: number }>(session.token, 'POST', 'knowledgebase/api/create/', {
      title: `Staff rota ${stamp}`,
      article_category: categories[0]!.id,
      body: '<p>Internal only.</p>',
      visibility: 1,
    });

    const admin = await browsers[0]!.context.newPage();
    await admin.goto(url('/auth/signin'));
    await signIn(admin, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await admin.goto(url('/knowledgebase/articles/create'));
    await editor(admin).waitFor();
    await fillBasics(admin, title, 'Safety', 'Goods may be returned within 30 days with the receipt.');
    const more = admin.getByRole('checkbox', { name: 'More Options (Assigning)' });
    if (!(await more.isChecked())) await admin.getByText('More Options (Assigning)').click();
    await admin.getByRole('combobox', { name: 'Visibility' }).selectOption({ label: 'Public' });
    await admin.getByRole('listbox', { name: 'Public knowledge bases' }).selectOption({ label: baseName });
    await admin.getByRole('button', { name: 'Save & Publish' }).click();
    await admin.waitForURL((u) => /^\/knowledgebase\/articles\/\d+$/.test(u.pathname), { timeout: 20_000 });
    const articleId = Number(new URL(admin.url()).pathname.split('/').pop());

    // A fresh browser with no session at all.
    const visitor = await browsers[1]!.context.newPage();
    await visitor.goto(url('/articles/public/acme/'));
    await visitor.getByRole('link', { name: title }).waitFor({ timeout: 15_000 });
    expect(await visitor.getByRole('link', { name: `Staff rota ${stamp}` }).count()).toBe(0);
    await visitor.getByRole('link', { name: title }).click();
    await visitor.waitForURL((u) => u.pathname === `/articles/public/acme/details/${articleId}/`);
    await visitor.getByTestId('article-body').getByText('returned within 30 days').waitFor();

    // The knowledge base's own page (linked from the company page) lists it too.
    await visitor.goBack();
    await visitor.getByRole('link', { name: baseName }).click();
    await visitor.getByRole('heading', { name: baseName, level: 2 }).waitFor();
    await visitor.getByRole('link', { name: title }).waitFor();

    await visitor.goto(url(`/articles/public/acme/details/${staffOnly.id}/`));
    await visitor.getByRole('heading', { name: 'Not found' }).waitFor({ timeout: 15_000 });
    expect(await visitor.getByText('Internal only.').count()).toBe(0);
  });
});
