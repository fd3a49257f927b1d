// Asks the browser to keep this origin's storage under pressure (ARCHITECTURE.md, sync engine rule
// 9): the outbox, drafts and downloaded courses must not be evicted from a phone low on space.
// Asked after sign-in, not on the sign-in page: Firefox shows a permission prompt, which makes
// sense only once there is data to keep, and Chromium grants it more readily to a signed-in,
// engaged (or installed) app. Asked once per page load: a browser that already granted it answers
// at once, and one that said no may say yes later (Chromium re-evaluates engagement).
import { useEffect } from 'react';
import { useSession } from '../../api/session';
import { inBackground } from '../../lib/first-screen';

let requested = false;

export function usePersistentStorage(): void {
  const signedIn = useSession() !== null;
  useEffect(() => {
    if (!signedIn || requested) return;
    requested = true;
    void (async () => {
      if (await navigator.storage?.persisted?.().catch(() => false)) return;
      // Imported here, not at the top, and after the first screen: db.ts brings Dexie, which the
      // sign-in page does not need and no first screen waits for.
      await inBackground();
      const { requestPersistentStorage } = await import('../../offline/db');
      await requestPersistentStorage();
    })();
  }, [signedIn]);
}
