// GET company/api/upcoming-events/: holidays, birthdays and work anniversaries of the next 30 days.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UpcomingEvent } from '../../../../contract/company';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useSession } from '../../../api/session';

export const UPCOMING_EVENT_DAYS = 30;

export function getUpcomingEvents(signal?: AbortSignal): Promise<UpcomingEvent[]> {
  return api<UpcomingEvent[]>(API_PATHS.upcomingEvents, { signal, query: { days: UPCOMING_EVENT_DAYS } });
}

export function getUpcomingEventsQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: ['upcoming-events', companyId],
    queryFn: ({ signal }) => getUpcomingEvents(signal),
    enabled: companyId !== undefined,
    staleTime: 10 * 60_000,
  });
}

export function useUpcomingEvents() {
  const session = useSession();
  return useQuery(getUpcomingEventsQueryOptions(session?.companyId));
}
