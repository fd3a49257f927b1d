// Shift swaps (issue 24): the offers a person made or received (an attendance admin: also every
// accepted one waiting for a decision), offering one's own shift to a colleague, the colleague's
// answer, the offerer's withdrawal and an admin's approval or rejection. The list lives under
// ['shifts', 'swaps'] and is persisted (src/lib/query-client.ts) so an offline start shows the last
// state; the writes are online only, like the open-shift requests': each needs the other side or an
// admin to act next, so queueing it would only hide that nothing happens until the device is back
// online, and a failed one says so (shifts.offline). Every change refreshes the schedule's queries
// (an approval gives a shift away).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShiftSwap, ShiftSwapAction } from '../../../../contract/shift-swaps';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { SHIFTS_KEY } from './get-shifts';

export function getShiftSwapsQueryOptions() {
  return queryOptions({
    queryKey: [...SHIFTS_KEY, 'swaps'],
    queryFn: ({ signal }) => api<ShiftSwap[]>(API_PATHS.shiftSwaps, { signal }),
  });
}

/**
 * `fresh`: read again whenever the screen opens, however new the kept copy (another person's answer
 * or an admin's decision since shows at once; the kept copy shows meanwhile, and alone offline). The
 * lists of My shifts and the schedule ask for it once each; the per-shift states read the same query.
 */
export function useShiftSwaps({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({ ...getShiftSwapsQueryOptions(), ...(fresh ? { refetchOnMount: 'always' as const } : {}) });
}

function useSwapMutation<A>(fn: (args: A) => Promise<ShiftSwap>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHIFTS_KEY }),
  });
}

export const useOfferSwap = () =>
  // Offering the same shift to the same colleague again answers the same offer.
  useSwapMutation(({ shiftId, colleague }: { shiftId: number; colleague: number }) =>
    api<ShiftSwap>(API_PATHS.shiftSwapOffer(shiftId), { method: 'POST', body: { colleague } }),
  );

export const useSwapAction = () =>
  useSwapMutation(({ id, action }: { id: number; action: ShiftSwapAction }) =>
    api<ShiftSwap>(API_PATHS.shiftSwapAction(id, action), { method: 'POST' }),
  );
