// GET account/api/holidays/?year=: the company's holidays of a year, by date.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Holiday } from '../../../../contract/attendance';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function getHolidays(year: number, signal?: AbortSignal): Promise<Holiday[]> {
  return api<Holiday[]>(API_PATHS.holidays, { query: { year }, signal });
}

export function getHolidaysQueryOptions(year: number) {
  return queryOptions({
    queryKey: ['holidays', year],
    queryFn: ({ signal }) => getHolidays(year, signal),
  });
}

export function useHolidays(year: number) {
  return useQuery(getHolidaysQueryOptions(year));
}
