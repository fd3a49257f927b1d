// Journey of issue 18 ("Offline for days, not minutes"), part 1: one online session, then ten starts
// of the installed app in a row with every request failing (the same browser profile, closed and
// opened again; the journey's own server stopped, so nothing answers, service worker included). Even
// starts are offline (the browser says so); odd ones are "online" with the API unreachable, where
// each refetch fails and leaves its query in "error" — and that failed state is saved on each of
// them, so a cache that kept only successful queries would lose its data by the second or third. Each start must show what the last online session saw: the clock offers
// what the server's latest punch calls for, the to-dos, the requests and an assigned course open
// with their data (an "as of" note, never an error screen). A punch made on the last start is sent
// exactly once when the network is back. (Checklists and the Stat Sheet: offline-working-set.e2e.ts.)
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  apiSignIn,
  DEMO,
  grantLocation,
  launchBrowser,
  newProfileDir,
  readOutbox,
  readyForOfflineReload,
  serverPunches,
  signIn,
  waitForOutbox,
  type ClockBody,
  type LaunchedBrowser,
  type ServerPunch,
} from './harness';
import { startDedicatedServer, type ServerControl } from './server-control';

const OFFLINE_STARTS = 10;
const KB = 'knowledgebase/api';

/** Waits until the clock knows the next action (its button is enabled) and returns its label. */
async function readyClock(page: Page): Promise<string> {
  const button = page.getByTestId('clock-button');
  await button.waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => {
      const b = document.querySelector('[data-testid="clock-button"]');
      return b instanceof HTMLButtonElement && !b.disabled && b.dataset.loading === undefined;
    },
    undefined,
    { timeout: 30_000 },
  );
  return (await button.textContent())?.trim() ?? '';
}

let server: ServerControl;

/** An address on the journey's own server. */
const url = (pathname: string) => new URL(pathname, `${server.baseUrl}/`).toString();

/** One call to the journey's server's API. */
async function api<T>(token: string, method: string, apiPath: string, body?: unknown): Promise<T> {
  const response = await fetch(url(`/${apiPath}`), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The label the clock must show for the server's punches: the opposite of the latest tapped. */
async function serverClockLabel(token: string): Promise<string> {
  const latest = (await serverPunches(token, server.baseUrl)).reduce<ServerPunch | null>(
    (found, p) => (!found || Date.parse(p.client_time) >= Date.parse(found.client_time) ? p : found),
    null,
  );
  return latest?.action === 'in' ? 'Clock out' : 'Clock in';
}

/** How a start reaches the server: it does, the device is offline, or the API does not answer. */
type Network = 'online' | 'offline' | 'unreachable';

/** How far apart the offline starts are: ten of them over two and a half days. */
const HOURS_BETWEEN_STARTS = 6;

/**
 * Starts the installed app on this profile: a new browser, `later` ms after now by the page's clock
 * (the data it shows is then hours old and refetched, as on a real later start). Offline and
 * unreachable, every request that leaves the browser is aborted; the service worker answers the
 * app's files from its caches.
 */
async function startApp(
  profile: string,
  network: Network,
  later = 0,
): Promise<{ browser: LaunchedBrowser; page: Page }> {
  const browser = await launchBrowser({ userDataDir: profile });
  await grantLocation(browser.context, server.baseUrl);
  if (later > 0) await browser.context.clock.install({ time: Date.now() + later });
  if (network === 'offline') await browser.context.setOffline(true);
  if (network !== 'online') {
    await browser.context.route('**/*', (route) => route.abort('connectionrefused'));
  }
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  return { browser, page };
}

describe('offline for days: ten offline starts after one online session', () => {
  const profile = newProfileDir();
  let open: LaunchedBrowser | null = null;

  afterAll(async () => {
    await open?.close();
    fs.rmSync(profile, { recursive: true, force: true });
    await server?.dispose();
  });

  let token: string;
  const stamp = Date.now();
  const todoTitle = `Check the ladder ${stamp}`;
  const requestTitle = `Gloves, size L ${stamp}`;
  const articleTitle = `Ladder safety ${stamp}`;
  let courseId: number;
  /** The clock's label for the server's state, which no start changes until the last one. */
  let clockLabel: string;

  beforeAll(async () => {
    server = await startDedicatedServer();
    const admin = await apiSignIn(DEMO.acmeAdmin.email, DEMO.acmeAdmin.password, server.baseUrl);
    const staff = await apiSignIn(DEMO.acmeStaff.email, DEMO.acmeStaff.password, server.baseUrl);
    token = staff.token;
    const me = await api<{ staff_id: number }>(token, 'GET', 'account/api/me/');
    // The staff member is clocked in: the state the broken cache lost ("You have not clocked in yet").
    if ((await serverClockLabel(token)) === 'Clock in') {
      const punch: ClockBody = { action: 'in', client_time: new Date().toISOString(), timezone: 'UTC' };
      await api(token, 'POST', 'inout/api/clock/', punch);
    }
    clockLabel = await serverClockLabel(token);
    expect(clockLabel).toBe('Clock out');
    await api(token, 'POST', 'account/api/todo/', { title: todoTitle });
    const options = await api<{ request_types: Array<{ id: number; is_time_off: boolean }> }>(
      token,
      'GET',
      'request/api/options/',
    );
    const type = options.request_types.find((t) => !t.is_time_off) ?? options.request_types[0]!;
    await api(token, 'POST', 'request/api/create/', { request_type: type.id, title: requestTitle });
    const categories = await api<{ id: number }[]>(admin.token, 'GET', `${KB}/category/list-create/`);
    const article = await api<{ id: number }>(admin.token, 'POST', `${KB}/create/`, {
      title: articleTitle,
      article_category: categories[0]!.id,
      body: '<p>Three points of contact on the ladder, always.</p>',
      is_assigned_to_everyone: true,
      acknowledgement_type: 1,
    });
    const category = await api<{ id: number }>(admin.token, 'POST', `${KB}/course-categories/`, {
      name: `Offline starts ${stamp}`,
    });
    courseId = (
      await api<{ id: number }>(admin.token, 'POST', `${KB}/courses/`, {
        name: `Ladder course ${stamp}`,
        category: category.id,
        individuals: [me.staff_id],
        sections: [{ title: 'All of it', section_items: [{ article: article.id }] }],
      })
    ).id;
  });

  /** The to-dos, the requests and the course open with their data (on the current network). */
  async function staffScreensShowTheirData(page: Page, network: Network): Promise<void> {
    await page.goto(url('/account/dashboard/'));
    expect(await readyClock(page)).toBe(clockLabel);
    await page.getByTestId('latest-punch').waitFor({ timeout: 10_000 });
    await page.getByTestId('todo-list').getByText(todoTitle).waitFor({ timeout: 20_000 });
    if (network !== 'online') {
      // Offline at once; with the API unreachable once the refetch gave up (a few seconds).
      const note = network === 'offline' ? 'Offline — as of' : 'Could not refresh — as of';
      await page.getByTestId('stale-data-note').getByText(note).first().waitFor({ timeout: 20_000 });
    }

    await page.goto(url('/request'));
    await page.getByText(requestTitle).waitFor({ timeout: 20_000 });
    expect(await page.getByText('The requests could not be loaded.').count()).toBe(0);

    await page.goto(url(`/knowledgebase/courses/${courseId}`));
    await page.getByTestId('course-article').getByText(articleTitle).first().waitFor({ timeout: 20_000 });
    expect(await page.getByText('An error occurred').count()).toBe(0);
  }

  it('shows the same clock state and data on ten offline starts, and sends a punch made offline once', async () => {
    // One online session.
    let page: Page;
    ({ browser: open, page } = await startApp(profile, 'online'));
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await staffScreensShowTheirData(page, 'online');
    await page.goto(url('/account/dashboard/'));
    await readyClock(page);
    await readyForOfflineReload(page);
    // Everything the screens read is saved (the persister writes at most once a second).
    await page.waitForFunction(
      (titles) => titles.every((t) => (localStorage.getItem('groundwork.query-cache') ?? '').includes(t)),
      [todoTitle, requestTitle],
    );
    await page.waitForFunction(() => (localStorage.getItem('groundwork.query-cache') ?? '').includes('"last-punch"'));
    await open.close();
    open = null;

    const before = await serverPunches(token, server.baseUrl);
    // From here on nothing answers: not the API, not the service worker's own requests.
    await server.stop();
    let queued: ClockBody | null = null;
    for (let start = 1; start <= OFFLINE_STARTS; start++) {
      const network: Network = start % 2 === 0 ? 'offline' : 'unreachable';
      const started = Date.now();
      ({ browser: open, page } = await startApp(profile, network, start * HOURS_BETWEEN_STARTS * 3_600_000));
      await staffScreensShowTheirData(page, network);
      // Back on the dashboard until this start's state is saved; with the API unreachable, the
      // failed refetches: the case that used to drop the data of every query whose refetch failed.
      await page.goto(url('/account/dashboard/'));
      expect(await readyClock(page), `start ${start}`).toBe(clockLabel);
      await page
        .waitForFunction(
          ({ since, failed }) => {
            const raw = localStorage.getItem('groundwork.query-cache') ?? '';
            const saved = raw ? (JSON.parse(raw) as { timestamp: number }) : { timestamp: 0 };
            return saved.timestamp > since && (!failed || raw.includes('"status":"error"'));
          },
          { since: started, failed: network === 'unreachable' },
          { timeout: 30_000 },
        )
        .catch(async (error: unknown) => {
          const saved = await page.evaluate(() => localStorage.getItem('groundwork.query-cache') ?? '');
          throw new Error(`start ${start} (${network}) saved nothing new: ${saved.slice(0, 500)}`, { cause: error });
        });
      if (start === OFFLINE_STARTS) {
        // On the last offline start the staff member clocks out: it waits on the device.
        expect(await readyClock(page)).toBe('Clock out');
        await page.getByTestId('clock-button').click();
        await page.getByTestId('clock-saved').waitFor({ timeout: 10_000 });
        // (Other changes may wait too: opening the course's article offline records the reading.)
        const punches = (await readOutbox(page)).filter((row) => row.kind === 'attendance.clock');
        expect(punches).toHaveLength(1);
        queued = punches[0]!.body as ClockBody;
      }
      await open.close();
      open = null;
    }
    // Back online: the punch is sent once, and the clock agrees with the server.
    await server.start();
    expect((await serverPunches(token, server.baseUrl)).length).toBe(before.length);
    // Some hours after the last offline start, as the device's clock sees it (the changes that
    // backed off during the starts are due by then).
    ({ browser: open, page } = await startApp(
      profile,
      'online',
      (OFFLINE_STARTS + 1) * HOURS_BETWEEN_STARTS * 3_600_000,
    ));
    await page.goto(url('/account/dashboard/'));
    await waitForOutbox(page, (rows) => rows.length === 0, { timeoutMs: 30_000, what: 'the offline punch to be sent' });
    const added = (await serverPunches(token, server.baseUrl)).slice(before.length);
    expect(added.map((p) => [p.action, Date.parse(p.client_time)])).toEqual([['out', Date.parse(queued!.client_time)]]);
    expect(added[0]!.recorded_offline).toBe(true);
    await page.getByTestId('latest-punch').getByText('Sent').waitFor({ timeout: 15_000 });
    clockLabel = await serverClockLabel(token);
    expect(clockLabel).toBe('Clock in');
    await staffScreensShowTheirData(page, 'online');
  }, 600_000);
});
