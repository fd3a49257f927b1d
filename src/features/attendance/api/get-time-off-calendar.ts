// GET account/api/time-off-calendar/?month=YYYY-MM: the company's time off (not rejected) and
// holidays that touch the month.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeOffCalendar } from '../../../../contract/attendance';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function getTimeOffCalendar(month: string, signal?: AbortSignal): Promise<TimeOffCalendar> {
  return api<TimeOffCalendar>(API_PATHS.timeOffCalendar, { query: { month }, signal });
}

export function getTimeOffCalendarQueryOptions(month: string) {
  return queryOptions({
    queryKey: ['time-off-calendar', month],
    queryFn: ({ signal }) => getTimeOffCalendar(month, signal),
  });
}

export function useTimeOffCalendar(month: string) {
  // Keep the previous month on screen while the next one loads, so the grid does not flash empty.
  return useQuery({ ...getTimeOffCalendarQueryOptions(month), placeholderData: keepPreviousData });
}
