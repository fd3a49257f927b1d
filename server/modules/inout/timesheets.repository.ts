// Queries behind timesheets: the punches of a window, who has a timesheet in a period, the stored
// states and the punch edits. Always scoped to one company.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { TimesheetsTable } from '../../db/schema';
import type { Selectable } from 'kysely';

export interface TimesheetPunchRow {
  id: number;
  staff_id: number;
  action: 'in' | 'out' | 'break_start' | 'break_end';
  at: number;
  flags: string[] | null;
  edited: boolean;
  source: 'device' | 'admin';
  geofence_distance_m: number | null;
}

/**
 * The punches of the company (or of one person) tapped in [from, to), oldest first. The instant
 * comes as epoch milliseconds and flags only when there are some: 500 people's month is ~80,000
 * rows, and parsing dates and empty arrays was most of the list's time.
 */
export async function punchesInWindow(
  db: Database,
  companyId: number,
  window: { from: Date; to: Date },
  staffId?: number,
): Promise<TimesheetPunchRow[]> {
  const rows = await sql<TimesheetPunchRow>`
    SELECT p.id, p.staff_id, p.action,
      (extract(epoch FROM p.client_time) * 1000)::float8 AS at,
      CASE WHEN cardinality(p.flags) > 0 THEN p.flags END AS flags,
      EXISTS (SELECT 1 FROM timesheet_punch_edits e WHERE e.punch_id = p.id AND e.previous_time IS NOT NULL) AS edited,
      p.source, p.geofence_distance_m
    FROM clock_punches p
    WHERE p.company_id = ${companyId}
      AND p.client_time >= ${window.from} AND p.client_time < ${window.to}
      ${staffId === undefined ? sql`` : sql`AND p.staff_id = ${staffId}`}
    ORDER BY p.staff_id, p.client_time, p.id`.execute(db);
  return rows.rows;
}

/**
 * Everyone's punches of the window for the period's list, one row per person: the punches packed
 * as "action epoch-ms" pairs in order, and the flags of the few flagged ones apart. 500 people's
 * month is ~50,000 punches: as rows, reading them took most of the list's time.
 */
export async function packedPunchesInWindow(
  db: Database,
  companyId: number,
  window: { from: Date; to: Date },
  staffId?: number,
): Promise<Map<number, TimesheetPunchRow[]>> {
  const rows = await sql<{ staff_id: number; packed: string; flagged: Array<[number, string[]]> | null }>`
    SELECT p.staff_id,
      string_agg(p.action || ' ' || (extract(epoch FROM p.client_time) * 1000)::bigint, ','
        ORDER BY p.client_time, p.id) AS packed,
      json_agg(json_build_array((extract(epoch FROM p.client_time) * 1000)::bigint, p.flags))
        FILTER (WHERE cardinality(p.flags) > 0) AS flagged
    FROM clock_punches p
    WHERE p.company_id = ${companyId}
      AND p.client_time >= ${window.from} AND p.client_time < ${window.to}
      ${staffId === undefined ? sql`` : sql`AND p.staff_id = ${staffId}`}
    GROUP BY p.staff_id`.execute(db);
  const answer = new Map<number, TimesheetPunchRow[]>();
  for (const row of rows.rows) {
    const flags = new Map(row.flagged ?? []);
    answer.set(
      row.staff_id,
      row.packed.split(',').map((pair) => {
        const space = pair.indexOf(' ');
        const at = Number(pair.slice(space + 1));
        return {
          id: 0,
          staff_id: row.staff_id,
          action: pair.slice(0, space) as TimesheetPunchRow['action'],
          at,
          flags: flags.get(at) ?? null,
          edited: false,
          // The list's sums need neither.
          source: 'device',
          geofence_distance_m: null,
        };
      }),
    );
  }
  return answer;
}

export interface TimesheetPerson {
  id: number;
  name: string;
}

/** Active staff, and former staff with punches in the window (their hours are still owed). */
export async function timesheetPeople(
  db: Database,
  companyId: number,
  window: { from: Date; to: Date },
  staffId?: number,
): Promise<TimesheetPerson[]> {
  const rows = await sql<TimesheetPerson>`
    SELECT s.id, trim(u.first_name || ' ' || u.last_name) AS name
    FROM staff s JOIN users u ON u.id = s.user_id
    WHERE s.company_id = ${companyId}
      ${staffId === undefined ? sql`` : sql`AND s.id = ${staffId}`}
      AND (s.is_active OR EXISTS (
        SELECT 1 FROM clock_punches p WHERE p.company_id = s.company_id AND p.staff_id = s.id
          AND p.client_time >= ${window.from} AND p.client_time < ${window.to}))
    ORDER BY lower(u.first_name), lower(u.last_name), s.id`.execute(db);
  return rows.rows;
}

export type TimesheetStateRow = Selectable<TimesheetsTable> & { approved_by_name: string | null };

export async function timesheetStates(
  db: Database,
  companyId: number,
  periodFrom: string,
  staffId?: number,
): Promise<Map<number, TimesheetStateRow>> {
  let query = db
    .selectFrom('timesheets as t')
    .leftJoin('staff as a', 'a.id', 't.approved_by_staff_id')
    .leftJoin('users as au', 'au.id', 'a.user_id')
    .selectAll('t')
    .select(sql<string | null>`trim(au.first_name || ' ' || au.last_name)`.as('approved_by_name'))
    .where('t.company_id', '=', companyId)
    .where('t.period_from', '=', periodFrom);
  if (staffId !== undefined) query = query.where('t.staff_id', '=', staffId);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.staff_id, r]));
}

export async function punchEditsOf(db: Database, companyId: number, staffId: number, window: { from: Date; to: Date }) {
  return db
    .selectFrom('timesheet_punch_edits as e')
    .innerJoin('clock_punches as p', 'p.id', 'e.punch_id')
    .leftJoin('staff as s', 's.id', 'e.edited_by_staff_id')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select(['e.punch_id', 'p.action', 'e.previous_time', 'e.new_time', 'e.reason', 'e.created_at'])
    .select(sql<string>`coalesce(trim(u.first_name || ' ' || u.last_name), '')`.as('edited_by_name'))
    .where('e.company_id', '=', companyId)
    .where('e.staff_id', '=', staffId)
    .where((eb) =>
      eb.or([
        eb.and([eb('e.new_time', '>=', window.from), eb('e.new_time', '<', window.to)]),
        eb.and([eb('e.previous_time', '>=', window.from), eb('e.previous_time', '<', window.to)]),
      ]),
    )
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
}

export async function companyTimeZone(db: Database, companyId: number): Promise<string> {
  const row = await db.selectFrom('companies').select('timezone').where('id', '=', companyId).executeTakeFirst();
  return row?.timezone || 'UTC';
}

/**
 * The published shifts (the schedule, issue 24) of the company's people, or of one, that overlap
 * the window, as instants per person: what the timesheet counts as scheduled and checks lateness
 * against. Drafts and open shifts are nobody's schedule yet.
 */
export async function publishedShiftsInWindow(
  db: Database,
  companyId: number,
  window: { from: Date; to: Date },
  staffId?: number,
): Promise<Map<number, Array<{ start: number; end: number }>>> {
  let query = db
    .selectFrom('shifts')
    .select(['staff_id', 'start_at', 'end_at'])
    .where('company_id', '=', companyId)
    .where('status', '=', 'published')
    .where('staff_id', 'is not', null)
    .where('start_at', '<', window.to)
    .where('end_at', '>', window.from);
  if (staffId !== undefined) query = query.where('staff_id', '=', staffId);
  const answer = new Map<number, Array<{ start: number; end: number }>>();
  for (const row of await query.execute()) {
    const list = answer.get(row.staff_id!) ?? [];
    list.push({ start: row.start_at.getTime(), end: row.end_at.getTime() });
    answer.set(row.staff_id!, list);
  }
  return answer;
}
