// The page's side of the service worker (sw/sw.ts): registration, "an update is waiting", and the
// user-approved takeover. workbox-window is imported only once the first screen is shown and the
// page has gone idle (src/lib/first-screen), so neither it nor the registration competes with the
// first render or counts in the initial bundle. A new version never takes over on its own: applyUpdate() runs only from the prompt's
// Reload button, because a reload the user did not ask for interrupts what they were doing.
import { useEffect, useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';
import { inBackground } from '../../lib/first-screen';

/** How often an open app asks the server for a new worker. Browsers check on navigations, but an
 * installed app on a phone can stay open for days without one. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface ServiceWorkerState {
  /** A new version is installed and waiting, or has already taken over from another tab. */
  updateReady: boolean;
}

let state: ServiceWorkerState = { updateReady: false };
const listeners = new Set<() => void>();
let workbox: Workbox | null = null;
let scheduled = false;
/** Set when this tab asked for the takeover, so that this tab (and only it) reloads when it happens. */
let reloadOnTakeover = false;
/** The new worker controls this page already (accepted in another tab): a plain reload is enough. */
let takenOver = false;

function setState(next: ServiceWorkerState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * How long after a failed first install the page tries again: a precache file lost on a flaky
 * network makes the whole install fail, the browser then drops the registration, and an app kept
 * open (a single-page app has no further page loads) would stay without offline starts until the
 * next launch. The last delay repeats while nothing controls the page.
 */
export const INSTALL_RETRY_DELAYS_MS = [15_000, 60_000, 5 * 60_000] as const;
let updateChecks = 0;

function retryInstallLater(attempt: number): void {
  const delay = INSTALL_RETRY_DELAYS_MS[Math.min(attempt, INSTALL_RETRY_DELAYS_MS.length - 1)]!;
  window.setTimeout(() => {
    if (navigator.serviceWorker.controller) return;
    // Offline now: the browser's own online event brings the next attempt, not a timer.
    if (!navigator.onLine) {
      window.addEventListener('online', () => void register(attempt + 1), { once: true });
      return;
    }
    void register(attempt + 1);
  }, delay);
}

async function register(attempt = 0): Promise<void> {
  // Its chunk may not load either (a dropped connection before the precache exists).
  const loaded = await import('workbox-window').catch((error: unknown) => {
    console.warn('Service worker registration failed', error);
    return null;
  });
  if (!loaded) {
    retryInstallLater(attempt);
    return;
  }
  const wb = new loaded.Workbox('/sw.js', { scope: '/' });
  // Fired for a worker found while this page runs and for one that was already waiting at load.
  wb.addEventListener('waiting', () => setState({ updateReady: true }));
  wb.addEventListener('controlling', (event) => {
    // The user accepted the update in this tab: the new version is in charge, load it.
    if (reloadOnTakeover) {
      window.location.reload();
      return;
    }
    // The first install claims the page (no reload needed: it precached the build running now).
    if (!event.isUpdate) return;
    // Accepted in another tab: this tab runs old code under the new worker, whose precache no
    // longer holds the old lazy chunks, so keep (or bring back) the prompt rather than reload
    // under the user's hands.
    takenOver = true;
    setState({ updateReady: true });
  });
  // The worker this page registered was thrown away before it ever controlled the page: its
  // install failed. (An update that fails leaves the running version in charge; nothing to do.)
  wb.addEventListener('redundant', (event) => {
    if (!event.isExternal && !navigator.serviceWorker.controller) retryInstallLater(attempt);
  });
  try {
    await wb.register();
  } catch (error) {
    // The worker script itself could not be fetched (offline, a dropped connection).
    console.warn('Service worker registration failed', error);
    retryInstallLater(attempt);
    return;
  }
  workbox = wb;
  if (updateChecks++ > 0) return;
  window.setInterval(() => {
    if (navigator.onLine && document.visibilityState === 'visible') void workbox?.update();
  }, UPDATE_CHECK_INTERVAL_MS);
}

/**
 * Registers the worker once per page, after the first screen and idle. Only in production builds: `vite dev`
 * has no worker (vite.config.ts, devOptions), and a stale one from a build would serve old code.
 */
export function scheduleServiceWorkerRegistration(): void {
  if (scheduled || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  scheduled = true;
  // Without a worker the app still works online; register() keeps trying until one is in charge.
  void inBackground().then(() => register());
}

/** The message sw/sw.ts answers with skipWaiting(). */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/**
 * Activates the waiting version and reloads this tab once it controls the page. Call only from
 * the user's own action.
 */
export async function applyUpdate(): Promise<void> {
  reloadOnTakeover = true;
  const registration = workbox && !takenOver ? await navigator.serviceWorker.getRegistration() : undefined;
  // Nothing waits (another tab activated it already, or no worker here): a plain reload loads the
  // version that now controls the page.
  if (!registration?.waiting) {
    window.location.reload();
    return;
  }
  registration.waiting.postMessage(SKIP_WAITING);
}

/** Whether a new version waits, registering the worker after the first render. */
export function useServiceWorker(): ServiceWorkerState {
  useEffect(scheduleServiceWorkerRegistration, []);
  return useSyncExternalStore(subscribe, () => state);
}
