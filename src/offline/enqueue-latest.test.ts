// Latest-state changes (enqueueLatest): a new state replaces the waiting, never-sent one of the same
// entity and kind, keeping its id and place; a change already attempted is never touched (its body
// is frozen with its Idempotency-Key), so the new state queues behind it; other entities and kinds
// are left alone.
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { userDatabase } from './db';
import { registerOutboxKind } from './kinds';
import { enqueue, enqueueLatest, latestWaitingBody } from './outbox';

interface Input {
  entity: string;
  value: number;
}

beforeAll(() => {
  for (const kind of ['test.latest', 'test.other']) {
    registerOutboxKind<Input>({
      kind,
      toRequest: (input) => ({ method: 'POST', path: `p/${input.entity}`, body: input, entityKey: input.entity }),
    });
  }
});

describe('enqueueLatest', () => {
  it('replaces the body of the waiting change of the same entity, keeping its id and place', async () => {
    const db = userDatabase(101, 1);
    const first = await enqueueLatest(db, 'test.latest', { entity: 'a', value: 1 });
    const other = await enqueueLatest(db, 'test.latest', { entity: 'b', value: 1 });
    const second = await enqueueLatest(db, 'test.latest', { entity: 'a', value: 2 });
    expect(second.id).toBe(first.id);
    expect(second.seq).toBe(first.seq);
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => [r.entity_key, (r.body as Input).value])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
    expect(other.id).not.toBe(first.id);
    expect(await latestWaitingBody(db, 'a')).toEqual({ entity: 'a', value: 2 });
  });

  it('never changes a change already attempted: the new state waits behind it', async () => {
    const db = userDatabase(102, 1);
    const sent = await enqueueLatest(db, 'test.latest', { entity: 'a', value: 1 });
    await db.outbox.update(sent.id, { attempts: 1, state: 'sending' });
    const next = await enqueueLatest(db, 'test.latest', { entity: 'a', value: 2 });
    expect(next.id).not.toBe(sent.id);
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => (r.body as Input).value)).toEqual([1, 2]);
    // And the state after it replaces the new waiting one, not the attempted one.
    await enqueueLatest(db, 'test.latest', { entity: 'a', value: 3 });
    expect((await db.outbox.orderBy('seq').toArray()).map((r) => (r.body as Input).value)).toEqual([1, 3]);
  });

  it('adds behind a change of another kind for the same entity', async () => {
    const db = userDatabase(103, 1);
    await enqueue(db, 'test.other', { entity: 'a', value: 1 });
    await enqueueLatest(db, 'test.latest', { entity: 'a', value: 2 });
    expect(await db.outbox.count()).toBe(2);
  });
});
