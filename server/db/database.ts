// Opens the database: a PostgreSQL server when DATABASE_URL is set, otherwise embedded PGlite in
// DATA_DIR (or in memory for tests), both through node-postgres so Kysely sees one dialect.
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';
import { assignableColumns, EmptyUpdatePlugin } from './empty-update-plugin';
import { acquireDataDirLock } from './lock';
import { migrateToLatest } from './migrate';
import { PGliteThread } from './pglite-thread';
import { preparedStatementPool } from './prepared-statements';
import { startTableUpkeep, TABLE_UPKEEP_INTERVAL_MS } from './table-upkeep';

// BIGINT and NUMERIC arrive as strings by default; our ids and counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
// DATE stays a 'YYYY-MM-DD' string: a JS Date would shift it by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type Database = Kysely<DB>;

/**
 * Every connection runs its prepared statements on their cached generic plan (prepared-statements.ts).
 * Left to choose, PostgreSQL planned a list's statement again on every run: it compares the generic
 * plan's estimated cost with the custom plans' and, for a statement of many joins with its LIMIT,
 * OFFSET and filters as parameters, found the generic one dearer and kept making custom ones. Measured
 * on PostgreSQL 15 (tests/bench/README.md, issue 22): the articles list's statement took 1.4 ms to plan
 * and 0.2 ms to run, the employees list's 1.1 ms and 0.3 ms. Every statement here is scoped by a
 * company and runs on that company's rows, so one plan per statement serves all of them.
 */
export const PLAN_CACHE_MODE = 'force_generic_plan';

/** Sets PLAN_CACHE_MODE on each new connection, before the pool hands it to its first query. */
function onEveryConnection(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => {
    // Queued ahead of whatever the connection was opened for; a failure shows in the log and the
    // connection keeps PostgreSQL's default (slower, not wrong).
    client
      .query(`SET plan_cache_mode = ${PLAN_CACHE_MODE}`)
      .catch((error: Error) => console.warn(`plan_cache_mode was not set: ${error.message}`));
  });
  return pool;
}

export type DatabaseTarget =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string } | { kind: 'memory' };

export interface OpenDatabase {
  db: Database;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
}

export interface OpenOptions {
  /** How often PGlite's tables are checked for upkeep (table-upkeep.ts); null: never, for tests of it. */
  upkeepIntervalMs?: number | null;
}

/**
 * Migrates, then answers the database with the plugin that lets an empty PATCH's `.set({})` update
 * its rows to themselves instead of failing as invalid SQL (empty-update-plugin.ts).
 */
async function withEmptyUpdates(db: Database): Promise<Database> {
  await migrateToLatest(db);
  return db.withPlugin(new EmptyUpdatePlugin(await assignableColumns(db as Kysely<unknown>)));
}

export async function openDatabase(
  target: DatabaseTarget,
  { upkeepIntervalMs = TABLE_UPKEEP_INTERVAL_MS }: OpenOptions = {},
): Promise<OpenDatabase> {
  if (target.kind === 'postgres') {
    const pool = onEveryConnection(new pg.Pool({ connectionString: target.url, max: 10 }));
    // A connection PostgreSQL closes while it sits idle in the pool (a restart, a failover, an
    // admin's pg_terminate_backend, a proxy's idle timeout) is an 'error' on the pool; unheard, it
    // would end the process. The pool has already dropped that connection and opens a new one when
    // next asked, so it is only worth a line in the log.
    pool.on('error', (error) => console.warn(`A PostgreSQL connection was closed while idle: ${error.message}`));
    const db = await withEmptyUpdates(
      new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparedStatementPool(pool) }) }),
    );
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  let release = () => {};
  let dataDir = 'memory://';
  if (target.kind === 'pglite') {
    const dir = path.resolve(target.dataDir);
    release = acquireDataDirLock(dir);
    dataDir = path.join(dir, 'pgdata');
  }
  // On a thread of its own (pglite-thread.ts): a PostgreSQL deployment never starts it.
  const thread = new PGliteThread(dataDir);
  try {
    await thread.whenReady();
    // max 1: PGlite is one session, so a transaction holds it and others wait their turn.
    const pool = onEveryConnection(
      new pg.Pool({ max: 1, stream: () => thread.connect(), user: 'postgres', database: 'postgres' }),
    );
    const db = await withEmptyUpdates(
      new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparedStatementPool(pool) }) }),
    );
    // PGlite has no autovacuum: the server keeps the planner's statistics itself (table-upkeep.ts).
    const stopUpkeep =
      upkeepIntervalMs === null ? async () => {} : startTableUpkeep(db, { intervalMs: upkeepIntervalMs });
    return {
      db,
      kind: target.kind,
      close: async () => {
        await stopUpkeep();
        await db.destroy();
        await thread.close();
        release();
      },
    };
  } catch (err) {
    await thread.close();
    release();
    throw err;
  }
}
