// After any holiday change: the year lists and the time-off calendar (which shows holidays) refetch.
import type { QueryClient } from '@tanstack/react-query';
import { getHolidaysQueryOptions } from './get-holidays';
import { getTimeOffCalendarQueryOptions } from './get-time-off-calendar';

export function invalidateHolidays(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getHolidaysQueryOptions(0).queryKey.slice(0, 1) }),
    queryClient.invalidateQueries({ queryKey: getTimeOffCalendarQueryOptions('').queryKey.slice(0, 1) }),
  ]);
}
