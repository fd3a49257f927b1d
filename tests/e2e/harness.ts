// Shared helpers for the browser journeys: a fresh Chromium (Debian's, with the suite's flags and a
// throwaway profile), the server's address, the demo sign-ins, and signing in through the real form.
// `npm run test:e2e` sets E2E_BASE_URL; without it the journeys target a local `npm start`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { beforeContextCloses, watchContext } from './failure-capture';

export const baseUrl = (process.env.E2E_BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');

export const DEMO_PASSWORD = 'groundwork';
export const DEMO = {
  acmeAdmin: { email: 'admin@acme.test', password: DEMO_PASSWORD },
  acmeStaff: { email: 'staff@acme.test', password: DEMO_PASSWORD },
  globexAdmin: { email: 'admin@globex.test', password: DEMO_PASSWORD },
} as const;

export interface LaunchedBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * A Chromium with a fresh profile, so no journey sees another's storage, service worker or cache.
 * close() ends the browser and deletes the profile — unless the journey passed its own
 * `userDataDir` (from newProfileDir) to start the app again on the same device: it removes that.
 * Its tabs' console and, if the test fails, their screenshots go to test-results/e2e
 * (failure-capture.ts).
 */
export async function launchBrowser(
  options: {
    /** A profile kept across launches (closing the app and opening it again); the caller removes it. */
    userDataDir?: string;
    viewport?: { width: number; height: number };
    /**
     * 'block' for journeys that fault the network with request routing: Playwright does not route
     * requests a service worker makes, so a worker sending on its own would bypass the fault.
     */
    serviceWorkers?: 'allow' | 'block';
    /** A touch screen: taps (locator.tap) send touch events, as on a phone. */
    hasTouch?: boolean;
    /** More Chromium flags after the suite's (a fake camera for the kiosk's photo journey). */
    args?: string[];
  } = {},
): Promise<LaunchedBrowser> {
  const userDataDir = options.userDataDir ?? newProfileDir();
  const removeProfile = () => {
    if (!options.userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  };
  try {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
      headless: true,
      baseURL: baseUrl,
      viewport: options.viewport ?? { width: 1280, height: 800 },
      serviceWorkers: options.serviceWorkers ?? 'allow',
      hasTouch: options.hasTouch ?? false,
    });
    watchContext(context);
    return {
      context,
      close: async () => {
        try {
          await beforeContextCloses(context);
          await context.close();
        } finally {
          removeProfile();
        }
      },
    };
  } catch (err) {
    removeProfile();
    throw err;
  }
}

/** An empty browser profile directory, for launchBrowser({ userDataDir }). */
export function newProfileDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-chromium-'));
}

/**
 * The server under test at app.localhost (one of its addresses, scripts/lib/server.mjs), for the
 * SCORM journeys: their company content origins `c{id}.app.localhost` are then the same site as the
 * page, so the packages' frames may keep files for offline play. Node cannot resolve the name, so
 * API calls stay on baseUrl.
 */
export const sameSiteBaseUrl = baseUrl.replace('//127.0.0.1:', '//app.localhost:');

/** An absolute URL on the server under test (at app.localhost with `sameSite`). */
export function url(pathname: string, sameSite = false): string {
  return new URL(pathname, `${sameSite ? sameSiteBaseUrl : baseUrl}/`).toString();
}

/**
 * Signs in through the sign-in form (inputs name="email" / name="password", a submit button) and
 * waits until the app has navigated away from /auth/signin.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  if (!new URL(page.url(), baseUrl).pathname.startsWith('/auth/signin')) {
    await page.goto(url('/auth/signin'));
  }
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((current) => !current.pathname.startsWith('/auth/signin'));
}

/**
 * Waits until the app can start again with no network: a service worker controls the page (it answers
 * the reload from its precache) and the signed-in user is in the persisted query cache.
 */
export async function readyForOfflineReload(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
      timeout: 45_000,
    });
  } catch (error) {
    // Name what the worker was doing, so a failure says whether it never registered, is still
    // installing (a slow precache) or was thrown away (a failed install).
    const seen = await page
      .evaluate(async () => {
        const registrations = await navigator.serviceWorker.getRegistrations();
        return JSON.stringify({
          controller: navigator.serviceWorker.controller?.state ?? null,
          registrations: registrations.map((r) => ({
            scope: r.scope,
            installing: r.installing?.state ?? null,
            waiting: r.waiting?.state ?? null,
            active: r.active?.state ?? null,
          })),
        });
      })
      .catch((reason: unknown) => `unreadable: ${String(reason)}`);
    throw new Error(`No service worker controls ${page.url()} after 45 s: ${seen}`, { cause: error });
  }
  await page.waitForFunction(() => (localStorage.getItem('groundwork.query-cache') ?? '').includes('"me"'));
}

// ---- The device's outbox and the server's punches, for the sync journeys (tests/e2e/sync-*) ------
// The journeys look at both ends of the sync engine: what waits on the device (read with the raw
// IndexedDB API, so the app needs no test hook) and what the server holds (read through its API).

/** The session the app keeps in localStorage (src/api/session.ts). */
export interface StoredSession {
  token: string;
  refresh: string;
  userId: number;
  companyId: number;
}

/** An outbox row as the app stores it (src/offline/db.ts OutboxItem, mirrored: tests do not import src/). */
export interface OutboxRow {
  id: string;
  kind: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  entity_key: string;
  created_at: string;
  seq: number;
  attempts: number;
  next_attempt_at: number;
  state: 'pending' | 'sending' | 'failed' | 'conflict';
  last_error: string | null;
}

export type NewOutboxRow = Omit<OutboxRow, 'seq'>;

export { CLOCK_BATCH_MAX } from '../../contract/attendance';

/**
 * Where punches are sent: one alone to inout/api/clock/, punches queued together in batches of up
 * to CLOCK_BATCH_MAX to inout/api/clock/bulk/ (src/features/attendance/offline/clock-kind.ts).
 */
/**
 * The app takes a clock tap within this long of the latest punch for a double tap and records
 * nothing (REPEAT_TAP_WINDOW_MS in src/features/attendance/components/use-clock.ts). If that
 * window grows, journeys spacing their taps by this fail on a missing punch, never pass wrongly.
 */
const CLOCK_REPEAT_WINDOW_MS = 3_000;
const CLOCK_TAP_GAP_MS = CLOCK_REPEAT_WINDOW_MS + 300;
/** When the latest tap of this journey had certainly happened (its click had returned). */
let lastClockTap = 0;
/** The tap under way: taps of all devices of a journey happen one at a time. */
let clockTapping: Promise<void> = Promise.resolve();

/**
 * Taps the clock (`click`) only when the tap will be a punch, not a repeat, on every device of this
 * journey: the repeat window counts from the latest punch wherever it was made, so taps run one at a
 * time, each at least the window after the previous click returned. (Spacing from the moment a tap
 * was *claimed* was not enough: on a loaded machine a click can take seconds to land, and the other
 * device's tap then fell inside the window and was answered "Already clocked in".)
 */
export async function spacedClockTap(click: () => Promise<void>): Promise<void> {
  const previous = clockTapping;
  let done = () => {};
  clockTapping = new Promise<void>((resolve) => (done = resolve));
  await previous;
  try {
    const wait = lastClockTap + CLOCK_TAP_GAP_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await click();
  } finally {
    lastClockTap = Date.now();
    done();
  }
}

/**
 * Waits until the clock knows the next action (its button is enabled and not loading) and answers
 * its label ("Clock in" or "Clock out").
 */
export async function readyClock(page: Page): Promise<string> {
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

export const PUNCH_URL = /\/inout\/api\/clock\/(bulk\/)?(\?.*)?$/;
export const isPunchPath = (pathname: string) => PUNCH_URL.test(pathname);

/** The body of POST inout/api/clock/ (contract/attendance.ts ClockRequest). */
export interface ClockBody {
  action: 'in' | 'out';
  client_time: string;
  timezone: string;
  latitude?: number | null;
  longitude?: number | null;
  accuracy_m?: number | null;
  recorded_offline?: boolean;
}

export async function storedSession(page: Page): Promise<StoredSession> {
  const raw = await page.evaluate(() => localStorage.getItem('groundwork.session'));
  if (!raw) throw new Error('This tab has no signed-in session.');
  return JSON.parse(raw) as StoredSession;
}

/**
 * A queued punch exactly as the attendance feature queues one (src/features/attendance/offline/
 * clock-kind.ts), to fill the outbox faster than tapping. `entityKey` defaults to the kind's own
 * (one entity per punch); journeys that check per-entity order pass their own.
 */
export function queuedPunch(body: ClockBody, entityKey = `punch:${crypto.randomUUID()}`): NewOutboxRow {
  return {
    id: crypto.randomUUID(),
    kind: 'attendance.clock',
    method: 'POST',
    path: 'inout/api/clock/',
    body,
    entity_key: entityKey,
    created_at: body.client_time,
    attempts: 0,
    next_attempt_at: 0,
    state: 'pending',
    last_error: null,
  };
}

/** The name of a user's device database in a company (src/offline/db.ts databaseName). */
export function outboxDatabaseName(session: Pick<StoredSession, 'userId' | 'companyId'>): string {
  return `groundwork-u${session.userId}-c${session.companyId}`;
}

type OutboxOp = { op: 'read'; database?: string } | { op: 'append'; rows: NewOutboxRow[]; database?: string };

/**
 * One raw IndexedDB transaction on an outbox in this tab's origin: the signed-in user's, or the
 * named database's (a queue stays on the device after its session ended).
 */
function outboxOp(page: Page, op: OutboxOp): Promise<OutboxRow[]> {
  return page.evaluate(async (op: OutboxOp): Promise<OutboxRow[]> => {
    let name = op.database;
    if (!name) {
      const raw = localStorage.getItem('groundwork.session');
      if (!raw) throw new Error('This tab has no signed-in session: name the database.');
      const { userId, companyId } = JSON.parse(raw) as { userId: number; companyId: number };
      name = `groundwork-u${userId}-c${companyId}`;
    }
    // Opening a database that does not exist would create an empty one the app then cannot use.
    if (!(await indexedDB.databases()).some((d) => d.name === name)) {
      throw new Error(`${name} does not exist yet: let the app open it first.`);
    }
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      const tx = db.transaction('outbox', op.op === 'append' ? 'readwrite' : 'readonly', { durability: 'strict' });
      const done = new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      });
      const bySeq = tx.objectStore('outbox').index('seq');
      const result = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      let rows: OutboxRow[];
      if (op.op === 'append') {
        // The same rule as the app's enqueue: seq continues after the last one, in one transaction.
        const last = await result(bySeq.openCursor(null, 'prev'));
        let seq = last ? (last.value as OutboxRow).seq : 0;
        rows = op.rows.map((row) => ({ ...row, seq: ++seq }));
        for (const row of rows) tx.objectStore('outbox').add(row);
      } else {
        rows = (await result(bySeq.getAll())) as OutboxRow[];
      }
      await done;
      return rows;
    } finally {
      db.close();
    }
  }, op);
}

/** Everything in this tab's outbox (or the named database's), oldest first. */
export function readOutbox(page: Page, database?: string): Promise<OutboxRow[]> {
  return outboxOp(page, { op: 'read', database });
}

/**
 * Appends rows to the outbox in one transaction (committed, like a tap's). The engine does not see
 * raw writes by itself: it finds them on its next trigger (reconnecting, a tap, its timer).
 */
export function appendOutbox(page: Page, rows: NewOutboxRow[]): Promise<OutboxRow[]> {
  return outboxOp(page, { op: 'append', rows });
}

/** Polls the outbox until `done` holds; throws with the last state after `timeoutMs`. */
export async function waitForOutbox(
  page: Page,
  done: (rows: OutboxRow[]) => boolean,
  {
    timeoutMs = 20_000,
    intervalMs = 25,
    what = 'the outbox to reach the expected state',
    database = undefined as string | undefined,
  } = {},
): Promise<OutboxRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await readOutbox(page, database);
    if (done(rows)) return rows;
    if (Date.now() > deadline) {
      const states = rows.map((r) => `${r.state}/${r.attempts}`).join(', ');
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; outbox: [${states}]`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** A punch as the server presents it (contract/attendance.ts Punch, the fields journeys check). */
export interface ServerPunch {
  id: number;
  staff: number;
  action: 'in' | 'out';
  client_time: string;
  client_utc_offset_minutes: number;
  timezone: string;
  server_received_at: string;
  recorded_offline: boolean;
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
}

/** Every punch the token may read (a staff member: their own), oldest first by id. */
export async function serverPunches(token: string, base = baseUrl): Promise<ServerPunch[]> {
  const all: ServerPunch[] = [];
  for (let page = 1; ; page++) {
    const response = await fetch(`${base}/inout/api/clock-ins/?page=${page}&page_size=1000`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`GET clock-ins answered ${response.status}: ${await response.text()}`);
    const answer = (await response.json()) as { next: string | null; results: ServerPunch[] };
    all.push(...answer.results);
    if (!answer.next || answer.results.length === 0) return all.sort((a, b) => a.id - b.id);
  }
}

/**
 * A JSON call to the API as `token`'s user, for a journey's set-up and checks: the answer, or an
 * error naming the call and what the server said. Writes carry an Idempotency-Key as the app's do.
 * `base`: a journey's dedicated server (else the shared one).
 */
export async function apiJson<T>(
  token: string,
  apiPath: string,
  { method = 'GET', body, base = baseUrl }: { method?: string; body?: unknown; base?: string } = {},
): Promise<T> {
  const response = await fetch(`${base}/${apiPath.replace(/^\//, '')}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(method === 'GET' ? {} : { 'idempotency-key': crypto.randomUUID() }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Signs in through the API (counts against the per-address sign-in limit: use sparingly). */
export async function apiSignIn(email: string, password: string, base = baseUrl): Promise<StoredSession> {
  const response = await fetch(`${base}/account/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { token: string; refresh: string; id: number; company: { id: number } };
  return { token: body.token, refresh: body.refresh, userId: body.id, companyId: body.company.id };
}

/** Punches that appear more than once (same instant and action): each is a duplicate delivery. */
export function duplicatePunches(punches: ServerPunch[]): ServerPunch[] {
  const seen = new Set<string>();
  return punches.filter((p) => {
    const key = `${p.action} ${Date.parse(p.client_time)}`;
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

/**
 * The device's location sensor, standing in for Chromium's emulated one: granted, and every watch
 * or request answered with `position` 50 ms later, offline or not. For journeys that assert the
 * position a punch carries: Chromium's emulated position sometimes never answered here (one watch,
 * permission granted, the page visible and focused, nothing in 10 s: CI and local runs).
 */
export async function fakeLocationSensor(
  context: BrowserContext,
  position: { latitude: number; longitude: number; accuracy: number },
): Promise<void> {
  await context.addInitScript((coords) => {
    const timers = new Map<number, number>();
    let next = 1;
    const reading = () =>
      ({
        coords: { ...coords, altitude: null, altitudeAccuracy: null, heading: null, speed: null },
        timestamp: Date.now(),
      }) as unknown as GeolocationPosition;
    const sensor = {
      getCurrentPosition: (success: PositionCallback) => void setTimeout(() => success(reading()), 50),
      watchPosition: (success: PositionCallback) => {
        const id = next++;
        timers.set(
          id,
          window.setTimeout(() => timers.delete(id) && success(reading()), 50),
        );
        return id;
      },
      clearWatch: (id: number) => {
        clearTimeout(timers.get(id));
        timers.delete(id);
      },
    };
    Object.defineProperty(Navigator.prototype, 'geolocation', { get: () => sensor, configurable: true });
  }, position);
}

/** Lets the app get a location fix at once (granted, fixed position), so a punch is not held for one. */
export async function grantLocation(context: BrowserContext, origin = baseUrl): Promise<void> {
  await context.grantPermissions(['geolocation'], { origin });
  await context.setGeolocation({ latitude: 40.7128, longitude: -74.006, accuracy: 12 });
  // Each reading's outcome goes to the tab's console, which a failed journey's report keeps: a punch
  // without its fix then says whether the browser refused, failed or never answered.
  await context.addInitScript(() => {
    const geolocation = navigator.geolocation;
    const watch = geolocation.watchPosition.bind(geolocation);
    geolocation.watchPosition = (success, failure, options) => {
      void navigator.permissions
        .query({ name: 'geolocation' })
        .then((status) => console.info(`geolocation: watching, permission ${status.state}`));
      return watch(
        (position) => {
          console.info(`geolocation: reading ${position.coords.latitude},${position.coords.longitude}`);
          success(position);
        },
        (error) => {
          console.info(`geolocation: error ${error.code} ${error.message}`);
          failure?.(error);
        },
        options,
      );
    };
  });
}
