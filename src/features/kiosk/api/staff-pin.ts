// inout/api/kiosk/pins/{staff}/ (attendance admins: GET whether a PIN is set, PUT sets it, DELETE
// clears it) and inout/api/kiosk/my-pin/ (a staff member's own). The PIN itself is never read back.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffPinStatus } from '../../../../contract/kiosk';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { putAnswer } from '../../../api/query-answer';

export function getStaffPin(staffId: number, signal?: AbortSignal): Promise<StaffPinStatus> {
  return api<StaffPinStatus>(API_PATHS.staffPin(staffId), { signal });
}

export function getStaffPinQueryOptions(staffId: number) {
  return queryOptions({ queryKey: ['kiosk-pin', staffId], queryFn: ({ signal }) => getStaffPin(staffId, signal) });
}

export function useStaffPin(staffId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getStaffPinQueryOptions(staffId), ...options });
}

/** Sets a PIN: someone else's (admins), or one's own (`own`). */
export function setStaffPin({ staffId, pin, own }: { staffId: number; pin: string; own: boolean }) {
  return api<StaffPinStatus>(own ? API_PATHS.myPin : API_PATHS.staffPin(staffId), { method: 'PUT', body: { pin } });
}

export function clearStaffPin(staffId: number): Promise<StaffPinStatus> {
  return api<StaffPinStatus>(API_PATHS.staffPin(staffId), { method: 'DELETE' });
}

export function useSetStaffPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffPin,
    onSuccess: (saved) => putAnswer(queryClient, getStaffPinQueryOptions(saved.staff).queryKey, saved),
  });
}

export function useClearStaffPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearStaffPin,
    onSuccess: (saved) => putAnswer(queryClient, getStaffPinQueryOptions(saved.staff).queryKey, saved),
  });
}
