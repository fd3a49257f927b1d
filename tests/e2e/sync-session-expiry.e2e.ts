// Journey 5 of the sync engine (issue 3, "What must show it"): while the device replays its queue,
// the access token expires and the refresh token is revoked (signed out elsewhere). The next send
// (or a screen's own request) answers 401, the one shared refresh is refused, and the app ends the session: the queue must
// pause with every change still on the device (none dropped, none marked as refused), and drain
// once the same user signs in again. Runs on a server of its own, whose token secret it reads to
// mint a really expired access token.
import { SignJWT, decodeJwt } from 'jose';
import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  apiSignIn,
  appendOutbox,
  duplicatePunches,
  grantLocation,
  launchBrowser,
  outboxDatabaseName,
  readOutbox,
  serverPunches,
  signIn,
  storedSession,
  waitForOutbox,
  queuedPunch,
  type ClockBody,
  type LaunchedBrowser,
  type StoredSession,
  CLOCK_BATCH_MAX,
  PUNCH_URL,
  isPunchPath,
} from './harness';
import { startDedicatedServer, type ServerControl } from './server-control';

/** Five batches: the session dies after the first answer, with the rest still to send. */
const CHANGES = 5 * CLOCK_BATCH_MAX;
/** Answers let through before the session dies. */
const BEFORE_EXPIRY = 1;

/** The same claims as the session's token, expired a minute ago, signed with the server's secret. */
async function expiredTokenLike(token: string, secret: string): Promise<string> {
  const claims = decodeJwt(token);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ cid: claims.cid, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub))
    .setIssuedAt(now - 16 * 60)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(secret));
}

describe('sync: the session dies during replay', () => {
  let server: ServerControl;
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    server = await startDedicatedServer();
    // Blocked: the journey holds back an answer by request routing, which a worker's own send would bypass.
    browser = await launchBrowser({ serviceWorkers: 'block' });
    await grantLocation(browser.context, server.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it(
    'pauses the queue without dropping anything, and drains after signing in again',
    { timeout: 120_000 },
    async () => {
      const page = await browser.context.newPage();
      await page.goto(`${server.baseUrl}/auth/signin`);
      await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
      await page.goto(`${server.baseUrl}/account/dashboard/`);
      await page.getByTestId('clock-button').waitFor({ timeout: 30_000 });
      const session = await storedSession(page);
      const database = outboxDatabaseName(session);

      // What the server and the refresh endpoint answer from here on.
      const punchStatuses: number[] = [];
      const otherStatuses: number[] = [];
      const refreshStatuses: number[] = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname === '/account/api/token/refresh/') refreshStatuses.push(response.status());
        else if (isPunchPath(pathname) && response.request().method() === 'POST') punchStatuses.push(response.status());
        else if (pathname.includes('/api/')) otherStatuses.push(response.status());
      });

      // The session dies between an answer and the next send. The replay sends one request at a
      // time, with the token read at send time: holding back the BEFORE_EXPIRY-th answer until the
      // session is dead makes the next send carry the dead token, however fast the machine drains
      // the queue (killing it on seeing the answer raced the app's next sends, which could empty the
      // queue first on a busy machine).
      let answered = 0;
      let killed: Promise<void> | null = null;
      await browser.context.route(PUNCH_URL, async (route: Route) => {
        if (route.request().method() !== 'POST' || killed) return route.fallback();
        const response = await route.fetch();
        if (response.status() === 201 && ++answered === BEFORE_EXPIRY) {
          killed = killSession(session);
          await killed;
        }
        await route.fulfill({ response });
      });

      /** Signed out elsewhere (the refresh token's family revoked), then the access token runs out. */
      async function killSession(current: StoredSession): Promise<void> {
        const logout = await fetch(`${server.baseUrl}/account/api/logout/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${current.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ refresh: current.refresh }),
        });
        expect(logout.status).toBe(204);
        const expired = await expiredTokenLike(current.token, server.jwtSecret());
        await page.evaluate((token) => {
          const stored = JSON.parse(localStorage.getItem('groundwork.session') ?? '{}') as { token?: string };
          localStorage.setItem('groundwork.session', JSON.stringify({ ...stored, token }));
        }, expired);
      }

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

      // The app ends the session and says so; the queue stays on the device, paused.
      await page.getByText('Session timed out. Please log in to proceed.').first().waitFor({ timeout: 30_000 });
      await page.waitForURL((current) => current.pathname.startsWith('/auth/signin'));
      expect(await page.evaluate(() => localStorage.getItem('groundwork.session'))).toBeNull();
      expect(killed).not.toBeNull();
      await killed;
      await browser.context.unroute(PUNCH_URL);
      // The app learnt of the death from a 401: usually the replay's next send, but a screen's own
      // request (the dashboard refetches in the background) may carry the dead session first and end
      // it before the replay sends again, which is as good: the queue then pauses without a send.
      // No refresh succeeded; there may have been none, when the request that met the dead session
      // was answered after the test swapped in the expired token (the app then takes the new token
      // as another tab's refresh, retries with it, and is refused again).
      expect([...punchStatuses, ...otherStatuses]).toContain(401);
      expect(refreshStatuses.filter((status) => status !== 401)).toEqual([]);

      // The server's side, read with a session of its own (the device's is gone).
      const reader = (await apiSignIn(DEMO.acmeStaff.email, DEMO.acmeStaff.password, server.baseUrl)).token;
      const sentBeforePause = await serverPunches(reader, server.baseUrl);
      const waiting = await readOutbox(page, database);
      // Paused, not dropped: everything not on the server waits on the device, none marked refused,
      // and no attempt spent on the dead session counts against the change.
      expect(sentBeforePause.length).toBeGreaterThanOrEqual(BEFORE_EXPIRY * CLOCK_BATCH_MAX);
      expect(waiting.length).toBeGreaterThan(0);
      expect(sentBeforePause.length + waiting.length).toBe(CHANGES);
      expect(waiting.every((row) => row.state === 'pending' && row.attempts === 0)).toBe(true);
      // And it stays paused: nothing is sent without a session.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await readOutbox(page, database)).toHaveLength(waiting.length);

      await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
      await waitForOutbox(page, (rows) => rows.length === 0, {
        timeoutMs: 60_000,
        intervalMs: 200,
        database,
        what: 'the paused queue to drain after signing in again',
      });
      const punches = await serverPunches(reader, server.baseUrl);
      expect(duplicatePunches(punches)).toEqual([]);
      expect(punches.map((p) => Date.parse(p.client_time))).toEqual(bodies.map((b) => Date.parse(b.client_time)));
    },
  );
});
