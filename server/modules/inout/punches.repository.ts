// Queries for punches and the time-clock settings, always scoped to one company.
import { sql } from 'kysely';
import {
  DEFAULT_TIME_CLOCK_SETTINGS,
  type TimeClockSettings,
  type TimeClockSettingsInput,
} from '../../../contract/attendance';
import type { Geofence } from '../../../contract/geofence';
import type { Database } from '../../db/database';
import { windowCount } from '../../lib/pagination';
import type { ClockPunchesTable } from '../../db/schema';
import type { Insertable } from 'kysely';

/** The columns of the settings, as the contract names them. */
const settingsColumns = [
  'require_location',
  'max_clock_skew_minutes',
  'max_location_accuracy_m',
  'paid_breaks',
  'pay_period',
  'pay_period_anchor',
  'daily_overtime_minutes',
  'weekly_overtime_minutes',
  'week_starts_on',
  'tolerance_minutes',
] as const;

/** The settings of each company asked for, in one query (companies without a row get the defaults). */
export async function getTimeClockSettingsOf(
  db: Database,
  companyIds: readonly number[],
): Promise<Map<number, TimeClockSettings>> {
  const rows = await db
    .selectFrom('time_clock_settings')
    .select(['company_id', ...settingsColumns])
    .where(sql<boolean>`company_id = any(${companyIds}::bigint[])`)
    .execute();
  const found = new Map(rows.map(({ company_id, ...settings }) => [company_id, settings]));
  return new Map(companyIds.map((id) => [id, found.get(id) ?? DEFAULT_TIME_CLOCK_SETTINGS]));
}

export async function getTimeClockSettings(db: Database, companyId: number): Promise<TimeClockSettings> {
  const row = await db
    .selectFrom('time_clock_settings')
    .select(settingsColumns)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row ?? DEFAULT_TIME_CLOCK_SETTINGS;
}

/**
 * Stores the settings and returns them as stored. A null accuracy limit is "no limit" (0); one left
 * out keeps the stored limit (the column's default for a company without settings yet).
 */
export async function saveTimeClockSettings(
  db: Database,
  companyId: number,
  input: TimeClockSettingsInput,
): Promise<TimeClockSettings> {
  // Fields left out (undefined) keep the stored value: drop them from the update.
  const { max_location_accuracy_m: limit, ...rest } = input;
  const given = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as typeof rest;
  const settings = limit === undefined ? given : { ...given, max_location_accuracy_m: limit ?? 0 };
  return db
    .insertInto('time_clock_settings')
    .values({ company_id: companyId, ...settings })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(settings))
    .returning(settingsColumns)
    .executeTakeFirstOrThrow();
}

export function insertPunch(db: Database, punch: Insertable<ClockPunchesTable>) {
  return db.insertInto('clock_punches').values(punch).returning('id').executeTakeFirstOrThrow();
}

const punchColumns = [
  'clock_punches.id',
  'clock_punches.staff_id',
  'clock_punches.action',
  'clock_punches.client_time',
  'clock_punches.client_utc_offset_minutes',
  'clock_punches.timezone',
  'clock_punches.server_received_at',
  'clock_punches.recorded_offline',
  'clock_punches.flags',
  'clock_punches.latitude',
  'clock_punches.longitude',
  'clock_punches.accuracy_m',
  'clock_punches.source',
  'clock_punches.geofence_distance_m',
] as const;

export interface PunchFilter {
  companyId: number;
  staffId?: number;
  /** Instants, inclusive from and exclusive to. */
  from?: Date;
  to?: Date;
}

/** The company's punches that pass `f`, from the punches alone (every punch's staff is of its company). */
function filtered(db: Database, f: PunchFilter) {
  let query = db.selectFrom('clock_punches').where('clock_punches.company_id', '=', f.companyId);
  if (f.staffId !== undefined) query = query.where('clock_punches.staff_id', '=', f.staffId);
  if (f.from) query = query.where('clock_punches.client_time', '>=', f.from);
  if (f.to) query = query.where('clock_punches.client_time', '<', f.to);
  return query;
}

/**
 * One page of punches, newest first, each with the kiosk that recorded it, and the count of all that
 * pass `f`, in one statement: two (rows, count) each cost a round trip, which made a person's own
 * list of 1,000 punches the slowest list read (tests/bench/README.md, issue 22). The count is a
 * subquery PostgreSQL runs once, over the punches alone (every punch's staff member is of its
 * company), and the page is read down the (company, staff, time) or (company, time) index until it
 * is full, so neither sorts every punch.
 */
export async function listPunches(db: Database, f: PunchFilter, limit: number, offset: number) {
  const found = await filtered(db, f)
    .innerJoin('staff', 'staff.id', 'clock_punches.staff_id')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .leftJoin('kiosks', (join) =>
      join
        .onRef('kiosks.id', '=', 'clock_punches.kiosk_id')
        .onRef('kiosks.company_id', '=', 'clock_punches.company_id'),
    )
    .select(punchColumns)
    .select(['clock_punches.kiosk_id', 'kiosks.name as kiosk_name'])
    // A kiosk punch's photo (migration 0041), which listClockIns shows attendance admins only.
    .select('clock_punches.photo')
    .select(sql<string>`trim(users.first_name || ' ' || users.last_name)`.as('staff_name'))
    .select(sql<string>`(${countOf(db, f)})`.as('total'))
    .orderBy('clock_punches.client_time', 'desc')
    .orderBy('clock_punches.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await windowCount(found, offset, async () => (await countOf(db, f).executeTakeFirstOrThrow()).total);
  const rows = found.map(({ total: _, ...row }) => row);
  return { rows, count };
}

function countOf(db: Database, f: PunchFilter) {
  return filtered(db, f).select((eb) => eb.fn.countAll<string>().as('total'));
}

/** A punch as the Clock Ins list presents it (with the staff name and the recording kiosk). */
export type ClockInRow = Awaited<ReturnType<typeof listPunches>>['rows'][number];

/** A punch as every answer presents it (with the staff name; a list's extra columns left out). */
export type PunchRow = Omit<ClockInRow, 'kiosk_id' | 'kiosk_name' | 'photo'>;

/**
 * Inserts punches and reads them back as the list presents them (with the staff name) in one
 * statement, in the order given (their ids follow it): a clock-in is the hottest write of the app,
 * and each round trip to the database inside its transaction costs throughput
 * (tests/bench/clock-throughput.bench.mjs).
 */
function insertPunchesQuery(db: Database, punches: Insertable<ClockPunchesTable>[]) {
  return (
    db
      .with('inserted', (qb) => qb.insertInto('clock_punches').values(punches).returningAll())
      .selectFrom('inserted')
      .innerJoin('staff', 'staff.id', 'inserted.staff_id')
      .innerJoin('users', 'users.id', 'staff.user_id')
      .select([
        'inserted.id',
        'inserted.staff_id',
        'inserted.action',
        'inserted.client_time',
        'inserted.client_utc_offset_minutes',
        'inserted.timezone',
        'inserted.server_received_at',
        'inserted.recorded_offline',
        'inserted.flags',
        'inserted.latitude',
        'inserted.longitude',
        'inserted.accuracy_m',
        'inserted.source',
        'inserted.geofence_distance_m',
      ])
      .select(sql<string>`trim(users.first_name || ' ' || users.last_name)`.as('staff_name'))
      // Ids are drawn in the order of the VALUES list.
      .orderBy('inserted.id')
  );
}

export function insertPunchesReturningRows(db: Database, punches: Insertable<ClockPunchesTable>[]) {
  return punches.length === 0 ? Promise.resolve([]) : insertPunchesQuery(db, punches).execute();
}

/** Active staff of the company whose latest punch is a clock-in. */
/** Who is still clocked in (their last punch is "in"), with the zone they clocked in from. */
export async function staffStillClockedIn(
  db: Database,
  companyId: number,
): Promise<Array<{ staffId: number; timezone: string }>> {
  const rows = await sql<{ staff_id: number; action: string; timezone: string }>`
    SELECT DISTINCT ON (p.staff_id) p.staff_id, p.action, p.timezone
    FROM clock_punches p
    JOIN staff s ON s.id = p.staff_id AND s.company_id = p.company_id AND s.is_active
    WHERE p.company_id = ${companyId}
    ORDER BY p.staff_id, p.client_time DESC, p.id DESC`.execute(db);
  return rows.rows.filter((r) => r.action === 'in').map((r) => ({ staffId: r.staff_id, timezone: r.timezone }));
}

/**
 * The geofence of each given person's division, for those whose division has one (issue 24). Asked
 * only for punches that carry a location: most punches cost no extra query.
 */
export async function geofencesOfStaff(db: Database, staffIds: readonly number[]): Promise<Map<number, Geofence>> {
  if (staffIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('staff as s')
    .innerJoin('divisions as d', (join) =>
      join.onRef('d.company_id', '=', 's.company_id').onRef('d.id', '=', 's.division_id'),
    )
    .select(['s.id', 'd.geofence_latitude', 'd.geofence_longitude', 'd.geofence_radius_m'])
    .where(sql<boolean>`s.id = any(${[...new Set(staffIds)]}::bigint[])`)
    .where('d.geofence_radius_m', 'is not', null)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { latitude: r.geofence_latitude!, longitude: r.geofence_longitude!, radius_m: r.geofence_radius_m! },
    ]),
  );
}

export function staffExistsInCompany(db: Database, companyId: number, staffId: number) {
  return db
    .selectFrom('staff')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', staffId)
    .executeTakeFirst();
}
