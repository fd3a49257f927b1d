// "Offline — as of 14:02" under data that could not be refreshed (issue 18): offline, or when the
// last refetch failed (the API unreachable), a screen keeps showing its last good data — the
// persisted cache keeps it through any number of starts (src/lib/query-persistence.ts) — and says
// how old it is, instead of an error. Renders nothing while the data is fresh from the server.
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/use-online';

/** The part of a query result the note needs (a useQuery result fits). */
export interface StaleDataQuery {
  data: unknown;
  isError: boolean;
  dataUpdatedAt: number;
}

/** Whether a query shows data it could not refresh: offline, or its last refetch failed. */
export function isStaleData(query: StaleDataQuery, online: boolean): boolean {
  return query.data !== undefined && query.dataUpdatedAt > 0 && (!online || query.isError);
}

/** "14:02" today, "Nov 21, 14:02" on another day. */
export function asOfTime(at: number, locale: string, now = Date.now()): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: '2-digit', minute: '2-digit' }
    : { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' };
  return new Intl.DateTimeFormat(locale, options).format(at);
}

export function StaleDataNote({ query }: { query: StaleDataQuery }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  if (!isStaleData(query, online)) return null;
  return (
    <Text fontSize="xs" color="fg.muted" role="status" data-testid="stale-data-note">
      {t(online ? 'common.staleAsOf' : 'common.offlineAsOf', { time: asOfTime(query.dataUpdatedAt, i18n.language) })}
    </Text>
  );
}
