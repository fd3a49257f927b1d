// The media of downloaded courses (images, video, documents their articles use), kept in one named
// Cache Storage cache so the service worker can answer them with no network (sw/sw.ts) and a look at
// DevTools tells what they are. Keys are absolute URLs. Uploaded files get a new random name each,
// so a URL never changes content: a cached copy is never stale. Shared by the page and the worker.

export const COURSE_MEDIA_CACHE = 'groundwork-course-media';

/** The cached copy of `url`, if any (the service worker serves it; the page checks what is there). */
export async function cachedMedia(url: string): Promise<Response | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const cache = await caches.open(COURSE_MEDIA_CACHE);
  return cache.match(url, { ignoreVary: true, ignoreSearch: false });
}

/** Keeps `body` as the copy of `url`; a full disk rejects with the browser's QuotaExceededError. */
export async function storeMedia(url: string, body: Blob): Promise<void> {
  const cache = await caches.open(COURSE_MEDIA_CACHE);
  const headers = new Headers({ 'content-type': body.type || 'application/octet-stream' });
  headers.set('content-length', String(body.size));
  await cache.put(url, new Response(body, { headers }));
}

/** Drops the copies of these URLs (a removed download). */
export async function deleteMedia(urls: Iterable<string>): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(COURSE_MEDIA_CACHE);
  await Promise.all([...urls].map((url) => cache.delete(url)));
}

/**
 * The answer to `request` from a cached copy, honouring a single `Range: bytes=a-b` (a video seeks
 * by asking for ranges; a full 200 to a range request makes some players give up).
 */
export async function mediaResponse(request: Request, cached: Response): Promise<Response> {
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '');
  if (!range || (range[1] === '' && range[2] === '')) return cached;
  const blob = await cached.blob();
  const size = blob.size;
  // `bytes=a-b`, `bytes=a-` (to the end) or `bytes=-n` (the last n bytes).
  const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
  const end = range[1] !== '' && range[2] !== '' ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start > end || start >= size) {
    return new Response(null, { status: 416, headers: { 'content-range': `bytes */${size}` } });
  }
  const part = blob.slice(start, end + 1);
  return new Response(part, {
    status: 206,
    headers: {
      'content-type': cached.headers.get('content-type') ?? 'application/octet-stream',
      'content-length': String(part.size),
      'content-range': `bytes ${start}-${end}/${size}`,
      'accept-ranges': 'bytes',
    },
  });
}
