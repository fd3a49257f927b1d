// The outbox kind for stat values (ARCHITECTURE.md sync rule 5). Each value typed is one change,
// `{stat, period_start, value}`, keyed by its cell (`statistics.value:<stat>:<period>`), so typing
// over a value that has not left yet replaces it instead of queueing a second one. The engine sends
// consecutive values together through statvalue/bulk-create/ (the batch below); the server answers
// per item, and a refused item keeps its own message for its cell while the others are saved.
// Zod-free and small: it is registered at start-up, so a queue left from an earlier visit replays
// in batches even before a statistics screen is opened.
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { Paginated } from '../../../../contract/pagination';
import { API_PATHS } from '../../../../contract/paths';
import type { StatValue, StatValueBulkResponse, StatWithValues } from '../../../../contract/statistics';
import type { OutboxItem } from '../../../offline/db';
import { registerOutboxKind, type OutboxBatch } from '../../../offline/kinds';
import { notify } from '../../../ui/toaster';
import { STATISTICS_KEY } from '../api/statistics-key';

export const STAT_VALUE_KIND = 'statistics.value';

/** Values sent in one request. Under the server's 1,000: a batch that times out on a slow phone
 * network is resent whole, so smaller batches waste less; 20 values typed offline still go in one. */
export const STAT_VALUE_BATCH_MAX = 200;

/** What the sheet queues for one cell (the API's StatValueInput with a period start). */
export interface QueuedStatValue {
  stat: number;
  period_start: string;
  value: number;
}

export function statValueEntityKey(stat: number, periodStart: string): string {
  return `${STAT_VALUE_KIND}:${stat}:${periodStart}`;
}

function isBulkResponse(result: unknown): result is StatValueBulkResponse {
  const r = result as Partial<StatValueBulkResponse> | null;
  return typeof r === 'object' && r !== null && Array.isArray(r.created) && Array.isArray(r.errors);
}

export const statValueBatch: OutboxBatch = {
  max: STAT_VALUE_BATCH_MAX,
  toRequest: (items) => ({
    method: 'POST',
    path: API_PATHS.statValueBulkCreate,
    body: { values: items.map((item) => item.body) },
  }),
  itemErrors: (result, items) => {
    const errors: (string | null)[] = items.map(() => null);
    if (!isBulkResponse(result)) return errors;
    for (const error of result.errors) {
      if (error.index >= 0 && error.index < items.length) {
        // Two messages for one item are shown together.
        errors[error.index] = errors[error.index] ? `${errors[error.index]} ${error.detail}` : error.detail;
      }
    }
    return errors;
  },
};

/** A list of stats with their periods and values (the sheet's, the List's): what applySaved patches. */
function isStatsWithPeriods(data: unknown): data is StatWithValues[] {
  return (
    Array.isArray(data) &&
    data.some((s) => typeof s === 'object' && s !== null && 'periods' in s) &&
    data.every((s) => typeof s === 'object' && s !== null && Array.isArray((s as StatWithValues).values))
  );
}

/**
 * Writes saved values into the cached lists, so a cell does not flash back to its old value
 * between leaving the outbox and the lists' refetch. Answers which of them replaced a value the
 * lists held (an update) rather than filling an empty period (an addition).
 */
function applySaved(queryClient: QueryClient, saved: StatValue[]): { added: number; updated: number } {
  if (saved.length === 0) return { added: 0, updated: 0 };
  const byCell = new Map(saved.map((v) => [`${v.stat}:${v.period_start}`, v]));
  const replaced = new Set<string>();
  const patchStat = (stat: StatWithValues): StatWithValues => {
    for (const v of stat.values) {
      const cell = `${stat.id}:${v.period_start}`;
      if (byCell.has(cell)) replaced.add(cell);
    }
    let changed = false;
    const periods = stat.periods.map((p) => {
      const value = byCell.get(`${stat.id}:${p.period_start}`);
      if (!value || value.value === p.value) return p;
      changed = true;
      return { ...p, value: value.value };
    });
    if (!changed) return stat;
    const others = stat.values.filter((v) => !byCell.has(`${stat.id}:${v.period_start}`));
    const mine = saved.filter((v) => v.stat === stat.id);
    return { ...stat, periods, values: [...others, ...mine] };
  };
  // Every query under the statistics root passes here, whatever it holds (lists of names, sort
  // fields, options): only lists of stats with periods are patched.
  queryClient.setQueriesData<unknown>({ queryKey: STATISTICS_KEY }, (data: unknown) => {
    if (isStatsWithPeriods(data)) return data.map(patchStat);
    if (typeof data === 'object' && data !== null && 'results' in data && isStatsWithPeriods(data.results)) {
      return { ...(data as Paginated<StatWithValues>), results: data.results.map(patchStat) };
    }
    return data;
  });
  return { added: byCell.size - replaced.size, updated: replaced.size };
}

/** The §8 success words for an answer: "Stat Value Added" and/or "Stat Value Updated Successfully". */
function announceSaved({ added, updated }: { added: number; updated: number }): void {
  if (added > 0) notify('success', i18next.t('statistics.messages.valueAdded'));
  if (updated > 0) notify('success', i18next.t('statistics.messages.valueUpdated'));
}

export function registerStatValueKind(queryClient: QueryClient): void {
  // onDone runs once per saved item with the whole answer: act once per answer.
  const handled = new WeakSet<object>();
  registerOutboxKind<QueuedStatValue>({
    kind: STAT_VALUE_KIND,
    label: 'sync.kinds.statValue',
    // Used when a value is sent on its own (an engine without batching, or a batch of one).
    toRequest: (input) => ({
      method: 'POST',
      path: API_PATHS.statValueCreate,
      body: input,
      entityKey: statValueEntityKey(input.stat, input.period_start),
    }),
    batch: statValueBatch,
    onDone: (result: unknown, _item: OutboxItem) => {
      if (typeof result !== 'object' || result === null || handled.has(result)) return;
      handled.add(result);
      announceSaved(applySaved(queryClient, isBulkResponse(result) ? result.created : [result as StatValue]));
      // Not awaited: the next batch should not wait for the lists to reload.
      void queryClient.invalidateQueries({ queryKey: STATISTICS_KEY });
    },
  });
}
