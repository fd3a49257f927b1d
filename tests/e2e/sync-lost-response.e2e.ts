// Journey 2 of the sync engine (issue 3, "What must show it"): the server commits a punch but its
// answer never reaches the device (the connection drops on the way back). The device cannot tell
// this from a request that never arrived, so it sends the punch again with the same Idempotency-Key;
// the server must answer with the stored result instead of recording it twice. 100 trials:
// the first ones tapped on the clock button and left to the engine's own backoff, the rest queued
// straight into the outbox and retried on reconnect (faster; the same replay path sends them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import {
  DEMO,
  appendOutbox,
  duplicatePunches,
  grantLocation,
  launchBrowser,
  queuedPunch,
  readOutbox,
  serverPunches,
  signIn,
  spacedClockTap,
  storedSession,
  url,
  waitForOutbox,
  type ClockBody,
  type LaunchedBrowser,
  type OutboxRow,
  PUNCH_URL,
} from './harness';

const TRIALS = 100;
const TAPPED_TRIALS = 10;
/** A whole trial, drop and retry included: the engine's first backoff is at most 1 s. */
const TRIAL_TIMEOUT_MS = 15_000;

interface KeyLog {
  /** Status of the attempt whose answer was dropped (the server did commit it). */
  dropped?: number;
  /** Status and Idempotent-Replayed header of each later attempt, delivered to the page. */
  delivered: Array<{ status: number; replayed: boolean }>;
}

describe('sync: an answer lost after the server committed', () => {
  let browser: LaunchedBrowser;
  const log = new Map<string, KeyLog>();
  const droppedWaiters = new Map<string, () => void>();

  /** Lets every clock POST reach the server, then drops the first answer for each key. */
  async function dropFirstAnswer(route: Route): Promise<void> {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const key = request.headers()['idempotency-key'];
    if (!key) throw new Error('A replayed punch went out without an Idempotency-Key.');
    const response = await route.fetch();
    const entry = log.get(key) ?? { delivered: [] };
    log.set(key, entry);
    if (entry.dropped === undefined) {
      entry.dropped = response.status();
      await route.abort('connectionreset');
      droppedWaiters.get(key)?.();
      return;
    }
    entry.delivered.push({ status: response.status(), replayed: response.headers()['idempotent-replayed'] === 'true' });
    await route.fulfill({ response });
  }

  function answerDropped(key: string): Promise<void> {
    if (log.get(key)?.dropped !== undefined) return Promise.resolve();
    return new Promise((resolve) => droppedWaiters.set(key, resolve));
  }

  /** The device reconnecting: the engine sends what failed for lack of network at once. */
  async function reconnect(): Promise<void> {
    await browser.context.setOffline(true);
    await browser.context.setOffline(false);
  }

  const gone = (id: string) => (rows: OutboxRow[]) => !rows.some((r) => r.id === id);
  const backingOff = (id: string) => (rows: OutboxRow[]) =>
    rows.some((r) => r.id === id && r.state === 'pending' && r.attempts === 1 && r.next_attempt_at > 0);

  beforeAll(async () => {
    // Every punch request must pass through the routing that faults it (see launchBrowser).
    browser = await launchBrowser({ serviceWorkers: 'block' });
    await grantLocation(browser.context);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function tappedTrial(page: Page): Promise<ClockBody> {
    const button = page.getByTestId('clock-button');
    await page.waitForFunction(() => {
      const b = document.querySelector('[data-testid="clock-button"]');
      return b instanceof HTMLButtonElement && !b.disabled;
    });
    await spacedClockTap(() => button.click());
    const [row] = await waitForOutbox(page, (rows) => rows.length === 1, { what: 'the tapped punch' });
    await answerDropped(row!.id);
    // Left to the engine: it backs off (0.5–1 s for a first failure) and resends by itself.
    await waitForOutbox(page, gone(row!.id), { timeoutMs: TRIAL_TIMEOUT_MS, what: 'the tapped punch to be resent' });
    return row!.body as ClockBody;
  }

  async function queuedTrial(page: Page, body: ClockBody): Promise<void> {
    const [row] = await appendOutbox(page, [queuedPunch(body)]);
    await reconnect();
    await answerDropped(row!.id);
    await waitForOutbox(page, backingOff(row!.id), { timeoutMs: TRIAL_TIMEOUT_MS, what: 'the backoff' });
    await reconnect();
    await waitForOutbox(page, gone(row!.id), { timeoutMs: TRIAL_TIMEOUT_MS, what: 'the punch to be resent' });
  }

  it(`records each punch once over ${TRIALS} dropped answers`, { timeout: 180_000 }, async () => {
    const page = await browser.context.newPage();
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await page.goto(url('/account/dashboard/'));
    await page.getByTestId('clock-button').waitFor({ timeout: 20_000 });
    expect(await readOutbox(page)).toEqual([]);
    const lastIdBefore = (await serverPunches((await storedSession(page)).token)).at(-1)?.id ?? 0;

    await browser.context.route(PUNCH_URL, dropFirstAnswer);
    const sent: ClockBody[] = [];
    for (let i = 0; i < TAPPED_TRIALS; i++) sent.push(await tappedTrial(page));
    // Distinct instants a little in the past, so each queued punch is recognisable on the server.
    const firstQueued = Date.now() - TRIALS * 1_000;
    for (let i = TAPPED_TRIALS; i < TRIALS; i++) {
      const body: ClockBody = {
        action: i % 2 === 0 ? 'in' : 'out',
        client_time: new Date(firstQueued + i * 1_000).toISOString(),
        timezone: 'UTC',
        recorded_offline: false,
      };
      await queuedTrial(page, body);
      sent.push(body);
    }
    await browser.context.unroute(PUNCH_URL);

    // Every answer was dropped once after the server committed (201), and every resend was answered
    // from the stored result, not applied again.
    expect(log.size).toBe(TRIALS);
    for (const [key, entry] of log) {
      expect(entry.dropped, key).toBe(201);
      expect(entry.delivered.length, key).toBeGreaterThanOrEqual(1);
      expect(
        entry.delivered.every((d) => d.status === 201 && d.replayed),
        key,
      ).toBe(true);
    }

    const added = (await serverPunches((await storedSession(page)).token)).filter((p) => p.id > lastIdBefore);
    expect(duplicatePunches(added)).toEqual([]);
    expect(added).toHaveLength(TRIALS);
    const instants = (times: string[]) => times.map((t) => Date.parse(t)).sort((a, b) => a - b);
    expect(instants(added.map((p) => p.client_time))).toEqual(instants(sent.map((b) => b.client_time)));
    await page.close();
  });
});
