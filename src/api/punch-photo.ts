// GET inout/api/clock-ins/{id}/photo/: a kiosk punch's photo, for attendance admins only (the
// kiosks screen and Clock Ins both show it, hence shared here), so it is
// fetched with the admin's token (an <img> sends none) and shown from an object URL while the
// component shows it. Deliberately not a TanStack query: nothing of a person's photo is kept in a
// cache (nor persisted with it) beyond the screen that shows it.
import { useEffect, useState } from 'react';
import { api } from './client';

export function getPunchPhoto(path: string, signal?: AbortSignal): Promise<Blob> {
  return api<Blob>(path, { signal, responseType: 'blob' });
}

type Loaded = { path: string; url: string | null; failed: boolean };

/** The photo as an object URL while the component shows it (revoked after), or whether it failed. */
export function usePunchPhotoUrl(path: string) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    getPunchPhoto(path, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ path, url: objectUrl, failed: false });
      },
      () => !controller.signal.aborted && setLoaded({ path, url: null, failed: true }),
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  const current = loaded?.path === path ? loaded : null;
  return { url: current?.url ?? null, isError: current?.failed ?? false };
}
