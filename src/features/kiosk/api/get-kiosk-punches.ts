// GET inout/api/kiosks/{id}/punches/: the latest punches a kiosk recorded, with their photos' paths
// (attendance admins).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KioskPunch } from '../../../../contract/kiosk';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function getKioskPunches(id: number, signal?: AbortSignal): Promise<{ results: KioskPunch[] }> {
  return api<{ results: KioskPunch[] }>(API_PATHS.kioskPunches(id), { signal });
}

export function getKioskPunchesQueryOptions(id: number) {
  return queryOptions({ queryKey: ['kiosks', id, 'punches'], queryFn: ({ signal }) => getKioskPunches(id, signal) });
}

export function useKioskPunches(id: number) {
  return useQuery(getKioskPunchesQueryOptions(id));
}
