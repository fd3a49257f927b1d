// Changes queued against something created offline (`createdBy`): they wait behind the creating
// change, and are sent to the server's id of what it made, even when that answer came in an earlier
// run (a reload between the two); a creation discarded leaves them needing attention instead of
// being sent to a made-up address. And a kind's `doneOn` statuses count as done.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { NotFoundApiError, ServerApiError } from '../api/errors';
import { GroundworkDatabase } from './db';
import { CREATED_ID, registerOutboxKind } from './kinds';
import { discardItem, enqueue } from './outbox';
import { CREATED_ID_KEEP_MS, CREATION_DISCARDED, replayOutbox, type OutgoingRequest } from './replay';

interface Thing {
  key: string;
}
interface ThingChange {
  /** The server's id, or the creating change's id when the device does not know it. */
  target: { id: number } | { created: string };
  name: string;
}

registerOutboxKind<Thing>({
  kind: 'test.createThing',
  toRequest: ({ key }) => ({ method: 'POST', path: 'things/', body: {}, entityKey: `thing:${key}` }),
  createdId: (result) => (result as { id?: number } | undefined)?.id,
});
registerOutboxKind<ThingChange>({
  kind: 'test.renameThing',
  toRequest: ({ target, name }) =>
    'id' in target
      ? { method: 'PATCH', path: `things/${target.id}/`, body: { name }, entityKey: `thing:${target.id}` }
      : {
          method: 'PATCH',
          path: `things/${CREATED_ID}/`,
          body: { name },
          entityKey: `thing:${target.created}`,
          createdBy: target.created,
        },
});
registerOutboxKind<{ id: number }>({
  kind: 'test.deleteThing',
  toRequest: ({ id }) => ({ method: 'DELETE', path: `things/${id}/`, body: undefined, entityKey: `thing:${id}` }),
  doneOn: [404],
});

let db: GroundworkDatabase;
let counter = 0;
beforeEach(() => {
  db = new GroundworkDatabase(`created-ids-test-${++counter}`);
});

/** A server that numbers what it creates from 41 up and records every request. */
function thingServer() {
  const sent: OutgoingRequest[] = [];
  let next = 41;
  const send = async (request: OutgoingRequest) => {
    sent.push(request);
    if (request.method === 'POST') return { id: next++ };
    return { ok: true };
  };
  return { sent, send };
}

const createThing = async () => {
  const key = crypto.randomUUID();
  await enqueue(db, 'test.createThing', { key }, { id: key });
  return key;
};

describe('changes to something created offline', () => {
  it('are sent after the creation, to the id the server gave it', async () => {
    const first = await createThing();
    const second = await createThing();
    await enqueue(db, 'test.renameThing', { target: { created: second }, name: 'B' });
    await enqueue(db, 'test.renameThing', { target: { created: first }, name: 'A' });
    const server = thingServer();

    const summary = await replayOutbox({ db, locks: null, send: server.send });

    expect(summary).toMatchObject({ sent: 4, needsAttention: 0, stopped: 'empty' });
    expect(server.sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST things/',
      'POST things/',
      'PATCH things/42/',
      'PATCH things/41/',
    ]);
    // Each creation went under its own id as Idempotency-Key: a retry cannot make a second one.
    expect(server.sent.slice(0, 2).map((r) => r.key)).toEqual([first, second]);
  });

  it('find the id in a later run, after the creation was answered and left the outbox', async () => {
    const key = await createThing();
    const server = thingServer();
    await replayOutbox({ db, locks: null, send: server.send });
    // Queued from a screen that still showed the thing as created on this device.
    await enqueue(db, 'test.renameThing', { target: { created: key }, name: 'Renamed' });

    await replayOutbox({ db, locks: null, send: server.send });

    expect(server.sent.at(-1)).toMatchObject({ method: 'PATCH', path: 'things/41/', body: { name: 'Renamed' } });
    expect(await db.outbox.count()).toBe(0);
  });

  it('wait behind a creation that is backing off, and keep the resolved address on retry', async () => {
    const key = await createThing();
    await enqueue(db, 'test.renameThing', { target: { created: key }, name: 'A' });
    let now = 1_000_000;
    const sent: OutgoingRequest[] = [];
    let failNext = true;
    const send = async (request: OutgoingRequest) => {
      sent.push(request);
      if (request.method === 'POST') return { id: 7 };
      if (failNext) {
        failNext = false;
        throw new ServerApiError(503, 'Service Unavailable');
      }
      return { ok: true };
    };

    const first = await replayOutbox({ db, locks: null, send, now: () => now, random: () => 0 });
    expect(first.stopped).toBe('backoff');
    now = first.nextAttemptAt! + 1;
    await replayOutbox({ db, locks: null, send, now: () => now, random: () => 0 });

    expect(sent.map((r) => `${r.method} ${r.path} ${r.key}`)).toEqual([
      `POST things/ ${key}`,
      `PATCH things/7/ ${sent[1]!.key}`,
      `PATCH things/7/ ${sent[1]!.key}`,
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('need attention, unsent, when their creation was discarded', async () => {
    const key = await createThing();
    const rename = await enqueue(db, 'test.renameThing', { target: { created: key }, name: 'A' });
    await discardItem(db, key);
    const server = thingServer();

    const summary = await replayOutbox({ db, locks: null, send: server.send });

    expect(server.sent).toEqual([]);
    expect(summary.needsAttention).toBe(1);
    expect(await db.outbox.get(rename.id)).toMatchObject({ state: 'failed', last_error: CREATION_DISCARDED });
  });

  it('keeps the ids a waiting change refers to, and drops old ones nobody needs', async () => {
    const kept = await createThing();
    const dropped = await createThing();
    const server = thingServer();
    const start = 5_000_000_000;
    await replayOutbox({ db, locks: null, send: server.send, now: () => start });
    // A change to `kept` the server refused waits for the user: the id it needs must stay.
    const waiting = await enqueue(db, 'test.renameThing', { target: { created: kept }, name: 'waits' });
    await db.outbox.update(waiting.id, { state: 'failed' });

    // Much later, one more creation is answered: the old id of `dropped` goes, `kept` stays.
    await createThing();
    await replayOutbox({ db, locks: null, send: server.send, now: () => start + CREATED_ID_KEEP_MS + 1 });

    expect(await db.created_ids.get(kept)).toMatchObject({ id: 41 });
    expect(await db.created_ids.get(dropped)).toBeUndefined();
  });
});

describe('doneOn', () => {
  it('counts a listed status as done and goes on with the next change', async () => {
    await enqueue(db, 'test.deleteThing', { id: 3 });
    await createThing();
    const sent: string[] = [];
    const summary = await replayOutbox({
      db,
      locks: null,
      send: async (request) => {
        sent.push(`${request.method} ${request.path}`);
        if (request.method === 'DELETE') throw new NotFoundApiError(404, 'Not found.');
        return { id: 1 };
      },
    });
    expect(sent).toEqual(['DELETE things/3/', 'POST things/']);
    expect(summary).toMatchObject({ sent: 2, needsAttention: 0 });
    expect(await db.outbox.count()).toBe(0);
  });
});
