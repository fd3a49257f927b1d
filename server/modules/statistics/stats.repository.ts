// Stats table queries. Every query is scoped by company; a stat is read with its owner's name and
// its division's name and colour in the same statement, so a list page is one query for the stats.
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { StatsTable } from '../../db/schema';

export type StatInsert = Omit<Insertable<StatsTable>, 'id' | 'company_id' | 'order' | 'created_at'>;
export type StatChanges = Omit<Updateable<StatsTable>, 'id' | 'company_id' | 'order'>;

/** stats joined with what its presentation needs: `stats` as s, staff as o, users as u, divisions as d. */
export function statsWithNames(db: Database) {
  return db
    .selectFrom('stats as s')
    .innerJoin('staff as o', (join) =>
      join.onRef('o.id', '=', 's.owner_staff_id').onRef('o.company_id', '=', 's.company_id'),
    )
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('divisions as d', (join) =>
      join.onRef('d.id', '=', 's.division_id').onRef('d.company_id', '=', 's.company_id'),
    )
    .selectAll('s')
    .select((eb) => [
      sql<string>`trim(${eb.ref('u.first_name')} || ' ' || ${eb.ref('u.last_name')})`.as('owner_name'),
      'd.division_name',
      'd.division_color',
      'd.division_order',
    ]);
}
export type StatsQuery = ReturnType<typeof statsWithNames>;
export type StatRow = Awaited<ReturnType<StatsQuery['executeTakeFirstOrThrow']>>;

export function findStat(db: Database, companyId: number, id: number): Promise<StatRow | undefined> {
  return statsWithNames(db).where('s.company_id', '=', companyId).where('s.id', '=', id).executeTakeFirst();
}

export function findStats(db: Database, companyId: number, ids: readonly number[]): Promise<StatRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return statsWithNames(db)
    .where('s.company_id', '=', companyId)
    .where('s.id', 'in', [...ids])
    .orderBy('s.order')
    .orderBy('s.id')
    .execute();
}

/**
 * Locks the company row for the rest of the transaction, so that checks across its stats (the
 * free plan's count, the next order number) cannot be passed by two requests at once.
 */
export async function lockCompanyStats(db: Database, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['subscription_plan', 'week_start', 'timezone'])
    .where('id', '=', companyId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function countActiveStats(db: Database, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('stats')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('archived', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts stats at the end of the company's order, in the given order. Answers the new ids. */
export async function insertStats(db: Database, companyId: number, stats: StatInsert[]): Promise<number[]> {
  if (stats.length === 0) return [];
  const last = await db
    .selectFrom('stats')
    .select((eb) => eb.fn.coalesce(eb.fn.max('order'), eb.val(0)).as('max'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .insertInto('stats')
    .values(stats.map((stat, i) => ({ ...stat, company_id: companyId, order: Number(last.max) + i + 1 })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function updateStat(db: Database, companyId: number, id: number, changes: StatChanges): Promise<void> {
  if (Object.values(changes).every((value) => value === undefined)) return;
  await db.updateTable('stats').set(changes).where('company_id', '=', companyId).where('id', '=', id).execute();
}

/**
 * Moves a stat from position `from` to `to`; the stats in between shift one place towards `from`.
 * Tolerates gaps left by deleted stats: only the stats between the two positions move.
 */
export async function moveStat(db: Database, companyId: number, id: number, from: number, to: number): Promise<void> {
  if (from === to) return;
  const up = to < from;
  await db
    .updateTable('stats')
    .set((eb) => ({ order: up ? eb('order', '+', 1) : eb('order', '-', 1) }))
    .where('company_id', '=', companyId)
    .where('id', '!=', id)
    .where('order', up ? '>=' : '<=', to)
    .where('order', up ? '<' : '>', from)
    .execute();
  await db.updateTable('stats').set({ order: to }).where('company_id', '=', companyId).where('id', '=', id).execute();
}

export async function deleteStat(db: Database, companyId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('stats')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function staffInCompany(db: Database, companyId: number, staffId: number): Promise<boolean> {
  const row = await db
    .selectFrom('staff')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', staffId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function divisionInCompany(db: Database, companyId: number, divisionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('divisions')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', divisionId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The company's calendar for periods: its zone and week start. */
export function companyCalendar(db: Database, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['timezone', 'week_start', 'subscription_plan'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
}

export async function distinctTags(db: Database, companyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom(
      sql<{ tag: string }>`(SELECT DISTINCT unnest(tags) AS tag FROM stats WHERE company_id = ${companyId})`.as('t'),
    )
    .select('t.tag')
    .orderBy('t.tag')
    .execute();
  return rows.map((row) => row.tag);
}

/** The token push has no signed-in user for the router's app check: it asks here. */
export async function companyHasStatistics(db: Database, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('company_apps')
    .innerJoin('apps', 'apps.id', 'company_apps.app_id')
    .select('apps.id')
    .where('company_apps.company_id', '=', companyId)
    .where('apps.app_name', '=', 'statistics')
    .executeTakeFirst();
  return row !== undefined;
}
