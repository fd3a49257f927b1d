// POST inout/api/kiosks/{id}/revoke/: the kiosk's credential stops working at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kiosk } from '../../../../contract/kiosk';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { getKiosksQueryOptions } from './get-kiosks';

export function revokeKiosk(id: number): Promise<Kiosk> {
  return api<Kiosk>(API_PATHS.kioskRevoke(id), { method: 'POST' });
}

export function useRevokeKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeKiosk,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getKiosksQueryOptions().queryKey }),
  });
}
