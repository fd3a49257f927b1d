// Journey 1 of the sync engine (issue 3, "What must show it"): a field worker clocks in with no
// network, the app is reloaded (still offline, served by the service worker), they clock out, and the
// network comes back. The server must then hold exactly two new punches, with the times the user
// tapped (not the time they were sent) and recorded_offline true.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DEMO,
  fakeLocationSensor,
  launchBrowser,
  readOutbox,
  readyClock,
  serverPunches,
  signIn,
  spacedClockTap,
  storedSession,
  url,
  waitForOutbox,
  type ClockBody,
  type LaunchedBrowser,
} from './harness';

const clockButton = (page: Page) => page.getByTestId('clock-button');
/** Where the phone is: its fix goes with the offline punch. */
const LOCATION = { latitude: 40.7128, longitude: -74.006, accuracy: 12 };

/** Taps the clock and waits for "Saved on this device"; returns the window of wall time around the tap. */
async function tap(page: Page, expectedLabel: string): Promise<{ before: number; after: number }> {
  expect(await readyClock(page)).toBe(expectedLabel);
  let before = 0;
  await spacedClockTap(async () => {
    before = Date.now();
    await clockButton(page).click();
  });
  await page.getByTestId('clock-saved').getByText('Saved on this device').waitFor({ timeout: 10_000 });
  return { before, after: Date.now() };
}

describe('sync: punches made offline', () => {
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    browser = await launchBrowser();
    await fakeLocationSensor(browser.context, LOCATION);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('clock in offline, reload offline, clock out, reconnect: two punches with the tapped times, marked offline', async () => {
    const page = await browser.context.newPage();
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await page.goto(url('/account/dashboard/'));

    // Start from "clocked out", whatever earlier journeys left: clock out online first if needed.
    if ((await readyClock(page)) === 'Clock out') {
      await tap(page, 'Clock out');
      await waitForOutbox(page, (rows) => rows.length === 0, { what: 'the online clock-out to be sent' });
      await page.getByTestId('clock-button').getByText('Clock in').waitFor({ timeout: 10_000 });
    }

    // The offline reload needs the service worker in control and the signed-in user cached.
    await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
      timeout: 45_000,
    });
    await page.waitForFunction(() => (localStorage.getItem('groundwork.query-cache') ?? '').includes('"me"'));
    const { token } = await storedSession(page);
    const before = await serverPunches(token);
    const lastIdBefore = before.at(-1)?.id ?? 0;

    await browser.context.setOffline(true);
    let taps: Array<{ before: number; after: number }>;
    let queued: ClockBody[];
    try {
      const clockIn = await tap(page, 'Clock in');
      // The location fix is added to the saved punch a moment after the tap; a reload before that
      // sends the punch without it (by design: a fix never holds a punch back). Reload after it.
      await waitForOutbox(page, (rows) => rows.some((r) => (r.body as ClockBody).latitude != null), {
        what: 'the location fix to be added to the punch',
      });
      // The punch must survive a reload with no network: it lives in IndexedDB, not in memory.
      await page.reload();
      expect(new URL(page.url()).pathname).toBe('/account/dashboard/');
      const clockOut = await tap(page, 'Clock out');
      taps = [clockIn, clockOut];

      const rows = await readOutbox(page);
      expect(rows.map((r) => r.state)).toEqual(['pending', 'pending']);
      queued = rows.map((r) => r.body as ClockBody);
      expect(queued.map((b) => [b.action, b.recorded_offline])).toEqual([
        ['in', true],
        ['out', true],
      ]);
      // Nothing can have reached the server yet.
      expect((await serverPunches(token)).length).toBe(before.length);
    } finally {
      await browser.context.setOffline(false);
    }

    await waitForOutbox(page, (rows) => rows.length === 0, { timeoutMs: 30_000, what: 'the two punches to be sent' });
    const added = (await serverPunches((await storedSession(page)).token)).filter((p) => p.id > lastIdBefore);
    expect(added.map((p) => p.action)).toEqual(['in', 'out']);
    added.forEach((punch, i) => {
      const tapped = Date.parse(punch.client_time);
      // The server keeps the instant of the tap as the device wrote it...
      expect(tapped).toBe(Date.parse(queued[i]!.client_time));
      // ...which is when the user tapped, not when the punch was sent.
      expect(tapped).toBeGreaterThanOrEqual(taps[i]!.before);
      expect(tapped).toBeLessThanOrEqual(taps[i]!.after);
      expect(Date.parse(punch.server_received_at)).toBeGreaterThan(taps[1]!.after);
      expect(punch.recorded_offline).toBe(true);
      expect(punch.timezone).toBe(queued[i]!.timezone);
      // The location fix, allowed in this journey, was attached before the punch was sent.
      expect([punch.latitude, punch.longitude]).toEqual([LOCATION.latitude, LOCATION.longitude]);
    });

    // The clock shows the clock-out as sent and offers to clock in again.
    await page.getByTestId('latest-punch').getByText('Sent').waitFor({ timeout: 10_000 });
    expect(await readyClock(page)).toBe('Clock in');
    await page.close();
  });
});
