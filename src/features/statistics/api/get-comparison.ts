// GET statistics/api/list-create/?periods=2: every matching stat with its current and previous
// period, for the Stat List's comparison (spec people §7, §9).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { StatWithValues } from '../../../../contract/statistics';
import { STAT_COMPARISON_PERIODS } from '../../../../contract/statistics-constants';
import { api } from '../../../api/client';
import { toStatQuery, type StatFilter } from '../lib/stat-filter';
import { STATISTICS_KEY } from './statistics-key';

export function getComparison(filter: StatFilter, signal?: AbortSignal) {
  const { page: _page, ...query } = toStatQuery(filter);
  return api<StatWithValues[]>(API_PATHS.stats, {
    query: {
      ...query,
      periods: STAT_COMPARISON_PERIODS,
      stat_value_period_start: undefined,
      stat_value_period_end: undefined,
    },
    signal,
  });
}

export function getComparisonQueryOptions(filter: StatFilter) {
  return queryOptions({
    queryKey: [...STATISTICS_KEY, 'comparison', { ...filter, page: 1 }],
    queryFn: ({ signal }) => getComparison(filter, signal),
  });
}

export function useComparison(filter: StatFilter, enabled: boolean) {
  return useQuery({ ...getComparisonQueryOptions(filter), enabled });
}
