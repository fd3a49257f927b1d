import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, vi } from 'vitest';

// findBy*/waitFor wait up to 5 s instead of 1 s: screens load their parts lazily (dialogs, routes),
// and on two busy cores a dynamic import alone can take longer than a second. A screen that never
// shows still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// Test files share a worker's modules and document (vitest.config.ts: isolate off), which saves
// loading jsdom, React and Chakra again for every file. Each test and each file therefore leaves
// nothing behind: what it rendered, what it stored, and the IndexedDB databases it opened.
afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot unmount on its own.
  cleanup();
  // Fake timers left on would freeze the next file's timeouts.
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

afterAll(async () => {
  // A file may choose the node environment (// @vitest-environment node): no document, no storage.
  if (typeof document === 'undefined') return;
  document.body.innerHTML = '';
  // A screen for a Spanish-speaking user switches the one i18next instance; the next file reads English.
  // Not awaited: the test instance has its resources in memory, so the switch applies at once, while
  // a switch a file left unfinished (under fake timers) would keep the promise pending.
  if (i18next.isInitialized && i18next.language !== 'en') void i18next.changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
  if (typeof indexedDB === 'undefined') return;
  const databases = await indexedDB.databases();
  await Promise.all(
    databases.map(
      ({ name }) =>
        new Promise<void>((resolve) => {
          if (!name) return resolve();
          // Dexie closes its connection on the versionchange this causes and opens a fresh
          // database when a later file uses it again. A deletion still blocked resolves too: it
          // completes as soon as the last connection closes.
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
});
