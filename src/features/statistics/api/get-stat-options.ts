// OPTIONS statistics/api/list-create/: what a new stat may be given — the company's staff (owners)
// and divisions as choices. The create form and the division filter read their choices here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { StatOptions } from '../../../../contract/statistics';
import { api } from '../../../api/client';
import { STATISTICS_KEY } from './statistics-key';

export interface Choice {
  id: number;
  name: string;
}

export function getStatOptions(signal?: AbortSignal) {
  return api<StatOptions>(API_PATHS.stats, { method: 'OPTIONS', signal });
}

function choices(options: StatOptions | undefined, field: string): Choice[] {
  return (options?.actions.POST[field]?.choices ?? []).map((c) => ({ id: Number(c.value), name: c.display_name }));
}

export function getStatOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...STATISTICS_KEY, 'options'],
    queryFn: ({ signal }) => getStatOptions(signal),
    staleTime: 5 * 60_000,
    select: (options) => ({ owners: choices(options, 'stat_owner'), divisions: choices(options, 'stat_division') }),
  });
}

export function useStatChoices() {
  return useQuery(getStatOptionsQueryOptions());
}
