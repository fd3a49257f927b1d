// The list calls through the API: the filters and sorts of people §4, the window of periods (12 by
// default, ending with today's period in the company's zone; a count or a date range), pagination,
// the comparison list, the archive, and one stat's series in a longer period type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '../../../contract/pagination';
import {
  STAT_DEFAULT_PERIODS,
  STAT_RANGE_TOO_LONG,
  type Stat,
  type StatSeries,
  type StatWithValues,
} from '../../../contract/statistics';
import { createTestApp, createTestCompany, createTestUser, type TestContext } from '../../test/helpers';
import { periodOf, periodsEndingAt, todayIn } from './periods';
import { api, seedDivision, seedStat, seedValue, STATS } from './statistics.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const names = (stats: Stat[]) => stats.map((s) => s.name);

/** A company with stats across owners, divisions, tags and period types. */
async function companyWithStats() {
  const c = await createTestCompany(ctx);
  const ops = await seedDivision(db(), c.companyId, 'Operations', 1);
  const sales = await seedDivision(db(), c.companyId, 'Sales', 2);
  await db().updateTable('staff').set({ division_id: sales }).where('id', '=', c.staff.staffId).execute();
  const zed = await createTestUser(ctx, c.companyId, { email: `zed-${c.companyId}@test.example` });
  await db().updateTable('users').set({ first_name: 'Zed' }).where('id', '=', zed.userId).execute();
  const own = c.admin.staffId;
  const ids = {
    calls: await seedStat(db(), c.companyId, {
      name: 'Calls',
      owner: c.staff.staffId,
      division_id: sales,
      tags: ['kpi'],
    }),
    revenue: await seedStat(db(), c.companyId, {
      name: 'revenue',
      owner: zed.staffId,
      division_id: sales,
      period_type: 'MONTHLY',
      tags: ['kpi', 'money'],
    }),
    jobs: await seedStat(db(), c.companyId, { name: 'Jobs done', owner: own, division_id: ops, period_type: 'DAILY' }),
    incidents: await seedStat(db(), c.companyId, { name: 'Incidents 100%', owner: own }),
    old: await seedStat(db(), c.companyId, { name: 'Old stat', owner: own, archived: true }),
  };
  return { c, ids };
}

describe('filters and sorting', () => {
  it('filters by interval, search, division, tag, my_stats, my_division and archived', async () => {
    const { c } = await companyWithStats();
    const list = async (query: string, user = c.admin) => {
      const res = await api(ctx, user, { method: 'GET', url: `${STATS}/list-create2/?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return names(res.json<Stat[]>());
    };
    expect(await list('')).toEqual(['Calls', 'revenue', 'Jobs done', 'Incidents 100%']);
    expect(await list('period_type=MONTHLY')).toEqual(['revenue']);
    expect(await list('period_type=DEFAULT')).toHaveLength(4);
    expect(await list('search=REV')).toEqual(['revenue']);
    // % is a character to look for, not a wildcard.
    expect(await list('search=100%25')).toEqual(['Incidents 100%']);
    expect(await list('tag=money')).toEqual(['revenue']);
    expect(await list('tag=kpi')).toEqual(['Calls', 'revenue']);
    expect(await list('my_stats=true')).toEqual(['Jobs done', 'Incidents 100%']);
    expect(await list('my_stats=true', c.staff)).toEqual(['Calls']);
    expect(await list('my_division=true', c.staff)).toEqual(['Calls', 'revenue']);
    // The admin has no division: no division's stats.
    expect(await list('my_division=true')).toEqual([]);
    expect(await list('archived=true')).toEqual(['Old stat']);
    expect(await list('my_stats=false')).toHaveLength(4);
  });

  it('filters by division id', async () => {
    const { c, ids } = await companyWithStats();
    const stat = await db()
      .selectFrom('stats')
      .select('division_id')
      .where('id', '=', ids.jobs)
      .executeTakeFirstOrThrow();
    const res = await api(ctx, c.admin, { method: 'GET', url: `${STATS}/list-create2/?division=${stat.division_id}` });
    expect(names(res.json<Stat[]>())).toEqual(['Jobs done']);
  });

  it('sorts by name, owner and division, either way', async () => {
    const { c } = await companyWithStats();
    const sorted = async (sort: string) =>
      names((await api(ctx, c.admin, { method: 'GET', url: `${STATS}/list-create2/?sort=${sort}` })).json<Stat[]>());
    expect(await sorted('stat_name')).toEqual(['Calls', 'Incidents 100%', 'Jobs done', 'revenue']);
    expect(await sorted('-stat_name')).toEqual(['revenue', 'Jobs done', 'Incidents 100%', 'Calls']);
    // Owners: Test Admin (two stats, by order), Test Staff, Zed.
    expect(await sorted('stat_owner')).toEqual(['Jobs done', 'Incidents 100%', 'Calls', 'revenue']);
    // Divisions by their order (Operations, Sales), stats without one last.
    expect(await sorted('stat_division')).toEqual(['Jobs done', 'Calls', 'revenue', 'Incidents 100%']);
    expect((await api(ctx, c.admin, { method: 'GET', url: `${STATS}/list-create2/?sort=bogus` })).statusCode).toBe(400);
  });
});

describe('windows of periods', () => {
  it(`shows ${STAT_DEFAULT_PERIODS} periods by default, the last being today's in the company zone`, async () => {
    const c = await createTestCompany(ctx);
    await db().updateTable('companies').set({ timezone: 'Pacific/Kiritimati' }).where('id', '=', c.companyId).execute();
    const stat = await seedStat(db(), c.companyId, { owner: c.admin.staffId, period_type: 'DAILY' });
    const today = todayIn('Pacific/Kiritimati');
    await seedValue(db(), c.companyId, stat, periodOf('DAILY', today, 1), 7);
    const res = await api(ctx, c.admin, { method: 'GET', url: `${STATS}/list-create-paginated/` });
    expect(res.statusCode, res.body).toBe(200);
    const [item] = res.json<Paginated<StatWithValues>>().results;
    expect(item!.periods).toHaveLength(STAT_DEFAULT_PERIODS);
    expect(item!.periods.at(-1)).toEqual({ period_start: today, period_end: today, value: 7 });
    expect(item!.periods[0]!.value).toBeNull();
    expect(item!.values).toMatchObject([{ stat, period_start: today, value: 7 }]);
  });

  it('gives each stat the window of its own period type, with its values inside it only', async () => {
    const c = await createTestCompany(ctx);
    const weekly = await seedStat(db(), c.companyId, { owner: c.admin.staffId, period_type: 'WEEKLY' });
    const yearly = await seedStat(db(), c.companyId, { owner: c.admin.staffId, period_type: 'YEARLY' });
    const today = todayIn('UTC');
    const weeks = periodsEndingAt('WEEKLY', today, 3, 1);
    await seedValue(db(), c.companyId, weekly, weeks[0]!, 1);
    await seedValue(db(), c.companyId, weekly, weeks[2]!, 3);
    await seedValue(db(), c.companyId, yearly, periodOf('YEARLY', '2020-06-01', 1), 2020);
    await seedValue(db(), c.companyId, yearly, periodOf('YEARLY', today, 1), 99);
    const res = await api(ctx, c.admin, { method: 'GET', url: `${STATS}/list-create/?periods=2` });
    const [w, y] = res.json<StatWithValues[]>();
    expect(w!.periods.map((p) => p.value)).toEqual([null, 3]);
    expect(w!.values.map((v) => v.value)).toEqual([3]);
    expect(y!.periods.map((p) => p.period_start)).toEqual([
      `${Number(today.slice(0, 4)) - 1}-01-01`,
      `${today.slice(0, 4)}-01-01`,
    ]);
    expect(y!.values.map((v) => v.value)).toEqual([99]);
  });

  it('takes a date range instead, and refuses one too long', async () => {
    const c = await createTestCompany(ctx);
    const stat = await seedStat(db(), c.companyId, { owner: c.admin.staffId, period_type: 'MONTHLY' });
    await seedValue(db(), c.companyId, stat, periodOf('MONTHLY', '2024-02-10', 1), 5);
    const url = `${STATS}/list-create-all-paginated/?stat_value_period_start=2024-01-15&stat_value_period_end=2024-03-02`;
    const res = await api(ctx, c.admin, { method: 'GET', url });
    const [item] = res.json<Paginated<StatWithValues>>().results;
    expect(item!.periods).toEqual([
      { period_start: '2024-01-01', period_end: '2024-01-31', value: null },
      { period_start: '2024-02-01', period_end: '2024-02-29', value: 5 },
      { period_start: '2024-03-01', period_end: '2024-03-31', value: null },
    ]);
    await seedStat(db(), c.companyId, { owner: c.admin.staffId, period_type: 'DAILY' });
    const long = await api(ctx, c.admin, {
      method: 'GET',
      url: `${STATS}/list-create-all-paginated/?stat_value_period_start=2020-01-01&stat_value_period_end=2024-01-01`,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ stat_value_period_start: [STAT_RANGE_TOO_LONG] });
    const backwards = await api(ctx, c.admin, {
      method: 'GET',
      url: `${STATS}/list-create-all-paginated/?stat_value_period_start=2024-02-01&stat_value_period_end=2024-01-01`,
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('paginates with count, next and previous', async () => {
    const c = await createTestCompany(ctx);
    for (let i = 0; i < 5; i++) await seedStat(db(), c.companyId, { owner: c.admin.staffId, name: `S${i}` });
    const page = async (n: number) =>
      (await api(ctx, c.admin, { method: 'GET', url: `${STATS}/list-create-paginated/?page_size=2&page=${n}` })).json<
        Paginated<StatWithValues>
      >();
    const first = await page(1);
    expect(first.count).toBe(5);
    expect(names(first.results)).toEqual(['S0', 'S1']);
    expect(first.next).toContain('page=2');
    const last = await page(3);
    expect(names(last.results)).toEqual(['S4']);
    expect(last.next).toBeNull();
    const past = await page(9);
    expect(past).toMatchObject({ count: 5, results: [] });
  });
});

describe('single-stat/{id}/ and statvalues/{id}/', () => {
  it('sums a weekly stat into months when asked, and refuses a shorter period type', async () => {
    const c = await createTestCompany(ctx);
    const stat = await seedStat(db(), c.companyId, { owner: c.admin.staffId, period_type: 'WEEKLY' });
    // Weeks starting 29 Jan (January's), 5 Feb and 26 Feb (February's).
    for (const [day, value] of [
      ['2024-01-29', 1],
      ['2024-02-05', 10],
      ['2024-02-26', 100],
    ] as const) {
      await seedValue(db(), c.companyId, stat, periodOf('WEEKLY', day, 1), value);
    }
    const url = `${STATS}/single-stat/${stat}/?period_type=MONTHLY&stat_value_period_start=2024-01-01&stat_value_period_end=2024-02-29`;
    const res = await api(ctx, c.staff, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const series = res.json<StatSeries>();
    expect(series.shown_period_type).toBe('MONTHLY');
    expect(series.periods.map((p) => [p.period_start, p.value])).toEqual([
      ['2024-01-01', 1],
      ['2024-02-01', 110],
    ]);
    expect(series.values).toHaveLength(3);

    const own = await api(ctx, c.staff, { method: 'GET', url: `${STATS}/single-stat/${stat}/?periods=4` });
    expect(own.json<StatSeries>()).toMatchObject({ shown_period_type: 'WEEKLY' });
    expect(own.json<StatSeries>().periods).toHaveLength(4);
    const finer = await api(ctx, c.staff, { method: 'GET', url: `${STATS}/single-stat/${stat}/?period_type=DAILY` });
    expect(finer.statusCode).toBe(400);

    const values = await api(ctx, c.staff, {
      method: 'GET',
      url: `${STATS}/statvalues/${stat}/?stat_value_period_start=2024-02-01`,
    });
    expect(values.json<{ value: number }[]>().map((v) => v.value)).toEqual([10, 100]);
  });
});
