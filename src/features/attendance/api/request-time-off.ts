// POST request/api/staff-time-offs/: the signed-in staff member asks for time off.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeOff } from '../../../../contract/attendance';
import { api } from '../../../api/client';
import { getTimeOffCalendarQueryOptions } from './get-time-off-calendar';

/**
 * The server's route (server/modules/inout/time-off.routes.ts); contract/paths.ts does not list it
 * yet, so it is named here until it does.
 */
export const STAFF_TIME_OFFS_PATH = 'request/api/staff-time-offs/';

export interface TimeOffRequest {
  start_date: string;
  end_date: string;
  time_off_type: string;
  note: string;
}

export function requestTimeOff(input: TimeOffRequest): Promise<TimeOff> {
  return api<TimeOff>(STAFF_TIME_OFFS_PATH, { method: 'POST', body: input });
}

export function useRequestTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTimeOff,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getTimeOffCalendarQueryOptions('').queryKey.slice(0, 1) }),
  });
}
