// POST inout/api/kiosks/: a new kiosk; the only answer that carries its device credential.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedKiosk } from '../../../../contract/kiosk';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { getKiosksQueryOptions } from './get-kiosks';

export function createKiosk(name: string): Promise<CreatedKiosk> {
  return api<CreatedKiosk>(API_PATHS.kiosks, { method: 'POST', body: { name } });
}

export function useCreateKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKiosk,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getKiosksQueryOptions().queryKey }),
  });
}
