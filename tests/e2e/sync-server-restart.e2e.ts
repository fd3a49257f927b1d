// Journey 7 of the sync engine (issue 3, "What must show it"): the server is stopped in the middle
// of a replay and started again (same address, same database): once gracefully, as in a deploy
// (requests in flight finish, later ones find nobody listening), and once as a crash (killed
// mid-request). The engine backs off and resumes on its own once the server is back. Nothing may
// be lost and nothing recorded twice, and the queue's order holds across the gap. Runs on a server
// of its own (the suite's shared server must keep running for the other journeys).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import {
  DEMO,
  apiSignIn,
  appendOutbox,
  duplicatePunches,
  grantLocation,
  launchBrowser,
  queuedPunch,
  readOutbox,
  serverPunches,
  signIn,
  waitForOutbox,
  type ClockBody,
  type LaunchedBrowser,
  type ServerPunch,
  CLOCK_BATCH_MAX,
  PUNCH_URL,
  isPunchPath,
} from './harness';
import { startDedicatedServer, type ServerControl } from './server-control';

/** Three and a half batches (the engine sends queued punches CLOCK_BATCH_MAX at a time). */
const CHANGES = 3.5 * CLOCK_BATCH_MAX;
/** Answers before the server goes down. */
const STOP_AFTER = 1;

describe('sync: the server restarts during replay', () => {
  let server: ServerControl;
  let browser: LaunchedBrowser;
  let page: Page;
  let reader: string;

  beforeAll(async () => {
    server = await startDedicatedServer();
    // Blocked: the journey paces the replay by request routing, which a worker's own send would bypass.
    browser = await launchBrowser({ serviceWorkers: 'block' });
    await grantLocation(browser.context, server.baseUrl);
    page = await browser.context.newPage();
    await page.goto(`${server.baseUrl}/auth/signin`);
    await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await page.goto(`${server.baseUrl}/account/dashboard/`);
    await page.getByTestId('clock-button').waitFor({ timeout: 30_000 });
    reader = (await apiSignIn(DEMO.acmeStaff.email, DEMO.acmeStaff.password, server.baseUrl)).token;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  /** Queues CHANGES punches offline, reconnects, and stops the server with `signal` after STOP_AFTER answers. */
  async function replayAcrossRestart(signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
    expect(await readOutbox(page)).toEqual([]);
    const lastId = (await serverPunches(reader, server.baseUrl)).at(-1)?.id ?? 0;

    let answered = 0;
    let failed = 0;
    let restart: Promise<void> | null = null;
    let stopped: Promise<void> | null = null;
    const stopAndStart = () => {
      if (restart) return;
      let down!: () => void;
      stopped = new Promise((resolve) => (down = resolve));
      restart = (async () => {
        await server.stop(signal);
        down();
        await server.start();
      })();
    };
    const onFailed = (request: { url(): string }) => {
      if (isPunchPath(new URL(request.url()).pathname)) failed++;
    };
    const onResponse = (response: { url(): string; status(): number }) => {
      if (isPunchPath(new URL(response.url()).pathname) && response.status() >= 500) failed++;
    };
    // Every punch request waits here until the journey lets it go, and the replay sends one at a
    // time: the stop lands at the planned point however fast the page sends and however slowly a
    // busy machine stops the server. (Stopping it on seeing an answer raced the page's next sends,
    // which could empty the queue before the server went down.)
    const pace = async (route: Route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      if (stopped) {
        // Sent after the stop began: it finds nobody listening (or the server back).
        await stopped;
        return route.fallback();
      }
      if (answered >= STOP_AFTER) {
        // A crash as this request goes out, so it is cut off on its way or mid-transaction.
        stopAndStart();
        return route.fallback();
      }
      const response = await route.fetch();
      // A graceful stop once an answer came back, before the page sees it: its next request
      // finds the server gone.
      if (response.status() === 201 && ++answered === STOP_AFTER && signal === 'SIGTERM') {
        stopAndStart();
        await stopped;
      }
      await route.fulfill({ response });
    };
    page.on('requestfailed', onFailed);
    page.on('response', onResponse);
    await browser.context.route(PUNCH_URL, pace);
    try {
      await browser.context.setOffline(true);
      const firstTime = Date.now() - CHANGES * 1_000;
      const bodies: ClockBody[] = Array.from({ length: CHANGES }, (_, i) => ({
        action: i % 2 === 0 ? 'in' : 'out',
        client_time: new Date(firstTime + i * 1_000).toISOString(),
        timezone: 'UTC',
        recorded_offline: true,
      }));
      await appendOutbox(
        page,
        bodies.map((body) => queuedPunch(body)),
      );
      await browser.context.setOffline(false);

      const deadline = Date.now() + 60_000;
      while (!restart) {
        if (Date.now() > deadline) throw new Error(`Only ${answered} answers before the planned stop.`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await restart;
      await browser.context.unroute(PUNCH_URL);
      // Bounded: the engine notices within a few backoff steps (1, 2, 4, 8 s); after a crash, a
      // request cut off mid-way may wait for its idempotency claim to go stale (60 s) first.
      await waitForOutbox(page, (rows) => rows.length === 0, {
        timeoutMs: signal === 'SIGKILL' ? 120_000 : 60_000,
        intervalMs: 250,
        what: 'the queue to drain after the restart',
      });
      // The stop did hit the replay: some requests failed or found the server closing.
      expect(failed).toBeGreaterThan(0);

      const punches = (await serverPunches(reader, server.baseUrl)).filter((p: ServerPunch) => p.id > lastId);
      expect(duplicatePunches(punches)).toEqual([]);
      // Every change once, in the order it was queued.
      expect(punches.map((p) => Date.parse(p.client_time))).toEqual(bodies.map((b) => Date.parse(b.client_time)));
    } finally {
      await browser.context.unroute(PUNCH_URL);
      page.off('requestfailed', onFailed);
      page.off('response', onResponse);
    }
  }

  it(
    `loses and repeats none of ${CHANGES} changes when the server stops gracefully mid-replay`,
    {
      timeout: 120_000,
    },
    () => replayAcrossRestart('SIGTERM'),
  );

  it(`loses and repeats none of ${CHANGES} changes when the server crashes mid-replay`, { timeout: 180_000 }, () =>
    replayAcrossRestart('SIGKILL'),
  );
});
