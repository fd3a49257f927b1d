// Staff queries (spec people §3 "Staff"): one select shared by the Employee List, the profile and
// the division lists, so every screen shows the same fields. A page of the list is one statement
// (the page's ids with the count, then the page's rows) whatever the page size; the positions of each row
// come as an array from one correlated subquery, not a query per row. Every query is scoped by
// company.
import { sql, type Expression, type Insertable, type SqlBool } from 'kysely';
import type { StaffListQuery } from '../../../contract/people';
import type { Database } from '../../db/database';
import type { StaffTable } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import { windowCount } from '../../lib/pagination';
import { sharedIdentitySql } from './identity';

/** "First Last" of users `u`, trimmed, or the e-mail when both names are empty. */
export const fullName = (alias: string) =>
  sql<string>`coalesce(nullif(trim(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}), ''), ${sql.ref(`${alias}.email`)})`;

export function staffSelect(db: Database, companyId: number) {
  return db
    .selectFrom('staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('divisions as d', (j) => j.onRef('d.id', '=', 's.division_id').onRef('d.company_id', '=', 's.company_id'))
    .leftJoin('staff_positions as sp', (j) => j.onRef('sp.staff_id', '=', 's.id').on('sp.is_primary', '=', true))
    .leftJoin('positions as p', 'p.id', 'sp.position_id')
    .leftJoin('staff as ms', (j) => j.onRef('ms.id', '=', 's.manager_id').onRef('ms.company_id', '=', 's.company_id'))
    .leftJoin('users as mu', 'mu.id', 'ms.user_id')
    .select([
      's.id',
      's.user_id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.photo',
      'u.gender',
      'u.personal_phone',
      's.user_type',
      's.user_type_slug',
      'sp.position_id as position',
      'p.name as position_name',
      's.division_id as staff_division',
      'd.division_name',
      'd.division_color',
      's.manager_id as manager',
      sql<string | null>`CASE WHEN mu.id IS NULL THEN NULL ELSE ${fullName('mu')} END`.as('manager_name'),
      sql<boolean>`u.password_hash IS NOT NULL`.as('is_activated'),
      sharedIdentitySql.as('shared_identity'),
      sql<number[]>`ARRAY(SELECT x.position_id FROM staff_positions x WHERE x.staff_id = s.id
        ORDER BY x.is_primary DESC, x.position_id)`.as('positions'),
    ])
    .where('s.company_id', '=', companyId)
    .where('s.is_active', '=', true);
}

export type StaffRowOut = Awaited<ReturnType<ReturnType<typeof staffSelect>['executeTakeFirstOrThrow']>>;

const ORDER_COLUMNS = {
  first_name: sql`lower(u.first_name)`,
  last_name: sql`lower(u.last_name)`,
  email: sql`u.email`,
  division: sql`d.division_name`,
  position: sql`p.name`,
  created_at: sql`s.created_at`,
} as const;

/**
 * A phone search matches the number as stored, or, when it is typed as a number ("555 000-1111",
 * "(555) 000"), by its digits: numbers are stored in E.164 (+15550001111), older ones as typed.
 */
function phoneMatches(column: Expression<unknown>, search: string, like: string): Expression<SqlBool> {
  const digits = search.replace(/\D/g, '');
  if (!/^[\d\s()+.-]+$/.test(search) || digits.length < 3) return sql<SqlBool>`${column} ILIKE ${like}`;
  return sql<SqlBool>`(${column} ILIKE ${like} OR regexp_replace(${column}, '\\D', '', 'g') LIKE ${`%${digits}%`})`;
}

/** Search and filters of the Employee List, as one WHERE expression on `staff s` and `users u`. */
function listFilter(query: StaffListQuery, searchPhones: boolean): Expression<SqlBool> {
  const parts = [sql<SqlBool>`true`];
  if (query.search) {
    const like = containsPattern(query.search);
    // Only those who may read phones search by them: a search is a way to read, digit by digit.
    const phone = searchPhones
      ? sql<SqlBool>`OR (${phoneMatches(sql.ref('u.personal_phone'), query.search, like)} AND NOT ${sharedIdentitySql})`
      : sql``;
    parts.push(sql<SqlBool>`(u.first_name || ' ' || u.last_name ILIKE ${like} OR u.email ILIKE ${like} ${phone})`);
  }
  if (query.division) parts.push(sql<SqlBool>`s.division_id = ${query.division}`);
  if (query.user_type) parts.push(sql<SqlBool>`s.user_type_slug = ${query.user_type}`);
  if (query.position) {
    parts.push(
      sql<SqlBool>`EXISTS (SELECT 1 FROM staff_positions f WHERE f.staff_id = s.id AND f.position_id = ${query.position})`,
    );
  }
  return sql<SqlBool>`${sql.join(parts, sql` AND `)}`;
}

/** The company's active staff that pass `filter`: the rows the list pages through and counts. */
function listedStaff(db: Database, companyId: number, filter: Expression<SqlBool>) {
  return db
    .selectFrom('staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .where('s.company_id', '=', companyId)
    .where('s.is_active', '=', true)
    .where(filter);
}

/**
 * One page of the Employee List and the count of all its rows, in one statement. The page is found
 * first from the sort key alone, with the count of every matching row beside it (a deep page sorts
 * every matching row, so it carries nothing else), then only its rows are read in full: joining
 * managers, divisions and positions and gathering each row's positions for every row before the
 * offset made the last pages of 10,000 staff several times slower than the first. One statement,
 * not three (ids, count, rows): each round trip to PostgreSQL cost the list more than the rows did
 * (tests/bench/README.md, issue 22).
 */
export async function listStaffPage(
  db: Database,
  companyId: number,
  query: StaffListQuery,
  limit: number,
  offset: number,
  searchPhones: boolean,
) {
  const desc = query.ordering.startsWith('-');
  const key = query.ordering.replace(/^-/, '') as keyof typeof ORDER_COLUMNS;
  const filter = listFilter(query, searchPhones);
  let page = listedStaff(db, companyId, filter);
  if (key === 'division') {
    page = page.leftJoin('divisions as d', (j) =>
      j.onRef('d.id', '=', 's.division_id').onRef('d.company_id', '=', 's.company_id'),
    );
  }
  if (key === 'position') {
    page = page
      .leftJoin('staff_positions as sp', (j) => j.onRef('sp.staff_id', '=', 's.id').on('sp.is_primary', '=', true))
      .leftJoin('positions as p', 'p.id', 'sp.position_id');
  }
  const order = sql`${ORDER_COLUMNS[key]} ${sql.raw(desc ? 'DESC NULLS LAST' : 'ASC NULLS LAST')}, s.id`;
  const ids = page
    .select([
      's.id',
      sql<number>`row_number() OVER (ORDER BY ${order})`.as('place'),
      sql<string>`count(*) OVER ()`.as('total'),
    ])
    .orderBy(order)
    .limit(limit)
    .offset(offset);
  const found = await staffSelect(db, companyId)
    .innerJoin(ids.as('pg'), 'pg.id', 's.id')
    .select('pg.total')
    .orderBy('pg.place')
    .execute();
  const count = await windowCount(found, offset, async () => {
    const all = await listedStaff(db, companyId, filter)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return all.count;
  });
  const rows = found.map(({ total: _, ...row }) => row);
  return { rows, count };
}

export function findStaff(db: Database, companyId: number, id: number) {
  return staffSelect(db, companyId).where('s.id', '=', id).executeTakeFirst();
}

/** The profile's extra fields: names of positions, juniors and responsibilities, roles, settings. */
export function findStaffExtras(db: Database, companyId: number, id: number) {
  return db
    .selectFrom('staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select(['u.birth_date'])
    .select([
      sql<{ id: number; name: string }[]>`coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name)
        ORDER BY x.is_primary DESC, p.id) FROM staff_positions x JOIN positions p ON p.id = x.position_id
        WHERE x.staff_id = s.id), '[]')`.as('positions_info'),
      sql<
        { id: number; name: string }[]
      >`coalesce((SELECT json_agg(json_build_object('id', j.id, 'name', ${fullName('ju')})
        ORDER BY ju.first_name, j.id) FROM staff j JOIN users ju ON ju.id = j.user_id
        WHERE j.company_id = s.company_id AND j.manager_id = s.id AND j.is_active), '[]')`.as('juniors'),
      sql<{ id: number; name: string }[]>`coalesce((SELECT json_agg(json_build_object('id', r.id, 'name', r.name)
        ORDER BY r.name) FROM staff_responsibilities x JOIN responsibilities r ON r.id = x.responsibility_id
        WHERE x.staff_id = s.id), '[]')`.as('responsibilities'),
    ])
    .where('s.company_id', '=', companyId)
    .where('s.id', '=', id)
    .where('s.is_active', '=', true)
    .executeTakeFirst();
}

/** company-users-simple/: every active staff member by name, for pickers; the e-mail and primary
 * position let a picker tell two people of the same name apart. */
export function listStaffSimple(db: Database, companyId: number) {
  return db
    .selectFrom('staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('staff_positions as sp', (j) => j.onRef('sp.staff_id', '=', 's.id').on('sp.is_primary', '=', true))
    .leftJoin('positions as p', 'p.id', 'sp.position_id')
    .select(['s.id', fullName('u').as('name'), 'u.email', 'p.name as position_name'])
    .where('s.company_id', '=', companyId)
    .where('s.is_active', '=', true)
    .orderBy(sql`lower(u.first_name)`)
    .orderBy(sql`lower(u.last_name)`)
    .orderBy('s.id')
    .execute();
}

/** Of `ids`, those that are active staff of the company. */
export async function existingStaffIds(db: Database, companyId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('staff')
    .select('id')
    .where('company_id', '=', companyId)
    .where('is_active', '=', true)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Makes `userId` a member of the company with `values`, or brings back the membership they once had
 * (deleting ends a membership, it keeps the row). Undefined when they are a member already.
 */
export async function startMembership(
  db: Database,
  companyId: number,
  userId: number,
  values: Omit<Insertable<StaffTable>, 'company_id' | 'user_id'>,
): Promise<{ id: number } | undefined> {
  return db
    .insertInto('staff')
    .values({ company_id: companyId, user_id: userId, ...values })
    .onConflict((oc) => oc.columns(['company_id', 'user_id']).doUpdateSet(values).where('staff.is_active', '=', false))
    .returning('id')
    .executeTakeFirst();
}

/**
 * Replaces the positions of each staff member in `staffIds` by `positionIds`, the first primary
 * (§4). Two statements for any number of staff.
 */
export async function replaceStaffPositions(
  db: Database,
  companyId: number,
  staffIds: readonly number[],
  positionIds: readonly number[],
) {
  if (staffIds.length === 0) return;
  await db
    .deleteFrom('staff_positions')
    .where('company_id', '=', companyId)
    .where('staff_id', 'in', staffIds)
    .execute();
  if (positionIds.length === 0) return;
  const unique = [...new Set(positionIds)];
  await db
    .insertInto('staff_positions')
    .values(
      staffIds.flatMap((staff_id) =>
        unique.map((position_id, i) => ({ company_id: companyId, staff_id, position_id, is_primary: i === 0 })),
      ),
    )
    .execute();
}
