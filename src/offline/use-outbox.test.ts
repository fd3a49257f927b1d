// The user's actions on queued changes: a retried or discarded change lets the engine run at once,
// since later changes of its entity were waiting behind it.
import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../api/session';
import { userDatabase } from './db';
import { enqueue } from './outbox';
import { registerOutboxKind } from './kinds';
import { useOutboxActions } from './use-outbox';

const kick = vi.fn();
vi.mock('./sync-engine', () => ({ currentSyncEngine: () => ({ kick }) }));

registerOutboxKind<{ n: number }>({
  kind: 'test.actions',
  toRequest: ({ n }) => ({ method: 'POST', path: 'test/', body: { n }, entityKey: 'one-entity' }),
});

beforeEach(() => {
  setSession({ token: 't', refresh: 'r', userId: 41, companyId: 7 });
  kick.mockClear();
});
afterEach(() => clearSession());

describe('useOutboxActions', () => {
  it('discarding a change deletes it and runs the engine, so the change held behind it goes now', async () => {
    const db = userDatabase(41, 7);
    const refused = await enqueue(db, 'test.actions', { n: 1 });
    await db.outbox.update(refused.id, { state: 'failed', last_error: 'refused' });
    const held = await enqueue(db, 'test.actions', { n: 2 });
    const { result } = renderHook(() => useOutboxActions());

    await act(() => result.current.discard(refused.id));
    expect(await db.outbox.get(refused.id)).toBeUndefined();
    expect(await db.outbox.get(held.id)).toBeDefined();
    expect(kick).toHaveBeenCalledTimes(1);
  });

  it('retrying a change puts it back in line and runs the engine', async () => {
    const db = userDatabase(41, 7);
    const refused = await enqueue(db, 'test.actions', { n: 3 });
    await db.outbox.update(refused.id, { state: 'failed', last_error: 'refused' });
    const { result } = renderHook(() => useOutboxActions());

    await act(() => result.current.retry(refused.id));
    expect(await db.outbox.get(refused.id)).toMatchObject({ state: 'pending', last_error: null });
    expect(kick).toHaveBeenCalledTimes(1);
  });
});
