// Journey 6 of the sync engine (issue 3, "What must show it"), the two kinds of failure:
// - The server refuses a change for good (a punch in an unknown time zone: the server answers the
//   batch it came in with that punch's message, and stores the others). It moves to "needs
//   attention" with the server's message, shown to the user, and the next changes are sent; a
//   later change of the same entity waits behind it. (A request refused as a whole, a 422 for the
//   batch, fails each of its changes alike: src/offline/replay.test.ts.)
// - The server fails (500). The change waits (backing off) and nothing behind it overtakes it;
//   once the server recovers, all go in their order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import {
  DEMO,
  appendOutbox,
  PUNCH_URL,
  grantLocation,
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
  type ServerPunch,
} from './harness';

const REFUSAL_MESSAGE = 'timezone: Unknown time zone.';

/** A punch body at a recognisable instant (seconds before now), so the server's rows can be matched. */
function punchAt(secondsAgo: number, action: ClockBody['action'] = 'in'): ClockBody {
  return { action, client_time: new Date(Date.now() - secondsAgo * 1_000).toISOString(), timezone: 'UTC' };
}

const instant = (p: ServerPunch | ClockBody) => Date.parse(p.client_time);

describe('sync: a refused change and a failing server', () => {
  let browser: LaunchedBrowser;
  let page: Page;

  /** The device reconnecting: the engine runs at once. */
  async function reconnect(): Promise<void> {
    await browser.context.setOffline(true);
    await browser.context.setOffline(false);
  }

  async function punchesSince(id: number): Promise<ServerPunch[]> {
    return (await serverPunches((await storedSession(page)).token)).filter((p) => p.id > id);
  }

  beforeAll(async () => {
    // Every punch request must pass through the routing that faults it (see launchBrowser).
    browser = await launchBrowser({ serviceWorkers: 'block' });
    await grantLocation(browser.context);
    page = await browser.context.newPage();
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await page.goto(url('/account/dashboard/'));
    await page.getByTestId('clock-button').waitFor({ timeout: 30_000 });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('moves a refused change to needs attention with the server message, and sends the next change', async () => {
    const { token } = await storedSession(page);
    const lastId = (await serverPunches(token)).at(-1)?.id ?? 0;

    // A zone the server does not know: it refuses this punch and takes the others sent with it.
    const refused = queuedPunch({ ...punchAt(50), timezone: 'Mars/Olympus_Mons' }, 'refused-entity');

    const next = queuedPunch(punchAt(40, 'out'));
    const sameEntityLater = queuedPunch(punchAt(30), 'refused-entity');
    const afterThat = queuedPunch(punchAt(20, 'out'));
    await appendOutbox(page, [refused, next, sameEntityLater, afterThat]);
    await reconnect();

    const left = await waitForOutbox(page, (rows) => rows.length === 2 && rows[0]!.state === 'failed', {
      what: 'the refused change to need attention and the others to be sent',
    });
    expect(left.map((r) => [r.id, r.state])).toEqual([
      [refused.id, 'failed'],
      // Held behind the refused change of its entity, never sent ahead of it.
      [sameEntityLater.id, 'pending'],
    ]);
    expect(left[0]!.last_error).toBe(REFUSAL_MESSAGE);
    expect(left[1]!.attempts).toBe(0);
    // The server has the two other entities' changes, nothing else.
    const added = await punchesSince(lastId);
    expect(added.map(instant)).toEqual([next.body as ClockBody, afterThat.body as ClockBody].map(instant));

    // The user sees it, with the server's words, and may discard it (after confirming).
    await page.getByText('1 punch was refused by the server.').waitFor({ timeout: 10_000 });
    await page.goto(url('/account/pending-changes/'));
    const refusedCard = page.getByTestId('outbox-item').filter({ hasText: 'Needs attention' });
    await refusedCard.getByText(`Server said: ${REFUSAL_MESSAGE}`).waitFor({ timeout: 15_000 });
    await refusedCard.getByRole('button', { name: 'Discard' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Discard this change? It will not be sent.').waitFor();
    await confirm.getByRole('button', { name: 'Discard' }).click();
    // With the refused change gone, the one held behind it is sent.
    await waitForOutbox(page, (rows) => rows.length === 0, { what: 'the held change to be sent after the discard' });
    expect((await punchesSince(lastId)).map(instant).at(-1)).toBe(instant(sameEntityLater.body as ClockBody));
    await page.goto(url('/account/dashboard/'));
    await page.getByTestId('clock-button').waitFor({ timeout: 30_000 });
  });

  it('keeps a change the server fails on (500) first in line until it is taken, then sends the rest in order', async () => {
    expect(await readOutbox(page)).toEqual([]);
    const lastId = (await serverPunches((await storedSession(page)).token)).at(-1)?.id ?? 0;
    const failing = queuedPunch(punchAt(50));
    const behind = [queuedPunch(punchAt(40, 'out')), queuedPunch(punchAt(30))];

    // The server fails twice on the first request (the three queued punches, one batch), then
    // recovers. The engine retries on its own backoff.
    const attempts: string[] = [];
    let failures = 0;
    await browser.context.route(PUNCH_URL, async (route: Route) => {
      const key = route.request().headers()['idempotency-key'] ?? '';
      attempts.push(key);
      if (failures < 2) {
        failures++;
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' });
        return;
      }
      await route.continue();
    });
    try {
      await appendOutbox(page, [failing, ...behind]);
      const sentFrom = Date.now();
      await reconnect();

      const waiting = await waitForOutbox(page, (rows) => rows[0]?.attempts === 1 && rows[0].state === 'pending', {
        what: 'the first failure',
      });
      expect(waiting.map((r) => r.id)).toEqual([failing.id, ...behind.map((b) => b.id)]);
      // Backing off: the first retry is due half a second to a second after the failure.
      expect(waiting[0]!.next_attempt_at).toBeGreaterThanOrEqual(sentFrom + 500);
      expect(waiting[0]!.last_error).toBe('HTTP 500');
      // Waiting, and nothing overtook it.
      expect(await punchesSince(lastId)).toEqual([]);

      await waitForOutbox(page, (rows) => rows.length === 0, {
        timeoutMs: 15_000,
        intervalMs: 100,
        what: 'the change to be taken after the server recovered, and the rest after it',
      });
    } finally {
      await browser.context.unroute(PUNCH_URL);
    }
    // The same request three times, under the same key: the batch kept its changes and its id.
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts).size).toBe(1);
    const added = await punchesSince(lastId);
    expect(added.map(instant)).toEqual([failing, ...behind].map((row) => instant(row.body as ClockBody)));
    expect(await readOutbox(page)).toEqual([]);
  });
});
