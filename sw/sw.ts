// The service worker (ARCHITECTURE.md, "Offline-first core"): the app shell and every lazy chunk
// are precached so a phone in the field can start Groundwork, and open any screen, with no network;
// the locale files are cached at install so that offline start speaks the user's language; every
// navigation is answered with the precached shell. API responses are never cached here: the data
// a user needs offline lives in IndexedDB (src/offline) and in the persisted query cache, where it
// is scoped to one user and company; a shared HTTP cache would show one account's data to another.
// Uploaded files are the exception (section 4): the media of downloaded courses answer from their
// cache with no network.
//
// Updates never take over on their own: a new worker installs, then waits until the page asks it
// to take over ({type: 'SKIP_WAITING'}), which the page does only when the user accepts the update
// prompt (src/app/pwa). A forced takeover could reload a page that still holds unsent work.
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { API_MODULES } from '../contract/paths';
import { localeUrl, SUPPORTED_LANGUAGES } from '../src/i18n/languages';
import { cachedMedia, mediaResponse } from '../src/offline/course-media';
import { cachedFieldPhoto } from '../src/offline/field-photos';
import { handleSync } from './background-sync';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// Named caches, so a look at DevTools (or a support call) tells which cache holds what.
setCacheNameDetails({ prefix: 'groundwork' });
const LOCALE_CACHE = 'groundwork-locales';
const UPLOADED_IMAGE_CACHE = 'groundwork-uploaded-images';

// 1. The shell and every lazy chunk, as listed by vite-plugin-pwa at build time (vite.config.ts
//    says which files). Hashed names make these safe to serve cache-first forever; a new build
//    ships a new worker with a new list, and the old entries go when it activates.
precacheAndRoute(self.__WB_MANIFEST);
// Caches left by an older Workbox precache format would otherwise sit on the device forever.
cleanupOutdatedCaches();

// 2. Translations. They are not in the precache list: cached at install (so the first offline
//    start already has every language, not only the one the user happened to load), then served
//    stale-while-revalidate, so a corrected translation reaches users on their next start without
//    waiting for them to accept an update prompt.
const LOCALE_PATHS = new Set<string>(SUPPORTED_LANGUAGES.map(localeUrl));

self.addEventListener('install', (event) => {
  // addAll is all-or-nothing: an install that could not fetch a language fails and is retried on
  // the next visit, instead of leaving a worker that starts offline without that language.
  // `cache: 'reload'` skips the HTTP cache, so the worker starts with the server's current copy.
  event.waitUntil(
    caches
      .open(LOCALE_CACHE)
      .then((cache) => cache.addAll([...LOCALE_PATHS].map((path) => new Request(path, { cache: 'reload' })))),
  );
});

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && LOCALE_PATHS.has(url.pathname),
  new StaleWhileRevalidate({ cacheName: LOCALE_CACHE }),
);

// 3. Navigations: every app URL is answered with the precached index.html and the client router
//    takes it from there (the server does the same online, server/app.ts). API paths are left out:
//    a navigation to /{module}/api/... (a file link, an e-mailed link) must reach the server.
const API_NAVIGATIONS = API_MODULES.map((module) => new RegExp(`^/${module}/api/`));
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: API_NAVIGATIONS }));

// 4. Uploaded files (company logos, images, video and documents in articles and courses) are the
//    one exception to "no API responses here": each upload gets a new random file name, so a URL
//    never changes content and a cached copy is never stale.
//    a. Media of the courses downloaded for offline reading (src/offline/course-media.ts, filled by
//       the page's download manager) answer from their cache, ranges included (a video seeks),
//       whatever asks for them: <img>, <video>, a document link. So do the photos and signatures of
//       the checklists in the offline working set (src/offline/field-photos.ts, filled by the
//       page's working-set prefetch), which a checklist opened offline shows.
//    b. Other <img> loads are cached as they are seen, cache-first; the expiration bounds the
//       device storage they take.
//    c. Anything else (a file download, a fetch) goes to the network.
//    A course's download itself (the page's fetches that fill the cache) is not routed at all.
const UPLOADED_FILE = /^\/(company\/api\/(files|logos)|knowledgebase\/api\/files|checklist\/api\/files)\//;
const uploadedImages = new CacheFirst({
  cacheName: UPLOADED_IMAGE_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
});
registerRoute(
  // The download manager's own fetches (`cache: 'no-store'`) are left to the browser: they are what
  // fills the cache, and they go to the network with no detour through the worker.
  ({ request, url, sameOrigin }) => sameOrigin && UPLOADED_FILE.test(url.pathname) && request.cache !== 'no-store',
  async ({ request, event }) => {
    const kept = (await cachedMedia(request.url)) ?? (await cachedFieldPhoto(request.url));
    if (kept) return mediaResponse(request, kept);
    if (request.destination === 'image') return uploadedImages.handle({ request, event });
    return fetch(request);
  },
);

// 5. SCORM packages are not here: they are served, played and kept for offline play on an origin
//    of their own, by that origin's worker (sw/scorm-content-sw.ts), never by the app's. Copies an
//    older version kept on this origin are dropped.
const OLD_SCORM_CACHE = 'groundwork-scorm-packages';
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(OLD_SCORM_CACHE));
});

// Everything else (API calls above all) has no route and goes straight to the network.

// The first install takes the open pages at once: they run the build it just precached, and a
// field user who signs in and then loses signal should not need a reload to be covered. (For an
// update this changes nothing: the new worker activates only after the user accepted the reload.)
clientsClaim();

// 6. Updates: take over only when the page asks, i.e. when the user accepted the update prompt.
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

// 7. Background Sync: the outbox replays when connectivity returns (sw/background-sync.ts).
self.addEventListener('sync', (event) => {
  event.waitUntil(handleSync(self, event.tag));
});
