// GET inout/api/kiosks/: the company's kiosks, revoked ones too (attendance admins).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KioskList } from '../../../../contract/kiosk';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function getKiosks(signal?: AbortSignal): Promise<KioskList> {
  return api<KioskList>(API_PATHS.kiosks, { signal });
}

export function getKiosksQueryOptions() {
  return queryOptions({ queryKey: ['kiosks'], queryFn: ({ signal }) => getKiosks(signal) });
}

export function useKiosks() {
  return useQuery(getKiosksQueryOptions());
}
