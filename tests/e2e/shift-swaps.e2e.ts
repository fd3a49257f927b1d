// Shift swaps journey (issue 24), in real browsers on the journey's own server: Sam, on a 360 px
// phone, offers two of his published shifts to Tom in My shifts (picked by search); the offers'
// state shows again on an offline start from the device's copy. Tom, on his phone, accepts one and
// declines the other; the admin approves the accepted swap beside the open-shift requests on the
// schedule. The approved shift is then Tom's in his My shifts and gone from Sam's; the declined one
// stays Sam's, shown as declined, and the server agrees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, instantOfWallTime, localDate, weekStartOn } from '../../contract/local-time';
import type { ShiftList } from '../../contract/shifts';
import {
  DEMO,
  DEMO_PASSWORD,
  apiJson,
  apiSignIn,
  launchBrowser,
  readyForOfflineReload,
  signIn,
  type LaunchedBrowser,
} from './harness';
import { pickPerson } from './people-picker-helpers';
import { startDedicatedServer, type ServerControl } from './server-control';

let server: ServerControl;
const url = (pathname: string) => new URL(pathname, `${server.baseUrl}/`).toString();
const TOM = { email: 'tom@acme.test', password: DEMO_PASSWORD, name: 'Tom Turner' };
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true };

const api = <T>(token: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  apiJson<T>(token, path, { ...init, base: server.baseUrl });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** My shifts' card of the shift with this note. */
const myShift = (page: Page, note: string) => page.getByTestId('my-shift').filter({ hasText: note });

describe('shift swaps: offer, accept or decline, approve', () => {
  let sam: LaunchedBrowser;
  let tom: LaunchedBrowser;
  let desk: LaunchedBrowser;

  beforeAll(async () => {
    server = await startDedicatedServer();
    [sam, tom, desk] = await Promise.all([launchBrowser(PHONE), launchBrowser(PHONE), launchBrowser()]);
  }, 150_000);

  afterAll(async () => {
    await Promise.all([sam?.close(), tom?.close(), desk?.close()]);
    await server?.dispose();
  });

  it("an approved swap moves the shift to Tom's My shifts; a declined one leaves it with Sam", async () => {
    const adminToken = (await apiSignIn(DEMO.acmeAdmin.email, DEMO.acmeAdmin.password, server.baseUrl)).token;
    const samId = (
      await api<{ staff_id: number }>(
        (await apiSignIn(DEMO.acmeStaff.email, DEMO.acmeStaff.password, server.baseUrl)).token,
        'account/api/me/',
      )
    ).staff_id;
    const tomId = (
      await api<{ staff_id: number }>(
        (await apiSignIn(TOM.email, TOM.password, server.baseUrl)).token,
        'account/api/me/',
      )
    ).staff_id;
    // Two shifts of Sam's the day after tomorrow, in the company's zone, published.
    const probe = await api<ShiftList>(adminToken, 'inout/api/shifts/?date_from=2026-01-01&date_to=2026-01-01');
    const zone = probe.time_zone;
    const day = addDays(localDate(Date.now(), zone), 2);
    const at = (hhmm: string) => new Date(instantOfWallTime(`${day}T${hhmm}`, zone)).toISOString();
    for (const [start, end, note] of [
      ['06:00', '10:00', 'Swap me'],
      ['14:00', '18:00', 'Keep me'],
    ] as const) {
      await api(adminToken, 'inout/api/shifts/', {
        method: 'POST',
        body: { staff: samId, start: at(start), end: at(end), note },
      });
    }
    await api(adminToken, 'inout/api/shifts/publish/', { method: 'POST', body: { date_from: day, date_to: day } });

    // Sam offers both shifts to Tom, found by typing part of his name.
    const samPage = await sam.context.newPage();
    await samPage.goto(url('/auth/signin'));
    await signIn(samPage, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await samPage.goto(url('/inout/my-shifts/'));
    for (const note of ['Swap me', 'Keep me']) {
      const card = myShift(samPage, note);
      await card.getByRole('button', { name: 'Offer to a colleague' }).click({ timeout: 30_000 });
      await pickPerson(samPage, 'Colleague', 'Tom', TOM.name);
      await card.getByRole('button', { name: 'Send offer' }).click();
      await card
        .getByTestId('own-shift-swap-state')
        .getByText(`Offered to ${TOM.name} · waiting for their answer`)
        .waitFor({ timeout: 15_000 });
    }
    expect(await pageWidth(samPage)).toBeLessThanOrEqual(360);

    // Offline start: the offers' state comes from the device's copy.
    await readyForOfflineReload(samPage);
    await samPage.waitForFunction(() => (localStorage.getItem('groundwork.query-cache') ?? '').includes('"swaps"'));
    await sam.context.setOffline(true);
    try {
      await samPage.reload();
      await myShift(samPage, 'Swap me')
        .getByText(`Offered to ${TOM.name} · waiting for their answer`)
        .waitFor({ timeout: 30_000 });
    } finally {
      await sam.context.setOffline(false);
    }

    // Tom, on his phone: both offers, accepts one and declines the other.
    const tomPage = await tom.context.newPage();
    await tomPage.goto(url('/auth/signin'));
    await signIn(tomPage, TOM.email, TOM.password);
    await tomPage.goto(url('/inout/my-shifts/'));
    const offers = tomPage.getByTestId('swap-offer');
    await expect.poll(() => offers.count(), { timeout: 30_000 }).toBe(2);
    const wanted = offers.filter({ hasText: 'Swap me' });
    expect(await wanted.textContent()).toContain('Sam Staff offers you this shift');
    expect(await wanted.textContent()).toContain('06:00–10:00');
    await wanted.getByRole('button', { name: 'Accept' }).click();
    await wanted
      .getByTestId('swap-offer-state')
      .getByText('Accepted · waiting for approval')
      .waitFor({ timeout: 15_000 });
    await offers.filter({ hasText: 'Keep me' }).getByRole('button', { name: 'Decline' }).click();
    await expect.poll(() => offers.count(), { timeout: 15_000 }).toBe(1);
    expect(await pageWidth(tomPage)).toBeLessThanOrEqual(360);
    // Accepted is not yet approved: the shift is still Sam's.
    expect(await tomPage.getByTestId('my-shift').filter({ hasText: 'Swap me' }).count()).toBe(0);

    // The admin approves on the schedule, beside the open-shift requests.
    const admin = await desk.context.newPage();
    await admin.goto(url('/auth/signin'));
    await signIn(admin, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await admin.goto(url(`/inout/schedule/?week=${weekStartOn(day, probe.week_starts_on)}`));
    const swap = admin.getByTestId('shift-swap').filter({ hasText: `Sam Staff gives ${TOM.name}` });
    await swap.waitFor({ timeout: 30_000 });
    expect(await swap.textContent()).toContain('06:00–10:00');
    await swap.getByRole('button', { name: 'Approve swap' }).click();
    await admin.getByTestId('shift-swaps').waitFor({ state: 'detached', timeout: 15_000 });
    const cell = admin.locator(`[data-testid="schedule-row"][data-row="${tomId}"] td[data-date="${day}"]`);
    await expect
      .poll(() => cell.getByTestId('shift-card').allTextContents(), { timeout: 15_000 })
      .toEqual([expect.stringContaining('06:00–10:00')]);

    // Tom's My shifts now holds the shift; Sam's no longer does, and keeps the declined one.
    await tomPage.reload();
    await myShift(tomPage, 'Swap me').waitFor({ timeout: 30_000 });
    expect(await myShift(tomPage, 'Swap me').getByTestId('my-shift-times').textContent()).toBe('06:00–10:00');
    await samPage.reload();
    await myShift(samPage, 'Keep me').getByText(`${TOM.name} declined your offer`).waitFor({ timeout: 30_000 });
    await expect.poll(() => myShift(samPage, 'Swap me').count(), { timeout: 15_000 }).toBe(0);
    expect(await samPage.getByTestId('my-shift-times').allTextContents()).toEqual(['14:00–18:00']);

    const onServer = await api<ShiftList>(adminToken, `inout/api/shifts/?date_from=${day}&date_to=${day}`);
    expect(onServer.results.map((s) => [s.note, s.staff])).toEqual([
      ['Swap me', tomId],
      ['Keep me', samId],
    ]);
  });
});
