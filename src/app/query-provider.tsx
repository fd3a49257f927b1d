// The server-state cache for the routes, persisted for offline starts while someone is signed in.
// The persistence code (src/lib/query-persistence.ts) loads only with a session: a page opened
// signed in restores the user's cache before its queries run (they wait, as with TanStack's
// PersistQueryClientProvider, so an offline start finds the user there), and every change is saved
// under a key of that user and company. Signed out there is nothing to keep, and the sign-in page
// does not load it. Signing in starts saving; switching user or company saves under the new key;
// signing out stops (use-sign-out also removes what was kept).
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { getSession, useSession } from '../api/session';

const loadPersistence = () => import('../lib/query-persistence');

export function QueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const session = useSession();
  const buster = session ? `u${session.userId}-c${session.companyId}` : null;
  // Only a page that starts signed in restores: later sign-ins begin with what they fetch.
  const [start] = useState(getSession);
  const [restoring, setRestoring] = useState(start !== null);

  useEffect(() => {
    if (!start) return;
    let current = true;
    void loadPersistence()
      .then(({ restoreQueries }) => restoreQueries(client, `u${start.userId}-c${start.companyId}`))
      .catch((error: unknown) => console.warn('Could not restore the cached data', error))
      .finally(() => {
        if (current) setRestoring(false);
      });
    return () => {
      current = false;
    };
  }, [client, start]);

  useEffect(() => {
    if (restoring || buster === null) return;
    let stop: (() => void) | null = null;
    let current = true;
    void loadPersistence().then(({ persistQueries }) => {
      if (current) stop = persistQueries(client, buster);
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [client, buster, restoring]);

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
