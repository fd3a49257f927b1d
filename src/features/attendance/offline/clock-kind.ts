// The outbox kind for clock-ins and clock-outs. Each punch is its own entity (one failing never
// holds back the next). Punches queued together (a shift offline) replay in batches through
// inout/api/clock/bulk/ under the batch's id as Idempotency-Key; a lone punch goes to
// inout/api/clock/ under its own id.
import type { QueryClient } from '@tanstack/react-query';
import {
  CLOCK_BATCH_MAX,
  type ClockBatchItem,
  type ClockBatchResponse,
  type ClockRequest,
  type Punch,
} from '../../../../contract/attendance';
import { API_PATHS } from '../../../../contract/paths';
import type { OutboxItem } from '../../../offline/db';
import { registerOutboxKind, type OutboxBatch } from '../../../offline/kinds';
import { getClockInsQueryOptions } from '../api/get-clock-ins';
import { getLastPunchQueryOptions } from '../api/get-last-punch';

export const CLOCK_KIND = 'attendance.clock';

/** How long the punch list waits after a sent punch before it refetches (see refreshSoon). */
const LIST_REFRESH_DELAY_MS = 150;

function isBatchResponse(result: unknown): result is ClockBatchResponse {
  const r = result as Partial<ClockBatchResponse> | null;
  return typeof r === 'object' && r !== null && Array.isArray(r.created) && Array.isArray(r.errors);
}

export const clockBatch: OutboxBatch = {
  max: CLOCK_BATCH_MAX,
  toRequest: (items) => {
    // The request's Outbox-Age-Ms is the oldest punch's wait; each says how much later it was queued.
    const oldest = Date.parse(items[0]!.created_at);
    const punches = items.map((item): ClockBatchItem => {
      const offset = Date.parse(item.created_at) - oldest;
      return { ...(item.body as ClockRequest), ...(offset > 0 ? { queued_offset_ms: offset } : {}) };
    });
    return { method: 'POST', path: API_PATHS.clockBulk, body: { punches } };
  },
  itemErrors: (result, items: OutboxItem[]) => {
    const errors: (string | null)[] = items.map(() => null);
    if (!isBatchResponse(result)) return errors;
    for (const { index, detail } of result.errors) if (index >= 0 && index < items.length) errors[index] = detail;
    return errors;
  },
};

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
    toRequest: (input) => ({
      method: 'POST',
      path: API_PATHS.clock,
      body: input,
      entityKey: `punch:${crypto.randomUUID()}`,
    }),
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
