// GET inout/api/clock-ins/: punches, newest first (own only for non-admins). One page for the list,
// or every page of a filter for the CSV export and the working-hours week. Each punch names the
// kiosk that recorded it (null for one tapped on a phone).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClockIn } from '../../../../contract/attendance';
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

/** The server's largest page: fewest round trips when every page is needed. */
export const MAX_PAGE_SIZE = 1000;

export function getClockIns(filter: ClockInsFilter, signal?: AbortSignal): Promise<Paginated<ClockIn>> {
  return api<Paginated<ClockIn>>(API_PATHS.clockIns, { query: { ...filter }, signal });
}

/** Every punch matching the filter, page after page, newest first. */
export async function getAllClockIns(
  filter: Omit<ClockInsFilter, 'page' | 'page_size'>,
  signal?: AbortSignal,
): Promise<ClockIn[]> {
  const all: ClockIn[] = [];
  for (let page = 1; ; page++) {
    const answer = await getClockIns({ ...filter, page, page_size: MAX_PAGE_SIZE }, signal);
    all.push(...answer.results);
    if (!answer.next || answer.results.length === 0) return all;
  }
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

export function getAllClockInsQueryOptions(filter: Omit<ClockInsFilter, 'page' | 'page_size'>) {
  return queryOptions({
    // Under the same root as the pages, so a sent punch (clock kind's onDone) refreshes both.
    queryKey: ['clock-ins', 'all', filter],
    queryFn: ({ signal }) => getAllClockIns(filter, signal),
  });
}

export function useAllClockIns(
  filter: Omit<ClockInsFilter, 'page' | 'page_size'>,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...getAllClockInsQueryOptions(filter), ...options });
}
