// Journey of issue 18: the installed app started without a connection on a device that cannot open
// without one. (A device that never loaded the app gets the browser's own offline page: nothing of
// the app is there yet.) Each start opens the app's start address:
// - the app was loaded once, online, and nobody signed in; it starts with the browser offline;
// - the staff member signed out with a punch still waiting on the device; the app starts with the
//   browser believing it is online and the server not answering at all (stopped);
// - the staff member is signed in but the device's saved copy of the account is gone (older than
//   it may be kept, or removed); the app starts with the browser offline.
// The app must say "You are offline" and what needs the connection ("Sign-in needs a connection;
// your saved work is kept.", or that the account opens once back online), with "Try again", never
// "An error occurred", an empty page or a spinner that never ends; "Try again" without a connection
// says there still is none; once the network is back the app goes on (signing in works, the account
// opens), and the punch saved before signing out is sent, once.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  apiSignIn,
  DEMO,
  grantLocation,
  launchBrowser,
  newProfileDir,
  outboxDatabaseName,
  readOutbox,
  serverPunches,
  signIn,
  spacedClockTap,
  storedSession,
  waitForOutbox,
  type LaunchedBrowser,
} from './harness';
import { startDedicatedServer, type ServerControl } from './server-control';

const NOTICE_TITLE = 'You are offline';
const NOTICE_TEXT = 'Sign-in needs a connection; your saved work is kept.';
const STILL_OFFLINE = 'Still no connection. Try again once you are back online.';

let server: ServerControl;
let browser: LaunchedBrowser | null = null;
const profiles: string[] = [];

const url = (pathname: string) => new URL(pathname, `${server.baseUrl}/`).toString();

beforeAll(async () => {
  server = await startDedicatedServer();
});

afterEach(async () => {
  await browser?.close();
  browser = null;
});

afterAll(async () => {
  for (const profile of profiles) fs.rmSync(profile, { recursive: true, force: true });
  await server?.dispose();
});

/**
 * A browser on `profile`, as the installed app starts: its service worker answers the app's files.
 * Offline, every request that leaves the browser is aborted too.
 */
async function startApp(profile: string, options: { offline?: boolean; later?: number } = {}): Promise<Page> {
  browser = await launchBrowser({ userDataDir: profile, viewport: { width: 360, height: 740 } });
  await grantLocation(browser.context, server.baseUrl);
  // `later` ms after now by the page's clock.
  if (options.later) await browser.context.clock.install({ time: Date.now() + options.later });
  if (options.offline) {
    await browser.context.setOffline(true);
    await browser.context.route('**/*', (route) => route.abort('internetdisconnected'));
  }
  return browser.context.pages()[0] ?? (await browser.context.newPage());
}

/** Until a service worker controls the page: the next start can load the app with no network. */
async function workerInstalled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 45_000,
  });
}

/** The sign-in screen with the offline notice: said in words, never an error or an empty page. */
async function expectOfflineNotice(page: Page): Promise<void> {
  const notice = page.getByTestId('offline-notice');
  await notice.waitFor({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe('/auth/signin');
  expect(await notice.textContent()).toContain(NOTICE_TITLE);
  expect(await notice.textContent()).toContain(NOTICE_TEXT);
  expect(await page.getByText('An error occurred').count()).toBe(0);
  expect(await page.getByRole('alert').count()).toBe(0);
  // The form is there to fill in for when the connection is back.
  await page.locator('input[name="email"]').waitFor();
}

/** "Try again" with no connection yet: the notice stays and says there still is none. */
async function retryWhileOffline(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByText(STILL_OFFLINE).waitFor({ timeout: 20_000 });
  await expectOfflineNotice(page);
}

describe('starting offline on a device that needs a connection first', () => {
  it(
    'on a device that loaded the app once and never signed in: says sign-in needs a connection, then signs in once online',
    { timeout: 180_000 },
    async () => {
      const profile = newProfileDir();
      profiles.push(profile);
      // Loaded once, online, on the sign-in page; nobody signs in.
      let page = await startApp(profile);
      await page.goto(url('/auth/signin'));
      await page.locator('input[name="email"]').waitFor({ timeout: 30_000 });
      await workerInstalled(page);
      await browser!.close();

      // Started offline at the installed app's address.
      page = await startApp(profile, { offline: true });
      await page.goto(url('/account/dashboard/'));
      await expectOfflineNotice(page);
      await retryWhileOffline(page);

      // The network is back: the notice goes, and signing in works.
      await browser!.context.unroute('**/*');
      await browser!.context.setOffline(false);
      await page.getByTestId('offline-notice').waitFor({ state: 'detached', timeout: 20_000 });
      await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
      await page.getByTestId('clock-button').waitFor({ timeout: 30_000 });
    },
  );

  it(
    'after signing out with a punch waiting: says so with the server unreachable, Try again signs in once it answers, and the punch is sent',
    { timeout: 180_000 },
    async () => {
      const profile = newProfileDir();
      profiles.push(profile);
      const reader = (await apiSignIn(DEMO.acmeStaff.email, DEMO.acmeStaff.password, server.baseUrl)).token;
      const punchesBefore = (await serverPunches(reader, server.baseUrl)).length;

      // Signed in online; then, offline, a punch saved on the device, and signing out anyway.
      let page = await startApp(profile);
      await page.goto(url('/auth/signin'));
      await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
      await page.goto(url('/account/dashboard/'));
      await workerInstalled(page);
      const clock = page.getByTestId('clock-button');
      await clock.waitFor({ timeout: 30_000 });
      await browser!.context.setOffline(true);
      await page.waitForFunction(() => {
        const b = document.querySelector('[data-testid="clock-button"]');
        return b instanceof HTMLButtonElement && !b.disabled;
      });
      await spacedClockTap(() => clock.click());
      await page.getByTestId('clock-saved').waitFor({ timeout: 10_000 });
      // The queue outlives the session: named by its user and company, it is read by that name.
      const database = outboxDatabaseName(await storedSession(page));
      expect((await readOutbox(page, database)).filter((row) => row.kind === 'attendance.clock')).toHaveLength(1);
      await page.goto(url('/auth/signout'));
      await page.getByRole('button', { name: 'Sign out anyway' }).click();
      await page.waitForURL((current) => current.pathname === '/auth/signin');
      await expectOfflineNotice(page);
      await browser!.close();

      // Nothing answers: the phone says it is online, the server is gone.
      await server.stop();
      page = await startApp(profile);
      await page.goto(url('/account/dashboard/'));
      await page.waitForURL((current) => current.pathname === '/auth/signin', { timeout: 30_000 });
      await page.locator('input[name="email"]').fill(DEMO.acmeStaff.email);
      await page.locator('input[name="password"]').fill(DEMO.acmeStaff.password);
      await page.locator('button[type="submit"]').click();
      await expectOfflineNotice(page);
      await retryWhileOffline(page);
      // Saved work is kept: the punch still waits on the device.
      const waiting = await readOutbox(page, database);
      expect(waiting.filter((row) => row.kind === 'attendance.clock')).toHaveLength(1);

      // The server answers again: "Try again" clears the notice, and signing in works.
      await server.start();
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByTestId('offline-notice').waitFor({ state: 'detached', timeout: 20_000 });
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((current) => !current.pathname.startsWith('/auth/signin'), { timeout: 30_000 });
      await page.goto(url('/account/dashboard/'));
      await waitForOutbox(page, (rows) => rows.length === 0, {
        timeoutMs: 60_000,
        database,
        what: 'the punch saved before signing out to be sent',
      });
      expect((await serverPunches(reader, server.baseUrl)).length).toBe(punchesBefore + 1);
    },
  );

  it(
    'signed in without the account saved on the device: says it opens once back online, and opens when the network returns',
    { timeout: 180_000 },
    async () => {
      const profile = newProfileDir();
      profiles.push(profile);
      let page = await startApp(profile);
      await page.goto(url('/auth/signin'));
      await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
      await page.goto(url('/account/dashboard/'));
      await workerInstalled(page);
      await page.getByTestId('clock-button').waitFor({ timeout: 30_000 });
      await browser!.close();

      // Fifteen days later by the device's clock: the session is kept, the saved copy of the account's
      // data is older than it may be kept (query-client.ts, PERSISTED_QUERY_MAX_AGE_MS) and is dropped.
      page = await startApp(profile, { offline: true, later: 15 * 24 * 3_600_000 });
      await page.goto(url('/account/dashboard/'));
      const notice = page.getByTestId('offline-notice');
      await notice.waitFor({ timeout: 30_000 });
      expect(await notice.textContent()).toContain(NOTICE_TITLE);
      expect(await notice.textContent()).toContain(
        'Your account is not on this device yet: it opens once you are back online. Your saved work is kept.',
      );
      expect(await page.getByText('An error occurred').count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('groundwork.session'))).not.toBeNull();
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByText(STILL_OFFLINE).waitFor({ timeout: 20_000 });

      // The network is back: the account loads by itself and the dashboard opens.
      await browser!.context.unroute('**/*');
      await browser!.context.setOffline(false);
      await page.getByTestId('clock-button').waitFor({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe('/account/dashboard/');
      expect(await page.getByTestId('offline-notice').count()).toBe(0);
    },
  );
});
