// The outbox kind for clock-ins and clock-outs. Each punch is its own entity (one failing never
// holds back the next), sent to POST inout/api/clock/ with its outbox id as Idempotency-Key.
import type { QueryClient } from '@tanstack/react-query';
import type { ClockRequest, Punch } from '../../../../contract/attendance';
import { API_PATHS } from '../../../../contract/paths';
import { registerOutboxKind } from '../../../offline/kinds';
import { getClockInsQueryOptions } from '../api/get-clock-ins';
import { getLastPunchQueryOptions } from '../api/get-last-punch';

export const CLOCK_KIND = 'attendance.clock';

/** How long the punch list waits after a sent punch before it refetches (see refreshSoon). */
const LIST_REFRESH_DELAY_MS = 150;

export function registerClockKind(queryClient: QueryClient): void {
  // The punch list refetches once after a run of sent punches, not once per punch (a drain after a
  // shift offline sends hundreds), and the replay never waits for that refetch.
  let refresh: ReturnType<typeof setTimeout> | undefined;
  const refreshSoon = () => {
    clearTimeout(refresh);
    refresh = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: getClockInsQueryOptions({}).queryKey.slice(0, 1) });
    }, LIST_REFRESH_DELAY_MS);
  };

  registerOutboxKind<ClockRequest>({
    kind: CLOCK_KIND,
    label: 'sync.kinds.clock',
    toRequest: (input) => ({
      method: 'POST',
      path: API_PATHS.clock,
      body: input,
      entityKey: `punch:${crypto.randomUUID()}`,
    }),
    onDone: (result) => {
      const punch = result as Punch;
      // The punch leaves the outbox now: record it as the latest known one at once, so the
      // button does not flip back while the list refetches.
      const lastKey = getLastPunchQueryOptions(punch.staff).queryKey;
      const known = queryClient.getQueryData(lastKey);
      if (!known || Date.parse(known.client_time) <= Date.parse(punch.client_time)) {
        queryClient.setQueryData(lastKey, punch);
      }
      refreshSoon();
    },
  });
}
