// Keeping a package playable offline, on the content origin: the launcher page itself, the build
// files it loaded (its script, the runtime of the package's SCORM version) and every file of the
// package go into one Cache Storage cache, which the content origin's worker (sw/scorm-content-sw.ts)
// answers from when the network is gone. Each package file's address carries the person's own
// access code, so one account's copies are never another's; and the origin is the company's own
// (issue 17), so another company's package, which plays on its own origin, cannot read them.

/** The cache on the content origin (the worker reads every cache of its origin, whatever the name). */
export const CONTENT_CACHE = 'groundwork-scorm-packages';

/** The launcher's own address and the build files of its origin it has loaded so far. */
export function launcherFiles(win: Pick<Window, 'location' | 'performance'>): string[] {
  const own = win.location.href.split('#')[0]!;
  const assets = win.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name);
      return url.origin === win.location.origin && url.pathname.startsWith('/assets/');
    });
  return [own, ...new Set(assets)];
}

/** Stores what is not stored yet (the launcher page always, it may have changed); answers the package's file count. */
export async function keepForOffline(win: Pick<Window, 'location' | 'performance'>, files: string[]): Promise<number> {
  const cache = await caches.open(CONTENT_CACHE);
  const [launcher, ...assets] = launcherFiles(win);
  await cache.add(launcher!);
  const missing: string[] = [];
  for (const url of [...assets, ...files]) {
    if (!(await cache.match(url))) missing.push(url);
  }
  // A few at a time: a large package must not open hundreds of requests on a phone at once.
  for (let i = 0; i < missing.length; i += 6) {
    await cache.addAll(missing.slice(i, i + 6));
  }
  return files.length;
}
