// The outbox kind for clock-ins and clock-outs. Each punch is its own entity (one failing never
// holds back the next), sent to POST inout/api/clock/ with its outbox id as Idempotency-Key.
import type { QueryClient } from '@tanstack/react-query';
import type { ClockRequest } from '../../../../contract/attendance';
import { API_PATHS } from '../../../../contract/paths';
import { registerOutboxKind } from '../../../offline/kinds';
import { getClockInsQueryOptions } from '../api/get-clock-ins';

export const CLOCK_KIND = 'attendance.clock';

export function registerClockKind(queryClient: QueryClient): void {
  registerOutboxKind<ClockRequest>({
    kind: CLOCK_KIND,
    toRequest: (input) => ({
      method: 'POST',
      path: API_PATHS.clock,
      body: input,
      entityKey: `punch:${crypto.randomUUID()}`,
    }),
    onDone: () => queryClient.invalidateQueries({ queryKey: getClockInsQueryOptions({}).queryKey.slice(0, 1) }),
  });
}
