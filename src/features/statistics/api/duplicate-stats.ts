// POST statistics/api/duplicate-stats/: copies of the chosen stats, named with a prefix, optionally
// given to another owner (spec people §4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { DuplicateStats, DuplicateStatsResponse } from '../../../../contract/statistics';
import { api } from '../../../api/client';
import { STATISTICS_KEY } from './statistics-key';

export function duplicateStats(input: DuplicateStats): Promise<DuplicateStatsResponse> {
  return api<DuplicateStatsResponse>(API_PATHS.duplicateStats, { method: 'POST', body: input });
}

export function useDuplicateStats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateStats,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATISTICS_KEY }),
  });
}
