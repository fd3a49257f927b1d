// Keeps a SCORM package's files on the device for offline play, in Cache Storage under the
// caller's own signed content addresses; the service worker (sw/sw.ts) answers the player's iframe
// from this cache when the network is gone. Called when a package is played, and exported for the
// course download (another part of the app keeps courses for offline reading).
import type { QueryClient } from '@tanstack/react-query';
import { SCORM_CACHE } from '../../../../../contract/scorm';
import { getPackage, getPackageQueryOptions } from '../api/get-package';

export interface CachedPackage {
  files: number;
}

/**
 * Fetches every file of the package into the SCORM cache; resolves when all are stored. Given the
 * query client, the package itself is kept in its (persisted) query too, so the player opens offline.
 */
export async function cacheScormPackage(id: number, client?: QueryClient): Promise<CachedPackage> {
  if (typeof caches === 'undefined') return { files: 0 };
  const pkg = await getPackage(id);
  client?.setQueryData(getPackageQueryOptions(id).queryKey, pkg);
  const files = pkg.files ?? [];
  const cache = await caches.open(SCORM_CACHE);
  const missing: string[] = [];
  for (const url of files) {
    if (!(await cache.match(url))) missing.push(url);
  }
  // A few at a time: a large package must not open hundreds of requests on a phone at once.
  for (let i = 0; i < missing.length; i += 6) {
    await cache.addAll(missing.slice(i, i + 6));
  }
  return { files: files.length };
}
