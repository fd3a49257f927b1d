// Taking a change back (an undo, e.g. a punch tapped twice): only a change that cannot be on the
// server goes — never sent, or refused by it. One that went out, answered or not, stays: the server
// may hold it, and the caller asks for a correction instead.
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { userDatabase } from './db';
import { registerOutboxKind } from './kinds';
import { enqueue, withdrawUnsent } from './outbox';

beforeAll(() => {
  registerOutboxKind<{ n: number }>({
    kind: 'test.withdraw',
    toRequest: (input) => ({ method: 'POST', path: 'p/', body: input, entityKey: `n:${input.n}` }),
  });
});

describe('withdrawUnsent', () => {
  it('removes a change never sent, and only that one', async () => {
    const db = userDatabase(201, 1);
    const first = await enqueue(db, 'test.withdraw', { n: 1 });
    const second = await enqueue(db, 'test.withdraw', { n: 2 });
    expect(await withdrawUnsent(db, second.id)).toBe(true);
    expect((await db.outbox.toArray()).map((r) => r.id)).toEqual([first.id]);
  });

  it('keeps a change that went out (sending, or back in line after an unanswered attempt)', async () => {
    const db = userDatabase(202, 1);
    const sending = await enqueue(db, 'test.withdraw', { n: 1 });
    await db.outbox.update(sending.id, { state: 'sending', attempts: 1 });
    const unanswered = await enqueue(db, 'test.withdraw', { n: 2 });
    await db.outbox.update(unanswered.id, { state: 'pending', attempts: 1, next_attempt_at: Date.now() + 5_000 });
    expect(await withdrawUnsent(db, sending.id)).toBe(false);
    expect(await withdrawUnsent(db, unanswered.id)).toBe(false);
    expect(await db.outbox.count()).toBe(2);
  });

  it('removes a change the server refused, and answers false for one already gone', async () => {
    const db = userDatabase(203, 1);
    const refused = await enqueue(db, 'test.withdraw', { n: 1 });
    await db.outbox.update(refused.id, { state: 'failed', attempts: 1, last_error: 'no' });
    expect(await withdrawUnsent(db, refused.id)).toBe(true);
    expect(await withdrawUnsent(db, refused.id)).toBe(false);
  });
});
