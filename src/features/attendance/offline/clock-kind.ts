// The outbox kind for clock-ins and clock-outs. Each punch is its own entity (one failing never
// holds back the next). Punches queued together (a shift offline) replay in batches through
// inout/api/clock/bulk/ under the batch's id as Idempotency-Key; a lone punch goes to
// inout/api/clock/ under its own id.
import type { QueryClient } from '@tanstack/react-query';
import type { ClockRequest, Punch } from '../../../../contract/attendance';
import { registerOutboxKind } from '../../../offline/kinds';
import { getClockInsQueryOptions } from '../api/get-clock-ins';
import { getLastPunchQueryOptions } from '../api/get-last-punch';
import { CLOCK_KIND, clockBatch, clockRequest, isBatchResponse } from './clock-batch';

export { CLOCK_KIND, clockBatch };

/** How long the punch list waits after a sent punch before it refetches (see refreshSoon). */
const LIST_REFRESH_DELAY_MS = 150;

/** The newest punch of an answer: a punch, or a batch's saved ones. */
function newestPunch(result: unknown): Punch | undefined {
  if (!isBatchResponse(result)) return result as Punch;
  return result.created.reduce<Punch | undefined>(
    (newest, punch) => (!newest || Date.parse(punch.client_time) > Date.parse(newest.client_time) ? punch : newest),
    undefined,
  );
}

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
    toRequest: clockRequest,
    batch: clockBatch,
    onDone: (result) => {
      const punch = newestPunch(result);
      if (!punch) return;
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
