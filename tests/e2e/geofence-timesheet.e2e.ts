// Geofence and the staff timesheet offline (issue 24). The admin gives the staff member's division a
// geofence from their own location ("Use my current location"); the staff member clocks in on a
// phone whose browser location (granted, context.setGeolocation) is 2 km away: the clock tells them
// at the tap that they are outside the site area, 2 km away (the geofence came with My shifts), the
// punch is saved and sent, and the Clock Ins list shows it flagged with its distance. The admin adds the forgotten
// clock-out with a reason, the timesheet counts the hours and marks the punch as a manager's, and
// approves it. The staff member's timesheet is in the offline working set: on the phone, offline, a
// reload still shows it, the confirmation waits on the device, and back online it arrives once.
// The phone's clock runs from yesterday 09:00 in the company's zone (Playwright's page clock) so the
// shift has a real length; the weekly pay period is anchored on yesterday so today's period holds it.
// The server is the journey's own: its settings and punches touch no other journey.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { greatCircleMetres } from '../../contract/geofence';
import { addDays, instantOfWallTime, localDate } from '../../contract/local-time';
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

/** The site: the Puerta del Sol in Madrid. The phone is 2 km north of it (1/111,195 of a degree a metre). */
const SITE = { latitude: 40.416775, longitude: -3.70379, accuracy: 10 };
const PHONE = { latitude: SITE.latitude + 2000 / 111_195, longitude: SITE.longitude, accuracy: 15 };

const api = <T>(token: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  apiJson<T>(token, path, { ...init, base: server.baseUrl });

describe('geofence, a missing punch, and the staff timesheet offline', () => {
  let phone: LaunchedBrowser;
  let desk: LaunchedBrowser;

  beforeAll(async () => {
    server = await startDedicatedServer();
    phone = await launchBrowser({ viewport: { width: 360, height: 740 }, hasTouch: true });
    await grantLocation(phone.context, server.baseUrl);
    await phone.context.setGeolocation(PHONE);
    desk = await launchBrowser();
    await grantLocation(desk.context, server.baseUrl);
    await desk.context.setGeolocation(SITE);
  }, 150_000);

  afterAll(async () => {
    await phone?.close();
    await desk?.close();
    await server?.dispose();
  });

  it('flags a punch outside the division geofence, counts the added clock-out, and confirms offline once', async () => {
    const adminToken = (await apiSignIn(DEMO.acmeAdmin.email, DEMO.acmeAdmin.password, server.baseUrl)).token;
    const staffToken = (await apiSignIn(DEMO.acmeStaff.email, DEMO.acmeStaff.password, server.baseUrl)).token;
    const staff = (await api<{ staff_id: number }>(staffToken, 'account/api/me/')).staff_id;
    const zone = (await api<{ time_zone: string }>(staffToken, `inout/api/timesheets/${staff}/`)).time_zone;
    const day = addDays(localDate(Date.now(), zone), -1);
    const settings = await api<Record<string, unknown>>(adminToken, 'inout/api/time-clock-settings/');
    await api(adminToken, 'inout/api/time-clock-settings/', {
      method: 'PUT',
      body: { ...settings, pay_period: 'weekly', pay_period_anchor: day },
    });

    // The admin sets the staff member's division (Operations) geofence where they stand.
    const admin = await desk.context.newPage();
    await admin.goto(url('/auth/signin'));
    await signIn(admin, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await admin.goto(url('/account/settings#company-divisions'));
    await admin.getByRole('button', { name: 'Edit Operations' }).click();
    await admin.getByRole('button', { name: 'Use my current location' }).click();
    await expect
      .poll(() => admin.getByTestId('division-geofence_latitude').inputValue(), { timeout: 20_000 })
      .toBe(String(SITE.latitude));
    expect(await admin.getByTestId('division-geofence_longitude').inputValue()).toBe(String(SITE.longitude));
    await admin.getByTestId('division-geofence_radius_m').fill('250');
    await admin.getByRole('form', { name: 'Edit division' }).getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByText('Geofence: 250 m around 40.416775, -3.70379').waitFor({ timeout: 15_000 });

    // The phone: the clock-in at 09:00 yesterday, 2 km from the site.
    const clockIn = instantOfWallTime(`${day}T09:00`, zone);
    const page = await phone.context.newPage();
    await page.clock.install({ time: clockIn - 5 * 60_000 });
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await page.goto(url('/account/dashboard/'));
    expect(await readyClock(page)).toBe('Clock in');
    // The division's geofence is on the phone, with My shifts.
    await page.waitForFunction(
      () => (localStorage.getItem('groundwork.query-cache') ?? '').includes('"radius_m":250'),
      undefined,
      { timeout: 30_000 },
    );
    await page.clock.setSystemTime(clockIn);
    await page.getByTestId('clock-button').click();
    await page.getByTestId('latest-punch').getByText('Clocked in at').waitFor({ timeout: 30_000 });
    // Told at the tap: outside the site area, 2 km away (never refused).
    expect(Math.round(greatCircleMetres(SITE, PHONE) / 100) / 10).toBe(2);
    await expect
      .poll(() => page.getByTestId('clock-shift-flag').textContent(), { timeout: 15_000 })
      .toBe('Saved, and flagged for review: Outside the site area (2 km away)');
    expect(await page.getByTestId('latest-punch-note').textContent()).toBe('Outside the site area (2 km away)');
    await waitForOutbox(page, (rows) => rows.length === 0, { what: 'the clock-in to be sent' });
    // The working set kept their timesheet on the phone, though they never opened it.
    await page.waitForFunction(
      () => (localStorage.getItem('groundwork.query-cache') ?? '').includes('"timesheets"'),
      undefined,
      {
        timeout: 30_000,
      },
    );

    // The admin's Clock Ins list: flagged, with the distance.
    const distance = Math.round(greatCircleMetres(SITE, PHONE));
    await admin.goto(url(`/inout/list/?staff=${staff}`));
    const row = admin.getByTestId('punch-row').first();
    await row.getByText(`Outside the division's geofence (${distance} m from its centre)`).waitFor({ timeout: 20_000 });
    expect(await row.getByText('Flagged', { exact: true }).count()).toBe(1);

    // The admin adds the forgotten clock-out at 17:00 with a reason, and approves.
    await admin.goto(url(`/inout/timesheets/?staff=${staff}&date=${day}`));
    const card = admin.getByTestId(`timesheet-day-${day}`);
    await card.getByText('Clock-in without a clock-out').waitFor({ timeout: 20_000 });
    await card.getByText(`${distance} m from the geofence`).waitFor();
    await admin.getByTestId('missing-punch-open').click();
    expect(await admin.getByTestId('missing-punch-action').inputValue()).toBe('out');
    expect(await admin.getByTestId('missing-punch-time').inputValue()).toBe(`${day}T17:00`);
    await admin.getByTestId('missing-punch-reason').fill('Forgot to clock out, left at 17:00');
    await admin.getByTestId('missing-punch-save').click();
    await expect.poll(() => card.getByTestId(`day-${day}-worked`).textContent(), { timeout: 15_000 }).toBe('8.00 h');
    expect(await card.getByTestId('punch-added').textContent()).toBe('Added by a manager');
    await admin.getByTestId('timesheet-edits').getByText('Forgot to clock out, left at 17:00').waitFor();
    await admin.getByTestId('timesheet-approve').click();
    await admin.getByTestId('timesheet-status').getByText('Approved').waitFor({ timeout: 15_000 });

    // The phone, back to today: the timesheet as approved, then no network.
    await page.clock.setSystemTime(new Date());
    await page.goto(url('/inout/timesheets/'));
    await page.getByTestId('timesheet-status').getByText('Approved').waitFor({ timeout: 20_000 });
    await readyForOfflineReload(page);
    // The saved cache holds it as approved (saves are throttled by a second).
    await page.waitForFunction(
      () => {
        const saved = JSON.parse(localStorage.getItem('groundwork.query-cache') ?? '{}') as {
          clientState?: { queries?: Array<{ queryKey: unknown[]; state: { data?: { status?: string } } }> };
        };
        return (saved.clientState?.queries ?? []).some(
          (q) => q.queryKey[0] === 'timesheets' && q.queryKey[1] === 'current' && q.state.data?.status === 'approved',
        );
      },
      undefined,
      { timeout: 15_000 },
    );
    const confirms: string[] = [];
    const onRequest = (request: Request) => {
      if (
        request.method() === 'POST' &&
        /\/inout\/api\/timesheets\/\d+\/confirm\/$/.test(new URL(request.url()).pathname)
      )
        confirms.push(request.url());
    };
    phone.context.on('request', onRequest);
    await phone.context.setOffline(true);
    try {
      await page.reload();
      await page.getByTestId('timesheet-status').getByText('Approved').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('timesheet-totals-worked').textContent()).toBe('8.00 h');
      await page
        .getByText(/Offline/)
        .first()
        .waitFor();
      await page.getByTestId('timesheet-confirm').click();
      await page.getByTestId('timesheet-confirm-queued').waitFor({ timeout: 10_000 });
      await waitForOutbox(page, (rows) => rows.length === 1, { what: 'the confirmation to wait on the device' });
      // Readable on a 360 px phone: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    } finally {
      await phone.context.setOffline(false);
    }
    await waitForOutbox(page, (rows) => rows.length === 0, { timeoutMs: 60_000, what: 'the confirmation to be sent' });
    await page.getByTestId('timesheet-status').getByText('Confirmed').waitFor({ timeout: 20_000 });
    const sheet = await api<{ status: string; totals: { worked_minutes: number } }>(
      staffToken,
      `inout/api/timesheets/${staff}/?date=${day}`,
    );
    expect(sheet).toMatchObject({ status: 'confirmed', totals: { worked_minutes: 480 } });
    phone.context.off('request', onRequest);
    expect(confirms).toHaveLength(1);
  });
});
