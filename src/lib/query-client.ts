// TanStack Query client. Server-state caches (the signed-in user, menu links, company data, and
// the field working set: checklists, stats, tasks, punches, holidays) persist to localStorage, within
// the bounds below, so the app opens offline (query-persistence.ts, loaded with a session); anything large or that must survive lives in Dexie instead (src/offline). Offline-first: queries and mutations run from cache when offline.
import { onlineManager, QueryClient } from '@tanstack/react-query';
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

/**
 * Tells TanStack's online manager what the browser knows at start. It assumes online until an
 * 'offline' event, and none fires on a start without a network: retries were not paused, and
 * the 'online' event when the network came back changed nothing, so no query refetched on
 * reconnecting and screens kept their offline data until revisited.
 */
export function syncOnlineManager(): void {
  if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean')
    onlineManager.setOnline(navigator.onLine);
}

export function createQueryClient(): QueryClient {
  syncOnlineManager();
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
  for (const prefix of PERSISTED_QUERY_PREFIXES)
    client.setQueryDefaults(prefix, { gcTime: PERSISTED_QUERY_MAX_AGE_MS });
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
  // Whether punches need a location, and how precise: the clock tells the worker at the tap, offline too.
  'time-clock-settings',
  // The staff member's requests (lists, details, their counts and the form's options).
  'requests',
  // SCORM packages and the caller's attempts: a package played offline needs its launch address.
  'scorm',
  // The offline working set (issue 18.2): checklists (lists, opened ones, their templates), the
  // stats a staff member enters values for with their recent values, tasks, punches, holidays and
  // the time-off calendar.
  // Bounded by PERSISTED_QUERY_LIMITS and PERSISTED_QUERY_MAX_CHARS.
  'checklists',
  'statistics',
  'tasks',
  'clock-ins',
  'holidays',
  // Who is off this month and next, with the company's holidays.
  'time-off-calendar',
  // The staff member's timesheet of this pay period (issue 24): read and confirmed offline.
  'timesheets',
];

/**
 * Queries saved although their root is not: the staff member's own profile of the offline working
 * set (issue 18.2) lives under the people area's root, whose other queries (the employee list, the
 * org structure) are large and not needed in the field; their articles under the knowledge base's.
 */
export const PERSISTED_QUERY_PREFIXES: readonly (readonly string[])[] = [
  ['people', 'staff', 'detail'],
  ['people', 'staff', 'custom-fields'],
  ['people', 'staff', 'files'],
  ['people', 'custom-fields'],
  ['people', 'employee-responsibilities'],
  // Knowledge-base articles assigned to the staff member or opened on this device, and their own
  // lists of assigned and read articles; not the article lists and drafts an editor works with.
  ['knowledge-base', 'article'],
  ['knowledge-base', 'acknowledgement-pages', 'user'],
  // The staff member's own upcoming shifts (issue 24): My shifts and the clock's next shift offline;
  // not an admin's week of the schedule.
  ['shifts', 'mine'],
  // Shift swaps one made or was offered (issue 24): their last state shows on an offline start.
  ['shifts', 'swaps'],
];

/** Queries under a persisted root that are never saved: secrets have no place in localStorage. */
export const UNPERSISTED_QUERIES: readonly (readonly string[])[] = [['statistics', 'api-token']];

/**
 * How many queries of a root are saved at most, the most recently fetched first: each filter, page
 * or opened item is a query of its own, and a fortnight of visits would otherwise pile up. Roots
 * not listed are small and few (the shell's caches, one per user).
 */
export const PERSISTED_QUERY_LIMITS: Readonly<Record<string, number>> = {
  checklists: 40,
  statistics: 16,
  tasks: 20,
  'clock-ins': 8,
  holidays: 4,
  'time-off-calendar': 4,
  // One's own current and last periods, and the few an admin opened last.
  timesheets: 6,
  requests: 40,
  // The profile's queries (PERSISTED_QUERY_PREFIXES): one's own, and the last few others opened.
  people: 12,
  // Articles (PERSISTED_QUERY_PREFIXES): the assigned ones and the last opened, with the lists.
  'knowledge-base': 24,
  // My shifts and the swaps (PERSISTED_QUERY_PREFIXES): one list each per signed-in person.
  shifts: 3,
};

/**
 * The largest saved query, in characters of JSON (a full Stat Sheet, 500 stats with 12 periods
 * of values, is about 1.5 K a stat: 0.75 M), and the most the limited roots save together. localStorage holds about
 * 5 M characters per origin, shared with the rest of the app: past these, the oldest queries are
 * left out of the save (they stay in memory) instead of the whole save failing on a full storage.
 */
export const PERSISTED_QUERY_MAX_CHARS = 1_000_000;
export const PERSISTED_LIMITED_TOTAL_CHARS = 2_500_000;

/**
 * How long a saved cache may be restored after its last save: a fortnight in the field without a
 * signal. Also the persisted queries' gcTime, which must stay below 2^31 ms (about 24.8 days): a
 * longer timer fires at once in browsers, which would collect the queries immediately.
 */
export const PERSISTED_QUERY_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/** Where the persisted cache lives (saved and restored by query-persistence.ts, loaded with a session). */
export const PERSISTED_QUERY_CACHE_KEY = 'groundwork.query-cache';
