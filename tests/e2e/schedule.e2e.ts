// Schedule journey (issue 24): an admin builds a week on the schedule (one shift copied from last
// week, one added in the dialog) and publishes it; the staff member, on a phone, sees both in My
// shifts, goes offline, reloads and still sees them; back online the clock shows the shift, they
// clock in 7 minutes late (tolerance 5), which the clock tells them at the tap ("Late by 7 min"),
// and out at its end; the timesheet shows scheduled against worked and the late flag, and the punch
// itself is flagged late. Then a staff member asks for an open shift on a phone with no signal: it
// waits on the phone, is sent once back online, and the admin gives it to them.
// The shift day is yesterday in the company's zone and the phone's clock is set to it (Playwright's
// page clock), as in the timesheets journey: the punches keep the device's time. The server is the
// journey's own, so no other journey's punch for the demo staff member interferes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { addDays, instantOfWallTime, localDate, weekStartOn } from '../../contract/local-time';
import type { Punch } from '../../contract/attendance';
import type { ShiftList } from '../../contract/shifts';
import {
  DEMO,
  apiJson,
  apiSignIn,
  grantLocation,
  launchBrowser,
  readyClock,
  readyForOfflineReload,
  signIn,
  waitForOutbox,
  type LaunchedBrowser,
} from './harness';
import { startDedicatedServer, type ServerControl } from './server-control';

let server: ServerControl;
const url = (pathname: string) => new URL(pathname, `${server.baseUrl}/`).toString();

const api = <T>(token: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  apiJson<T>(token, path, { ...init, base: server.baseUrl });

/** Taps the clock at a device time and waits until the card shows that punch as the latest. */
async function tapAt(page: Page, time: number, label: 'Clock in' | 'Clock out', latest: string) {
  await page.clock.setSystemTime(time);
  const button = page.getByTestId('clock-button');
  await expect.poll(async () => (await button.textContent())?.trim(), { timeout: 30_000 }).toBe(label);
  await button.click();
  await page.getByTestId('latest-punch').getByText(latest).waitFor({ timeout: 30_000 });
}

describe('schedule: build, publish, see offline, clock in late', () => {
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

  it('a published week reaches My shifts offline, and a late clock-in is flagged on the timesheet', async () => {
    const adminToken = (await apiSignIn(DEMO.acmeAdmin.email, DEMO.acmeAdmin.password, server.baseUrl)).token;
    const me = await api<{ staff_id: number }>(
      (await apiSignIn(DEMO.acmeStaff.email, DEMO.acmeStaff.password, server.baseUrl)).token,
      'account/api/me/',
    );
    const staff = me.staff_id;
    // The company's zone and first weekday, from the schedule itself.
    const probe = await api<ShiftList>(adminToken, 'inout/api/shifts/?date_from=2026-01-01&date_to=2026-01-01');
    const zone = probe.time_zone;
    const day = localDate(Date.now() - 86_400_000, zone);
    const week = weekStartOn(day, probe.week_starts_on);
    const at = (date: string, hhmm: string) => instantOfWallTime(`${date}T${hhmm}`, zone);

    // Last week: the staff member's 09:00–17:00 on the same weekday, made through the API.
    await api(adminToken, 'inout/api/shifts/', {
      method: 'POST',
      body: {
        staff,
        start: new Date(at(addDays(day, -7), '09:00')).toISOString(),
        end: new Date(at(addDays(day, -7), '17:00')).toISOString(),
      },
    });

    // The admin builds this week on the schedule.
    const admin = await desk.context.newPage();
    await admin.goto(url('/auth/signin'));
    await signIn(admin, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await admin.goto(url(`/inout/schedule/?week=${week}`));
    const cell = admin.locator(`[data-testid="schedule-row"][data-row="${staff}"] td[data-date="${day}"]`);
    await cell.waitFor({ timeout: 30_000 });
    await admin.getByTestId('copy-last-week').click();
    await cell.getByTestId('shift-card').first().waitFor({ timeout: 15_000 });
    expect(await cell.getByTestId('shift-card').first().textContent()).toContain('09:00–17:00');

    // A second shift that evening, in the dialog.
    await cell.getByRole('button', { name: /^Add a shift for/ }).click();
    const dialog = admin.getByTestId('shift-dialog');
    await dialog.waitFor();
    await admin.getByTestId('shift-start').fill('18:00');
    await admin.getByTestId('shift-end').fill('22:00');
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => cell.getByTestId('shift-card').count(), { timeout: 15_000 }).toBe(2);
    expect(await cell.getByTestId('shift-card').nth(1).textContent()).toContain('18:00–22:00');

    // Publish the week's two drafts.
    await admin.getByTestId('publish-week').click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Publish 2 drafts' }).click();
    await expect
      .poll(() => cell.getByTestId('shift-card').filter({ hasText: 'Draft' }).count(), { timeout: 15_000 })
      .toBe(0);
    const published = await api<ShiftList>(adminToken, `inout/api/shifts/?date_from=${day}&date_to=${day}`);
    expect(published.results.map((s) => s.status)).toEqual(['published', 'published']);

    // On a 360 px phone the week scrolls inside its grid; the page itself is no wider than the screen.
    await admin.setViewportSize({ width: 360, height: 740 });
    await admin.reload();
    await cell.getByTestId('shift-card').first().waitFor({ timeout: 30_000 });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await admin.setViewportSize({ width: 1280, height: 800 });

    // The phone, on the morning of the shift day: My shifts lists both.
    const page = await phone.context.newPage();
    await page.clock.install({ time: at(day, '08:00') });
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await page.goto(url('/inout/my-shifts/'));
    const times = page.getByTestId('my-shift-times');
    await expect.poll(() => times.allTextContents(), { timeout: 30_000 }).toEqual(['09:00–17:00', '18:00–22:00']);
    await readyForOfflineReload(page);
    await page.waitForFunction(() => (localStorage.getItem('groundwork.query-cache') ?? '').includes('"mine"'));

    // Offline, reloaded: still there, from the device's copy.
    await phone.context.setOffline(true);
    try {
      await page.reload();
      await expect.poll(() => times.allTextContents(), { timeout: 30_000 }).toEqual(['09:00–17:00', '18:00–22:00']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    } finally {
      await phone.context.setOffline(false);
    }

    // Back online, the clock shows the shift; clocked in at 09:07, out at 17:00.
    await page.goto(url('/account/dashboard/'));
    expect(await readyClock(page)).toBe('Clock in');
    await expect
      .poll(() => page.getByTestId('clock-next-shift').textContent(), { timeout: 15_000 })
      .toContain('09:00–17:00');
    await tapAt(page, at(day, '09:07'), 'Clock in', 'Clocked in at');
    // Told at the tap, from the shift the phone holds, and on the latest punch (then the server's flag).
    expect(await page.getByTestId('clock-shift-flag').textContent()).toBe(
      'Saved, and flagged for review: Late by 7 min',
    );
    expect(await page.getByTestId('latest-punch-note').textContent()).toBe('Late by 7 min');
    await waitForOutbox(page, (rows) => rows.length === 0, { what: 'the clock-in to be sent' });
    await tapAt(page, at(day, '17:00'), 'Clock out', 'Clocked out at');
    await waitForOutbox(page, (rows) => rows.length === 0, { what: 'the clock-out to be sent' });

    // The punch is flagged late (never refused).
    const punches = await api<{ results: Punch[] }>(adminToken, `inout/api/clock-ins/?staff=${staff}`);
    const clockIn = punches.results.find((p) => p.action === 'in')!;
    expect(clockIn.flags).toContain('late');

    // The admin's timesheet: 8 h scheduled for the day (the evening shift was not worked: 12 h in
    // all), 7 h 53 min worked, flagged late.
    await admin.goto(url(`/inout/timesheets/?date=${day}`));
    await admin.getByTestId(`timesheet-row-${staff}`).getByRole('button').click();
    const card = admin.getByTestId(`timesheet-day-${day}`);
    await expect.poll(() => card.getByTestId(`day-${day}-worked`).textContent(), { timeout: 15_000 }).toBe('7.88 h');
    expect(await card.getByTestId(`day-${day}-scheduled`).textContent()).toBe('12.00 h');
    await card.locator('[data-flag="late"]').first().waitFor();
    expect(await admin.getByTestId('timesheet-totals-scheduled').textContent()).toBe('12.00 h');
  });

  it('a staff member asks for an open shift on a phone offline, it arrives once, the admin gives it to them, and it is theirs', async () => {
    const adminToken = (await apiSignIn(DEMO.acmeAdmin.email, DEMO.acmeAdmin.password, server.baseUrl)).token;
    // An open shift the day after tomorrow, published.
    const probe = await api<ShiftList>(adminToken, 'inout/api/shifts/?date_from=2026-01-01&date_to=2026-01-01');
    const zone = probe.time_zone;
    const day = addDays(localDate(Date.now(), zone), 2);
    const at = (hhmm: string) => new Date(instantOfWallTime(`${day}T${hhmm}`, zone)).toISOString();
    await api(adminToken, 'inout/api/shifts/', {
      method: 'POST',
      body: { start: at('06:00'), end: at('10:00'), note: 'Early cover' },
    });
    await api(adminToken, 'inout/api/shifts/publish/', { method: 'POST', body: { date_from: day, date_to: day } });

    const handset = await launchBrowser({ viewport: { width: 360, height: 740 }, hasTouch: true });
    try {
      const page = await handset.context.newPage();
      await page.goto(url('/auth/signin'));
      await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
      await page.goto(url('/inout/my-shifts/'));
      const offer = page.getByTestId('open-shift').filter({ hasText: 'Early cover' });
      const ask = offer.getByRole('button', { name: 'Ask for this shift' });
      await ask.waitFor({ timeout: 30_000 });
      await expect.poll(() => ask.isEnabled()).toBe(true);

      // No signal: the request is saved on the phone and waits to be sent.
      const claimsSent: string[] = [];
      const onRequest = (request: Request) => {
        if (request.method() === 'POST' && /\/inout\/api\/shifts\/\d+\/claim\/$/.test(new URL(request.url()).pathname))
          claimsSent.push(request.headers()['idempotency-key'] ?? '');
      };
      handset.context.on('request', onRequest);
      await handset.context.setOffline(true);
      try {
        await ask.click();
        await offer
          .getByTestId('open-shift-state')
          .getByText('Asked · waiting to be sent')
          .waitFor({ timeout: 15_000 });
        await waitForOutbox(page, (rows) => rows.length === 1, { what: 'the request to wait on the phone' });
      } finally {
        await handset.context.setOffline(false);
      }
      // Back online: sent, once, and shown as asked.
      await waitForOutbox(page, (rows) => rows.length === 0, { timeoutMs: 60_000, what: 'the request to be sent' });
      await offer
        .getByTestId('open-shift-state')
        .getByText('Asked · waiting for approval')
        .waitFor({ timeout: 15_000 });
      handset.context.off('request', onRequest);
      expect(claimsSent).toHaveLength(1);
      expect(claimsSent[0]).toMatch(/^[0-9a-f-]{36}$/);
      const pending = await api<Array<{ staff_name: string; shift: { note: string } }>>(
        adminToken,
        'inout/api/shift-claims/',
      );
      expect(pending.filter((c) => c.shift.note === 'Early cover').map((c) => c.staff_name)).toHaveLength(1);

      const admin = await desk.context.newPage();
      await admin.goto(url(`/inout/schedule/?week=${weekStartOn(day, probe.week_starts_on)}`));
      const request = admin.getByTestId('shift-claim').filter({ hasText: 'asks for' });
      await request.getByRole('button', { name: 'Give it to them' }).click();
      await admin.getByTestId('shift-claims').waitFor({ state: 'detached', timeout: 15_000 });

      // The phone, reloaded: the shift is among the person's own, and no longer offered.
      await page.reload();
      const times = page.getByTestId('my-shift-times');
      await expect.poll(() => times.allTextContents(), { timeout: 30_000 }).toContain('06:00–10:00');
      expect(await page.getByTestId('open-shift').filter({ hasText: 'Early cover' }).count()).toBe(0);
    } finally {
      await handset.close();
    }
  });
});
