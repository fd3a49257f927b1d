// The stat values waiting in this device's outbox, by cell, read live: the sheet shows them over
// the server's values, marked as waiting, or with the server's message when it refused them.
import { useMemo } from 'react';
import type { OutboxItem } from '../../../offline/db';
import { useOutboxItems } from '../../../offline/use-outbox';
import { STAT_VALUE_KIND, type QueuedStatValue } from './stat-value-kind';

export interface QueuedCell {
  value: number;
  /** The outbox change behind it (to amend or discard). */
  id: string;
  state: OutboxItem['state'];
  /** The server's message when it refused the value. */
  error: string | null;
  /** Sent at least once: its body can no longer change. */
  attempted: boolean;
}

export const cellKey = (stat: number, periodStart: string) => `${stat}:${periodStart}`;

/** The latest queued value of each cell (later changes of a cell win, as they will on the server). */
export function queuedCells(items: readonly OutboxItem[]): Map<string, QueuedCell> {
  const cells = new Map<string, QueuedCell>();
  for (const item of items) {
    if (item.kind !== STAT_VALUE_KIND) continue;
    const body = item.body as QueuedStatValue;
    cells.set(cellKey(body.stat, body.period_start), {
      value: body.value,
      id: item.id,
      state: item.state,
      error: item.state === 'failed' ? item.last_error : null,
      attempted: item.attempts > 0,
    });
  }
  return cells;
}

export function useQueuedValues(): Map<string, QueuedCell> | undefined {
  const items = useOutboxItems(STAT_VALUE_KIND);
  return useMemo(() => (items ? queuedCells(items) : undefined), [items]);
}
