// GET statistics/api/list-create-paginated/: a page of stats with their last periods of values, for
// the Stat List and the Stat Grid (filters of spec people §4, kept in the URL by the screens).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '../../../../contract/pagination';
import { API_PATHS } from '../../../../contract/paths';
import type { StatWithValues } from '../../../../contract/statistics';
import { api } from '../../../api/client';
import { toStatQuery, type StatFilter } from '../lib/stat-filter';
import { STATISTICS_KEY } from './statistics-key';

export function getStats(filter: StatFilter, pageSize: number, signal?: AbortSignal) {
  return api<Paginated<StatWithValues>>(API_PATHS.statsPaginated, {
    query: { ...toStatQuery(filter), page_size: pageSize },
    signal,
  });
}

export function getStatsQueryOptions(filter: StatFilter, pageSize: number) {
  return queryOptions({
    queryKey: [...STATISTICS_KEY, 'page', filter, pageSize],
    queryFn: ({ signal }) => getStats(filter, pageSize, signal),
    // Paging or filtering keeps the last page on screen until the next one is there.
    placeholderData: keepPreviousData,
  });
}

export function useStats(filter: StatFilter, pageSize: number) {
  return useQuery(getStatsQueryOptions(filter, pageSize));
}
