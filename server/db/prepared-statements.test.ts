// Named prepared statements: one name per data statement text, none for DDL or past the limit, and
// the same rows as unnamed queries on a real database.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helpers';
import { PLAN_CACHE_MODE } from './database';
import { StatementNames } from './prepared-statements';

describe('StatementNames', () => {
  it('names each distinct data statement once, and reuses the name', () => {
    const names = new StatementNames();
    const a = names.nameOf('select * from staff where id = $1');
    expect(a).toBeDefined();
    expect(names.nameOf('select * from staff where id = $1')).toBe(a);
    expect(names.nameOf('  WITH x AS (select 1) select * from x')).not.toBe(a);
    for (const verb of ['insert into t values ($1)', 'update t set a = $1', 'delete from t where a = $1']) {
      expect(names.nameOf(verb)).toMatch(/^gw\d+$/);
    }
  });

  it('runs DDL and transaction control unnamed', () => {
    const names = new StatementNames();
    expect(names.nameOf('create table t (a int)')).toBeUndefined();
    expect(names.nameOf('begin')).toBeUndefined();
  });

  it('stops naming new texts at its limit, so a varying text cannot grow the cache without bound', () => {
    const names = new StatementNames(2);
    const first = names.nameOf('select $1');
    names.nameOf('select $1, $2');
    expect(names.nameOf('select $1, $2, $3')).toBeUndefined();
    expect(names.nameOf('select $1')).toBe(first);
  });
});

describe('queries through named statements', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a repeated query with fresh parameters and rows each time', async () => {
    const db = t.database.db;
    for (let i = 0; i < 8; i++) {
      // Past the fifth run PostgreSQL may switch to a cached generic plan; the answer must not change.
      const { rows } = await sql<{ n: number; s: string }>`select ${i}::int as n, ${`v${i}`}::text as s`.execute(db);
      expect(rows).toEqual([{ n: i, s: `v${i}` }]);
    }
  });
});

describe('plan cache', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs named statements on their generic plan on every connection (database.ts PLAN_CACHE_MODE)', async () => {
    // On several connections at once where the pool has them (PostgreSQL), one on PGlite.
    const modes = await Promise.all(
      Array.from({ length: 3 }, () =>
        t.database.db.connection().execute((db) => sql<{ plan_cache_mode: string }>`SHOW plan_cache_mode`.execute(db)),
      ),
    );
    for (const { rows } of modes) expect(rows).toEqual([{ plan_cache_mode: PLAN_CACHE_MODE }]);
    expect(PLAN_CACHE_MODE).toBe('force_generic_plan');
  });
});
