// Time off is one system, with balances (issue 21), as the people would do it: the admin sets the
// company's Vacation allowance in Request Settings; a staff member on a phone (390×844) opens My
// requests, loses the network, files a Vacation request from Create New Request, sees the type's
// balance while doing so, and the request waiting on the device; the network comes back and the
// request reaches the server once and shows on the time-off calendar; the admin approves it and the
// staff member's available days drop by its working days. Fails before: the form refused to send
// with no network, and there were no balances.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaveAllowance, LeaveBalances } from '../../contract/leave';
import {
  DEMO,
  apiJson,
  launchBrowser,
  readOutbox,
  signIn,
  storedSession,
  url,
  waitForOutbox,
  type LaunchedBrowser,
} from './harness';

const RUN = Date.now().toString(36);
interface ServerRequest {
  id: number;
  title: string;
  start_date: string | null;
  end_date: string | null;
  time_off: number | null;
  status: string;
}

/** Monday and Tuesday of the second week of this device's month: working days of this year. */
async function twoWorkingDays(page: Page): Promise<[string, string, string]> {
  return page.evaluate(() => {
    const now = new Date();
    const [y, m] = [now.getFullYear(), now.getMonth()];
    let day = 8;
    while (new Date(Date.UTC(y, m, day)).getUTCDay() !== 1) day += 1;
    const iso = (d: number) => `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    return [iso(day), iso(day + 1), iso(1).slice(0, 7)] as [string, string, string];
  });
}

const vacationLine = (page: Page) => page.getByTestId('leave-balance').filter({ hasText: 'Vacation' }).first();

describe('time-off request offline from Requests, with leave balances', () => {
  let staffBrowser: LaunchedBrowser;
  let adminBrowser: LaunchedBrowser;
  let staffPage: Page;
  let adminPage: Page;
  let staffToken: string;
  let staffId: number;
  let adminToken: string;
  const title = `Family week ${RUN}`;
  let requestId: number;
  let before: { available: number; used: number; pending: number };
  let days = 0;

  beforeAll(async () => {
    staffBrowser = await launchBrowser({ viewport: { width: 390, height: 844 } });
    adminBrowser = await launchBrowser();
    staffPage = await staffBrowser.context.newPage();
    adminPage = await adminBrowser.context.newPage();
    await signIn(adminPage, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    adminToken = (await storedSession(adminPage)).token;
    await signIn(staffPage, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    staffToken = (await storedSession(staffPage)).token;
    staffId = (await apiJson<{ staff_id: number }>(staffToken, 'account/api/me/')).staff_id;
  }, 90_000);

  afterAll(async () => {
    await staffBrowser?.close();
    await adminBrowser?.close();
  });

  const vacationBalance = async (token = staffToken) =>
    (await apiJson<LeaveBalances>(token, `request/api/leave-balances/${staffId}/`)).balances.find(
      (b) => b.request_type_name === 'Vacation',
    )!;

  it('the admin sets the Vacation allowance for this year in Request Settings', async () => {
    await adminPage.goto(url('/account/settings#request-settings'));
    const row = adminPage.getByTestId('allowance-default').filter({ hasText: 'Vacation' });
    await row.waitFor({ timeout: 30_000 });
    await row.getByLabel('Days a year: Vacation').fill('25');
    await row.getByLabel('Accrual: Vacation').selectOption({ label: 'All from 1 January' });
    await row.getByRole('button', { name: 'Save' }).click();
    await adminPage.getByText('Allowance saved').first().waitFor();
    const year = new Date().getFullYear();
    const saved = await apiJson<LeaveAllowance[]>(adminToken, `request/api/leave-allowances/?year=${year}`);
    expect(saved.filter((a) => a.staff === null).map((a) => [a.request_type_name, a.days, a.accrual])).toEqual([
      ['Vacation', 25, 'yearly'],
    ]);
  });

  it('the staff member files a Vacation request on a phone with no network, seeing the balance', async () => {
    // My requests first, online: the balances and the form's types are kept on the device.
    await staffPage.goto(url('/request'));
    await vacationLine(staffPage).waitFor({ timeout: 30_000 });
    const server = await vacationBalance();
    before = { available: server.available, used: server.used, pending: server.pending };
    expect(server.allowance).toBe(25);
    expect(await vacationLine(staffPage).getByTestId('leave-available').textContent()).toBe(
      `${server.available} days available`,
    );
    const [first, last] = await twoWorkingDays(staffPage);

    await staffBrowser.context.setOffline(true);
    try {
      await staffPage.getByRole('link', { name: 'New request' }).click();
      const form = staffPage.getByTestId('request-form');
      await form.waitFor({ timeout: 30_000 });
      await form.getByLabel('Request type').selectOption({ label: 'Vacation' });
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('First day').fill(first);
      await form.getByLabel('Last day').fill(last);
      // The type's balance, from the copy kept on the device.
      expect(await form.getByTestId('leave-available').textContent()).toBe(`${before.available} days available`);
      await form.getByRole('button', { name: 'Send request' }).click();
      await staffPage.getByText('Saved on this device. It is sent when you are back online.').waitFor();

      // Listed at once under My requests, waiting; on the device, not on the server.
      await staffPage.waitForURL((u) => u.pathname === '/request');
      const queued = staffPage.getByTestId('queued-request').filter({ hasText: title });
      await queued.waitFor();
      expect(await queued.textContent()).toContain(`Vacation · ${first} – ${last}`);
      expect(await queued.textContent()).toContain('Waiting to sync');
      expect((await readOutbox(staffPage)).map((row) => [row.kind, row.path])).toEqual([
        ['requests.create', 'request/api/create/'],
      ]);
    } finally {
      await staffBrowser.context.setOffline(false);
    }

    await waitForOutbox(staffPage, (rows) => rows.length === 0, { timeoutMs: 30_000, what: 'the request to be sent' });
    // Once on the server, pending, with its time off; listed once under My requests.
    const mine = (
      await apiJson<{ results: ServerRequest[] }>(staffToken, 'request/api/list/?status=my_request&page_size=100')
    ).results.filter((r) => r.title === title);
    expect(mine.map((r) => [r.start_date, r.end_date, r.status, r.time_off !== null])).toEqual([
      [first, last, 'pending', true],
    ]);
    requestId = mine[0]!.id;
    await expect.poll(() => staffPage.getByTestId('request-row').filter({ hasText: title }).count()).toBe(1);
    await expect.poll(() => staffPage.getByTestId('queued-request').count()).toBe(0);
    const pending = await vacationBalance();
    days = pending.pending - before.pending;
    expect(pending.available).toBe(before.available);
    expect(days).toBeGreaterThanOrEqual(1);
  });

  it('the request is on the time-off calendar too', async () => {
    const [, , month] = await twoWorkingDays(staffPage);
    await staffPage.goto(url(`/inout/time-off-calendar/?month=${month}`));
    const entries = staffPage.getByTestId('month-grid').locator(`[data-testid="time-off"][title*="${title}"]`);
    await expect.poll(() => entries.count(), { timeout: 30_000 }).toBe(2);
    expect(await entries.allTextContents()).toEqual(['Sam Staff Pending', 'Sam Staff Pending']);
    // The balances show where time off is asked for on the calendar as well.
    await vacationLine(staffPage).waitFor();
  });

  it('the admin approves it and the staff member’s available days drop by its working days', async () => {
    await adminPage.goto(url(`/request?view=for_approval&search=${encodeURIComponent(title)}`));
    await adminPage.getByRole('link', { name: title }).click({ timeout: 30_000 });
    await adminPage.waitForURL(new RegExp(`/request/details/${requestId}$`));
    await adminPage.getByTestId('decision-panel').getByRole('button', { name: 'Approve' }).click();
    await expect
      .poll(async () => (await apiJson<{ status: string }>(adminToken, `request/api/detail/${requestId}/`)).status)
      .toBe('approved');

    const after = await vacationBalance();
    expect([after.used, after.available]).toEqual([before.used + days, before.available - days]);
    await staffPage.goto(url('/request'));
    await expect
      .poll(() => vacationLine(staffPage).getByTestId('leave-available').textContent(), { timeout: 30_000 })
      .toBe(`${before.available - days} days available`);
  });
});
