// GET inout/api/timesheets/?date=: the pay period holding `date` (today when left out), everyone's
// timesheet totals for attendance admins, one's own for staff.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { TimesheetList } from '../../../../contract/timesheets';
import { api } from '../../../api/client';

export function getTimesheets(date: string | undefined, signal?: AbortSignal): Promise<TimesheetList> {
  return api<TimesheetList>(API_PATHS.timesheets, { query: { date, page_size: 1000 }, signal });
}

export function getTimesheetsQueryOptions(date?: string) {
  return queryOptions({
    queryKey: ['timesheets', date ?? 'current'],
    queryFn: ({ signal }) => getTimesheets(date, signal),
  });
}

export function useTimesheets(date?: string) {
  return useQuery(getTimesheetsQueryOptions(date));
}
