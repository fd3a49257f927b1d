// Journey of issue 18 ("Offline for days, not minutes"), part 2: the field working set. After one
// online session in which the staff member opens their checklists, a checklist and the Stat Sheet,
// the installed app is started again twice in a row with nothing answering (the journey's own
// server stopped): once offline, once "online" with the API unreachable. Each start opens the
// checklist list, the checklist with its items and the Stat Sheet with its stat and recent value,
// with the "as of" note instead of "Could not load…". On the second start a checklist item is filled
// in and a stat value typed; back online, each is sent exactly once.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  apiJson,
  apiSignIn,
  DEMO,
  launchBrowser,
  newProfileDir,
  readOutbox,
  readyForOfflineReload,
  signIn,
  waitForOutbox,
  type LaunchedBrowser,
} from './harness';
import { startDedicatedServer, type ServerControl } from './server-control';

let server: ServerControl;
const url = (pathname: string) => new URL(pathname, `${server.baseUrl}/`).toString();

const api = <T>(token: string, method: string, apiPath: string, body?: unknown) =>
  apiJson<T>(token, apiPath, { method, body, base: server.baseUrl });

type Network = 'online' | 'offline' | 'unreachable';

/** Starts the installed app on this profile, `later` ms from now by the page's clock. */
async function startApp(
  profile: string,
  network: Network,
  later = 0,
): Promise<{ browser: LaunchedBrowser; page: Page }> {
  const browser = await launchBrowser({ userDataDir: profile });
  if (later > 0) await browser.context.clock.install({ time: Date.now() + later });
  if (network === 'offline') await browser.context.setOffline(true);
  if (network !== 'online') await browser.context.route('**/*', (route) => route.abort('connectionrefused'));
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  return { browser, page };
}

const CHECKLIST = 'Site safety walk';
const TEXT_ITEM = 'Hazards seen';
const HOURS = 3_600_000;

interface ServerChecklist {
  id: number;
  version: number;
  items: Array<{ label: string; value: unknown }>;
}

describe('offline working set: checklists and the Stat Sheet on offline starts', () => {
  const profile = newProfileDir();
  let open: LaunchedBrowser | null = null;
  let staffToken: string;
  let checklistId: number;
  let statId: number;
  const stamp = Date.now().toString(36);
  const statName = `Ladders checked ${stamp}`;
  const sheetPath = `/statistics/statsheet/?search=${encodeURIComponent(statName)}`;
  const hazards = `Loose cable by door ${stamp}`;

  afterAll(async () => {
    await open?.close();
    fs.rmSync(profile, { recursive: true, force: true });
    await server?.dispose();
  });

  beforeAll(async () => {
    server = await startDedicatedServer();
    const admin = await apiSignIn(DEMO.acmeAdmin.email, DEMO.acmeAdmin.password, server.baseUrl);
    const staff = await apiSignIn(DEMO.acmeStaff.email, DEMO.acmeStaff.password, server.baseUrl);
    staffToken = staff.token;
    const me = await api<{ staff_id: number }>(staffToken, 'GET', 'account/api/me/');
    const list = await api<{ results: Array<{ id: number }> }>(
      staffToken,
      'GET',
      `checklist/api/?search=${encodeURIComponent(CHECKLIST)}`,
    );
    checklistId = list.results[0]!.id;
    // A weekly stat the staff member owns (so enters values for), with a value in its latest week.
    statId = (
      await api<{ id: number }>(admin.token, 'POST', 'statistics/api/list-create/', {
        name: statName,
        period_type: 'WEEKLY',
        stat_owner: me.staff_id,
      })
    ).id;
    const sheet = await api<{ results: Array<{ periods: Array<{ period_start: string }> }> }>(
      admin.token,
      'GET',
      `statistics/api/list-create-all-paginated/?search=${encodeURIComponent(statName)}&interval=WEEKLY`,
    );
    const periods = sheet.results[0]!.periods;
    await api(admin.token, 'POST', 'statistics/api/statvalue/bulk-create/', {
      values: [{ stat: statId, period_start: periods[periods.length - 1]!.period_start, value: 4217 }],
    });
  });

  /** The checklist list, the checklist and the Stat Sheet open with their data on this network. */
  async function workingSetShows(page: Page, network: Network): Promise<void> {
    const note = network === 'offline' ? 'Offline — as of' : 'Could not refresh — as of';
    await page.goto(url('/checklist/checklists/'));
    await page.getByTestId('checklist-card').getByText(CHECKLIST).first().waitFor({ timeout: 30_000 });
    if (network !== 'online')
      await page.getByTestId('stale-data-note').getByText(note).first().waitFor({ timeout: 20_000 });

    await page.goto(url(`/checklist/checklists/${checklistId}`));
    await page.getByTestId(`item-${TEXT_ITEM}`).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: CHECKLIST }).waitFor();
    if (network !== 'online')
      await page.getByTestId('stale-data-note').getByText(note).first().waitFor({ timeout: 20_000 });
    expect(await page.getByText('Could not load the checklist').count()).toBe(0);

    await page.goto(url(sheetPath));
    await page.getByTestId('stat-sheet').waitFor({ timeout: 30_000 });
    await page.getByRole('rowheader', { name: statName }).waitFor();
    await page
      .locator(`[data-testid="sheet-cell"][data-stat="${statId}"]`)
      .getByText(/4,?217/)
      .waitFor();
    if (network !== 'online')
      await page.getByTestId('stale-data-note').getByText(note).first().waitFor({ timeout: 20_000 });
    expect(await page.getByText('Could not load the statistics').count()).toBe(0);
  }

  it('opens a checklist and the Stat Sheet on two offline starts, and sends what was entered once', async () => {
    let page: Page;
    ({ browser: open, page } = await startApp(profile, 'online'));
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await workingSetShows(page, 'online');
    await readyForOfflineReload(page);
    await page.waitForFunction(
      (names) => names.every((n) => (localStorage.getItem('groundwork.query-cache') ?? '').includes(n)),
      // The screen's own query (its search), not only the working set's sheet, which holds the stat
      // too: the browser is closed at once, as a killed app, without a last save on the way out.
      [`"search":"${statName}"`, TEXT_ITEM, '"checklists","list"'],
    );
    const savedChars = await page.evaluate(() => (localStorage.getItem('groundwork.query-cache') ?? '').length);
    console.log(`saved query cache after the online session: ${savedChars} characters`);
    await open.close();
    open = null;
    const valuesBefore = await api<unknown[] | { results: unknown[] }>(
      staffToken,
      'GET',
      `statistics/api/statvalues/${statId}/`,
    );
    const countBefore = (Array.isArray(valuesBefore) ? valuesBefore : valuesBefore.results).length;

    await server.stop();
    const networks: Network[] = ['offline', 'unreachable'];
    for (const [i, network] of networks.entries()) {
      ({ browser: open, page } = await startApp(profile, network, (i + 1) * 6 * HOURS));
      await workingSetShows(page, network);
      if (i === networks.length - 1) {
        // Still on the Stat Sheet: a value in the first week, then the checklist's text item.
        await page.getByTestId('stat-sheet').focus();
        await page.keyboard.press('Control+Home');
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
          what: 'the checklist edit saved on the device',
        });
        const kinds = (await readOutbox(page)).map((r) => r.kind);
        expect(kinds.filter((k) => k === 'statistics.value')).toHaveLength(1);
      }
      // This start's state is saved before the browser closes (pagehide saves at once too).
      await page.goto(url('/account/dashboard/'));
      await open.close();
      open = null;
    }

    await server.start();
    ({ browser: open, page } = await startApp(profile, 'online', 3 * 6 * HOURS));
    await page.goto(url('/account/dashboard/'));
    await waitForOutbox(page, (rows) => rows.length === 0, {
      timeoutMs: 45_000,
      what: 'the offline changes to be sent',
    });
    const checklist = await api<ServerChecklist>(staffToken, 'GET', `checklist/api/details/${checklistId}/`);
    expect(checklist.items.find((item) => item.label === TEXT_ITEM)!.value).toBe(hazards);
    const values = await api<Array<{ value: number }> | { results: Array<{ value: number }> }>(
      staffToken,
      'GET',
      `statistics/api/statvalues/${statId}/`,
    );
    const after = Array.isArray(values) ? values : values.results;
    expect(after).toHaveLength(countBefore + 1);
    expect(after.filter((v) => v.value === 12)).toHaveLength(1);
    await workingSetShows(page, 'online');
  }, 600_000);
});
