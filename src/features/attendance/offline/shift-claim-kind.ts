// The outbox kind for asking for an open shift (issue 24): a field worker may ask with no signal, so
// the request is saved on the device first, shown as waiting under My shifts, and sent once
// (Idempotency-Key = its outbox id; asking again for the same shift answers the same request on the
// server too). One entity per shift: a refused request never holds back another.
import type { QueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import { registerOutboxKind } from '../../../offline/kinds';
import { SHIFTS_KEY } from '../api/get-shifts';

export const SHIFT_CLAIM_KIND = 'attendance.shiftClaim';

export interface ShiftClaimRequest {
  shiftId: number;
}

export const shiftClaimEntityKey = (shiftId: number) => `shift-claim:${shiftId}`;

export function registerShiftClaimKind(queryClient: QueryClient): void {
  registerOutboxKind<ShiftClaimRequest>({
    kind: SHIFT_CLAIM_KIND,
    label: 'sync.kinds.shiftClaim',
    toRequest: ({ shiftId }) => ({
      method: 'POST',
      path: API_PATHS.shiftClaim(shiftId),
      body: {},
      entityKey: shiftClaimEntityKey(shiftId),
    }),
    // The request is the server's now: My shifts shows it as asked (it leaves the outbox meanwhile).
    onDone: () => void queryClient.invalidateQueries({ queryKey: SHIFTS_KEY }),
  });
}
