// The stat value kind: one queued change per cell, amended while unsent; batches become one
// bulk-create request, and the server's per-item errors land on the right changes.
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../test/i18n';
import type { Paginated } from '../../../../contract/pagination';
import type { StatWithValues } from '../../../../contract/statistics';
import { userDatabase, type OutboxItem } from '../../../offline/db';
import { getOutboxKind } from '../../../offline/kinds';
import { amendUnsent, enqueue, listOutbox } from '../../../offline/outbox';
import { STATISTICS_KEY } from '../api/statistics-key';
import { registerStatValueKind, STAT_VALUE_KIND, statValueBatch, type QueuedStatValue } from './stat-value-kind';
import { queuedCells } from './use-queued-values';

const toasts = vi.hoisted(() => [] as Array<[string, string]>);
vi.mock('../../../ui/toaster', () => ({ notify: (kind: string, text: string) => toasts.push([kind, text]) }));

const db = () => userDatabase(1, 10);
const queryClient = new QueryClient();
registerStatValueKind(queryClient);

const value = (stat: number, period_start: string, v: number): QueuedStatValue => ({ stat, period_start, value: v });

beforeEach(async () => {
  await db().outbox.clear();
  queryClient.clear();
  toasts.length = 0;
});

describe('statistics.value outbox kind', () => {
  it('queues one change per cell, keyed by stat and period', async () => {
    const item = await enqueue(db(), STAT_VALUE_KIND, value(4, '2026-03-02', 12));
    expect(item).toMatchObject({
      method: 'POST',
      path: 'statistics/api/statvalue/create/',
      body: { stat: 4, period_start: '2026-03-02', value: 12 },
      entity_key: 'statistics.value:4:2026-03-02',
    });
  });

  it('lets an unsent value be replaced in place, so the cell sends only its latest value', async () => {
    const first = await enqueue(db(), STAT_VALUE_KIND, value(4, '2026-03-02', 12));
    expect(await amendUnsent(db(), first.id, () => value(4, '2026-03-02', 15))).toBe(true);
    const items = await listOutbox(db());
    expect(items).toHaveLength(1);
    expect(queuedCells(items).get('4:2026-03-02')).toMatchObject({ value: 15, state: 'pending', error: null });
  });

  it('sends a batch as one bulk-create request with the values in order', () => {
    const items = [value(1, '2026-03-02', 1), value(2, '2026-03-02', 2)].map((body) => ({ body }) as OutboxItem);
    expect(getOutboxKind(STAT_VALUE_KIND)?.batch).toBe(statValueBatch);
    expect(statValueBatch.toRequest(items)).toEqual({
      method: 'POST',
      path: 'statistics/api/statvalue/bulk-create/',
      body: { values: [value(1, '2026-03-02', 1), value(2, '2026-03-02', 2)] },
    });
  });

  it("maps the server's errors list to the items by index", () => {
    const items = [1, 2, 3].map((stat) => ({ body: value(stat, '2026-03-02', stat) }) as OutboxItem);
    const result = {
      created: [],
      errors: [
        { index: 1, stat: 2, detail: 'This stat is archived: values cannot be entered.' },
        { index: 7, stat: null, detail: 'out of range: ignored' },
      ],
    };
    expect(statValueBatch.itemErrors(result, items)).toEqual([
      null,
      'This stat is archived: values cannot be entered.',
      null,
    ]);
    // An answer without a list (an older server, a single create) means every item was saved.
    expect(statValueBatch.itemErrors({ id: 1 }, items)).toEqual([null, null, null]);
  });

  it('writes saved values into the cached lists once per answer', async () => {
    const stat = {
      id: 4,
      periods: [{ period_start: '2026-03-02', period_end: '2026-03-08', value: null }],
      values: [],
    } as unknown as StatWithValues;
    const key = [...STATISTICS_KEY, 'sheet', {}];
    queryClient.setQueryData<Paginated<StatWithValues>>(key, { count: 1, next: null, previous: null, results: [stat] });
    const saved = { id: 9, stat: 4, period_start: '2026-03-02', period_end: '2026-03-08', value: 12 };
    const answer = { created: [saved], errors: [] };
    const kind = getOutboxKind(STAT_VALUE_KIND)!;
    await kind.onDone?.(answer, {} as OutboxItem);
    const cached = queryClient.getQueryData<Paginated<StatWithValues>>(key)!;
    expect(cached.results[0]!.periods[0]!.value).toBe(12);
    expect(cached.results[0]!.values).toEqual([saved]);
  });

  it('shows a refused value with the server message', () => {
    const failed = {
      id: 'a',
      kind: STAT_VALUE_KIND,
      body: value(4, '2026-03-02', 12),
      state: 'failed',
      attempts: 1,
      last_error: 'Only the stat owner or a stat admin can enter values for this stat.',
    } as OutboxItem;
    expect(queuedCells([failed]).get('4:2026-03-02')).toEqual({
      value: 12,
      id: 'a',
      state: 'failed',
      error: 'Only the stat owner or a stat admin can enter values for this stat.',
      attempted: true,
    });
  });

  it('says "Stat Value Added" for a value in an empty period and "Stat Value Updated Successfully" for a replaced one', async () => {
    const old = { id: 8, stat: 4, period_start: '2026-03-09', period_end: '2026-03-15', value: 3 };
    const stat = {
      id: 4,
      periods: [
        { period_start: '2026-03-02', period_end: '2026-03-08', value: null },
        { period_start: '2026-03-09', period_end: '2026-03-15', value: 3 },
      ],
      values: [old],
    } as unknown as StatWithValues;
    // Other statistics queries hold lists of plain values (the sort fields, names): left alone.
    queryClient.setQueryData([...STATISTICS_KEY, 'options'], ['field', 'name']);
    queryClient.setQueryData([...STATISTICS_KEY, 'empty'], []);
    queryClient.setQueryData<Paginated<StatWithValues>>([...STATISTICS_KEY, 'sheet', {}], {
      count: 1,
      next: null,
      previous: null,
      results: [stat],
    });
    const kind = getOutboxKind(STAT_VALUE_KIND)!;
    const added = { id: 9, stat: 4, period_start: '2026-03-02', period_end: '2026-03-08', value: 12 };
    await kind.onDone?.({ created: [added], errors: [] }, {} as OutboxItem);
    expect(toasts).toEqual([['success', 'Stat Value Added']]);
    toasts.length = 0;
    await kind.onDone?.({ created: [{ ...old, value: 5 }], errors: [] }, {} as OutboxItem);
    expect(toasts).toEqual([['success', 'Stat Value Updated Successfully']]);
    expect(queryClient.getQueryData([...STATISTICS_KEY, 'options'])).toEqual(['field', 'name']);
    expect(
      queryClient.getQueryData<Paginated<StatWithValues>>([...STATISTICS_KEY, 'sheet', {}])!.results[0]!.periods,
    ).toMatchObject([{ value: 12 }, { value: 5 }]);
  });
});
