// Photos and signatures of the checklists in the offline working set (issue 18.2), kept in one named
// Cache Storage cache so the service worker answers them with no network (sw/sw.ts) and a look at
// DevTools tells what they are. Keys are absolute URLs; a checklist image gets a new random name on
// each upload, so a URL never changes content and a kept copy is never stale. Each copy carries when
// it was kept and its size: the device storage cap removes the oldest first (src/app/device-storage).

export const FIELD_PHOTO_CACHE = 'groundwork-field-photos';
const KEPT_AT = 'x-groundwork-kept-at';

export interface KeptPhoto {
  url: string;
  bytes: number;
  /** When the copy was stored (ms since the epoch). */
  kept_at: number;
}

const available = () => typeof caches !== 'undefined';

/** The kept copy of `url`, if any (the service worker serves it; the page checks what is there). */
export async function cachedFieldPhoto(url: string): Promise<Response | undefined> {
  if (!available()) return undefined;
  const cache = await caches.open(FIELD_PHOTO_CACHE);
  return cache.match(url, { ignoreVary: true });
}

/** Keeps `body` as the copy of `url`; a full disk rejects with the browser's QuotaExceededError. */
export async function storeFieldPhoto(url: string, body: Blob, now = Date.now()): Promise<void> {
  const cache = await caches.open(FIELD_PHOTO_CACHE);
  const headers = new Headers({
    'content-type': body.type || 'application/octet-stream',
    'content-length': String(body.size),
    [KEPT_AT]: String(now),
  });
  await cache.put(url, new Response(body, { headers }));
}

/** Every kept photo with its size and age, oldest first. */
export async function listFieldPhotos(): Promise<KeptPhoto[]> {
  if (!available()) return [];
  const cache = await caches.open(FIELD_PHOTO_CACHE);
  const photos: KeptPhoto[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response) continue;
    photos.push({
      url: request.url,
      bytes: Number(response.headers.get('content-length') ?? 0),
      kept_at: Number(response.headers.get(KEPT_AT) ?? 0),
    });
  }
  return photos.sort((a, b) => a.kept_at - b.kept_at);
}

/** Drops the copies of these URLs. */
export async function deleteFieldPhotos(urls: Iterable<string>): Promise<void> {
  if (!available()) return;
  const cache = await caches.open(FIELD_PHOTO_CACHE);
  await Promise.all([...urls].map((url) => cache.delete(url)));
}
