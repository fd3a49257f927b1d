// Table upkeep for embedded PGlite, which has no autovacuum: PostgreSQL's launcher is a background
// process, and PGlite runs one backend. Without it the planner never learns a table's size (a
// 10,000-row staff table stays estimated at a dozen rows, so joins walk an index once per row) and
// dead rows left by updates are never reclaimed. So the server does what autovacuum would, with its
// default thresholds: a table is analysed once 50 + 10% of its rows changed since the last analyse,
// and vacuumed once 50 + 20% of its rows are dead. A PostgreSQL server does this itself.
import { sql } from 'kysely';
import type { Database } from './database';
import { startPeriodicJob } from '../lib/periodic-job';

/**
 * PostgreSQL's autovacuum_{analyze,vacuum}_{threshold,scale_factor} defaults, as SQL, measured like
 * autovacuum against the rows the planner last counted (none before the first analyse).
 */
const PLANNED_ROWS = sql`greatest(c.reltuples, 0)`;
const ANALYZE_DUE = sql`t.n_mod_since_analyze > 50 + 0.1 * ${PLANNED_ROWS}`;
const VACUUM_DUE = sql`t.n_dead_tup > 50 + 0.2 * ${PLANNED_ROWS}`;

export interface TableUpkeep {
  table: string;
  vacuum: boolean;
}

/** The tables of the public schema due for an analyse (and those also due for a vacuum). */
export async function tablesDue(db: Database): Promise<TableUpkeep[]> {
  const { rows } = await sql<{ relname: string; vacuum: boolean }>`
    SELECT t.relname, ${VACUUM_DUE} AS vacuum
    FROM pg_stat_user_tables t JOIN pg_class c ON c.oid = t.relid
    WHERE t.schemaname = 'public' AND (${ANALYZE_DUE} OR ${VACUUM_DUE})
    ORDER BY t.relname`.execute(db);
  return rows.map((row) => ({ table: row.relname, vacuum: row.vacuum }));
}

/** Analyses (and where due vacuums) every table that needs it; answers what was done. */
export async function upkeepTables(db: Database): Promise<TableUpkeep[]> {
  const due = await tablesDue(db);
  for (const { table, vacuum } of due) {
    const name = sql.id('public', table);
    await (vacuum ? sql`VACUUM (ANALYZE) ${name}` : sql`ANALYZE ${name}`).execute(db);
  }
  return due;
}

/** 10 s: a check is one small query, and a list read after a 10,000-row import should not wait a minute for its plan. */
export const TABLE_UPKEEP_INTERVAL_MS = 10_000;

/**
 * Runs upkeepTables now and then every `intervalMs`. Never overlaps itself; a failure is reported
 * and the next round tries again. Answers a stop function that waits for a round in progress.
 */
export function startTableUpkeep(
  db: Database,
  {
    intervalMs = TABLE_UPKEEP_INTERVAL_MS,
    onError = (error: unknown) => console.error('Table upkeep failed:', error),
  } = {},
): () => Promise<void> {
  return startPeriodicJob(() => upkeepTables(db), { intervalMs, onError });
}
