// How punches travel, without the page's caches: a lone punch to inout/api/clock/ under its own id,
// punches queued together (a shift offline) to inout/api/clock/bulk/ under the batch's id. The page's
// clock kind (clock-kind.ts) and the service worker's replay (sw/worker-replay.ts) both send them so.
import type { ClockBatchItem, ClockBatchResponse, ClockRequest } from '../../../../contract/attendance';
import { CLOCK_BATCH_MAX } from '../../../../contract/clock-batch';
import { API_PATHS } from '../../../../contract/paths';
import type { OutboxItem } from '../../../offline/db';
import type { OutboxBatch, QueuedRequest } from '../../../offline/kinds';

export const CLOCK_KIND = 'attendance.clock';

/** Each punch is its own entity: one failing never holds back the next. */
export function clockRequest(input: ClockRequest): QueuedRequest {
  return { method: 'POST', path: API_PATHS.clock, body: input, entityKey: `punch:${crypto.randomUUID()}` };
}

export function isBatchResponse(result: unknown): result is ClockBatchResponse {
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
