// The embedded database on its own thread (pglite-thread.ts), through node-postgres as the server
// uses it: answers, errors that leave the session usable, a transaction that waits for its turn,
// a parameter far larger than one write, and data still there after a close and a new open.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

describe('PGlite on a worker thread', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-thread-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('answers queries, survives an error, keeps transactions whole and its data across a restart', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir: dir }, { upkeepIntervalMs: null });
    const { db } = first;
    await sql`create table notes (id serial primary key, body text not null)`.execute(db);

    await expect(sql`select * from missing_table`.execute(db)).rejects.toThrow(/missing_table/);
    const after = await sql<{ n: number }>`select 1 + ${1}::int as n`.execute(db);
    expect(after.rows).toEqual([{ n: 2 }]);

    // Two transactions at once: the second waits for the first (one session), neither is lost.
    const big = 'x'.repeat(3 * 1024 * 1024);
    await Promise.all([
      db.transaction().execute(async (trx) => {
        await sql`insert into notes (body) values (${big})`.execute(trx);
        await sql`insert into notes (body) values ('second')`.execute(trx);
      }),
      db.transaction().execute(async (trx) => {
        await sql`insert into notes (body) values ('third')`.execute(trx);
      }),
    ]);
    // A failed transaction rolls back and the connection goes on.
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into notes (body) values ('rolled back')`.execute(trx);
        await sql`insert into notes (body) values (null)`.execute(trx);
      }),
    ).rejects.toThrow(/null value/);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir: dir }, { upkeepIntervalMs: null });
    const rows = await sql<{ body: string }>`select body from notes order by id`.execute(second.db);
    expect(rows.rows.map((r) => (r.body.length > 100 ? r.body.length : r.body))).toEqual([
      big.length,
      'second',
      'third',
    ]);
    await second.close();
    // Two fresh embedded databases (initdb, then a reopen): seconds alone, far more on a busy machine.
  }, 90_000);
});
