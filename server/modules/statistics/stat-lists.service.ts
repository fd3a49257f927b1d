// Reading stats with their values: the list calls (paginated or whole, with or without values),
// one stat's series, and one stat's values. A page of the list is two statements whatever its size:
// the page of stats (with the total, by a window count, and the company's calendar) and the values
// of those stats inside each one's window (one JSON row, see valuesInWindows); the whole lists read
// the calendar on its own first.
import type { FastifyRequest } from 'fastify';
import {
  STAT_RANGE_TOO_LONG,
  STAT_SERIES_TOO_FINE,
  PERIOD_TYPE_RANK,
  type PeriodType,
} from '../../../contract/statistics-constants';
import type { Paginated } from '../../../contract/pagination';
import type { Stat, StatSeries, StatValue, StatWithValues } from '../../../contract/statistics';
import type { Database } from '../../db/database';
import type { StatPeriodTypeColumn } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { pageWindow, paginated, windowCount } from '../../lib/pagination';
import type { AuthContext } from '../../lib/route';
import { calendarType, periodsBetween, periodsEndingAt, todayIn, type PeriodRange } from './periods';
import { presentStat, presentStatWithValues, presentValue } from './statistics.presenter';
import { filterStats, sortStats, type StatFilters } from './stat-filters';
import { companyCalendar, findStat, statsWithNames, type StatRow } from './stats.repository';
import { valuesInWindows, valuesOfStat, type ValueRow } from './stat-values.repository';

/** Which periods to show: a count back from today's, or the periods overlapping a range. */
export interface WindowQuery {
  periods?: number;
  stat_value_period_start?: string;
  stat_value_period_end?: string;
}

export interface Calendar {
  today: string;
  weekStart: number;
}

async function loadCalendar(db: Database, companyId: number, now: Date): Promise<Calendar> {
  const company = await companyCalendar(db, companyId);
  return { today: todayIn(company.timezone, now), weekStart: company.week_start };
}

/** The periods of `type` a window query asks for, oldest first. */
export function windowPeriods(type: PeriodType, q: WindowQuery, cal: Calendar, defaultPeriods: number): PeriodRange[] {
  const { stat_value_period_start: from, stat_value_period_end: to } = q;
  if (!from) return periodsEndingAt(type, to ?? cal.today, q.periods ?? defaultPeriods, cal.weekStart);
  const periods = periodsBetween(type, from, to ?? (from > cal.today ? from : cal.today), cal.weekStart);
  if (!periods) throw ValidationError.field('stat_value_period_start', STAT_RANGE_TOO_LONG);
  return periods;
}

/** Attaches each stat's periods and values, reading the values of all of them in one query. */
async function withValues(
  db: Database,
  companyId: number,
  rows: StatRow[],
  q: WindowQuery,
  cal: Calendar,
  defaultPeriods: number,
): Promise<StatWithValues[]> {
  const periodsByType = new Map<StatPeriodTypeColumn, PeriodRange[]>();
  for (const row of rows) {
    if (!periodsByType.has(row.period_type)) {
      periodsByType.set(row.period_type, windowPeriods(row.period_type, q, cal, defaultPeriods));
    }
  }
  const values = await valuesInWindows(
    db,
    companyId,
    rows.map((row) => {
      const periods = periodsByType.get(row.period_type)!;
      return { statId: row.id, from: periods[0]!.start, to: periods[periods.length - 1]!.end };
    }),
  );
  const byStat = new Map<number, ValueRow[]>();
  for (const value of values) {
    const list = byStat.get(value.stat_id);
    if (list) list.push(value);
    else byStat.set(value.stat_id, [value]);
  }
  return rows.map((row) => presentStatWithValues(row, periodsByType.get(row.period_type)!, byStat.get(row.id) ?? []));
}

export type ListQuery = StatFilters & WindowQuery & { page: number; page_size: number };

/** A page of stats with their values (list-create-paginated/, list-create-all-paginated/). */
export async function listStatsPage(
  db: Database,
  auth: AuthContext,
  query: ListQuery,
  request: FastifyRequest,
  defaultPeriods: number,
  now = new Date(),
): Promise<Paginated<StatWithValues>> {
  const { limit, offset } = pageWindow(query);
  // The company's calendar comes with the page's rows: only they need it.
  const rows = await sortStats(filterStats(statsWithNames(db), auth, query), query.sort)
    .innerJoin('companies as co', 'co.id', 's.company_id')
    .select(['co.timezone as company_timezone', 'co.week_start as company_week_start'])
    .select((eb) => eb.fn.countAll<number>().over().as('total'))
    .limit(limit)
    .offset(offset)
    .execute();
  const first = rows[0];
  const total = await windowCount(rows, offset, () => countStats(db, auth, query));
  if (!first) return paginated(request, query, total, []);
  const cal = { today: todayIn(first.company_timezone, now), weekStart: first.company_week_start };
  return paginated(request, query, total, await withValues(db, auth.companyId, rows, query, cal, defaultPeriods));
}

async function countStats(db: Database, auth: AuthContext, filters: StatFilters): Promise<number> {
  const row = await filterStats(statsWithNames(db), auth, filters)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every matching stat with its values (list-create/: the comparison list, the archive). */
export async function listStatsWithValues(
  db: Database,
  auth: AuthContext,
  query: StatFilters & WindowQuery,
  defaultPeriods: number,
  now = new Date(),
): Promise<StatWithValues[]> {
  const cal = await loadCalendar(db, auth.companyId, now);
  const rows = await sortStats(filterStats(statsWithNames(db), auth, query), query.sort).execute();
  return withValues(db, auth.companyId, rows, query, cal, defaultPeriods);
}

/** Every matching stat without values (list-create2/). */
export async function listStatsPlain(db: Database, auth: AuthContext, query: StatFilters): Promise<Stat[]> {
  const rows = await sortStats(filterStats(statsWithNames(db), auth, query), query.sort).execute();
  return rows.map(presentStat);
}

/**
 * One stat's series (single-stat/{id}/), in its own period type or a longer one: a weekly stat
 * viewed monthly sums the weeks that start in each month.
 */
export async function singleStat(
  db: Database,
  auth: AuthContext,
  id: number,
  query: WindowQuery & { period_type?: PeriodType },
  defaultPeriods: number,
  now = new Date(),
): Promise<StatSeries> {
  const row = await findStat(db, auth.companyId, id);
  if (!row) throw new NotFoundError();
  const own = calendarType(row.period_type);
  const shown = query.period_type ? calendarType(query.period_type) : own;
  if (PERIOD_TYPE_RANK[shown] < PERIOD_TYPE_RANK[own]) throw ValidationError.field('period_type', STAT_SERIES_TOO_FINE);
  const cal = await loadCalendar(db, auth.companyId, now);
  const periods = windowPeriods(shown, query, cal, defaultPeriods);
  // A value belongs to the shown period its own period starts in.
  const values = await valuesOfStat(db, auth.companyId, id, periods[0]!.start, periods[periods.length - 1]!.end);
  return { ...presentStatWithValues(row, periods, values), shown_period_type: shown };
}

/** statvalues/{id}/: the stat's stored values, oldest first. */
export async function statValues(
  db: Database,
  auth: AuthContext,
  id: number,
  range: { stat_value_period_start?: string; stat_value_period_end?: string },
): Promise<StatValue[]> {
  if (!(await findStat(db, auth.companyId, id))) throw new NotFoundError();
  const rows = await valuesOfStat(db, auth.companyId, id, range.stat_value_period_start, range.stat_value_period_end);
  return rows.map(presentValue);
}
