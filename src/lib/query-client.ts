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
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        staleTime: 30_000,
        gcTime: 24 * 60 * 60 * 1000, // persisted caches must outlive a day offline
        retry: (count, error) => !isFinal(error) && !(error instanceof NetworkError && count >= 2) && count < 2,
        refetchOnWindowFocus: true,
      },
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  });
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
  // SCORM packages and the caller's attempts: a package played offline needs its launch address.
  'scorm',
];

/** Where the persisted cache lives (saved and restored by query-persistence.ts, loaded with a session). */
export const PERSISTED_QUERY_CACHE_KEY = 'groundwork.query-cache';
