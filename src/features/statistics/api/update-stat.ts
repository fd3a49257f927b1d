// PATCH statistics/api/update-delete/{id}/: edit, archive or restore a stat, or move it (order).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { Stat, StatUpdate } from '../../../../contract/statistics';
import { api } from '../../../api/client';
import { STATISTICS_KEY } from './statistics-key';

export function updateStat(id: number, patch: StatUpdate): Promise<Stat> {
  return api<Stat>(API_PATHS.statDetail(id), { method: 'PATCH', body: patch });
}

export function useUpdateStat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: StatUpdate }) => updateStat(id, patch),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STATISTICS_KEY }),
  });
}
