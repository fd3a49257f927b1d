// Requests and the Progress Board in Chromium (issue 8): the staff member files an Equipment request
// in the browser; the admin finds it under "For approval" and approves it; then the admin moves a
// task on the board from the keyboard alone (focus the card, →), and the server holds the move.
// (The brief names these tests requests-*.test.ts; the browser suite's config runs *.e2e.ts.)
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, apiJson, launchBrowser, signIn, storedSession, url, type LaunchedBrowser } from './harness';

const RUN = Date.now().toString(36);
describe('requests: file, approve, move a task by keyboard', () => {
  let staffBrowser: LaunchedBrowser;
  let adminBrowser: LaunchedBrowser;
  let staffPage: Page;
  let adminPage: Page;
  let adminToken: string;
  const title = `E2E boots ${RUN}`;
  let requestId: number;

  beforeAll(async () => {
    staffBrowser = await launchBrowser({ viewport: { width: 390, height: 844 } });
    adminBrowser = await launchBrowser();
    staffPage = await staffBrowser.context.newPage();
    adminPage = await adminBrowser.context.newPage();
    await staffPage.goto(url('/auth/signin'));
    await signIn(staffPage, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await adminPage.goto(url('/auth/signin'));
    await signIn(adminPage, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    adminToken = (await storedSession(adminPage)).token;
  }, 90_000);

  afterAll(async () => {
    await staffBrowser?.close();
    await adminBrowser?.close();
  });

  it('the staff member files a request on a phone-sized screen', async () => {
    await staffPage.goto(url('/request/create'));
    const form = staffPage.getByTestId('request-form');
    await form.waitFor({ timeout: 30_000 });
    await form.getByLabel('Request type').selectOption({ label: 'Equipment' });
    await form.getByLabel('Title').fill(title);
    await form.getByRole('button', { name: 'Send request' }).click();
    await staffPage.waitForURL(/\/request\/details\/\d+$/, { timeout: 30_000 });
    requestId = Number(new URL(staffPage.url()).pathname.split('/').pop());
    await expect.poll(() => staffPage.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await staffPage.getByText('Pending').first().isVisible()).toBe(true);
  });

  it('the admin approves it from "For approval"', async () => {
    await adminPage.goto(url(`/request?view=for_approval&search=${encodeURIComponent(title)}`));
    await adminPage.getByRole('link', { name: title }).click({ timeout: 30_000 });
    await adminPage.waitForURL(new RegExp(`/request/details/${requestId}$`));
    await adminPage.getByTestId('decision-panel').getByRole('button', { name: 'Approve' }).click();
    await expect
      .poll(async () => (await apiJson<{ status: string }>(adminToken, `request/api/detail/${requestId}/`)).status)
      .toBe('approved');
    await adminPage
      .getByTestId('request-history')
      .getByText(/approved it/)
      .waitFor();
  });

  it('moves a task one column on the Progress Board with the keyboard', async () => {
    const taskTitle = `E2E task ${RUN}`;
    const task = await apiJson<{ id: number }>(adminToken, 'request/api/tasks/', {
      method: 'POST',
      body: { title: taskTitle, status: 'todo' },
    });
    await adminPage.goto(url(`/request/tasks-kanban/?search=${encodeURIComponent(taskTitle)}`));
    const card = adminPage.getByRole('group', { name: `${taskTitle}, To do` });
    await card.waitFor({ timeout: 30_000 });
    await card.focus();
    await adminPage.keyboard.press('ArrowRight');

    const moved = adminPage
      .getByRole('region', { name: 'In progress' })
      .getByRole('group', { name: new RegExp(taskTitle) });
    await moved.waitFor();
    await expect.poll(() => moved.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect
      .poll(async () => (await apiJson<{ status: string }>(adminToken, `request/api/task/${task.id}/`)).status)
      .toBe('in_progress');
  });
});
