// "After the first screen": work a page does not need for its first frame (the offline core with
// Dexie, the sync engine, the service worker's helper) waits until a route has rendered its screen
// and the main thread is idle, so it neither competes with that screen's downloads on a slow phone
// nor delays its rendering. Waiting for the window's `load` event alone is not enough: the route's
// own chunk and the translations often arrive after it, and the thread is idle while they travel.
// Route components mark their first commit (src/app/router.tsx); if none does (a crash page, a
// request that never answers), the work starts FALLBACK_MS after the first call anyway.
// Two stages (issue 22, cold start): a part of the first screen that itself loads after the screen
// (the dashboard's clock, which needs the device database) uses afterFirstScreen; work no screen
// shows (the sync engine, the working set's prefetch, course downloads, the storage cap, the service
// worker's registration) uses inBackground, which also waits for those parts. Started together, the
// background's chunks and their start-up ran on the main thread between the screen and a usable
// clock: about a third of the offline start's main-thread time (tests/bench/README.md).
import { useEffect } from 'react';

/** Latest start of deferred work when no screen marks itself. */
export const FALLBACK_MS = 8_000;
/** Longest wait for an idle period once the screen is there. */
const IDLE_TIMEOUT_MS = 2_000;
/** Latest start of background work after the first screen while a part of it is still loading. */
export const BACKGROUND_FALLBACK_MS = 5_000;

let markScreen: (() => void) | null = null;
const screenShown = new Promise<void>((resolve) => {
  markScreen = resolve;
});
let settled: Promise<void> | null = null;

function loaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback; a short timeout after the screen serves the same purpose.
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      window.setTimeout(resolve, 200);
    }
  });
}

/** Resolves once the page's first contentful paint has been reported (at once if it has been, or
 * where the browser does not report paints). */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Records that a route's screen has been committed; it counts as shown once a frame after it has
 * been painted (an effect can run before the browser paints what was committed) and the browser
 * has reported the first contentful paint. */
export function markFirstScreen(): void {
  const shown = markScreen;
  markScreen = null;
  if (!shown) return;
  // A task queued from an animation-frame callback runs after that frame has been painted.
  window.requestAnimationFrame(() => window.setTimeout(() => void firstContentfulPaint().then(shown), 0));
}

/** Resolves once the first screen is shown and the main thread is idle (once per page). */
export function afterFirstScreen(): Promise<void> {
  settled ??= (async () => {
    const fallback = new Promise<void>((resolve) => window.setTimeout(resolve, FALLBACK_MS));
    await Promise.race([Promise.all([screenShown, loaded()]), fallback]);
    await idle();
  })();
  return settled;
}

let heldParts = 0;
let partsDone: (() => void) | null = null;
let background: Promise<void> | null = null;

/**
 * Called by a part of the first screen that loads after it (with afterFirstScreen): background work
 * waits until every such part calls the returned release (once; later calls do nothing), or until
 * BACKGROUND_FALLBACK_MS after the first screen.
 */
export function holdBackgroundWork(): () => void {
  heldParts++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldParts--;
    if (heldParts === 0) partsDone?.();
  };
}

function partsLoaded(): Promise<void> {
  if (heldParts === 0) return Promise.resolve();
  return new Promise((resolve) => {
    partsDone = resolve;
    window.setTimeout(resolve, BACKGROUND_FALLBACK_MS);
  });
}

/** Resolves after afterFirstScreen, once the first screen's late parts have loaded, and the main
 * thread is idle again (once per page). For work no screen shows. */
export function inBackground(): Promise<void> {
  background ??= (async () => {
    await afterFirstScreen();
    await partsLoaded();
    await idle();
  })();
  return background;
}

/** Marks the first screen when the calling component's first render has been committed. */
export function useMarkFirstScreen(): void {
  useEffect(markFirstScreen, []);
}
