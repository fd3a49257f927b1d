// Keeps the signed-in user's query caches in localStorage for offline starts (ARCHITECTURE.md: the
// signed-in user, menu links, company data…, and the field working set of issue 18.2: checklists,
// stats with recent values, tasks, punches, holidays), bounded in count and size, and brings them
// back at start. Loaded only with a
// session (src/app/query-provider.tsx): a signed-out page has nothing to restore or keep, so the
// sign-in page does not load it. The key, the roots and the maximum age are in query-client.ts.
//
// What is saved never regresses (issue 18): a query keeps its last good data through failed
// refetches, so it is saved with that data even in the "error" state a failed refetch leaves it in
// (offline, or the API unreachable). Saving only "success" queries dropped the data of every query
// whose refetch had failed, and a few offline starts later the app had nothing left to show.
import type { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import {
  PERSISTED_LIMITED_TOTAL_CHARS,
  PERSISTED_QUERY_CACHE_KEY,
  PERSISTED_QUERY_LIMITS,
  PERSISTED_QUERY_MAX_AGE_MS,
  PERSISTED_QUERY_MAX_CHARS,
  PERSISTED_QUERY_PREFIXES,
  PERSISTED_QUERY_ROOTS,
  UNPERSISTED_QUERIES,
} from './query-client';

/**
 * The format of the saved cache. Bump it in a release that changes the shape of a persisted query's
 * data, with a step in MIGRATIONS that brings the previous format's data to the new one: the saved
 * cache is then migrated, never wiped (a wiped cache on an offline start is an app with no data).
 */
export const QUERY_CACHE_VERSION = 2;

type ClientState = PersistedClient['clientState'];

/** MIGRATIONS[n] turns a cache of format n - 1 into format n. */
const MIGRATIONS: Record<number, (state: ClientState) => ClientState> = {
  // Format 1 (buster "u{user}-c{company}", no version) held successful queries only, which format
  // 2 reads as they are.
  2: (state) => state,
};

/** The buster of a saved cache: its format and whose it is ("v2-u1-c10"; format 1 had no "v1-"). */
export function cacheBuster(owner: string, version = QUERY_CACHE_VERSION): string {
  return version === 1 ? owner : `v${version}-${owner}`;
}

function parseBuster(buster: string): { version: number; owner: string } | null {
  const match = /^(?:v(\d+)-)?(u\d+-c\d+)$/.exec(buster);
  return match ? { version: match[1] ? Number(match[1]) : 1, owner: match[2]! } : null;
}

/**
 * Brings a cache saved by an earlier format of the same user and company up to `buster`'s format.
 * Anything else (another user or company, a newer or unknown format) is left as it is: its buster
 * then differs, and TanStack's restore removes it.
 */
export function migratePersistedClient(saved: PersistedClient, buster: string): PersistedClient {
  const from = parseBuster(saved.buster);
  const to = parseBuster(buster);
  if (!from || !to || from.owner !== to.owner || from.version > to.version) return saved;
  let state = saved.clientState;
  for (let version = from.version + 1; version <= to.version; version++) {
    const step = MIGRATIONS[version];
    if (!step) return saved;
    state = step(state);
  }
  return { ...saved, buster, clientState: state };
}

type SavedQuery = ClientState['queries'][number];

/**
 * The cache as it is saved: without any query larger than PERSISTED_QUERY_MAX_CHARS, and for the
 * roots of PERSISTED_QUERY_LIMITS only their most recently fetched queries, up to each root's count
 * and PERSISTED_LIMITED_TOTAL_CHARS together. What is left out stays in memory; it is only not
 * there on the next start. The order of the queries is kept.
 */
export function boundPersistedClient(client: PersistedClient): PersistedClient {
  const { queries } = client.clientState;
  const limited: Array<{ query: SavedQuery; root: string; size: number }> = [];
  const dropped = new Set<SavedQuery>();
  for (const query of queries) {
    const size = JSON.stringify(query.state.data ?? null).length;
    const root = String(query.queryKey[0]);
    if (size > PERSISTED_QUERY_MAX_CHARS) dropped.add(query);
    else if (root in PERSISTED_QUERY_LIMITS) limited.push({ query, root, size });
  }
  limited.sort((a, b) => b.query.state.dataUpdatedAt - a.query.state.dataUpdatedAt);
  const counts = new Map<string, number>();
  let total = 0;
  for (const { query, root, size } of limited) {
    const count = counts.get(root) ?? 0;
    if (count >= PERSISTED_QUERY_LIMITS[root]! || total + size > PERSISTED_LIMITED_TOTAL_CHARS) {
      dropped.add(query);
      continue;
    }
    counts.set(root, count + 1);
    total += size;
  }
  if (dropped.size === 0) return client;
  return { ...client, clientState: { ...client.clientState, queries: queries.filter((q) => !dropped.has(q)) } };
}

const serialize = (client: PersistedClient) => JSON.stringify(boundPersistedClient(client));

const storagePersister = createSyncStoragePersister({
  storage: window.localStorage,
  key: PERSISTED_QUERY_CACHE_KEY,
  throttleTime: 1000,
  serialize,
});

/**
 * The same storage written at once, for the last save when the page goes away: the throttled
 * persister's pending save would be lost with the page (a screen left within a second of its data
 * arriving, an app closed right after a change).
 */
const immediatePersister: Persister = {
  persistClient: (client) => {
    try {
      window.localStorage.setItem(PERSISTED_QUERY_CACHE_KEY, serialize(client));
    } catch (error) {
      // Storage full: the previous save stays, which is better than none.
      console.warn('Could not save the cached data', error);
    }
  },
  restoreClient: () => storagePersister.restoreClient(),
  removeClient: () => storagePersister.removeClient(),
};

/** The localStorage persister, restoring through the migrations to `buster`'s format. */
function migratingPersister(buster: string): Persister {
  return {
    persistClient: (client) => storagePersister.persistClient(client),
    removeClient: () => storagePersister.removeClient(),
    restoreClient: async () => {
      const saved = await storagePersister.restoreClient();
      return saved && migratePersistedClient(saved, buster);
    },
  };
}

type RestoreOptions = Parameters<typeof persistQueryClientRestore>[0];
type SaveOptions = Parameters<typeof persistQueryClientSubscribe>[0];
/** What shouldPersistQuery reads of a query. */
interface PersistedQuery {
  queryKey: readonly unknown[];
  state: { status: string; data: unknown };
}

/**
 * @tanstack/react-query and the persister packages each pin their own copy of query-core (one patch
 * release apart): the same classes at run time (TanStack's own provider passes this very client),
 * two distinct private-field types for the compiler.
 */
function persistedClient(queryClient: QueryClient): SaveOptions['queryClient'] {
  return queryClient as unknown as SaveOptions['queryClient'];
}

const startsWith = (key: readonly unknown[], prefix: readonly string[]) => prefix.every((part, i) => key[i] === part);

/**
 * Which queries are saved: those under a persisted root or prefix that have data, successful or not. A
 * failed refetch leaves a query in "error" with its last good data, and that data is what an
 * offline start must show (with when it was fetched, see src/ui/stale-data-note.tsx).
 */
export function shouldPersistQuery(query: PersistedQuery): boolean {
  const underPrefix = PERSISTED_QUERY_PREFIXES.some((prefix) => startsWith(query.queryKey, prefix));
  if (!PERSISTED_QUERY_ROOTS.includes(String(query.queryKey[0])) && !underPrefix) return false;
  if (UNPERSISTED_QUERIES.some((key) => startsWith(query.queryKey, key))) return false;
  // TanStack's default (defaultShouldDehydrateQuery) saves "success" only; an "error" with data too.
  const { status, data } = query.state;
  return status === 'success' || (status === 'error' && data !== undefined);
}

/** Brings back the cache this user and company left on the device (a stale or foreign one is dropped:
 * the owner names the user and company, so another one's cache is never shown). */
export function restoreQueries(queryClient: QueryClient, owner: string): Promise<void> {
  const buster = cacheBuster(owner);
  const options: RestoreOptions = {
    queryClient: persistedClient(queryClient),
    persister: migratingPersister(buster),
    buster,
    maxAge: PERSISTED_QUERY_MAX_AGE_MS,
  };
  return persistQueryClientRestore(options);
}

/**
 * Saves the cache on every change (at most once a second) and at once when the page is hidden or
 * goes away, until the returned function is called.
 */
export function persistQueries(queryClient: QueryClient, owner: string): () => void {
  const options: SaveOptions = {
    queryClient: persistedClient(queryClient),
    persister: storagePersister,
    buster: cacheBuster(owner),
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
  const unsubscribe = persistQueryClientSubscribe(options);
  // persistQueryClientSave writes before its first await: the storage holds it when this returns.
  // A closing tab fires visibilitychange (hidden) and then pagehide: the cache is written once, on
  // the first. A second copy of it in the same close only delays what the page's other pagehide
  // handlers must still get into localStorage (the editor's rescue copy of unsaved text).
  let savedWhileHidden = false;
  const saveNow = () => {
    if (savedWhileHidden) return;
    savedWhileHidden = document.visibilityState === 'hidden';
    void persistQueryClientSave({ ...options, persister: immediatePersister });
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') saveNow();
    else savedWhileHidden = false;
  };
  window.addEventListener('pagehide', saveNow);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', saveNow);
    document.removeEventListener('visibilitychange', onHidden);
  };
}
