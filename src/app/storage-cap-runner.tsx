// Applies the device storage cap (issue 18.2, src/app/device-storage) for whoever is signed in: once
// the first screen is shown, then every STORAGE_CAP_CHECK_MS (course downloads and the working set's
// photos grow in the background). The Pending changes screen applies it too when it opens. The
// check reads the download and photo records on the device; it loads after the first screen.
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../api/session';
import { inBackground } from '../lib/first-screen';

export const STORAGE_CAP_CHECK_MS = 5 * 60_000;

export const loadStorageCap = () => import('./device-storage/enforce-storage-cap');

export function StorageCapRunner({ queryClient }: { queryClient: QueryClient }) {
  const owner = useSession();
  const signedIn = owner !== null;
  useEffect(() => {
    if (!signedIn) return;
    let timer: number | undefined;
    let live = true;
    const check = () =>
      void loadStorageCap().then((m) => {
        if (live) void m.enforceStorageCap(queryClient);
      });
    void inBackground().then(() => {
      if (!live) return;
      check();
      timer = window.setInterval(check, STORAGE_CAP_CHECK_MS);
    });
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [signedIn, queryClient]);
  return null;
}
