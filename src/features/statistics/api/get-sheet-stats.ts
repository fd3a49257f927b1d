// GET statistics/api/list-create-all-paginated/: the Stat Sheet's rows — every matching stat with
// its window of periods, up to STAT_PAGE_SIZE_MAX a request, so 500 stats are one round trip.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '../../../../contract/pagination';
import { API_PATHS } from '../../../../contract/paths';
import type { StatWithValues } from '../../../../contract/statistics';
import { STAT_PAGE_SIZE_MAX } from '../../../../contract/statistics-constants';
import { api } from '../../../api/client';
import { toStatQuery, type StatFilter } from '../lib/stat-filter';
import { STATISTICS_KEY } from './statistics-key';

export function getSheetStats(filter: StatFilter, signal?: AbortSignal) {
  return api<Paginated<StatWithValues>>(API_PATHS.statsAllPaginated, {
    query: { ...toStatQuery(filter), page_size: STAT_PAGE_SIZE_MAX },
    signal,
  });
}

export function getSheetStatsQueryOptions(filter: StatFilter) {
  return queryOptions({
    queryKey: [...STATISTICS_KEY, 'sheet', filter],
    queryFn: ({ signal }) => getSheetStats(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSheetStats(filter: StatFilter) {
  return useQuery(getSheetStatsQueryOptions(filter));
}
