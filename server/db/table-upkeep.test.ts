// PGlite's table upkeep (what autovacuum does on a PostgreSQL server): a table filled since its last
// analyse is analysed, so the planner knows its size; one with many dead rows is vacuumed; tables
// under the thresholds are left alone; and an embedded database does this by itself.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type OpenDatabase } from './database';
import { tablesDue, upkeepTables } from './table-upkeep';

/** The planner's idea of a table's rows: -1 until the table is first analysed or vacuumed. */
async function plannedRows(db: Database, table: string): Promise<number> {
  const { rows } = await sql<{ reltuples: number }>`
    SELECT reltuples FROM pg_class WHERE oid = ${`public.${table}`}::regclass`.execute(db);
  return Number(rows[0]!.reltuples);
}

async function deadRows(db: Database, table: string): Promise<number> {
  const { rows } = await sql<{ n_dead_tup: number }>`
    SELECT n_dead_tup FROM pg_stat_user_tables WHERE relname = ${table}`.execute(db);
  return Number(rows[0]!.n_dead_tup);
}

/**
 * Makes this connection's counts of changed and dead rows visible: a backend reports them at most
 * once a second when idle, which the server's rounds (every 10 s) never notice, but a test would.
 */
async function reportStats(db: Database) {
  await sql`SELECT pg_stat_force_next_flush()`.execute(db);
  await sql`SELECT 1`.execute(db);
}

async function fill(db: Database, table: string, count: number) {
  await sql`INSERT INTO ${sql.table(table)} (n) SELECT generate_series(1, ${count}::int)`.execute(db);
  await reportStats(db);
}

describe('table upkeep on PGlite, by hand', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    // No rounds of its own: the test decides when upkeep runs.
    database = await openDatabase({ kind: 'memory' }, { upkeepIntervalMs: null });
  });
  afterAll(() => database.close());

  it('analyses a table filled since its last analyse, and then leaves it alone', async () => {
    const { db } = database;
    await sql`CREATE TABLE upkeep_filled (n int)`.execute(db);
    await fill(db, 'upkeep_filled', 1000);
    expect(await plannedRows(db, 'upkeep_filled')).toBe(-1);
    expect(await tablesDue(db)).toContainEqual({ table: 'upkeep_filled', vacuum: false });

    const done = await upkeepTables(db);

    expect(done).toContainEqual({ table: 'upkeep_filled', vacuum: false });
    expect(await plannedRows(db, 'upkeep_filled')).toBe(1000);
    expect((await tablesDue(db)).map((t) => t.table)).not.toContain('upkeep_filled');
  });

  it('leaves a table whose changes are under the threshold (50 rows and 10%)', async () => {
    const { db } = database;
    await sql`CREATE TABLE upkeep_quiet (n int)`.execute(db);
    await fill(db, 'upkeep_quiet', 1000);
    await upkeepTables(db);
    await fill(db, 'upkeep_quiet', 100); // 100 changes: under 50 + 10% of the 1,000 rows analysed

    expect((await tablesDue(db)).map((t) => t.table)).not.toContain('upkeep_quiet');
    await fill(db, 'upkeep_quiet', 60); // 160: over it
    expect((await tablesDue(db)).map((t) => t.table)).toContain('upkeep_quiet');
  });

  it('vacuums a table with many dead rows', async () => {
    const { db } = database;
    await sql`CREATE TABLE upkeep_emptied (n int)`.execute(db);
    await fill(db, 'upkeep_emptied', 1000);
    await upkeepTables(db);
    await sql`DELETE FROM upkeep_emptied WHERE n <= 600`.execute(db);
    await reportStats(db);
    expect(await deadRows(db, 'upkeep_emptied')).toBe(600);
    expect(await tablesDue(db)).toContainEqual({ table: 'upkeep_emptied', vacuum: true });

    await upkeepTables(db);

    expect(await deadRows(db, 'upkeep_emptied')).toBe(0);
    expect(await plannedRows(db, 'upkeep_emptied')).toBe(400);
  });
});

describe('table upkeep of an embedded database', () => {
  it('runs by itself: a filled table gets its statistics without anyone asking', async () => {
    const database = await openDatabase({ kind: 'memory' }, { upkeepIntervalMs: 20 });
    try {
      const { db } = database;
      await sql`CREATE TABLE upkeep_auto (n int)`.execute(db);
      await fill(db, 'upkeep_auto', 500);
      await expect.poll(() => plannedRows(db, 'upkeep_auto'), { timeout: 5_000, interval: 20 }).toBe(500);
    } finally {
      await database.close();
    }
  });
});
