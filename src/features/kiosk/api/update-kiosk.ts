// PATCH inout/api/kiosks/{id}/: an attendance admin turns the kiosk's photo at each punch on or off
// (the kiosk hears it with its next roster).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kiosk, UpdateKioskRequest } from '../../../../contract/kiosk';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { getKiosksQueryOptions } from './get-kiosks';

export function updateKiosk({ id, ...body }: UpdateKioskRequest & { id: number }): Promise<Kiosk> {
  return api<Kiosk>(API_PATHS.kiosk(id), { method: 'PATCH', body });
}

export function useUpdateKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKiosk,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getKiosksQueryOptions().queryKey }),
  });
}
