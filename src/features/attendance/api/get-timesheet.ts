// GET inout/api/timesheets/{staff}/?date=: one person's timesheet of a pay period, day by day, with
// its punches, state and the edits a manager made.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { TimesheetDetail } from '../../../../contract/timesheets';
import { api } from '../../../api/client';

export function getTimesheet(staffId: number, date: string | undefined, signal?: AbortSignal) {
  return api<TimesheetDetail>(API_PATHS.timesheet(staffId), { query: { date }, signal });
}

export function getTimesheetQueryOptions(staffId: number, date?: string) {
  return queryOptions({
    queryKey: ['timesheets', date ?? 'current', staffId],
    queryFn: ({ signal }) => getTimesheet(staffId, date, signal),
  });
}

export function useTimesheet(staffId: number | undefined, date?: string) {
  return useQuery({ ...getTimesheetQueryOptions(staffId ?? 0, date), enabled: staffId !== undefined });
}
