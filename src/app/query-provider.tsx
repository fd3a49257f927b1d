// The server-state cache for the routes, persisted for offline starts while someone is signed in.
// The persistence code (src/lib/query-persistence.ts) loads only with a session. A page opened
// signed in restores the user's cache before its first render (restoreQueryCache, src/main.tsx), so
// the guards and an offline start find the user at once; every change is then saved under a key of
// that user and company. Signed out there is nothing to keep, and the sign-in page does not load it.
// Signing in starts saving; switching user or company saves under the new key; signing out stops
// (use-sign-out also removes what was kept).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useSession, type StoredSession } from '../api/session';

const loadPersistence = () => import('../lib/query-persistence');

/** Whose cache it is: the saved cache's buster names it (with the cache's format, query-persistence.ts). */
function ownerOf(session: Pick<StoredSession, 'userId' | 'companyId'>): string {
  return `u${session.userId}-c${session.companyId}`;
}

/** Brings back what this user and company left on the device; never fails (a bad cache is dropped). */
export async function restoreQueryCache(client: QueryClient, session: StoredSession): Promise<void> {
  try {
    const { restoreQueries } = await loadPersistence();
    await restoreQueries(client, ownerOf(session));
  } catch (error) {
    console.warn('Could not restore the cached data', error);
  }
}

export function QueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const session = useSession();
  const owner = session ? ownerOf(session) : null;

  useEffect(() => {
    if (owner === null) return;
    let stop: (() => void) | null = null;
    let current = true;
    void loadPersistence().then(({ persistQueries }) => {
      if (current) stop = persistQueries(client, owner);
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [client, owner]);

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
