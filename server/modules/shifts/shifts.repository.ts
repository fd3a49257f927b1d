// Queries behind the schedule: shifts of a range with the names they show, the rows conflicts are
// worked out from (the same people's other shifts and approved time off), and the checks that a
// staff member, position or division named in a shift belongs to the company. Always one company.
import { sql, type Insertable } from 'kysely';
import type { Database } from '../../db/database';
import type { ShiftsTable } from '../../db/schema';

export interface ShiftRow {
  id: number;
  staff_id: number | null;
  staff_name: string | null;
  position_id: number | null;
  position_name: string | null;
  division_id: number | null;
  division_name: string | null;
  start_at: Date;
  end_at: Date;
  note: string;
  status: 'draft' | 'published';
}

export interface ShiftFilter {
  companyId: number;
  /** Shifts starting in [from, to). */
  from: Date;
  to: Date;
  staffId?: number;
  positionId?: number;
  divisionId?: number;
  /** A staff member's own view: their published shifts and the open published ones. */
  viewer?: number;
  ids?: number[];
}

function shiftQuery(db: Database, companyId: number) {
  return db
    .selectFrom('shifts as s')
    .leftJoin('staff as st', 'st.id', 's.staff_id')
    .leftJoin('users as u', 'u.id', 'st.user_id')
    .leftJoin('positions as p', 'p.id', 's.position_id')
    .leftJoin('divisions as d', 'd.id', 's.division_id')
    .select([
      's.id',
      's.staff_id',
      sql<string | null>`CASE WHEN u.id IS NULL THEN NULL ELSE trim(u.first_name || ' ' || u.last_name) END`.as(
        'staff_name',
      ),
      's.position_id',
      'p.name as position_name',
      's.division_id',
      'd.division_name',
      's.start_at',
      's.end_at',
      's.note',
      's.status',
    ])
    .where('s.company_id', '=', companyId);
}

export async function listShiftRows(db: Database, filter: ShiftFilter): Promise<ShiftRow[]> {
  let query = shiftQuery(db, filter.companyId)
    .where('s.start_at', '>=', filter.from)
    .where('s.start_at', '<', filter.to);
  if (filter.staffId !== undefined) query = query.where('s.staff_id', '=', filter.staffId);
  if (filter.positionId !== undefined) query = query.where('s.position_id', '=', filter.positionId);
  if (filter.divisionId !== undefined) query = query.where('s.division_id', '=', filter.divisionId);
  if (filter.viewer !== undefined) {
    const viewer = filter.viewer;
    query = query
      .where('s.status', '=', 'published')
      .where((eb) => eb.or([eb('s.staff_id', '=', viewer), eb('s.staff_id', 'is', null)]));
  }
  return (await query.orderBy('s.start_at').orderBy('s.id').execute()) as ShiftRow[];
}

export async function shiftRowsByIds(db: Database, companyId: number, ids: readonly number[]): Promise<ShiftRow[]> {
  if (ids.length === 0) return [];
  return (await shiftQuery(db, companyId)
    .where('s.id', 'in', [...ids])
    .orderBy('s.start_at')
    .orderBy('s.id')
    .execute()) as ShiftRow[];
}

export interface BareShift {
  id: number;
  staff_id: number | null;
  position_id: number | null;
  division_id: number | null;
  start_at: Date;
  end_at: Date;
  note: string;
  status: 'draft' | 'published';
}

/** The company's shifts overlapping [from, to), with ids only (copying, templates, conflicts). */
export async function bareShifts(
  db: Database,
  companyId: number,
  window: { from: Date; to: Date },
  options: { staffIds?: number[]; startingInside?: boolean } = {},
): Promise<BareShift[]> {
  let query = db
    .selectFrom('shifts')
    .select(['id', 'staff_id', 'position_id', 'division_id', 'start_at', 'end_at', 'note', 'status'])
    .where('company_id', '=', companyId);
  query = options.startingInside
    ? query.where('start_at', '>=', window.from).where('start_at', '<', window.to)
    : query.where('start_at', '<', window.to).where('end_at', '>', window.from);
  if (options.staffIds) {
    if (options.staffIds.length === 0) return [];
    query = query.where('staff_id', 'in', options.staffIds);
  }
  return query.orderBy('start_at').orderBy('id').execute();
}

export interface ApprovedTimeOffRow {
  id: number;
  staff_id: number;
  start_date: string;
  end_date: string;
  time_off_type: string;
}

/** Approved time off of these people touching the local dates from..to. */
export async function approvedTimeOff(
  db: Database,
  companyId: number,
  staffIds: readonly number[],
  from: string,
  to: string,
): Promise<ApprovedTimeOffRow[]> {
  if (staffIds.length === 0) return [];
  return db
    .selectFrom('staff_time_offs')
    .select(['id', 'staff_id', 'start_date', 'end_date', 'time_off_type'])
    .where('company_id', '=', companyId)
    .where('status', '=', 'approved')
    .where('staff_id', 'in', [...staffIds])
    .where('start_date', '<=', to)
    .where('end_date', '>=', from)
    .execute();
}

export async function insertShifts(db: Database, rows: Insertable<ShiftsTable>[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insertInto('shifts').values(rows).returning('id').execute();
  return inserted.map((r) => r.id);
}

/** Which of these ids name a row of the company in the table (staff: active members only). */
export async function belongsToCompany(
  db: Database,
  table: 'staff' | 'positions' | 'divisions',
  companyId: number,
  id: number,
): Promise<boolean> {
  let query = db.selectFrom(table).select('id').where('company_id', '=', companyId).where('id', '=', id);
  if (table === 'staff') query = query.where(sql<boolean>`is_active`);
  return (await query.executeTakeFirst()) !== undefined;
}
