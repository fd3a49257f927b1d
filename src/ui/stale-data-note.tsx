// When a screen's data was last updated (issue 18): "Offline — as of 14:02" under data shown
// offline, "Could not refresh — as of 14:02" when the last refetch failed (the API unreachable), and
// "Last updated 14:02" when the data on screen is older than OLD_DATA_MS (a screen left open, or
// one opened from the offline working set while its refresh is still on its way). A screen keeps
// showing its last good data — the persisted cache keeps it through any number of starts
// (src/lib/query-persistence.ts) — and says how old it is, instead of an error. Renders nothing
// while the data is fresh from the server.
import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/use-online';

/** The part of a query result the note needs (a useQuery result fits). */
export interface StaleDataQuery {
  data: unknown;
  isError: boolean;
  dataUpdatedAt: number;
}

/** Data older than this says when it was fetched, even online and refreshed without error. */
export const OLD_DATA_MS = 5 * 60_000;

/** Why the note shows: offline, the last refetch failed, or the data is old; null: it does not. */
export type StaleReason = 'offline' | 'failed' | 'old';

export function staleReason(query: StaleDataQuery, online: boolean, now = Date.now()): StaleReason | null {
  if (query.data === undefined || query.dataUpdatedAt <= 0) return null;
  if (!online) return 'offline';
  if (query.isError) return 'failed';
  return now - query.dataUpdatedAt > OLD_DATA_MS ? 'old' : null;
}

/** Whether a query shows data it could not refresh: offline, or its last refetch failed. */
export function isStaleData(query: StaleDataQuery, online: boolean): boolean {
  const reason = staleReason(query, online, 0);
  return reason === 'offline' || reason === 'failed';
}

/** "14:02" today, "Nov 21, 14:02" on another day. */
export function asOfTime(at: number, locale: string, now = Date.now()): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: '2-digit', minute: '2-digit' }
    : { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' };
  return new Intl.DateTimeFormat(locale, options).format(at);
}

/** The current time, once a minute: data on a screen left open grows old without a render. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function StaleDataNote({ query }: { query: StaleDataQuery }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  // A refetch that just landed is newer than the last tick: it counts as fresh.
  const now = Math.max(useMinuteClock(), query.dataUpdatedAt);
  const reason = staleReason(query, online, now);
  if (!reason) return null;
  const time = asOfTime(query.dataUpdatedAt, i18n.language, now);
  return (
    <Text fontSize="xs" color="fg.muted" role="status" data-testid="stale-data-note" data-reason={reason}>
      {reason === 'offline'
        ? t('common.offlineAsOf', { time })
        : reason === 'failed'
          ? t('common.staleAsOf', { time })
          : t('common.updatedAsOf', { time })}
    </Text>
  );
}
