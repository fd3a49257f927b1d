// The installable-app services around the routes, mounted once by src/app/provider.tsx: the
// service worker's update prompt and the persistent-storage request after sign-in. The prompt's
// code (and the device database it asks about unsent work) loads only when an update waits, so
// the sign-in page does not pay for Dexie or the prompt up front; the chunk is precached, so it
// loads offline too.
import { lazy, Suspense } from 'react';
import { usePersistentStorage } from './use-persistent-storage';
import { useServiceWorker } from './use-service-worker';

const UpdatePrompt = lazy(async () => ({ default: (await import('./update-prompt')).UpdatePrompt }));

export function PwaSupport() {
  usePersistentStorage();
  const { updateReady } = useServiceWorker();
  return updateReady ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}
