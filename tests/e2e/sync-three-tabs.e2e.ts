// Journey 3 of the sync engine (issue 3, "What must show it"): three tabs of the app share one
// device outbox holding 300 changes. When the network comes back all three try to replay at once;
// the Web Lock must let one replay at a time, and when the tab doing the replay is closed mid-way
// another must take over. The server must end with every change exactly once, and the changes of
// each entity in the order they were made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import {
  DEMO,
  appendOutbox,
  duplicatePunches,
  launchBrowser,
  queuedPunch,
  readOutbox,
  serverPunches,
  signIn,
  storedSession,
  url,
  waitForOutbox,
  type ClockBody,
  type LaunchedBrowser,
  PUNCH_URL,
  isPunchPath,
} from './harness';

const CHANGES = 300;
const ENTITIES = 6;
/** Close the tab that is replaying after this many answers, and again after twice as many. */
const CLOSE_EVERY = 15;
/**
 * Longest silence allowed between two answers. A tab left waiting for its 30 s timer after the
 * replaying tab closed would exceed it: the others wait in line for the lock instead.
 */
const MAX_TAKEOVER_MS = 10_000;

describe('sync: three tabs replay one outbox', () => {
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    // Blocked: the journey holds a closing tab's requests by request routing, which a worker's own
    // send would bypass (and the journey is about tabs).
    browser = await launchBrowser({ serviceWorkers: 'block' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it(
    `sends ${CHANGES} queued changes once each, in order per entity, while replaying tabs close`,
    { timeout: 120_000 },
    async () => {
      const first = await browser.context.newPage();
      await first.goto(url('/auth/signin'));
      await signIn(first, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
      const tabs: Page[] = [first, await browser.context.newPage(), await browser.context.newPage()];
      for (const tab of tabs) {
        await tab.goto(url('/account/dashboard/'));
        await tab.getByTestId('clock-button').waitFor({ timeout: 20_000 });
      }
      expect(await readOutbox(first)).toEqual([]);
      const lastIdBefore = (await serverPunches((await storedSession(first)).token)).at(-1)?.id ?? 0;

      // Which tab sent each answered change, in order: the one sending is the one holding the lock.
      const answeredBy: Page[] = [];
      const answeredAt: number[] = [];
      const open = new Set(tabs);
      let closing: Promise<void> = Promise.resolve();
      for (const tab of tabs) {
        tab.on('requestfinished', (request) => {
          if (request.method() !== 'POST' || !isPunchPath(new URL(request.url()).pathname)) return;
          answeredBy.push(tab);
          answeredAt.push(Date.now());
          if (answeredBy.length % CLOSE_EVERY === 0 && open.size > 1) {
            open.delete(tab);
            closing = closing.then(() => tab.close());
          }
        });
      }

      // A tab chosen to close sends nothing more: its next request waits here and goes down with the
      // tab, as when a phone's browser is swiped away mid-request. Without this, a closing tab kept
      // replaying until its close took effect, which on a busy machine could be every remaining
      // answer, so no second tab was ever chosen and the journey stalled.
      await browser.context.route(PUNCH_URL, async (route: Route) => {
        if (route.request().method() === 'POST' && !open.has(route.request().frame().page())) return;
        await route.fallback();
      });

      await browser.context.setOffline(true);
      // Entities interleaved (0,1,…,5,0,1,…): each one's changes are spread through the queue.
      const firstTime = Date.now() - CHANGES * 1_000;
      const bodies: ClockBody[] = Array.from({ length: CHANGES }, (_, i) => ({
        action: i % 2 === 0 ? 'in' : 'out',
        client_time: new Date(firstTime + i * 1_000).toISOString(),
        timezone: 'UTC',
        recorded_offline: true,
        // Which entity and which of its changes, so the server's rows tell the order apart.
        latitude: i % ENTITIES,
        longitude: Math.floor(i / ENTITIES),
        accuracy_m: i,
      }));
      await appendOutbox(
        first,
        bodies.map((body) => queuedPunch(body, `three-tabs:${body.latitude}`)),
      );
      await browser.context.setOffline(false);

      // Until two tabs were closed, the one left cannot be named: wait for that first (bounded).
      const deadline = Date.now() + 60_000;
      while (open.size > 1) {
        if (Date.now() > deadline) throw new Error(`Replay stalled after ${answeredBy.length} answers.`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await closing;
      const survivor = [...open][0]!;
      await waitForOutbox(survivor, (rows) => rows.length === 0, {
        timeoutMs: 60_000,
        intervalMs: 250,
        what: 'all queued changes to be sent',
      });
      // Two replaying tabs were closed mid-way, and more than one tab did some of the sending.
      expect(open.size).toBe(1);
      expect(new Set(answeredBy).size).toBeGreaterThan(1);
      const longestSilence = Math.max(...answeredAt.slice(1).map((at, i) => at - answeredAt[i]!));
      expect(longestSilence).toBeLessThan(MAX_TAKEOVER_MS);

      const added = (await serverPunches((await storedSession(survivor)).token)).filter((p) => p.id > lastIdBefore);
      expect(duplicatePunches(added)).toEqual([]);
      expect(added.map((p) => p.accuracy_m).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(bodies.map((_, i) => i));
      for (let entity = 0; entity < ENTITIES; entity++) {
        // Rows in the order the server stored them (ids rise with each insert).
        const order = added.filter((p) => p.latitude === entity).map((p) => p.longitude);
        expect(order, `entity ${entity}`).toEqual(Array.from({ length: CHANGES / ENTITIES }, (_, n) => n));
      }
    },
  );
});
