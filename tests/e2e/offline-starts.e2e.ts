// Journey of issue 18 ("Offline for days, not minutes"): one online session, then ten starts of the
// installed app in a row with every request failing (the same browser profile, closed and opened
// again; the journey's own server stopped, so nothing answers, service worker included). Even starts
// are offline (the browser says so); odd ones are "online" with the API unreachable, where each
// refetch fails and leaves its query in "error" — and that failed state is saved on each of them, so
// a cache that kept only successful queries would lose its data by the second or third.
//
// The online session only signs in and stays on the dashboard: the staff member never opens their
// checklists, the Stat Sheet, their requests or their course. What they need in the field must come
// with the offline working set (src/app/working-set): at sign-in, and kept fresh while the app is
// open — a checklist assigned after sign-in (with a photo) arrives with the periodic refresh.
//
// Each offline start must show what the server holds: the clock offers what the server's latest
// punch calls for, and the to-dos, that checklist (with its photo), the Stat Sheet with the stat's
// recent value, the request (list and details) and the assigned course open with their data and an
// "as of" note, never an error screen. On the last start a punch, a checklist entry and a stat value
// are made; back online each is sent exactly once.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  apiJson,
  apiSignIn,
  DEMO,
  grantLocation,
  launchBrowser,
  newProfileDir,
  readOutbox,
  readyClock,
  readyForOfflineReload,
  serverPunches,
  signIn,
  waitForOutbox,
  type ClockBody,
  type LaunchedBrowser,
  type ServerPunch,
} from './harness';
import { courseDownloadStatus, photoKept } from './device-helpers';
import { startDedicatedServer, type ServerControl } from './server-control';

const OFFLINE_STARTS = 10;
const KB = 'knowledgebase/api';

let server: ServerControl;

/** An address on the journey's own server. */
const url = (pathname: string) => new URL(pathname, `${server.baseUrl}/`).toString();

const api = <T>(token: string, method: string, apiPath: string, body?: unknown) =>
  apiJson<T>(token, apiPath, { method, body, base: server.baseUrl });

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
 * (the data it shows is then hours old and refetched, as on a real later start), a clock the journey
 * can move on. Offline and
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
  // Installed on every start: the online session moves it on to the working set's next refresh.
  await browser.context.clock.install({ time: Date.now() + later });
  if (network === 'offline') await browser.context.setOffline(true);
  if (network !== 'online') {
    await browser.context.route('**/*', (route) => route.abort('connectionrefused'));
  }
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  return { browser, page };
}

/** Waits until the saved query cache holds every one of `needles` (the persister saves once a second). */
async function savedCacheHolds(page: Page, needles: string[], what: string, timeout = 30_000): Promise<void> {
  await page
    .waitForFunction(
      (all) => all.every((n) => (localStorage.getItem('groundwork.query-cache') ?? '').includes(n)),
      needles,
      {
        timeout,
      },
    )
    .catch(async (error: unknown) => {
      const saved = await page.evaluate(() => localStorage.getItem('groundwork.query-cache') ?? '');
      const missing = needles.filter((n) => !saved.includes(n));
      throw new Error(`${what}: the saved cache lacks ${JSON.stringify(missing)}`, { cause: error });
    });
}

/** The working set's refresh interval (src/app/working-set/working-set-runner.ts). */
const WORKING_SET_RECHECK_MS = 15 * 60_000;

interface ServerChecklist {
  id: number;
  version: number;
  items: Array<{ id: number; label: string; value: unknown; file_url: string | null }>;
}

/** A 1×1 PNG: the photo of the checklist's photo item. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('offline for days: ten offline starts after one online session', () => {
  const profile = newProfileDir();
  let open: LaunchedBrowser | null = null;

  afterAll(async () => {
    await open?.close();
    fs.rmSync(profile, { recursive: true, force: true });
    await server?.dispose();
  });

  let token: string;
  let adminToken: string;
  let staffId: number;
  const stamp = Date.now();
  const todoTitle = `Check the ladder ${stamp}`;
  const requestTitle = `Gloves, size L ${stamp}`;
  const articleTitle = `Ladder safety ${stamp}`;
  const checklistTitle = `Van walk ${stamp}`;
  const statName = `Vans checked ${stamp}`;
  const hazards = `Loose cable by the van door ${stamp}`;
  const timeOffNote = `Dentist ${stamp}`;
  const TEXT_ITEM = 'Hazards seen';
  const PHOTO_ITEM = 'Photo of the work area';
  let courseId: number;
  let articleId: number;
  let statId: number;
  let checklistId: number;
  let photoPath: string;
  /** The clock's label for the server's state, which no start changes until the last one. */
  let clockLabel: string;

  beforeAll(async () => {
    server = await startDedicatedServer();
    const admin = await apiSignIn(DEMO.acmeAdmin.email, DEMO.acmeAdmin.password, server.baseUrl);
    const staff = await apiSignIn(DEMO.acmeStaff.email, DEMO.acmeStaff.password, server.baseUrl);
    token = staff.token;
    adminToken = admin.token;
    staffId = (await api<{ staff_id: number }>(token, 'GET', 'account/api/me/')).staff_id;
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
    // A weekly stat the staff member enters values for, with a value in its latest week.
    statId = (
      await api<{ id: number }>(adminToken, 'POST', 'statistics/api/list-create/', {
        name: statName,
        period_type: 'WEEKLY',
        stat_owner: staffId,
      })
    ).id;
    const sheet = await api<{ results: Array<{ periods: Array<{ period_start: string }> }> }>(
      adminToken,
      'GET',
      `statistics/api/list-create-all-paginated/?search=${encodeURIComponent(statName)}&interval=WEEKLY`,
    );
    const periods = sheet.results[0]!.periods;
    await api(adminToken, 'POST', 'statistics/api/statvalue/bulk-create/', {
      values: [{ stat: statId, period_start: periods[periods.length - 1]!.period_start, value: 4217 }],
    });
    // Time off from today over the days the starts span (the calendar opens on the device's month,
    // which the starts' clock may move into the next).
    const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
    await api(token, 'POST', 'request/api/staff-time-offs/', {
      start_date: day(0),
      end_date: day(Math.ceil(((OFFLINE_STARTS + 1) * HOURS_BETWEEN_STARTS) / 24)),
      note: timeOffNote,
    });
    const categories = await api<{ id: number }[]>(adminToken, 'GET', `${KB}/category/list-create/`);
    const article = await api<{ id: number }>(adminToken, 'POST', `${KB}/create/`, {
      title: articleTitle,
      article_category: categories[0]!.id,
      body: '<p>Three points of contact on the ladder, always.</p>',
      is_assigned_to_everyone: true,
      acknowledgement_type: 1,
    });
    articleId = article.id;
    const category = await api<{ id: number }>(adminToken, 'POST', `${KB}/course-categories/`, {
      name: `Offline starts ${stamp}`,
    });
    courseId = (
      await api<{ id: number }>(adminToken, 'POST', `${KB}/courses/`, {
        name: `Ladder course ${stamp}`,
        category: category.id,
        individuals: [staffId],
        sections: [{ title: 'All of it', section_items: [{ article: article.id }] }],
      })
    ).id;
  });

  /** A checklist assigned to the staff member now, with a photo of the work area they took. */
  async function assignChecklistWithPhoto(): Promise<void> {
    const templates = await api<{ results: Array<{ id: number }> }>(
      adminToken,
      'GET',
      `checklist/api/template/?search=${encodeURIComponent('Site safety walk')}`,
    );
    const created = await api<ServerChecklist>(adminToken, 'POST', 'checklist/api/', {
      template: templates.results[0]!.id,
      assignees: [staffId],
      title: checklistTitle,
    });
    checklistId = created.id;
    const fileId = crypto.randomUUID();
    const form = new FormData();
    form.set('id', fileId);
    form.set('file', new Blob([PNG_1X1], { type: 'image/png' }), 'area.png');
    const uploaded = await fetch(url(`/checklist/api/details/${checklistId}/files/`), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const photoItem = created.items.find((item) => item.label === PHOTO_ITEM)!;
    const saved = await api<ServerChecklist>(token, 'PATCH', `checklist/api/details/${checklistId}/`, {
      version: created.version,
      items: [{ id: photoItem.id, value: fileId }],
    });
    photoPath = saved.items.find((item) => item.label === PHOTO_ITEM)!.file_url!;
  }

  /**
   * The dashboard, the checklist, the Stat Sheet, the request, the course, an assigned article and
   * the time-off calendar open with their data.
   */
  async function staffScreensShowTheirData(page: Page, network: Network): Promise<void> {
    const note = network === 'offline' ? 'Offline — as of' : 'Could not refresh — as of';
    const noted = async () => {
      if (network !== 'online') {
        // Offline at once; with the API unreachable once the refetch gave up (a few seconds).
        await page.getByTestId('stale-data-note').getByText(note).first().waitFor({ timeout: 20_000 });
      }
    };
    await page.goto(url('/account/dashboard/'));
    expect(await readyClock(page)).toBe(clockLabel);
    await page.getByTestId('latest-punch').waitFor({ timeout: 10_000 });
    await page.getByTestId('todo-list').getByText(todoTitle).waitFor({ timeout: 20_000 });
    await noted();

    await page.goto(url(`/checklist/checklists/${checklistId}`));
    await page.getByRole('heading', { name: checklistTitle }).waitFor({ timeout: 30_000 });
    await page.getByTestId(`item-${TEXT_ITEM}`).waitFor();
    // The photo shows: the service worker answers it from the working set's photo cache offline.
    const photo = page.locator('[data-testid^="image-"]').first();
    await photo.waitFor();
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth))
      .toBe(1);
    await noted();
    expect(await page.getByText('Could not load the checklist').count()).toBe(0);

    await page.goto(url('/statistics/statsheet/'));
    await page.getByTestId('stat-sheet').waitFor({ timeout: 30_000 });
    await page.getByRole('rowheader', { name: statName }).waitFor();
    await page
      .locator(`[data-testid="sheet-cell"][data-stat="${statId}"]`)
      .getByText(/4,?217/)
      .waitFor();
    await noted();
    expect(await page.getByText('Could not load the statistics').count()).toBe(0);

    await page.goto(url('/request'));
    await page.getByText(requestTitle).click({ timeout: 20_000 });
    await page.getByRole('heading', { name: requestTitle }).waitFor({ timeout: 20_000 });
    await noted();
    expect(await page.getByText('The requests could not be loaded.').count()).toBe(0);

    await page.goto(url(`/knowledgebase/courses/${courseId}`));
    await page.getByTestId('course-article').getByText(articleTitle).first().waitFor({ timeout: 20_000 });
    expect(await page.getByText('An error occurred').count()).toBe(0);

    // The article on its own page (assigned to everyone): kept by the working set, not the course.
    await page.goto(url(`/knowledgebase/articles/${articleId}`));
    await page.getByText('Three points of contact on the ladder, always.').waitFor({ timeout: 20_000 });
    await noted();

    await page.goto(url('/inout/time-off-calendar/'));
    await page.locator(`[data-testid="time-off"][title*="${timeOffNote}"]`).first().waitFor({ timeout: 20_000 });
    await noted();
    expect(await page.getByText('The calendar could not be loaded.').count()).toBe(0);
  }

  it('shows the same clock state and the working set, never opened online, on ten offline starts; sends what was made offline once', async () => {
    // One online session: sign in and stay on the dashboard.
    let page: Page;
    ({ browser: open, page } = await startApp(profile, 'online'));
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await page.goto(url('/account/dashboard/'));
    await readyClock(page);
    await readyForOfflineReload(page);
    // At sign-in the working set brings the requests, the Stat Sheet and the time-off calendar, which this session never opens.
    await savedCacheHolds(
      page,
      [todoTitle, requestTitle, statName, timeOffNote, `"knowledge-base","article",${articleId}]`, '"last-punch"'],
      'the working set at sign-in',
    );
    // A checklist assigned while the app is open comes with the next refresh of the working set.
    await assignChecklistWithPhoto();
    await page.clock.fastForward(WORKING_SET_RECHECK_MS + 60_000);
    await savedCacheHolds(
      page,
      [checklistTitle, `"checklists","detail",${checklistId}]`, TEXT_ITEM],
      'the checklist assigned after sign-in, with the periodic refresh',
    );
    await expect.poll(() => photoKept(page, photoPath), { timeout: 30_000 }).toBe(true);
    // The assigned course downloads in the background too (issue 6).
    await expect.poll(() => courseDownloadStatus(page, courseId), { timeout: 60_000 }).toBe('ready');
    expect(page.url()).toContain('/account/dashboard/');
    await open.close();
    open = null;

    const before = await serverPunches(token, server.baseUrl);
    const valuesBefore = (await statValues()).length;
    const versionBefore = (await api<ServerChecklist>(token, 'GET', `checklist/api/details/${checklistId}/`)).version;
    // From here on nothing answers: not the API, not the service worker's own requests.
    await server.stop();
    let queued: ClockBody | null = null;
    for (let start = 1; start <= OFFLINE_STARTS; start++) {
      const network: Network = start % 2 === 0 ? 'offline' : 'unreachable';
      const started = Date.now();
      ({ browser: open, page } = await startApp(profile, network, start * HOURS_BETWEEN_STARTS * 3_600_000));
      await staffScreensShowTheirData(page, network);
      if (start === OFFLINE_STARTS) await makeChangesOffline(page);
      // Back on the dashboard until this start's state is saved; with the API unreachable, the
      // failed refetches: the case that used to drop the data of every query whose refetch failed.
      await page.goto(url('/account/dashboard/'));
      expect(await readyClock(page), `start ${start}`).toBe(start === OFFLINE_STARTS ? 'Clock in' : clockLabel);
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
        const waiting = await readOutbox(page);
        const punches = waiting.filter((row) => row.kind === 'attendance.clock');
        expect(punches).toHaveLength(1);
        queued = punches[0]!.body as ClockBody;
        expect(waiting.filter((row) => row.kind === 'statistics.value')).toHaveLength(1);
        expect(waiting.filter((row) => row.kind.startsWith('checklist'))).toHaveLength(1);
      }
      await open.close();
      open = null;
    }

    // Back online: each change is sent once, and the clock agrees with the server.
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
    await waitForOutbox(page, (rows) => rows.length === 0, {
      timeoutMs: 45_000,
      what: 'the offline changes to be sent',
    });
    const added = (await serverPunches(token, server.baseUrl)).slice(before.length);
    expect(added.map((p) => [p.action, Date.parse(p.client_time)])).toEqual([['out', Date.parse(queued!.client_time)]]);
    expect(added[0]!.recorded_offline).toBe(true);
    const values = await statValues();
    expect(values).toHaveLength(valuesBefore + 1);
    expect(values.filter((v) => v.value === 12)).toHaveLength(1);
    const checklist = await api<ServerChecklist>(token, 'GET', `checklist/api/details/${checklistId}/`);
    expect(checklist.items.find((item) => item.label === TEXT_ITEM)!.value).toBe(hazards);
    // One write: a second one would have raised the version again.
    expect(checklist.version).toBe(versionBefore + 1);
    await page.getByTestId('latest-punch').getByText('Sent').waitFor({ timeout: 15_000 });
    clockLabel = await serverClockLabel(token);
    expect(clockLabel).toBe('Clock in');
    await staffScreensShowTheirData(page, 'online');
  }, 900_000);

  /** The server's values of the stat. */
  async function statValues(): Promise<Array<{ value: number }>> {
    const values = await api<Array<{ value: number }> | { results: Array<{ value: number }> }>(
      token,
      'GET',
      `statistics/api/statvalues/${statId}/`,
    );
    return Array.isArray(values) ? values : values.results;
  }

  /** On the last offline start: a stat value, a checklist entry and a clock-out, saved on the device. */
  async function makeChangesOffline(page: Page): Promise<void> {
    await page.goto(url('/statistics/statsheet/'));
    const cell = page.locator(`[data-testid="sheet-cell"][data-stat="${statId}"]`).first();
    await cell.waitFor({ timeout: 30_000 });
    await cell.click();
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await waitForOutbox(page, (rows) => rows.some((r) => r.kind === 'statistics.value'), {
      what: 'the stat value saved on the device',
    });

    await page.goto(url(`/checklist/checklists/${checklistId}`));
    const field = page.getByTestId(`item-${TEXT_ITEM}`).locator('textarea');
    await field.fill(hazards);
    await field.blur();
    await waitForOutbox(page, (rows) => rows.some((r) => r.kind.startsWith('checklist')), {
      what: 'the checklist entry saved on the device',
    });

    await page.goto(url('/account/dashboard/'));
    expect(await readyClock(page)).toBe('Clock out');
    await page.getByTestId('clock-button').click();
    await page.getByTestId('clock-saved').waitFor({ timeout: 10_000 });
  }
});
