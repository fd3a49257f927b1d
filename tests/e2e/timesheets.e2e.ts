// Timesheets journey (issue 24): a staff member on a phone clocks in, takes a break offline (start and
// end queued on the device), comes back online and clocks out; the admin opens the period's timesheet,
// sees the 30-minute unpaid break taken off, corrects the clock-out with a reason and approves; the
// staff member confirms; the CSV and XLSX exports hold the figures the screens showed. A night shift
// clocked out after midnight counts on each of its two days.
// The phone's clock is set to yesterday's working day (Playwright's page clock, running) so the shift has real
// lengths: the punches keep the device's time, as they would after a day offline. The server is the
// journey's own: on the shared one another journey's punch for the same staff member, made at the
// real time, is newer than yesterday's and stays the card's latest (seen in CI).
import fs from 'node:fs';
import { read, utils } from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, instantOfWallTime, localDate } from '../../contract/local-time';
import {
  DEMO,
  DEMO_PASSWORD,
  apiJson,
  apiSignIn,
  grantLocation,
  launchBrowser,
  readOutbox,
  readyClock,
  signIn,
  waitForOutbox,
  type LaunchedBrowser,
} from './harness';
import { startDedicatedServer, type ServerControl } from './server-control';

let server: ServerControl;
const url = (pathname: string) => new URL(pathname, `${server.baseUrl}/`).toString();

const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const at = (hhmm: string) => new Date(`${day}T${hhmm}:00Z`);

const LATEST: Record<string, string> = {
  'Clock in': 'Clocked in at',
  'Start break': 'On a break since',
  'End break': 'Back from a break at',
  'Clock out': 'Clocked out at',
};

/** Sets the phone's clock, taps, and waits until the card shows that punch as the latest. */
async function tapAt(page: Page, time: Date, testId: 'clock-button' | 'break-button', label: string) {
  await page.clock.setSystemTime(time);
  const button = page.getByTestId(testId);
  await expect.poll(async () => (await button.textContent())?.trim(), { timeout: 30_000 }).toBe(label);
  await button.click();
  await page.getByTestId('latest-punch').getByText(LATEST[label]!).waitFor({ timeout: 30_000 });
}

async function staffId(token: string): Promise<number> {
  const res = await fetch(`${server.baseUrl}/account/api/me/`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { staff_id: number }).staff_id;
}

describe('timesheets: breaks, correction, approval, confirmation, export', () => {
  let phone: LaunchedBrowser;
  let desk: LaunchedBrowser;

  beforeAll(async () => {
    server = await startDedicatedServer();
    phone = await launchBrowser({ viewport: { width: 360, height: 740 }, hasTouch: true });
    await grantLocation(phone.context, server.baseUrl);
    desk = await launchBrowser();
  }, 150_000);

  afterAll(async () => {
    await phone?.close();
    await desk?.close();
    await server?.dispose();
  });

  it('a shift with an offline break reaches an approved, confirmed timesheet and its CSV and XLSX', async () => {
    const staff = await staffId((await apiSignIn(DEMO.acmeStaff.email, DEMO.acmeStaff.password, server.baseUrl)).token);

    // The phone: sign in and start clocked out.
    const page = await phone.context.newPage();
    // The phone's clock runs from yesterday morning (set again before each tap; time flows on).
    await page.clock.install({ time: at('07:55') });
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await page.goto(url('/account/dashboard/'));
    expect(await readyClock(page)).toBe('Clock in');

    await tapAt(page, at('08:00'), 'clock-button', 'Clock in');
    await waitForOutbox(page, (rows) => rows.length === 0, { what: 'the clock-in to be sent' });

    // The break, offline: both punches wait on the device.
    await phone.context.setOffline(true);
    try {
      await tapAt(page, at('12:00'), 'break-button', 'Start break');
      await tapAt(page, at('12:30'), 'break-button', 'End break');
      const rows = await readOutbox(page);
      expect(rows.map((r) => (r.body as { action: string }).action)).toEqual(['break_start', 'break_end']);
      // Later in the day before the network comes back (the queue's retry times follow the clock).
      await page.clock.setSystemTime(at('16:00'));
    } finally {
      await phone.context.setOffline(false);
    }
    await waitForOutbox(page, (rows) => rows.length === 0, { timeoutMs: 60_000, what: 'the break to be sent' });
    await tapAt(page, at('16:30'), 'clock-button', 'Clock out');
    await waitForOutbox(page, (rows) => rows.length === 0, { what: 'the clock-out to be sent' });

    // The admin: 8 h 30 min clocked, 30 min of unpaid break taken off.
    const admin = await desk.context.newPage();
    await admin.goto(url('/auth/signin'));
    await signIn(admin, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await admin.goto(url(`/inout/timesheets/?date=${day}`));
    await admin.getByTestId(`timesheet-row-${staff}`).getByRole('button').click();
    const card = admin.getByTestId(`timesheet-day-${day}`);
    await expect.poll(() => card.getByTestId(`day-${day}-worked`).textContent(), { timeout: 15_000 }).toBe('8.00 h');
    expect(await card.getByTestId(`day-${day}-unpaid-breaks`).textContent()).toBe('0.50 h');

    // The clock-out was really at 17:00: corrected, with the reason.
    const punches = card.locator('[data-testid^="punch-"]:not([data-testid^="punch-edit"])');
    expect(await punches.count()).toBe(4);
    await punches.nth(3).getByTestId('punch-edit').click();
    const time = admin.getByTestId('punch-edit-time');
    const shown = await time.inputValue();
    const later = new Date(Date.parse(`${shown}:00Z`) + 30 * 60_000).toISOString().slice(0, 16);
    await time.fill(later);
    await admin.getByTestId('punch-edit-reason').fill('Stayed to close the site');
    await admin.getByTestId('punch-edit-save').click();
    await expect.poll(() => card.getByTestId(`day-${day}-worked`).textContent(), { timeout: 15_000 }).toBe('8.50 h');
    await admin.getByTestId('timesheet-edits').getByText('Stayed to close the site').waitFor();

    await admin.getByTestId('timesheet-approve').click();
    await admin.getByTestId('timesheet-status').getByText('Approved').waitFor({ timeout: 15_000 });

    // The staff member confirms their own.
    await page.clock.setSystemTime(new Date());
    await page.goto(url(`/inout/timesheets/?date=${day}`));
    await page.getByTestId('timesheet-confirm').click();
    await page.getByTestId('timesheet-status').getByText('Confirmed').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('timesheet-totals-worked').textContent()).toBe('8.50 h');
    // Readable on a 360 px phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The export: the figures of the screen.
    await admin.goto(url(`/inout/timesheets/?date=${day}`));
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByTestId('export-csv').click()]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const rows = csv
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows[0]).toEqual([
      'Employee ID',
      'Name',
      'Date',
      'Worked hours',
      'Regular hours',
      'Overtime hours',
      'Unpaid break hours',
      'Flags',
      'Status',
    ]);
    const mine = rows.filter((r) => r[0] === String(staff));
    const dayRow = mine.find((r) => r[2] === day)!;
    expect(dayRow.slice(3, 7).map(Number)).toEqual([8.5, 8.5, 0, 0.5]);
    expect(dayRow[8]).toBe('confirmed');
    const total = mine.find((r) => r[2]!.startsWith('Total'))!;
    // The list opens with the figures it last saved on the device and then refreshes them (the
    // correction may have arrived after its last save): the row settles on the export's total.
    const listed = admin.getByTestId(`timesheet-row-${staff}`).getByTestId('row-worked');
    await expect.poll(() => listed.textContent(), { timeout: 15_000 }).toBe(`${Number(total[3]).toFixed(2)} h`);

    // The XLSX export (for payroll tools that take a workbook): the same rows as the CSV, read back
    // with SheetJS, numbers as numbers.
    const [workbook] = await Promise.all([admin.waitForEvent('download'), admin.getByTestId('export-xlsx').click()]);
    const book = read(fs.readFileSync((await workbook.path())!));
    const sheet = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(sheet[0]).toEqual(rows[0]);
    const xlsxDay = sheet.find((r) => String(r[0]) === String(staff) && r[2] === day)!;
    expect(xlsxDay.slice(3, 7)).toEqual([8.5, 8.5, 0, 0.5]);
    expect(xlsxDay[8]).toBe('confirmed');
    expect(sheet.filter((r) => String(r[0]) === String(staff))).toHaveLength(mine.length);
  });

  it('a night shift clocked out after midnight counts on each of its two days', async () => {
    // Days and times in the company's zone, which the timesheet counts days in.
    const adminToken = (await apiSignIn(DEMO.acmeAdmin.email, DEMO.acmeAdmin.password, server.baseUrl)).token;
    const zone = (
      await apiJson<{ time_zone: string }>(adminToken, 'inout/api/shifts/?date_from=2026-01-01&date_to=2026-01-01', {
        base: server.baseUrl,
      })
    ).time_zone;
    const night = localDate(Date.now() - 2 * 86_400_000, zone);
    const morning = addDays(night, 1);
    const wall = (date: string, hhmm: string) => new Date(instantOfWallTime(`${date}T${hhmm}`, zone));
    const tom = { email: 'tom@acme.test', password: DEMO_PASSWORD };
    const tomId = await staffId((await apiSignIn(tom.email, tom.password, server.baseUrl)).token);

    const tablet = await launchBrowser({ viewport: { width: 360, height: 740 }, hasTouch: true });
    const office = await launchBrowser();
    try {
      const page = await tablet.context.newPage();
      await page.clock.install({ time: wall(night, '21:55') });
      await page.goto(url('/auth/signin'));
      await signIn(page, tom.email, tom.password);
      await page.goto(url('/account/dashboard/'));
      expect(await readyClock(page)).toBe('Clock in');
      await tapAt(page, wall(night, '22:00'), 'clock-button', 'Clock in');
      await waitForOutbox(page, (rows) => rows.length === 0, { what: 'the clock-in to be sent' });
      await tapAt(page, wall(morning, '02:30'), 'clock-button', 'Clock out');
      await waitForOutbox(page, (rows) => rows.length === 0, { what: 'the clock-out to be sent' });

      // 4 h 30 min in all: 2 h before midnight on the first day, 2 h 30 min after it on the next.
      const admin = await office.context.newPage();
      await admin.goto(url('/auth/signin'));
      await signIn(admin, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
      for (const [date, worked] of [
        [night, '2.00 h'],
        [morning, '2.50 h'],
      ] as const) {
        await admin.goto(url(`/inout/timesheets/?date=${date}`));
        await admin.getByTestId(`timesheet-row-${tomId}`).getByRole('button').click();
        const card = admin.getByTestId(`timesheet-day-${date}`);
        await expect.poll(() => card.getByTestId(`day-${date}-worked`).textContent(), { timeout: 15_000 }).toBe(worked);
      }
    } finally {
      await tablet.close();
      await office.close();
    }
  }, 150_000);
});
