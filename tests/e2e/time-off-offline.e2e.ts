// Time off is one system that works offline (issue 21): a staff member with no signal asks for two
// days off on the time-off calendar; the calendar shows them at once as waiting; the network comes
// back; the calendar then shows the time off from the server, once per day, and Requests lists it,
// once, as a time-off request with the same dates. The server holds one of each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
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

interface ServerRequest {
  id: number;
  title: string;
  request_type_name: string;
  is_time_off: boolean;
  start_date: string | null;
  end_date: string | null;
  time_off: number | null;
  status: string;
}
interface ServerTimeOff {
  id: number;
  note: string;
  start_date: string;
  end_date: string;
  status: string;
}

/** The calendar's entries for this time off (named by its note in their hover text), per day. */
const entries = (page: Page, note: string) =>
  page.getByTestId('month-grid').locator(`[data-testid="time-off"][title*="${note}"]`);

describe('time off offline', () => {
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('asked for offline on the calendar, it reaches the server once and shows on the calendar and under Requests', async () => {
    const note = `Dentist ${Date.now().toString(36)}`;
    const page = await browser.context.newPage();
    await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await page.goto(url('/inout/time-off-calendar/'));
    await page.locator('[aria-busy="false"] [data-testid="month-grid"]').waitFor({ timeout: 30_000 });
    // Two days of the month shown (this device's month), which every month has.
    const month = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    });
    const [first, last] = [`${month}-26`, `${month}-27`];
    const { token } = await storedSession(page);
    const timeOffsOnServer = async () =>
      (
        await apiJson<{ time_offs: ServerTimeOff[] }>(token, `account/api/time-off-calendar/?month=${month}`)
      ).time_offs.filter((t) => t.note === note);

    await browser.context.setOffline(true);
    try {
      const form = page.getByTestId('time-off-form');
      await form.getByLabel('First day').fill(first);
      await form.getByLabel('Last day').fill(last);
      await form.getByLabel('Type').selectOption({ label: 'Personal' });
      await form.getByLabel('Note').fill(note);
      await form.getByRole('button', { name: 'Send request' }).click();
      await page.getByText('Saved on this device. It is sent for approval when you are back online.').waitFor();

      // On the calendar at once, on both days, waiting to be sent.
      await expect
        .poll(() => entries(page, note).allTextContents())
        .toEqual(['Sam Staff Waiting to sync', 'Sam Staff Waiting to sync']);
      expect((await readOutbox(page)).map((row) => row.kind)).toEqual(['attendance.timeOff']);
      expect(await timeOffsOnServer()).toEqual([]);
    } finally {
      await browser.context.setOffline(false);
    }

    await waitForOutbox(page, (rows) => rows.length === 0, { timeoutMs: 30_000, what: 'the time off to be sent' });
    // The calendar shows the server's copy: once a day, pending, nothing waiting.
    await expect.poll(() => entries(page, note).allTextContents()).toEqual(['Sam Staff Pending', 'Sam Staff Pending']);
    const onServer = await timeOffsOnServer();
    expect(onServer.map((t) => [t.start_date, t.end_date, t.status])).toEqual([[first, last, 'pending']]);

    // Requests lists it, once: the same time off.
    await page.goto(url('/request'));
    const row = page.getByTestId('request-row').filter({ hasText: note });
    await row.first().waitFor({ timeout: 30_000 });
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain(`${first} – ${last}`);
    expect(await row.textContent()).toContain('Pending');
    const mine = (
      await apiJson<{ results: ServerRequest[] }>(token, 'request/api/list/?status=my_request&page_size=100')
    ).results.filter((r) => r.title === note);
    expect(mine.map((r) => [r.is_time_off, r.start_date, r.end_date, r.time_off, r.status])).toEqual([
      [true, first, last, onServer[0]!.id, 'pending'],
    ]);
    await page.close();
  });
});
