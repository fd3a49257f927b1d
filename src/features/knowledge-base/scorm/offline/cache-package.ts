// Keeps a SCORM package's files on the device for offline play. They live on the SCORM content
// origin (the app's origin never serves them), so the app cannot cache them itself: a hidden
// launcher frame is started in 'cache' mode (lib/launcher-connection.ts) and keeps them, with its
// own page and runtime, in that origin's cache, which its worker answers from offline. The origin is
// the company's own (issue 17), so the copies are out of reach of other companies' packages. Used by the
// course download (another part of the app keeps courses for offline reading); the player's own
// launcher keeps the package it plays.
import type { QueryClient } from '@tanstack/react-query';
import { getSession } from '../../../../api/session';
import { getPackage, getPackageQueryOptions } from '../api/get-package';
import { connectLauncher, isCompanyLauncher } from '../lib/launcher-connection';

export interface CachedPackage {
  files: number;
}

/** How long a hidden launcher may take to keep a package (a large one on a slow line). */
const CACHE_TIMEOUT_MS = 10 * 60_000;

/**
 * Has the package kept on the content origin; resolves when all files are stored. Given the query
 * client, the package itself is kept in its (persisted) query too, so the player opens offline.
 */
export async function cacheScormPackage(id: number, client?: QueryClient): Promise<CachedPackage> {
  const pkg = await getPackage(id);
  client?.setQueryData(getPackageQueryOptions(id).queryKey, pkg);
  if (typeof document === 'undefined') return { files: 0 };
  if (!isCompanyLauncher(pkg, getSession()?.companyId))
    throw new Error('The package is not on the company content origin.');
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = pkg.name;
  let stop = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await new Promise<CachedPackage>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error('The package could not be kept in time.')), CACHE_TIMEOUT_MS);
      stop = connectLauncher(
        frame,
        pkg.launcher_url,
        {
          mode: 'cache',
          version: pkg.scorm_version,
          launchUrl: pkg.launch_url,
          title: pkg.name,
          files: pkg.files ?? [],
          // Nothing plays in 'cache' mode: no learner, no state.
          learner: { id: '', name: '' },
          resume: null,
        },
        (message) => {
          if (message.type === 'cached') resolve({ files: message.files });
          else if (message.type === 'cache-failed' || message.type === 'refused') reject(new Error(message.message));
        },
      );
      frame.src = pkg.launcher_url;
      document.body.append(frame);
    });
  } finally {
    clearTimeout(timer);
    stop();
    frame.remove();
  }
}
