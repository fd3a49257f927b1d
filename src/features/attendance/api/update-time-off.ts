// PATCH request/api/staff-time-offs-detail/{id}/: an admin approves or rejects a request.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeOff } from '../../../../contract/attendance';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { getTimeOffCalendarQueryOptions } from './get-time-off-calendar';

export function updateTimeOff({ id, status }: { id: number; status: TimeOff['status'] }): Promise<TimeOff> {
  return api<TimeOff>(API_PATHS.staffTimeOffDetail(id), { method: 'PATCH', body: { status } });
}

export function useUpdateTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeOff,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getTimeOffCalendarQueryOptions('').queryKey.slice(0, 1) }),
  });
}
