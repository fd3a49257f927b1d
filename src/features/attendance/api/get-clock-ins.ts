// GET inout/api/clock-ins/: punches, newest first (own only for non-admins).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Punch } from '../../../../contract/attendance';
import type { Paginated } from '../../../../contract/pagination';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export interface ClockInsFilter {
  staff?: number;
  date_from?: string;
  date_to?: string;
  page?: number;
  page_size?: number;
}

export function getClockIns(filter: ClockInsFilter, signal?: AbortSignal): Promise<Paginated<Punch>> {
  return api<Paginated<Punch>>(API_PATHS.clockIns, { query: { ...filter }, signal });
}

export function getClockInsQueryOptions(filter: ClockInsFilter) {
  return queryOptions({
    queryKey: ['clock-ins', filter],
    queryFn: ({ signal }) => getClockIns(filter, signal),
  });
}

export function useClockIns(filter: ClockInsFilter, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getClockInsQueryOptions(filter), ...options });
}
