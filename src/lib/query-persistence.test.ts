// What the saved query cache holds: the working set's roots, never a secret, and within bounds (a
// query too large is left out, and each limited root keeps its most recently fetched queries).
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { PERSISTED_QUERY_LIMITS, PERSISTED_QUERY_MAX_CHARS } from './query-client';
import { boundPersistedClient, shouldPersistQuery } from './query-persistence';

function saved(queries: Array<{ key: unknown[]; data: unknown; at: number }>): PersistedClient {
  return {
    buster: 'v2-u1-c10',
    timestamp: 0,
    clientState: {
      mutations: [],
      queries: queries.map(({ key, data, at }) => ({
        queryKey: key,
        queryHash: JSON.stringify(key),
        state: { data, dataUpdatedAt: at, status: 'success' },
      })),
    } as unknown as PersistedClient['clientState'],
  };
}

const keys = (client: PersistedClient) => client.clientState.queries.map((q) => q.queryKey);

describe('shouldPersistQuery', () => {
  it('saves checklists, stats, tasks, punches and holidays, but not the stat push token', () => {
    const ok = (queryKey: unknown[]) => shouldPersistQuery({ queryKey, state: { status: 'success', data: {} } });
    expect(ok(['checklists', 'detail', 3])).toBe(true);
    expect(ok(['checklists', 'template', 4])).toBe(true);
    expect(ok(['statistics', 'sheet', { interval: 'WEEKLY' }])).toBe(true);
    expect(ok(['tasks', 'list', {}])).toBe(true);
    expect(ok(['clock-ins', { page: 1 }])).toBe(true);
    expect(ok(['holidays', 2026])).toBe(true);
    // The staff member's timesheet, read and confirmed offline (issue 24).
    expect(ok(['timesheets', 'current', 7])).toBe(true);
    expect(ok(['statistics', 'api-token'])).toBe(false);
    expect(ok(['people', 'list'])).toBe(false);
  });

  it("saves the staff member's own profile of the people area, not the rest of it", () => {
    const ok = (queryKey: unknown[]) => shouldPersistQuery({ queryKey, state: { status: 'success', data: {} } });
    expect(ok(['people', 'staff', 'detail', 7])).toBe(true);
    expect(ok(['people', 'staff', 'custom-fields', 7])).toBe(true);
    expect(ok(['people', 'employee-responsibilities', 7])).toBe(true);
    expect(ok(['people', 'staff', 'list', { page: 1 }])).toBe(false);
    expect(ok(['people', 'org-chart'])).toBe(false);
  });
});

describe('boundPersistedClient', () => {
  it('keeps everything within the limits as it is', () => {
    const client = saved([
      { key: ['me', 1], data: { name: 'A' }, at: 1 },
      { key: ['checklists', 'detail', 1], data: { items: [] }, at: 2 },
    ]);
    expect(boundPersistedClient(client)).toBe(client);
  });

  it('leaves out a query larger than the cap, and keeps the rest in order', () => {
    const huge = 'x'.repeat(PERSISTED_QUERY_MAX_CHARS + 1);
    const client = saved([
      { key: ['me', 1], data: { name: 'A' }, at: 1 },
      { key: ['statistics', 'sheet', { interval: 'DAILY' }], data: huge, at: 3 },
      { key: ['statistics', 'sheet', { interval: 'WEEKLY' }], data: [], at: 2 },
    ]);
    expect(keys(boundPersistedClient(client))).toEqual([
      ['me', 1],
      ['statistics', 'sheet', { interval: 'WEEKLY' }],
    ]);
  });

  it('keeps the most recently fetched queries of a limited root, up to its count', () => {
    const limit = PERSISTED_QUERY_LIMITS.checklists!;
    const client = saved([
      { key: ['me', 1], data: {}, at: 0 },
      ...Array.from({ length: limit + 5 }, (_, i) => ({ key: ['checklists', 'detail', i], data: {}, at: 100 + i })),
    ]);
    const kept = keys(boundPersistedClient(client));
    expect(kept).toHaveLength(limit + 1);
    expect(kept[0]).toEqual(['me', 1]);
    // The five fetched longest ago are left out.
    expect(kept.slice(1).map((k) => k[2])).toEqual(Array.from({ length: limit }, (_, i) => i + 5));
  });
});
