// POST statistics/api/list-create/: a new stat (stat admins). The free plan's limit of 6 stats is
// the server's to enforce; its message comes back as the failure's text.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { Stat, StatCreate } from '../../../../contract/statistics';
import { api } from '../../../api/client';
import { STATISTICS_KEY } from './statistics-key';

export function createStat(input: StatCreate): Promise<Stat> {
  return api<Stat>(API_PATHS.stats, { method: 'POST', body: input });
}

export function useCreateStat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATISTICS_KEY }),
  });
}
