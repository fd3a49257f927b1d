// The service worker of a company's SCORM content origin (scope: that whole origin, which serves
// nothing but that company's SCORM: server/modules/knowledge-base/scorm-origin.ts). Each company has
// an origin of its own, so each has its own worker and caches: no company's package can match,
// list or open another's kept files (Cache Storage is per origin). The launcher keeps a package's files,
// and its own, in Cache Storage (src/scorm-launcher/offline.ts); this worker answers from there when
// the network is gone. Network first: online, the server checks the person's access on every load
// (someone removed loses it at once) and a kept copy is refreshed; offline, the kept copy plays.
// It imports nothing (a classic worker script of its own, apart from the app's sw/sw.ts) and takes
// over at once: the content origin holds no unsent work a new version could disturb.

declare const self: ServiceWorkerGlobalScope;
export {};

/** src/scorm-launcher/offline.ts CONTENT_CACHE: the cache kept copies are refreshed in. */
const CONTENT_CACHE = 'groundwork-scorm-packages';
/** A network that does not answer within this long is treated as gone (a weak signal in the field). */
const NETWORK_TIMEOUT_MS = 8_000;

self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

async function kept(request: Request): Promise<Response | undefined> {
  const exact = await caches.match(request);
  // A launch file may carry the manifest's parameters (?lang=en): the kept copy is the file's.
  return exact ?? (request.mode === 'navigate' ? await caches.match(request, { ignoreSearch: true }) : undefined);
}

async function networkFirst(request: Request): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('The network did not answer.')), NETWORK_TIMEOUT_MS);
  });
  try {
    const response = await Promise.race([fetch(request), timeout]);
    if (response.ok && (await caches.match(request))) {
      const copy = response.clone();
      void caches.open(CONTENT_CACHE).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch (err) {
    const copy = await kept(request);
    if (copy) return copy;
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(networkFirst(request));
});
