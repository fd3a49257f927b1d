// POST inout/api/clock-all-users-out/: clocks out everyone still clocked in (attendance admins).
// Online only: an admin decision about everyone should not fire later from a queue, hours after
// the moment it was meant for.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { getClockInsQueryOptions } from './get-clock-ins';

export interface ClockAllUsersOutResult {
  clocked_out: number;
}

export function clockAllUsersOut(): Promise<ClockAllUsersOutResult> {
  return api<ClockAllUsersOutResult>(API_PATHS.clockAllUsersOut, { method: 'POST' });
}

export function useClockAllUsersOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clockAllUsersOut,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getClockInsQueryOptions({}).queryKey.slice(0, 1) }),
  });
}
