// GET statistics/api/list-create2/?archived=true: the archived stats, without values (Archived).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { Stat } from '../../../../contract/statistics';
import { api } from '../../../api/client';
import { toStatQuery, type StatFilter } from '../lib/stat-filter';
import { STATISTICS_KEY } from './statistics-key';

export function getArchivedStats(filter: StatFilter, signal?: AbortSignal) {
  const { page: _page, periods: _periods, ...query } = toStatQuery(filter);
  return api<Stat[]>(API_PATHS.stats2, { query: { ...query, archived: true }, signal });
}

export function getArchivedStatsQueryOptions(filter: StatFilter) {
  return queryOptions({
    queryKey: [...STATISTICS_KEY, 'archived', { ...filter, page: 1 }],
    queryFn: ({ signal }) => getArchivedStats(filter, signal),
  });
}

export function useArchivedStats(filter: StatFilter) {
  return useQuery(getArchivedStatsQueryOptions(filter));
}
