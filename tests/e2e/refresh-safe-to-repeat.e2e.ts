// Journey of issue 18 ("a flaky network never signs anyone out"): a token refresh that is safe to
// repeat. The access token really expires (re-signed with the server's secret, a minute past its
// end), so the app's next call answers 401 and the app refreshes:
// - the refresh's answer is lost on the way back, after the server rotated the token (the request is
//   let through to the server, then the page's connection is reset): the app sends the same refresh
//   token again, the server answers the same new pair (its successor is still unused), the punch that needed the
//   refresh is delivered once, and the new refresh token works for the refresh after it (the family
//   was not revoked as stolen);
// - two tabs refresh at the same moment (both hold the expired token; the first refresh is held
//   back at the network until the other tab's call has been refused too): one refresh for both
//   (Web Locks), or, in a browser without Web Locks, two refreshes with the same token reaching the
//   server together, both answered with the same successor. Either way both tabs stay signed in and
//   show the screen they asked for.
// Nothing answers 401 token_reused, no tab says "Session timed out". A server of its own: the
// journey reads its token secret, and its sign-in limits and punches are its own.
import { decodeJwt, SignJWT } from 'jose';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  apiSignIn,
  DEMO,
  grantLocation,
  isPunchPath,
  launchBrowser,
  readyClock,
  serverPunches,
  signIn,
  spacedClockTap,
  storedSession,
  waitForOutbox,
  type LaunchedBrowser,
} from './harness';
import { startDedicatedServer, type ServerControl } from './server-control';

const REFRESH_PATH = '/account/api/token/refresh/';
const SESSION_TIMED_OUT = 'Session timed out. Please log in to proceed.';

let server: ServerControl;
let browser: LaunchedBrowser | null = null;

const url = (pathname: string) => new URL(pathname, `${server.baseUrl}/`).toString();

beforeAll(async () => {
  server = await startDedicatedServer();
});

afterEach(async () => {
  await browser?.close();
  browser = null;
});

afterAll(async () => {
  await server?.dispose();
});

/** A refresh as the server saw it: the token sent, the status and new pair answered, whether the page got it. */
interface SeenRefresh {
  sent: string;
  status: number;
  answer: { access?: string; refresh?: string; code?: string };
  delivered: boolean;
}

/**
 * Routes the refresh through the journey: `decide` may hold a request back before it is sent, and
 * says whether its answer reaches the page; every refresh the server answered is recorded.
 */
async function watchRefreshes(
  context: BrowserContext,
  decide: (sent: string, index: number) => Promise<'deliver' | 'drop'> = () => Promise.resolve('deliver'),
): Promise<SeenRefresh[]> {
  const seen: SeenRefresh[] = [];
  let arrived = 0;
  await context.route(`**${REFRESH_PATH}`, async (route: Route) => {
    const sent = (JSON.parse(route.request().postData() ?? '{}') as { refresh?: string }).refresh ?? '';
    const outcome = await decide(sent, arrived++);
    const response = await route.fetch();
    const answer = (await response.json().catch(() => ({}))) as SeenRefresh['answer'];
    seen.push({ sent, status: response.status(), answer, delivered: outcome === 'deliver' });
    // The server has answered; dropped, the page only sees its connection reset. A page that moved
    // on meanwhile no longer waits for the answer, and the route can be neither fulfilled nor aborted.
    const settle = outcome === 'drop' ? route.abort('connectionreset') : route.fulfill({ response });
    await settle.catch((error: unknown) => {
      if (!String(error).includes('Route is already handled') && !/closed|aborted|canceled/i.test(String(error))) {
        throw error;
      }
    });
  });
  return seen;
}

/** The same claims as `token`, expired a minute ago, signed with the journey server's secret. */
async function expiredTokenLike(token: string): Promise<string> {
  const claims = decodeJwt(token);
  const { exp: _exp, iat: _iat, sub, ...rest } = claims;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(rest)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(sub))
    .setIssuedAt(now - 16 * 60)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(server.jwtSecret()));
}

/** Replaces the stored access token with an expired one: every tab of the profile reads it at its next call. */
async function expireAccessToken(page: Page): Promise<void> {
  const session = await storedSession(page);
  const expired = await expiredTokenLike(session.token);
  await page.evaluate((token) => {
    const stored = JSON.parse(localStorage.getItem('groundwork.session') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('groundwork.session', JSON.stringify({ ...stored, token }));
  }, expired);
}

/** Signed in, on the page asked for, and never told the session ended. */
async function expectSignedIn(page: Page, pathname: string): Promise<void> {
  expect(new URL(page.url()).pathname).toBe(pathname);
  expect(await page.evaluate(() => localStorage.getItem('groundwork.session'))).not.toBeNull();
  expect(await page.getByText(SESSION_TIMED_OUT).count()).toBe(0);
}

/** Resolves when `check` holds, polling; throws with `what` after `timeoutMs`. */
async function until(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('a token refresh that is safe to repeat', () => {
  it(
    'keeps the session when the refresh answer is lost after the server rotated the token',
    { timeout: 120_000 },
    async () => {
      browser = await launchBrowser({ serviceWorkers: 'block' });
      await grantLocation(browser.context, server.baseUrl);
      const page = await browser.context.newPage();
      await page.goto(url('/auth/signin'));
      await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
      await page.goto(url('/account/dashboard/'));
      await readyClock(page);
      const reader = (await apiSignIn(DEMO.acmeStaff.email, DEMO.acmeStaff.password, server.baseUrl)).token;
      const punchesBefore = (await serverPunches(reader, server.baseUrl)).length;
      const before = await storedSession(page);

      // The first refresh reaches the server, which rotates the token; its answer never comes back.
      const refreshes = await watchRefreshes(browser.context, (_sent, index) =>
        Promise.resolve(index === 0 ? 'drop' : 'deliver'),
      );
      const punchStatuses: number[] = [];
      page.on('response', (response) => {
        if (isPunchPath(new URL(response.url()).pathname) && response.request().method() === 'POST') {
          punchStatuses.push(response.status());
        }
      });
      await expireAccessToken(page);
      await spacedClockTap(() => page.getByTestId('clock-button').click());
      await page.getByTestId('clock-saved').waitFor({ timeout: 10_000 });
      await waitForOutbox(page, (rows) => rows.length === 0, {
        timeoutMs: 30_000,
        what: 'the punch to be sent after the lost refresh answer',
      });

      // The same token was sent again and answered with the same new pair (its successor unused).
      expect(refreshes.map((r) => [r.sent, r.status, r.delivered])).toEqual([
        [before.refresh, 200, false],
        [before.refresh, 200, true],
      ]);
      const successor = refreshes[0]!.answer.refresh!;
      expect(successor).not.toBe(before.refresh);
      expect(refreshes[1]!.answer.refresh).toBe(successor);
      expect((await storedSession(page)).refresh).toBe(successor);
      // The app repeated the refresh itself: the punch was refused once (the expired token) and then
      // taken, not failed and queued again for a later try.
      expect(punchStatuses).toEqual([401, 201]);
      expect((await serverPunches(reader, server.baseUrl)).length).toBe(punchesBefore + 1);
      await expectSignedIn(page, '/account/dashboard/');

      // The next call that needs a refresh: the kept token is the live one, not a revoked family's.
      await expireAccessToken(page);
      await readyClock(page);
      await spacedClockTap(() => page.getByTestId('clock-button').click());
      await waitForOutbox(page, (rows) => rows.length === 0, {
        timeoutMs: 30_000,
        what: 'the next punch to be sent with the kept refresh token',
      });
      expect(refreshes).toHaveLength(3);
      expect(refreshes[2]).toMatchObject({ sent: successor, status: 200, delivered: true });
      expect(refreshes[2]!.answer.refresh).not.toBe(successor);
      expect((await serverPunches(reader, server.baseUrl)).length).toBe(punchesBefore + 2);
      await expectSignedIn(page, '/account/dashboard/');
    },
  );

  describe('two tabs refreshing at the same moment', () => {
    let requestTitle: string;

    beforeAll(async () => {
      // A request of the staff member's, for the screen both tabs open.
      const staff = await apiSignIn(DEMO.acmeStaff.email, DEMO.acmeStaff.password, server.baseUrl);
      const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
        const response = await fetch(url(`/${path}`), {
          method,
          headers: {
            authorization: `Bearer ${staff.token}`,
            'content-type': 'application/json',
            'idempotency-key': crypto.randomUUID(),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
        return (await response.json()) as T;
      };
      const options = await call<{ request_types: Array<{ id: number; is_time_off: boolean }> }>(
        'GET',
        'request/api/options/',
      );
      const type = options.request_types.find((t) => !t.is_time_off) ?? options.request_types[0]!;
      requestTitle = `Safety boots ${Date.now()}`;
      await call('POST', 'request/api/create/', { request_type: type.id, title: requestTitle });
    });

    /**
     * Two signed-in tabs on the dashboard whose access token has expired; records which tabs have
     * had a call refused (401) since.
     */
    async function twoExpiredTabs(options: { withoutWebLocks: boolean }) {
      browser = await launchBrowser({ serviceWorkers: 'block' });
      await grantLocation(browser.context, server.baseUrl);
      if (options.withoutWebLocks) {
        // As in a browser without the Web Locks API: nothing keeps the tabs' refreshes apart.
        await browser.context.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, 'locks', { configurable: true, get: () => undefined });
        });
      }
      const first = await browser.context.newPage();
      await first.goto(url('/auth/signin'));
      await signIn(first, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
      const tabs = [first, await browser.context.newPage()] as const;
      for (const tab of tabs) {
        await tab.goto(url('/account/dashboard/'));
        await readyClock(tab);
        expect(await tab.evaluate(() => 'locks' in navigator && navigator.locks !== undefined)).toBe(
          !options.withoutWebLocks,
        );
      }
      // Each tab opens the requests screen with an expired access token, put in place as the page
      // loads: written while the tabs sat on the dashboard, it was met first by the dashboard's own
      // background calls, whose refreshes the move to Requests then cut short. And the screen must
      // ask the server: the background working set has just fetched its list (fresh for 30 s), so
      // each tab opens it without the kept copy and calls at once.
      const before = await storedSession(first);
      const expired = await expiredTokenLike(before.token);
      await browser.context.addInitScript((token) => {
        if (location.pathname !== '/request') return;
        localStorage.removeItem('groundwork.query-cache');
        const stored = JSON.parse(localStorage.getItem('groundwork.session') ?? '{}') as Record<string, unknown>;
        localStorage.setItem('groundwork.session', JSON.stringify({ ...stored, token }));
      }, expired);
      const refused = new Set<Page>();
      for (const tab of tabs) {
        tab.on('response', (response) => {
          const { pathname } = new URL(response.url());
          if (response.status() === 401 && pathname !== REFRESH_PATH && /^\/[a-z_]+\/api\//.test(pathname)) {
            refused.add(tab);
          }
        });
      }
      return { tabs, before, refused };
    }

    /** Both tabs open the requests screen at once; both show the staff member's request, signed in. */
    async function openRequestsInBoth(tabs: readonly Page[]): Promise<void> {
      await Promise.all(tabs.map((tab) => tab.goto(url('/request'))));
      for (const tab of tabs) {
        await tab.getByText(requestTitle).first().waitFor({ timeout: 30_000 });
        expect(await tab.getByText('The requests could not be loaded.').count()).toBe(0);
        await expectSignedIn(tab, '/request');
      }
    }

    it('shares one new pair between the tabs (Web Locks)', { timeout: 120_000 }, async () => {
      const { tabs, before, refused } = await twoExpiredTabs({ withoutWebLocks: false });
      // Every refresh waits at the network until both tabs have had a call refused: both tabs need a
      // new token at the same moment. (Holding only the first was not enough: a background call of
      // the dashboard could meet the expired token first, and its refresh, cut short by the move to
      // Requests, was the one held, while the next went through and the other tab read its token.)
      const refreshes = await watchRefreshes(browser!.context, async () => {
        await until(() => refused.size === 2, 'both tabs to have a call refused');
        return 'deliver';
      });
      await openRequestsInBoth(tabs);
      expect(refused.size).toBe(2);
      // One rotation for both tabs: the refreshes run one at a time under the lock, and the second
      // tab finds the first one's token when it gets the lock. Chromium hands localStorage from tab
      // to tab asynchronously, so a tab that got the lock before the new token reached it repeats the
      // refresh with the same spent token, and the server answers the same pair (its successor is
      // still unused): never a second rotation, never a refusal.
      expect(refreshes.length).toBeGreaterThanOrEqual(1);
      expect(refreshes.map((r) => [r.sent, r.status])).toEqual(refreshes.map(() => [before.refresh, 200]));
      expect(new Set(refreshes.map((r) => r.answer.refresh)).size).toBe(1);
      for (const tab of tabs) expect((await storedSession(tab)).refresh).toBe(refreshes[0]!.answer.refresh);
    });

    it(
      'answers both tabs with the same new pair when their refreshes reach the server together (no Web Locks)',
      { timeout: 120_000 },
      async () => {
        const { tabs, before, refused } = await twoExpiredTabs({ withoutWebLocks: true });
        // Each refresh waits at the network until both tabs have sent theirs: they reach the server
        // together, with the same token.
        let sent = 0;
        const refreshes = await watchRefreshes(browser!.context, async () => {
          sent++;
          await until(() => sent >= 2, 'the second tab to send its refresh');
          return 'deliver';
        });
        await openRequestsInBoth(tabs);
        expect(refused.size).toBe(2);
        expect(refreshes.map((r) => [r.sent, r.status])).toEqual([
          [before.refresh, 200],
          [before.refresh, 200],
        ]);
        const successor = refreshes[0]!.answer.refresh!;
        expect(successor).not.toBe(before.refresh);
        expect(refreshes[1]!.answer.refresh).toBe(successor);
        for (const tab of tabs) expect((await storedSession(tab)).refresh).toBe(successor);

        // The family lives on: the next call that needs a refresh (a punch) refreshes with the
        // shared successor, which rotates as usual.
        await expireAccessToken(tabs[0]);
        // In front: a tab behind another paints no frames, and the clock loads after the first one.
        await tabs[0].bringToFront();
        await tabs[0].goto(url('/account/dashboard/'));
        await readyClock(tabs[0]);
        await spacedClockTap(() => tabs[0].getByTestId('clock-button').click());
        await waitForOutbox(tabs[0], (rows) => rows.length === 0, {
          timeoutMs: 30_000,
          what: 'a punch to be sent with the shared refresh token',
        });
        // The punch's refresh, and any the background working set needed meanwhile: each answered.
        expect(refreshes.length).toBeGreaterThanOrEqual(3);
        expect(refreshes.slice(2).map((r) => r.status)).toEqual(refreshes.slice(2).map(() => 200));
        expect(refreshes[2]).toMatchObject({ sent: successor, status: 200 });
        expect(refreshes[2]!.answer.refresh).not.toBe(successor);
        await expectSignedIn(tabs[0], '/account/dashboard/');
      },
    );
  });
});
