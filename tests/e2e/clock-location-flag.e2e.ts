// Journey of issue 21: with the company's "Require location" on, a staff member who refused the
// location permission taps Clock in and is told, right after the tap and on the latest punch, that
// the punch was saved but is flagged for having no location (it used to say only "Saved" and
// "Sent"). A phone whose fix is only good to ±5 km is flagged too, against the company's accuracy
// limit, and the server keeps the fix with its accuracy for the admins' list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  apiSignIn,
  baseUrl,
  DEMO,
  fakeLocationSensor,
  launchBrowser,
  serverPunches,
  signIn,
  spacedClockTap,
  storedSession,
  url,
  waitForOutbox,
  type LaunchedBrowser,
  type ServerPunch,
} from './harness';

interface Settings {
  require_location: boolean;
  max_clock_skew_minutes: number;
  max_location_accuracy_m?: number;
}

async function settingsCall(token: string, body?: Settings): Promise<Settings> {
  const response = await fetch(`${baseUrl}/inout/api/time-clock-settings/`, {
    method: body ? 'PUT' : 'GET',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`time-clock-settings answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Settings;
}

/** Signs the staff member in and opens the dashboard until the clock offers its next action. */
async function openClock(browser: LaunchedBrowser): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(url('/auth/signin'));
  await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
  await page.goto(url('/account/dashboard/'));
  await page.waitForFunction(
    () => {
      const b = document.querySelector('[data-testid="clock-button"]');
      return b instanceof HTMLButtonElement && !b.disabled && b.dataset.loading === undefined;
    },
    undefined,
    { timeout: 30_000 },
  );
  return page;
}

/** Taps the clock (whatever it offers) and waits for "Saved on this device". */
async function tap(page: Page): Promise<void> {
  await spacedClockTap(() => page.getByTestId('clock-button').click());
  await page.getByTestId('clock-saved').getByText('Saved on this device').waitFor({ timeout: 10_000 });
}

/** The punches the tap added on the server, once the outbox sent them. */
async function sentPunches(page: Page, lastIdBefore: number): Promise<Array<ServerPunch & { flags: string[] }>> {
  await waitForOutbox(page, (rows) => rows.length === 0, { timeoutMs: 30_000, what: 'the punch to be sent' });
  const { token } = await storedSession(page);
  return (await serverPunches(token)).filter((p) => p.id > lastIdBefore) as Array<ServerPunch & { flags: string[] }>;
}

describe('clock: a punch flagged for its location', () => {
  let adminToken: string;
  let before: Settings;
  const browsers: LaunchedBrowser[] = [];

  beforeAll(async () => {
    adminToken = (await apiSignIn(DEMO.acmeAdmin.email, DEMO.acmeAdmin.password)).token;
    before = await settingsCall(adminToken);
    await settingsCall(adminToken, { ...before, require_location: true, max_location_accuracy_m: 1000 });
  });

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    // Other journeys clock in with the demo company's own settings.
    if (adminToken && before) await settingsCall(adminToken, before);
  });

  it('permission refused: the worker is told the saved punch is flagged for having no location', async () => {
    // No permission granted: Chromium answers the app's location request with a refusal.
    const browser = await launchBrowser();
    browsers.push(browser);
    const page = await openClock(browser);
    const lastIdBefore = (await serverPunches((await storedSession(page)).token)).at(-1)?.id ?? 0;

    await tap(page);
    const notice = page.getByTestId('clock-location-flag');
    await notice.waitFor({ timeout: 20_000 });
    expect(await notice.textContent()).toContain('Saved, but flagged for review: it has no location');

    // Never blocked: the punch reaches the server, flagged there too, and the latest punch says so.
    const added = await sentPunches(page, lastIdBefore);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ latitude: null, longitude: null, flags: ['location_missing'] });
    const latest = page.getByTestId('latest-punch');
    await latest.getByText('Sent').waitFor({ timeout: 10_000 });
    expect(await latest.getByTestId('latest-punch-flag').textContent()).toBe('Flagged: no location');
    await page.close();
  });

  it('a ±5 km fix is flagged against the company’s 1000 m limit, with its accuracy kept', async () => {
    const browser = await launchBrowser();
    browsers.push(browser);
    await fakeLocationSensor(browser.context, { latitude: 40.7128, longitude: -74.006, accuracy: 5_000 });
    const page = await openClock(browser);
    const lastIdBefore = (await serverPunches((await storedSession(page)).token)).at(-1)?.id ?? 0;

    await tap(page);
    const notice = page.getByTestId('clock-location-flag');
    await notice.waitFor({ timeout: 20_000 });
    expect(await notice.textContent()).toBe(
      'Saved, but flagged for review: your location was only accurate to ±5000 m, and your company requires ±1000 m or better.',
    );

    const added = await sentPunches(page, lastIdBefore);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      latitude: 40.7128,
      longitude: -74.006,
      accuracy_m: 5_000,
      flags: ['location_inaccurate'],
    });
    const latest = page.getByTestId('latest-punch');
    await latest.getByText('Sent').waitFor({ timeout: 10_000 });
    expect(await latest.getByTestId('latest-punch-flag').textContent()).toBe('Flagged: location ±5000 m');
    await page.close();
  });
});
