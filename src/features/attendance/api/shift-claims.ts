// Open shifts taken by request (issue 24): the open published shifts of the next weeks a staff member
// can ask for, their requests (an attendance admin: everyone's pending ones), and an admin's approve
// or decline. Every change refreshes the schedule's queries (an approval gives a shift away). Asking
// goes through the outbox (offline/shift-claim-kind.ts), so it works with no signal.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addDays } from '../../../../contract/local-time';
import { API_PATHS } from '../../../../contract/paths';
import type { ShiftClaim, ShiftList } from '../../../../contract/shifts';
import { api } from '../../../api/client';
import { todayOnDevice } from '../lib/use-today';
import { getShifts, MY_SHIFTS_DAYS, SHIFTS_KEY } from './get-shifts';

export function getOpenShiftsQueryOptions() {
  return queryOptions({
    queryKey: [...SHIFTS_KEY, 'open'],
    queryFn: async ({ signal }): Promise<ShiftList> => {
      const today = todayOnDevice();
      const list = await getShifts({ date_from: today, date_to: addDays(today, MY_SHIFTS_DAYS) }, signal);
      return { ...list, results: list.results.filter((s) => s.staff === null && s.status === 'published') };
    },
  });
}

export const useOpenShifts = () => useQuery(getOpenShiftsQueryOptions());

export function getShiftClaimsQueryOptions() {
  return queryOptions({
    queryKey: [...SHIFTS_KEY, 'claims'],
    queryFn: ({ signal }) => api<ShiftClaim[]>(API_PATHS.shiftClaims, { signal }),
  });
}

export const useShiftClaims = () => useQuery(getShiftClaimsQueryOptions());

function useClaimMutation<A>(fn: (args: A) => Promise<ShiftClaim>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHIFTS_KEY }),
  });
}

export const useDecideClaim = () =>
  useClaimMutation(({ id, approve }: { id: number; approve: boolean }) =>
    api<ShiftClaim>(approve ? API_PATHS.shiftClaimApprove(id) : API_PATHS.shiftClaimDecline(id), { method: 'POST' }),
  );
