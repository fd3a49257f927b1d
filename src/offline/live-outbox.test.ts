// Live outbox views: current at once, current again after each change, and throttled while a
// drain streams changes in, so the UI's cost stays flat however long the queue.
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GroundworkDatabase, type OutboxItem } from './db';
import { useLiveOutbox } from './live-outbox';

let counter = 0;
const opened: GroundworkDatabase[] = [];

function freshDatabase(): GroundworkDatabase {
  const db = new GroundworkDatabase(`live-outbox-test-${++counter}`);
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

function row(seq: number): OutboxItem {
  return {
    id: `id-${seq}`,
    kind: 'test.write',
    method: 'POST',
    path: 'test/',
    body: { seq },
    entity_key: `e${seq}`,
    created_at: new Date().toISOString(),
    seq,
    attempts: 0,
    next_attempt_at: 0,
    state: 'pending',
    last_error: null,
  };
}

describe('useLiveOutbox', () => {
  it('reads at once, and again after a change', async () => {
    const db = freshDatabase();
    await db.outbox.add(row(1));
    const count = (from: GroundworkDatabase) => from.outbox.count();
    const { result } = renderHook(() => useLiveOutbox(db, count, 50));
    await waitFor(() => expect(result.current).toBe(1));
    await act(() => db.outbox.add(row(2)));
    await waitFor(() => expect(result.current).toBe(2));
  });

  it('reads a burst of changes a few times, not once per change, and ends on the last state', async () => {
    const db = freshDatabase();
    let reads = 0;
    const count = (from: GroundworkDatabase) => {
      reads++;
      return from.outbox.count();
    };
    const { result } = renderHook(() => useLiveOutbox(db, count, 100));
    await waitFor(() => expect(result.current).toBe(0));
    reads = 0;
    const started = Date.now();
    await act(async () => {
      for (let seq = 1; seq <= 60; seq++) await db.outbox.add(row(seq));
    });
    const elapsed = Date.now() - started;
    await waitFor(() => expect(result.current).toBe(60));
    // At most one read per interval of the burst, plus the leading and the trailing one.
    expect(reads).toBeLessThanOrEqual(Math.ceil(elapsed / 100) + 2);
    expect(reads).toBeLessThan(60);
  });

  it('ignores other databases and stops reading once unmounted', async () => {
    const db = freshDatabase();
    const other = freshDatabase();
    // Created before the view starts: creating a database is itself a change notice.
    await Promise.all([db.open(), other.open()]);
    let reads = 0;
    const count = (from: GroundworkDatabase) => {
      reads++;
      return from.outbox.count();
    };
    const { result, unmount } = renderHook(() => useLiveOutbox(db, count, 10));
    await waitFor(() => expect(result.current).toBe(0));
    await other.outbox.add(row(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toBe(1);
    unmount();
    await db.outbox.add(row(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toBe(1);
  });

  it('shows nothing without a database', () => {
    const { result } = renderHook(() => useLiveOutbox(null, (from) => from.outbox.count()));
    expect(result.current).toBeUndefined();
  });
});
