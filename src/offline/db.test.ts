// The device database: one per user and company, and its tables as ARCHITECTURE.md lists them.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { databaseName, GroundworkDatabase, pendingChangeCount, userDatabase } from './db';

describe('user database', () => {
  it('is separate per user and per company', async () => {
    const a = userDatabase(1, 1);
    const b = userDatabase(2, 1);
    const c = userDatabase(1, 2);
    expect(new Set([a.name, b.name, c.name]).size).toBe(3);
    expect(a.name).toBe(databaseName(1, 1));
    expect(userDatabase(1, 1)).toBe(a);
    await a.outbox.add({
      id: 'x',
      kind: 'test.add',
      method: 'POST',
      path: 'p',
      body: {},
      entity_key: 'e',
      created_at: new Date().toISOString(),
      seq: 1,
      attempts: 0,
      next_attempt_at: 0,
      state: 'pending',
      last_error: null,
    });
    expect(await pendingChangeCount(a)).toBe(1);
    expect(await pendingChangeCount(b)).toBe(0);
    expect(await pendingChangeCount(c)).toBe(0);
  });

  it('has the tables of the offline core', () => {
    const db = userDatabase(9, 9);
    expect(db.tables.map((t) => t.name).sort()).toEqual([
      'conflicts',
      'created_ids',
      'drafts',
      'kiosk_device',
      'kiosk_roster',
      'offline_content',
      'outbox',
    ]);
    expect(db.verno).toBe(4);
  });

  it('keeps the queue of a version 1 database when it opens as version 2 (batched replay)', async () => {
    const v1 = new Dexie('upgrade-test');
    v1.version(1).stores({ outbox: 'id, seq, state, entity_key, next_attempt_at, kind' });
    await v1
      .table('outbox')
      .add({ id: 'kept', seq: 1, state: 'pending', entity_key: 'e', next_attempt_at: 0, kind: 'k' });
    v1.close();

    const v2 = new GroundworkDatabase('upgrade-test');
    expect(await v2.outbox.get('kept')).toMatchObject({ seq: 1, state: 'pending' });
    await v2.outbox.update('kept', { batch_id: 'b1' });
    expect(await v2.outbox.where('batch_id').equals('b1').primaryKeys()).toEqual(['kept']);
  });

  it('keeps the queue of a version 2 database when it opens as version 3 (ids of things created offline)', async () => {
    const v2 = new Dexie('upgrade-test-3');
    v2.version(2).stores({
      outbox: 'id, seq, state, entity_key, next_attempt_at, kind, batch_id',
      drafts: 'id, kind, updated_at',
      offline_content: 'key, kind',
      conflicts: 'id, entity_key, outbox_id',
    });
    await v2.table('outbox').add({ id: 'kept', seq: 1, state: 'pending', entity_key: 'e', kind: 'k' });
    v2.close();

    const v3 = new GroundworkDatabase('upgrade-test-3');
    expect(await v3.outbox.get('kept')).toMatchObject({ seq: 1, state: 'pending' });
    await v3.created_ids.put({ key: 'kept', id: 5, at: 1 });
    expect(await v3.created_ids.get('kept')).toMatchObject({ id: 5 });
  });
});
