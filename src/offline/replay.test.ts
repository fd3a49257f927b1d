// The replay protocol: FIFO, backoff that keeps order, needs-attention that does not block other
// entities, pause on a dead session, conflicts, and one replayer at a time.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  ConflictApiError,
  NetworkError,
  OfflineError,
  ServerApiError,
  SessionExpiredError,
  ValidationApiError,
} from '../api/errors';
import { BACKOFF_MAX_MS } from './backoff';
import { GroundworkDatabase, type OutboxItem } from './db';
import { registerOutboxKind } from './kinds';
import { amendUnsent, enqueue, listOutbox, retryItem } from './outbox';
import { replayLockName, replayOutbox, type OutgoingRequest } from './replay';

let db: GroundworkDatabase;
let counter = 0;
const onDone = vi.fn();
const onConflict = vi.fn(async () => {});

registerOutboxKind<{ entity: string; n: number }>({
  kind: 'test.write',
  toRequest: ({ entity, n }) => ({ method: 'POST', path: `test/${entity}/`, body: { n }, entityKey: entity }),
  onDone,
});
registerOutboxKind<{ entity: string; n: number }>({
  kind: 'test.merge',
  toRequest: ({ entity, n }) => ({ method: 'PUT', path: `merge/${entity}/`, body: { n }, entityKey: entity }),
  onConflict,
});

/** A batching kind: values of `entity` through one bulk request; the server refuses negatives. */
registerOutboxKind<{ entity: string; n: number }>({
  kind: 'test.value',
  toRequest: ({ entity, n }) => ({ method: 'POST', path: 'values/', body: { entity, n }, entityKey: entity }),
  batch: {
    max: 3,
    toRequest: (items) => ({ method: 'POST', path: 'values/bulk/', body: { values: items.map((i) => i.body) } }),
    itemErrors: (result, items) => {
      const errors = (result as { errors?: Array<{ index: number; detail: string }> }).errors ?? [];
      return items.map((_, i) => errors.find((e) => e.index === i)?.detail ?? null);
    },
  },
  onDone,
});

/** Answers a bulk request like the server: every negative value refused with a message. */
const bulkServer = async (request: OutgoingRequest) => {
  const values = (request.body as { values?: Array<{ n: number }> }).values ?? [];
  const errors = values.flatMap((v, index) => (v.n < 0 ? [{ index, detail: `Value ${v.n} is negative.` }] : []));
  return { created: values.length - errors.length, errors };
};

beforeEach(() => {
  db = new GroundworkDatabase(`replay-test-${++counter}`);
  onDone.mockClear();
  onConflict.mockClear();
});

const add = (entity: string, n: number, kind = 'test.write') => enqueue(db, kind, { entity, n });
const bodies = (items: Array<{ body: unknown }>) => items.map((i) => (i.body as { n: number }).n);

describe('replayOutbox', () => {
  it('sends in FIFO order with the outbox id as idempotency key, then empties the queue', async () => {
    const items = [await add('a', 1), await add('b', 2), await add('a', 3)];
    const sent: OutgoingRequest[] = [];
    const summary = await replayOutbox({ db, locks: null, send: async (request) => (sent.push(request), { ok: 1 }) });
    expect(summary).toMatchObject({ sent: 3, stopped: 'empty' });
    expect(bodies(sent)).toEqual([1, 2, 3]);
    expect(sent.map((r) => r.key)).toEqual(items.map((i) => i.id));
    expect(await db.outbox.count()).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(3);
  });

  it('backs off on a network error and keeps later changes behind it', async () => {
    await add('a', 1);
    await add('b', 2);
    let now = 1_000_000;
    const send = vi.fn(async () => {
      throw new NetworkError();
    });
    const first = await replayOutbox({ db, locks: null, send, now: () => now, random: () => 0.5 });
    expect(first.stopped).toBe('backoff');
    expect(send).toHaveBeenCalledTimes(1);
    const [head] = await listOutbox(db);
    expect(head).toMatchObject({ state: 'pending', attempts: 1, last_error: 'Network request failed' });
    expect(head!.next_attempt_at).toBeGreaterThan(now);

    // Before the delay is over nothing is sent, not even the second change.
    expect((await replayOutbox({ db, locks: null, send, now: () => now })).stopped).toBe('backoff');
    expect(send).toHaveBeenCalledTimes(1);

    now = head!.next_attempt_at;
    const ok = vi.fn(async () => ({}));
    expect(await replayOutbox({ db, locks: null, send: ok, now: () => now })).toMatchObject({ sent: 2 });
    expect(bodies(ok.mock.calls.map((c) => (c as unknown as [OutboxItem])[0]))).toEqual([1, 2]);
  });

  it('waits at most the retry cap when the device clock moved backwards after a failure', async () => {
    await add('a', 1);
    await add('b', 2);
    let now = Date.UTC(2026, 10, 27, 12);
    const fail = vi.fn(async () => {
      throw new NetworkError();
    });
    await replayOutbox({ db, locks: null, send: fail, now: () => now, random: () => 0.5 });
    const due = (await listOutbox(db))[0]!.next_attempt_at;
    expect(due - now).toBeLessThanOrEqual(BACKOFF_MAX_MS);

    // The clock is set back a day: the retry time written before is now a day ahead.
    now -= 24 * 60 * 60_000;
    const ok = vi.fn(async () => ({}));
    const held = await replayOutbox({ db, locks: null, send: ok, now: () => now });
    expect(held).toMatchObject({ stopped: 'backoff', nextAttemptAt: now + BACKOFF_MAX_MS });
    expect((await listOutbox(db))[0]!.next_attempt_at).toBe(now + BACKOFF_MAX_MS);
    expect(ok).not.toHaveBeenCalled();

    // The cap later (the clock still a day behind), the first change and the one behind it go.
    now += BACKOFF_MAX_MS;
    expect(await replayOutbox({ db, locks: null, send: ok, now: () => now })).toMatchObject({ sent: 2 });
    expect(bodies(ok.mock.calls.map((c) => (c as unknown as [OutboxItem])[0]))).toEqual([1, 2]);
  });

  it('brings back a change held far ahead before any attempt (a clock set back since it was queued)', async () => {
    const now = Date.UTC(2026, 10, 27, 12);
    const item = await add('a', 1);
    await db.outbox.update(item.id, { next_attempt_at: now + 365 * 24 * 60 * 60_000 });
    const summary = await replayOutbox({ db, locks: null, send: vi.fn(), now: () => now });
    expect(summary.nextAttemptAt).toBe(now + BACKOFF_MAX_MS);
  });

  it.each([
    ['500', new ServerApiError(500, 'x')],
    ['429', new ApiError(429, 'slow down')],
    ['408', new ApiError(408, 'timeout')],
  ])('treats %s as "wait and keep order"', async (_name, error) => {
    await add('a', 1);
    await add('b', 2);
    const send = vi.fn(async () => {
      throw error;
    });
    expect((await replayOutbox({ db, locks: null, send })).stopped).toBe('backoff');
    expect(send).toHaveBeenCalledTimes(1);
    expect(await db.outbox.count()).toBe(2);
  });

  it('moves a 422 to needs-attention with the server message and sends the next change', async () => {
    await add('a', 1);
    await add('b', 2);
    const send = vi.fn(async (item: OutgoingRequest) => {
      if ((item.body as { n: number }).n === 1) throw new ApiError(422, 'Punch is invalid');
      return {};
    });
    const summary = await replayOutbox({ db, locks: null, send });
    expect(summary).toMatchObject({ sent: 1, needsAttention: 1, stopped: 'empty' });
    expect(await listOutbox(db)).toEqual([
      expect.objectContaining({ state: 'failed', last_error: 'Punch is invalid' }),
    ]);
  });

  it('holds later changes of an entity behind its change that needs attention', async () => {
    await add('a', 1);
    await add('a', 2);
    await add('b', 3);
    const send = vi.fn(async (item: OutgoingRequest) => {
      if ((item.body as { n: number }).n === 1) throw new ValidationApiError({ n: ['bad'] });
      return {};
    });
    await replayOutbox({ db, locks: null, send });
    expect(bodies(send.mock.calls.map((c) => c[0]))).toEqual([1, 3]);
    const left = await listOutbox(db);
    expect(left.map((i) => [bodies([i])[0], i.state])).toEqual([
      [1, 'failed'],
      [2, 'pending'],
    ]);
    // Retried and accepted: the held change follows.
    await retryItem(db, left[0]!.id);
    await replayOutbox({ db, locks: null, send: async () => ({}) });
    expect(await db.outbox.count()).toBe(0);
  });

  it('pauses without dropping anything when the session is dead, and resumes after sign-in', async () => {
    await add('a', 1);
    await add('b', 2);
    const dead = vi.fn(async () => {
      throw new SessionExpiredError();
    });
    const paused = await replayOutbox({ db, locks: null, send: dead });
    expect(paused).toMatchObject({ stopped: 'paused', sent: 0 });
    const items = await listOutbox(db);
    expect(items.map((i) => [i.state, i.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);
    expect(await replayOutbox({ db, locks: null, send: async () => ({}) })).toMatchObject({ sent: 2 });
  });

  it('records a conflict for kinds that merge, and needs-attention for the others', async () => {
    await add('c', 1, 'test.merge');
    await add('d', 2, 'test.write');
    const server = { version: 7 };
    const send = async () => {
      throw new ConflictApiError(409, 'changed', 'conflict', server);
    };
    const summary = await replayOutbox({ db, locks: null, send });
    expect(summary).toMatchObject({ conflicts: 1, needsAttention: 1 });
    expect(onConflict).toHaveBeenCalledWith(expect.objectContaining({ entity_key: 'c' }), server);
    expect((await listOutbox(db)).map((i) => i.state)).toEqual(['conflict', 'failed']);
  });

  it('resends a change a closed tab left "sending", under the same key', async () => {
    const item = await add('a', 1);
    await db.outbox.update(item.id, { state: 'sending', attempts: 1 });
    const send = vi.fn(async () => ({}));
    await replayOutbox({ db, locks: null, send });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ key: item.id }));
  });

  it('costs one write transaction per change sent (a drain of many changes stays fast)', async () => {
    // Count write transactions at Dexie's lowest layer (registered before the database opens).
    const counted = new GroundworkDatabase(`replay-test-${++counter}`);
    let writes = 0;
    counted.use({
      stack: 'dbcore',
      name: 'count-writes',
      create: (down) => ({
        ...down,
        transaction: (stores, mode, options) => {
          if (mode === 'readwrite') writes++;
          return down.transaction(stores, mode, options);
        },
      }),
    });
    for (let i = 0; i < 25; i++) await enqueue(counted, 'test.write', { entity: `e${i % 5}`, n: i });
    writes = 0;
    const summary = await replayOutbox({ db: counted, locks: null, send: async () => ({}) });
    expect(summary).toMatchObject({ sent: 25, stopped: 'empty' });
    // One claim per change (removing the previous one and marking the next sending), and the last
    // one that finds the queue empty.
    expect(writes).toBe(26);
  });

  it('sends the body it marked as attempted: a later amend is refused and the body stays as sent', async () => {
    const item = await add('a', 1);
    const sent: unknown[] = [];
    const send = async (claimed: OutgoingRequest) => {
      sent.push(claimed.body);
      // The location fix arriving while the request is out must not change what a retry sends.
      expect(await amendUnsent(db, item.id, () => ({ n: 99 }))).toBe(false);
      throw new NetworkError();
    };
    await replayOutbox({ db, locks: null, send });
    expect(sent).toEqual([{ n: 1 }]);
    expect((await db.outbox.get(item.id))?.body).toEqual({ n: 1 });
  });

  it('lets only one replayer run at a time', async () => {
    for (let i = 0; i < 20; i++) await add(`e${i % 3}`, i);
    const held = new Set<string>();
    const locks = {
      request: async (name: string, _opts: unknown, cb: (lock: unknown) => Promise<unknown>) => {
        if (held.has(name)) return cb(null);
        held.add(name);
        try {
          return await cb({ name });
        } finally {
          held.delete(name);
        }
      },
    } as unknown as LockManager;
    const sent: number[] = [];
    const send = async (item: OutgoingRequest) => {
      await new Promise((r) => setTimeout(r, 1));
      sent.push(bodies([item])[0]!);
      return {};
    };
    const results = await Promise.all([1, 2, 3].map(() => replayOutbox({ db, locks, send })));
    expect(results.filter((r) => r.stopped === 'busy')).toHaveLength(2);
    expect(sent).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});

/**
 * Web Locks as the browser runs them, for one page: exclusive, granted in request order,
 * `ifAvailable` answers null when held, and a `signal` withdraws a request still waiting.
 */
function queuedLocks(): LockManager {
  const waiting = new Map<string, Array<() => void>>();
  const held = new Set<string>();
  const request = async (
    name: string,
    options: LockOptions,
    callback: (lock: Lock | null) => Promise<unknown>,
  ): Promise<unknown> => {
    if (options.ifAvailable && held.has(name)) return callback(null);
    while (held.has(name)) {
      await new Promise<void>((resolve, reject) => {
        const queue = waiting.get(name) ?? [];
        waiting.set(name, queue);
        queue.push(resolve);
        options.signal?.addEventListener('abort', () => {
          queue.splice(queue.indexOf(resolve), 1);
          reject(new DOMException('Aborted', 'AbortError'));
        });
      });
    }
    held.add(name);
    try {
      return await callback({ name, mode: 'exclusive' });
    } finally {
      held.delete(name);
      waiting.get(name)?.shift()?.();
    }
  };
  return { request, query: async () => ({ held: [], pending: [] }) } as unknown as LockManager;
}

describe('replayOutbox with waitIfBusy', () => {
  it('waits for the replay of another tab, then sends what is left (its tab closed mid-run)', async () => {
    const locks = queuedLocks();
    await add('a', 1);
    await add('b', 2);
    // Another tab holds the lock; it will stop without sending (its tab closes).
    let closeOtherTab = () => {};
    const otherTab = locks.request(replayLockName(db), {}, () => new Promise<void>((r) => (closeOtherTab = r)));
    const send = vi.fn(async () => ({}));

    expect(await replayOutbox({ db, locks, send })).toMatchObject({ stopped: 'busy' });
    const waiting = replayOutbox({ db, locks, send, waitIfBusy: true });
    await new Promise((r) => setTimeout(r, 20));
    expect(send).not.toHaveBeenCalled();

    closeOtherTab();
    await otherTab;
    expect(await waiting).toMatchObject({ sent: 2, stopped: 'empty' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops waiting when the engine stops, without sending', async () => {
    const locks = queuedLocks();
    await add('a', 1);
    let release = () => {};
    const holder = locks.request(replayLockName(db), {}, () => new Promise<void>((r) => (release = r)));
    const send = vi.fn(async () => ({}));
    const stop = new AbortController();
    const waiting = replayOutbox({ db, locks, send, waitIfBusy: true, signal: stop.signal });
    stop.abort();
    expect(await waiting).toMatchObject({ stopped: 'busy', sent: 0 });
    release();
    await holder;
    expect(send).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('releaseBackoff', () => {
  it('lets changes that failed offline go at once, but keeps changes held before any attempt', async () => {
    const { releaseBackoff } = await import('./outbox');
    const failed = await add('a', 1);
    const held = await enqueue(db, 'test.write', { entity: 'b', n: 2 }, { holdUntil: Date.now() + 60_000 });
    await db.outbox.update(failed.id, { attempts: 2, next_attempt_at: Date.now() + 60_000 });
    await releaseBackoff(db);
    expect((await db.outbox.get(failed.id))?.next_attempt_at).toBe(0);
    expect((await db.outbox.get(held.id))?.next_attempt_at).toBeGreaterThan(Date.now());
  });

  describe('batching kinds', () => {
    const value = (entity: string, n: number) => add(entity, n, 'test.value');
    const sizes = (requests: OutgoingRequest[]) => requests.map((r) => `${r.path}:${r.items.length}`);

    it('sends the waiting changes of a batching kind as one request, keeping FIFO with other kinds', async () => {
      await add('a', 1);
      for (let i = 0; i < 4; i++) await value(`s${i}`, i);
      await add('b', 2);
      await value('s9', 9);
      const sent: OutgoingRequest[] = [];
      const summary = await replayOutbox({ db, locks: null, send: async (r) => (sent.push(r), bulkServer(r)) });
      // A change alone goes as the kind's own request.
      expect(sizes(sent)).toEqual(['test/a/:1', 'values/bulk/:3', 'values/:1', 'test/b/:1', 'values/:1']);
      expect(sent[1]!.body).toEqual({ values: [0, 1, 2].map((n) => ({ entity: `s${n}`, n })) });
      // The key of a batch is its own id, not one of its changes'.
      expect(sent[1]!.items.map((i) => i.id)).not.toContain(sent[1]!.key);
      expect(summary).toMatchObject({ sent: 7, stopped: 'empty' });
      expect(await db.outbox.count()).toBe(0);
      expect(onDone).toHaveBeenCalledTimes(7);
    });

    it('marks only the changes the server refused, with its message, and sends the rest', async () => {
      await value('s1', 1);
      await value('s2', -2);
      await value('s3', 3);
      await value('s2', 4); // the same stat: waits behind the refused value
      const summary = await replayOutbox({ db, locks: null, send: bulkServer });
      expect(summary).toMatchObject({ sent: 2, needsAttention: 1 });
      const left = await listOutbox(db);
      expect(left.map((i) => [bodies([i])[0], i.state, i.last_error, i.batch_id])).toEqual([
        [-2, 'failed', 'Value -2 is negative.', undefined],
        [4, 'pending', null, undefined],
      ]);
    });

    it('puts one change per entity in a batch, so a later one waits behind a refused earlier one', async () => {
      await value('s1', -1);
      await value('s2', 2);
      await value('s1', 5);
      await value('s3', 3);
      const sent: OutgoingRequest[] = [];
      await replayOutbox({ db, locks: null, send: async (r) => (sent.push(r), bulkServer(r)) });
      expect(sent.map((r) => r.body)).toEqual([
        {
          values: [
            { entity: 's1', n: -1 },
            { entity: 's2', n: 2 },
          ],
        },
        // s1's second change is held behind its refused first; s3 goes on its own.
        { entity: 's3', n: 3 },
      ]);
      expect((await listOutbox(db)).map((i) => [bodies([i])[0], i.state])).toEqual([
        [-1, 'failed'],
        [5, 'pending'],
      ]);
    });

    it('retries a batch with the same changes under the same key, even when more were queued since', async () => {
      for (let i = 0; i < 2; i++) await value(`s${i}`, i);
      let now = 1_000_000;
      const failed: OutgoingRequest[] = [];
      await replayOutbox({
        db,
        locks: null,
        now: () => now,
        send: async (r) => {
          failed.push(r);
          throw new NetworkError();
        },
      });
      await value('s2', 2);
      now = (await listOutbox(db))[0]!.next_attempt_at;
      const sent: OutgoingRequest[] = [];
      await replayOutbox({ db, locks: null, now: () => now, send: async (r) => (sent.push(r), bulkServer(r)) });
      expect(sent[0]).toMatchObject({ key: failed[0]!.key, body: failed[0]!.body });
      expect(sizes(sent)).toEqual(['values/bulk/:2', 'values/:1']);
      expect(await db.outbox.count()).toBe(0);
    });

    it('sends a change alone under its own id, and retries it alone even when more were queued since', async () => {
      const first = await value('s1', 1);
      let now = 1_000_000;
      const sent: OutgoingRequest[] = [];
      await replayOutbox({
        db,
        locks: null,
        now: () => now,
        send: async (r) => {
          sent.push(r);
          throw new NetworkError();
        },
      });
      await value('s2', 2);
      now = (await listOutbox(db))[0]!.next_attempt_at;
      await replayOutbox({ db, locks: null, now: () => now, send: async (r) => (sent.push(r), bulkServer(r)) });
      // The lost attempt may have been applied: its retry carries the same key and the same body.
      expect(sent.map((r) => [r.key, r.path, r.body])).toEqual([
        [first.id, 'values/', { entity: 's1', n: 1 }],
        [first.id, 'values/', { entity: 's1', n: 1 }],
        [expect.any(String), 'values/', { entity: 's2', n: 2 }],
      ]);
      expect(await db.outbox.count()).toBe(0);
    });

    it('counts no attempt when the device knew it was offline, so later changes join the first in one batch', async () => {
      const first = await value('s1', 1);
      const tried: OutgoingRequest[] = [];
      const offline = await replayOutbox({
        db,
        locks: null,
        send: async (r) => {
          tried.push(r);
          throw new OfflineError();
        },
      });
      expect(offline).toMatchObject({ sent: 0, stopped: 'offline' });
      // Waiting as it was: no attempt, no batch, no backoff.
      const waiting = await db.outbox.get(first.id);
      expect(waiting).toMatchObject({ state: 'pending', attempts: 0, next_attempt_at: first.next_attempt_at });
      expect(waiting!.batch_id).toBeUndefined();
      await value('s2', 2);
      const sent: OutgoingRequest[] = [];
      await replayOutbox({ db, locks: null, send: async (r) => (sent.push(r), bulkServer(r)) });
      expect(tried.map((r) => r.path)).toEqual(['values/']);
      expect(sizes(sent)).toEqual(['values/bulk/:2']);
      expect(sent[0]!.key).not.toBe(first.id);
      expect(await db.outbox.count()).toBe(0);
    });

    it('fails a whole batch the server refused as a whole; a retried change goes under a new key', async () => {
      const item = await value('s1', 1);
      await value('s2', 2);
      const keys: string[] = [];
      await replayOutbox({
        db,
        locks: null,
        send: async (r) => {
          keys.push(r.key);
          throw new ApiError(400, 'Values are malformed.');
        },
      });
      expect(await db.outbox.get(item.id)).toMatchObject({ state: 'failed', last_error: 'Values are malformed.' });
      await retryItem(db, item.id);
      await replayOutbox({ db, locks: null, send: async (r) => (keys.push(r.key), bulkServer(r)) });
      expect(await db.outbox.count()).toBe(1);
      expect(keys).toEqual([expect.any(String), item.id]);
      expect(keys[0]).not.toBe(item.id);
    });

    it('resends a batch under its key after a lost answer, even when a dead session came in between', async () => {
      await value('s1', 1);
      await value('s2', 2);
      const keys: string[] = [];
      const fail = (error: Error) => async (r: OutgoingRequest) => {
        keys.push(r.key);
        throw error;
      };
      let now = 1_000_000;
      await replayOutbox({ db, locks: null, now: () => now, send: fail(new NetworkError()) });
      now = (await listOutbox(db))[0]!.next_attempt_at;
      await replayOutbox({ db, locks: null, now: () => now, send: fail(new SessionExpiredError()) });
      await replayOutbox({ db, locks: null, now: () => now, send: async (r) => (keys.push(r.key), bulkServer(r)) });
      expect(new Set(keys).size).toBe(1);
      expect(await db.outbox.count()).toBe(0);
    });

    it('gives the attempt back to every change of a batch when the session is dead', async () => {
      await value('s1', 1);
      await value('s2', 2);
      const summary = await replayOutbox({
        db,
        locks: null,
        send: async () => {
          throw new SessionExpiredError();
        },
      });
      expect(summary.stopped).toBe('paused');
      expect((await listOutbox(db)).map((i) => [i.state, i.attempts])).toEqual([
        ['pending', 0],
        ['pending', 0],
      ]);
    });
  });
});
