// The clock kind's batches: punches queued together become one inout/api/clock/bulk/ body in queue
// order, each with how much later than the oldest it was queued (so the server can tell each
// punch's own wait from the request's Outbox-Age-Ms), and the server's refusals map to their punch.
import { describe, expect, it } from 'vitest';
import type { ClockRequest } from '../../../../contract/attendance';
import type { OutboxItem } from '../../../offline/db';
import { clockBatch } from './clock-kind';

const punch = (action: 'in' | 'out', createdAt: string): OutboxItem =>
  ({
    id: `id-${createdAt}`,
    kind: 'attendance.clock',
    method: 'POST',
    path: 'inout/api/clock/',
    body: { action, client_time: createdAt, timezone: 'UTC', recorded_offline: true } satisfies ClockRequest,
    created_at: createdAt,
  }) as OutboxItem;

describe('clockBatch', () => {
  const items = [
    punch('in', '2026-11-20T08:00:00.000Z'),
    punch('out', '2026-11-20T12:00:00.000Z'),
    punch('in', '2026-11-20T12:30:00.000Z'),
  ];

  it('sends the queued punches in order with their offset from the oldest', () => {
    expect(clockBatch.toRequest(items)).toEqual({
      method: 'POST',
      path: 'inout/api/clock/bulk/',
      body: {
        punches: [
          { action: 'in', client_time: '2026-11-20T08:00:00.000Z', timezone: 'UTC', recorded_offline: true },
          {
            action: 'out',
            client_time: '2026-11-20T12:00:00.000Z',
            timezone: 'UTC',
            recorded_offline: true,
            queued_offset_ms: 4 * 3_600_000,
          },
          {
            action: 'in',
            client_time: '2026-11-20T12:30:00.000Z',
            timezone: 'UTC',
            recorded_offline: true,
            queued_offset_ms: 4.5 * 3_600_000,
          },
        ],
      },
    });
  });

  it('gives each refused punch the server’s message and the others none', () => {
    const answer = { created: [], errors: [{ index: 1, detail: 'timezone: Unknown time zone.' }] };
    expect(clockBatch.itemErrors(answer, items)).toEqual([null, 'timezone: Unknown time zone.', null]);
    expect(clockBatch.itemErrors({ id: 1 }, items)).toEqual([null, null, null]);
  });
});
