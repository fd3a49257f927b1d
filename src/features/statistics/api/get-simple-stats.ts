// GET statistics/api/simple-list/?all=true: every stat's id and name, to match an imported file's
// stat column. A failure says "Could not load the list of stats for calculation." (people §8).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { StatSimple } from '../../../../contract/statistics';
import { api } from '../../../api/client';
import { STATISTICS_KEY } from './statistics-key';

export function getSimpleStatsQueryOptions() {
  return queryOptions({
    queryKey: [...STATISTICS_KEY, 'simple'],
    queryFn: ({ signal }) => api<StatSimple[]>(API_PATHS.statsSimpleList, { query: { all: true }, signal }),
  });
}

export function useSimpleStats() {
  return useQuery(getSimpleStatsQueryOptions());
}
