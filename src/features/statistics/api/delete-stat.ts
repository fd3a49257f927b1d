// DELETE statistics/api/update-delete/{id}/: removes a stat and its values (stat admins, asked first).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { STATISTICS_KEY } from './statistics-key';

export function deleteStat(id: number): Promise<void> {
  return api<void>(API_PATHS.statDetail(id), { method: 'DELETE' });
}

export function useDeleteStat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStat,
    onSettled: () => queryClient.invalidateQueries({ queryKey: STATISTICS_KEY }),
  });
}
