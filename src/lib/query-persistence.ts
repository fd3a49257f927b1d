// Keeps the signed-in user's small query caches in localStorage for offline starts (ARCHITECTURE.md:
// the signed-in user, menu links, company data…), and brings them back at start. Loaded only with a
// session (src/app/query-provider.tsx): a signed-out page has nothing to restore or keep, so the
// sign-in page does not load it. The key and the roots are in query-client.ts.
import type { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { PERSISTED_QUERY_CACHE_KEY, PERSISTED_QUERY_ROOTS } from './query-client';

/** A cache older than a week is not restored. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const persister = createSyncStoragePersister({
  storage: window.localStorage,
  key: PERSISTED_QUERY_CACHE_KEY,
  throttleTime: 1000,
});

type RestoreOptions = Parameters<typeof persistQueryClientRestore>[0];
type SaveOptions = Parameters<typeof persistQueryClientSubscribe>[0];

/**
 * @tanstack/react-query and the persister packages each pin their own copy of query-core (one patch
 * release apart): the same classes at run time (TanStack's own provider passes this very client),
 * two distinct private-field types for the compiler.
 */
function persistedClient(queryClient: QueryClient): SaveOptions['queryClient'] {
  return queryClient as unknown as SaveOptions['queryClient'];
}

/** Brings back the cache this user and company left on the device (a stale or foreign one is dropped:
 * the buster names the user and company, so another one's cache is never shown). */
export function restoreQueries(queryClient: QueryClient, buster: string): Promise<void> {
  const options: RestoreOptions = { queryClient: persistedClient(queryClient), persister, buster, maxAge: MAX_AGE_MS };
  return persistQueryClientRestore(options);
}

/** Saves the cache on every change, until the returned function is called. */
export function persistQueries(queryClient: QueryClient, buster: string): () => void {
  const options: SaveOptions = {
    queryClient: persistedClient(queryClient),
    persister,
    buster,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && PERSISTED_QUERY_ROOTS.includes(String(query.queryKey[0])),
    },
  };
  return persistQueryClientSubscribe(options);
}
