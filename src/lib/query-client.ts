// TanStack Query client. Small server-state caches (the signed-in user, menu links, company data)
// persist to localStorage so the shell renders offline (query-persistence.ts, loaded with a
// session); anything large or that must survive lives in Dexie instead (src/offline). Offline-first: queries and mutations run from cache when offline.
import { QueryClient } from '@tanstack/react-query';
import {
  NetworkError,
  SessionExpiredError,
  UnauthorizedApiError,
  ForbiddenApiError,
  NotFoundApiError,
  ValidationApiError,
} from '../api/errors';

/** Errors that a retry cannot fix. */
function isFinal(error: unknown): boolean {
  return (
    error instanceof SessionExpiredError ||
    error instanceof UnauthorizedApiError ||
    error instanceof ForbiddenApiError ||
    error instanceof NotFoundApiError ||
    error instanceof ValidationApiError
  );
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        staleTime: 30_000,
        gcTime: 24 * 60 * 60 * 1000,
        retry: (count, error) => !isFinal(error) && !(error instanceof NetworkError && count >= 2) && count < 2,
        refetchOnWindowFocus: true,
      },
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  });
  // A persisted query must stay in memory as long as its saved copy may be restored: a query
  // collected earlier (a tab left open for days, a screen not visited since) leaves the next save
  // without it, and the next offline start without its data (TanStack's rule: gcTime >= maxAge).
  for (const root of PERSISTED_QUERY_ROOTS) client.setQueryDefaults([root], { gcTime: PERSISTED_QUERY_MAX_AGE_MS });
  return client;
}

/** Query keys whose first element is in this list are persisted for offline starts. */
export const PERSISTED_QUERY_ROOTS = [
  'me',
  'menu-links',
  'company',
  'active-apps',
  'todos',
  'upcoming-events',
  'last-punch',
  // The staff member's requests (lists, details, their counts and the form's options).
  'requests',
  // SCORM packages and the caller's attempts: a package played offline needs its launch address.
  'scorm',
];

/**
 * How long a saved cache may be restored after its last save: a fortnight in the field without a
 * signal. Also the persisted queries' gcTime, which must stay below 2^31 ms (about 24.8 days): a
 * longer timer fires at once in browsers, which would collect the queries immediately.
 */
export const PERSISTED_QUERY_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/** Where the persisted cache lives (saved and restored by query-persistence.ts, loaded with a session). */
export const PERSISTED_QUERY_CACHE_KEY = 'groundwork.query-cache';
