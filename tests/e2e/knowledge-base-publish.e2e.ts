// Journey of publishing (issue 4, "What must show it"): an admin writes an article with a signature
// acknowledgement and publishes it; a staff member finds it unread in the list, reads it, marks it
// read, signs, and the article says it was acknowledged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, signIn, url, type LaunchedBrowser } from './harness';
import { editor, fillBasics } from './knowledge-base-helpers';

describe('knowledge base: publish, read and acknowledge', () => {
  const browsers: LaunchedBrowser[] = [];
  const title = `Hot work permit ${Date.now()}`;

  beforeAll(async () => {
    browsers.push(await launchBrowser(), await launchBrowser({ viewport: { width: 390, height: 844 } }));
  });

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
  });

  it('an admin publishes; a staff member on a phone reads and acknowledges it', async () => {
    const admin = await browsers[0]!.context.newPage();
    await admin.goto(url('/auth/signin'));
    await signIn(admin, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await admin.goto(url('/knowledgebase/articles/create'));
    await editor(admin).waitFor();
    await fillBasics(admin, title, 'Safety', 'A permit is needed before any welding or cutting outside the workshop.');
    await admin.getByRole('combobox', { name: 'Acknowledgement challenge' }).selectOption({ label: 'Signature' });
    await admin.getByRole('button', { name: 'Save & Publish' }).click();
    await admin.waitForURL((u) => /^\/knowledgebase\/articles\/\d+$/.test(u.pathname), { timeout: 20_000 });
    await admin.getByText('Article Created Successfully!').waitFor();
    const articlePath = new URL(admin.url()).pathname;

    const staff = await browsers[1]!.context.newPage();
    await staff.goto(url('/auth/signin'));
    await signIn(staff, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await staff.goto(url(`/knowledgebase/articles?search=${encodeURIComponent(title)}`));
    const row = staff.getByTestId('article-row').filter({ hasText: title });
    await row.waitFor({ timeout: 15_000 });
    await row.getByRole('link', { name: title }).click();
    await staff.waitForURL((u) => u.pathname === articlePath);
    await staff.getByTestId('article-body').getByText('welding or cutting').waitFor();

    await staff.getByRole('button', { name: 'Mark as read' }).click();
    await staff.getByTestId('read-state').waitFor();

    const pad = staff.getByTestId('signature-pad');
    const box = (await pad.boundingBox())!;
    await staff.mouse.move(box.x + 20, box.y + box.height / 2);
    await staff.mouse.down();
    for (let i = 1; i <= 10; i++)
      await staff.mouse.move(box.x + 20 + i * 25, box.y + box.height / 2 + (i % 2 ? 15 : -15));
    await staff.mouse.up();
    await staff.getByRole('button', { name: 'Acknowledge' }).click();
    await staff.getByTestId('acknowledged-state').waitFor({ timeout: 15_000 });
    expect(await staff.getByTestId('acknowledged-state').innerText()).toContain('Acknowledged on');
  });
});
