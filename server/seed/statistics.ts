// Demo statistics for company acme: a dozen stats across period types, owners, divisions and tags,
// each with about 12 periods of values ending with the current period, so the list, grid, sheet
// and comparison views have something real to show on the first start. Values follow a gentle
// trend with a repeatable wobble (no randomness: every fresh start shows the same charts).
import type { PeriodType } from '../../contract/statistics-constants';
import type { Database } from '../db/database';
import { periodsEndingAt, todayIn } from '../modules/statistics/periods';

interface DemoStat {
  name: string;
  owner: string;
  division: string | null;
  period_type: PeriodType;
  tags: string[];
  base: number;
  /** Change per period, as a share of the base. */
  trend: number;
  is_inverted?: boolean;
  description?: string;
  /** Periods with a value, counted back from the current one. */
  periods?: number;
}

const DEMO_STATS: DemoStat[] = [
  {
    name: 'Jobs completed',
    owner: 'staff@acme.test',
    division: 'Operations',
    period_type: 'WEEKLY',
    tags: ['kpi', 'field'],
    base: 40,
    trend: 0.03,
  },
  {
    name: 'First-time fix rate (%)',
    owner: 'olivia@acme.test',
    division: 'Operations',
    period_type: 'WEEKLY',
    tags: ['quality'],
    base: 82,
    trend: 0.005,
  },
  {
    name: 'Safety incidents',
    owner: 'olivia@acme.test',
    division: 'Operations',
    period_type: 'MONTHLY',
    tags: ['safety'],
    base: 4,
    trend: -0.05,
    is_inverted: true,
    description: 'Reported incidents, near misses included.',
  },
  {
    name: 'Vans on the road',
    owner: 'tom@acme.test',
    division: 'Operations',
    period_type: 'DAILY',
    tags: ['field'],
    base: 14,
    trend: 0,
  },
  {
    name: 'Hours billed',
    owner: 'tom@acme.test',
    division: 'Operations',
    period_type: 'WEEKLY',
    tags: ['kpi', 'money'],
    base: 310,
    trend: 0.02,
  },
  {
    name: 'New contracts signed',
    owner: 'raj@acme.test',
    division: 'Sales',
    period_type: 'WEEKLY',
    tags: ['kpi', 'sales'],
    base: 6,
    trend: 0.04,
  },
  {
    name: 'Revenue (USD)',
    owner: 'raj@acme.test',
    division: 'Sales',
    period_type: 'MONTHLY',
    tags: ['money', 'sales'],
    base: 182000,
    trend: 0.015,
  },
  {
    name: 'Quotes sent',
    owner: 'raj@acme.test',
    division: 'Sales',
    period_type: 'DEFAULT',
    tags: ['sales'],
    base: 25,
    trend: 0.01,
  },
  {
    name: 'Customer complaints',
    owner: 'admin@acme.test',
    division: null,
    period_type: 'MONTHLY',
    tags: ['quality'],
    base: 9,
    trend: -0.04,
    is_inverted: true,
  },
  {
    name: 'Staff turnover (%)',
    owner: 'hana@acme.test',
    division: 'People',
    period_type: 'QUARTERLY',
    tags: ['people'],
    base: 6,
    trend: -0.02,
    is_inverted: true,
  },
  {
    name: 'Training hours',
    owner: 'hana@acme.test',
    division: 'People',
    period_type: 'MONTHLY',
    tags: ['people', 'kpi'],
    base: 120,
    trend: 0.02,
  },
  {
    name: 'Net profit (USD)',
    owner: 'admin@acme.test',
    division: null,
    period_type: 'YEARLY',
    tags: ['money'],
    base: 410000,
    trend: 0.08,
    periods: 5,
  },
];

/** A repeatable value for period `i` (0 the oldest): trend plus a wobble of about ±8 %. */
function demoValue(stat: DemoStat, i: number): number {
  const wobble = Math.sin(i * 1.7 + stat.base) * 0.08;
  const value = stat.base * (1 + stat.trend * i + wobble);
  return stat.base >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
}

export async function seedStatistics(db: Database, companyId: number): Promise<void> {
  const company = await db
    .selectFrom('companies')
    .select(['timezone', 'week_start'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  const staff = await db
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .select(['staff.id', 'users.email'])
    .where('staff.company_id', '=', companyId)
    .execute();
  const divisions = await db
    .selectFrom('divisions')
    .select(['id', 'division_name'])
    .where('company_id', '=', companyId)
    .execute();
  const staffId = new Map(staff.map((s) => [s.email, s.id]));
  const divisionId = new Map(divisions.map((d) => [d.division_name, d.id]));
  const today = todayIn(company.timezone);

  const stats = await db
    .insertInto('stats')
    .values(
      DEMO_STATS.map((stat, i) => ({
        company_id: companyId,
        name: stat.name,
        description: stat.description ?? '',
        owner_staff_id: staffId.get(stat.owner)!,
        division_id: stat.division ? (divisionId.get(stat.division) ?? null) : null,
        tags: stat.tags,
        order: i + 1,
        period_type: stat.period_type,
        is_inverted: stat.is_inverted ?? false,
      })),
    )
    .returning('id')
    .execute();

  const values = DEMO_STATS.flatMap((stat, s) =>
    periodsEndingAt(stat.period_type, today, stat.periods ?? 12, company.week_start).map((period, i) => ({
      company_id: companyId,
      stat_id: stats[s]!.id,
      period_start: period.start,
      period_end: period.end,
      value: demoValue(stat, i),
      entered_by_staff_id: staffId.get(stat.owner)!,
    })),
  );
  await db.insertInto('stat_values').values(values).execute();
}
