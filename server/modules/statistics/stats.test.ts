// Stats through the API: create (with the free plan's limit), change, reorder, archive, delete,
// duplicate (with and without values), settings, OPTIONS, tags, simple list, and who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NON_FIELD_ERRORS } from '../../../contract/error-codes';
import {
  FREE_PLAN_STAT_LIMIT,
  FREE_PLAN_STAT_LIMIT_REACHED,
  STAT_OWNER_UNKNOWN,
  STAT_PERIOD_TYPE_LOCKED,
  type Stat,
  type StatOptions,
  type StatSettings,
  type StatSimple,
} from '../../../contract/statistics';
import { createTestApp, createTestCompany, type TestCompany, type TestContext } from '../../test/helpers';
import { api, seedDivision, seedStat, seedValue, STATS } from './statistics.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const create = (user: TestCompany['admin'], payload: object) =>
  api(ctx, user, { method: 'POST', url: `${STATS}/list-create/`, payload });

describe('create', () => {
  it('creates a stat owned by the caller by default, at the end of the order', async () => {
    const c = await createTestCompany(ctx);
    const division = await seedDivision(db(), c.companyId, 'Sales');
    const first = await create(c.admin, { name: 'Calls made' });
    expect(first.statusCode, first.body).toBe(201);
    const res = await create(c.admin, {
      name: 'Deals closed',
      stat_owner: c.staff.staffId,
      stat_division: division,
      tags: ['sales', 'weekly'],
      period_type: 'MONTHLY',
      is_inverted: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(first.json<Stat>()).toMatchObject({ stat_owner: c.admin.staffId, period_type: 'WEEKLY', order: 1 });
    expect(res.json<Stat>()).toMatchObject({
      name: 'Deals closed',
      stat_owner: c.staff.staffId,
      stat_owner_name: 'Test Staff',
      stat_division: division,
      stat_division_name: 'Sales',
      tags: ['sales', 'weekly'],
      period_type: 'MONTHLY',
      is_inverted: true,
      archived: false,
      order: 2,
    });
  });

  it("refuses another company's staff as owner, without saying it exists", async () => {
    const c = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    const res = await create(c.admin, { name: 'x', stat_owner: other.admin.staffId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ stat_owner: [STAT_OWNER_UNKNOWN] });
  });

  it('answers 400 per field for a bad body', async () => {
    const c = await createTestCompany(ctx);
    const res = await create(c.admin, { name: ' ', period_type: 'HOURLY' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(expect.arrayContaining(['name', 'period_type']));
  });

  it('is for stat admins only', async () => {
    const c = await createTestCompany(ctx);
    expect((await create(c.staff, { name: 'Mine' })).statusCode).toBe(403);
  });
});

describe('free plan', () => {
  it(`holds ${FREE_PLAN_STAT_LIMIT} active stats; archiving one makes room, unarchiving past it is refused`, async () => {
    const c = await createTestCompany(ctx, { plan: 'Free' });
    for (let i = 0; i < FREE_PLAN_STAT_LIMIT; i++) {
      expect((await create(c.admin, { name: `Stat ${i}` })).statusCode).toBe(201);
    }
    const seventh = await create(c.admin, { name: 'One too many' });
    expect(seventh.statusCode).toBe(400);
    expect(seventh.json()).toEqual({ [NON_FIELD_ERRORS]: [FREE_PLAN_STAT_LIMIT_REACHED] });

    const list = await api(ctx, c.admin, { method: 'GET', url: `${STATS}/list-create2/` });
    const firstId = list.json<Stat[]>()[0]!.id;
    const archive = await api(ctx, c.admin, {
      method: 'PATCH',
      url: `${STATS}/update-delete/${firstId}/`,
      payload: { archived: true },
    });
    expect(archive.statusCode).toBe(200);
    expect((await create(c.admin, { name: 'Now it fits' })).statusCode).toBe(201);
    const unarchive = await api(ctx, c.admin, {
      method: 'PATCH',
      url: `${STATS}/update-delete/${firstId}/`,
      payload: { archived: false },
    });
    expect(unarchive.statusCode).toBe(400);
  });

  it('counts duplicates against the limit', async () => {
    const c = await createTestCompany(ctx, { plan: 'free' });
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await seedStat(db(), c.companyId, { owner: c.admin.staffId }));
    const res = await api(ctx, c.admin, {
      method: 'POST',
      url: `${STATS}/duplicate-stats/`,
      payload: { stat_ids: ids.slice(0, 3) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [NON_FIELD_ERRORS]: [FREE_PLAN_STAT_LIMIT_REACHED] });
  });

  it('does not limit a paid plan', async () => {
    const c = await createTestCompany(ctx, { plan: 'Premium' });
    for (let i = 0; i < FREE_PLAN_STAT_LIMIT; i++) await seedStat(db(), c.companyId, { owner: c.admin.staffId });
    expect((await create(c.admin, { name: 'Seventh' })).statusCode).toBe(201);
  });

  it('lets only one of two concurrent creates take the last place', async () => {
    const c = await createTestCompany(ctx, { plan: 'Free' });
    for (let i = 0; i < FREE_PLAN_STAT_LIMIT - 1; i++) await seedStat(db(), c.companyId, { owner: c.admin.staffId });
    const answers = await Promise.all([create(c.admin, { name: 'A' }), create(c.admin, { name: 'B' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
  });
});

describe('change, reorder, delete', () => {
  it('moves a stat by patching its order; the others shift', async () => {
    const c = await createTestCompany(ctx);
    const ids = [];
    for (let i = 1; i <= 4; i++) ids.push(await seedStat(db(), c.companyId, { owner: c.admin.staffId, order: i }));
    const res = await api(ctx, c.admin, {
      method: 'PATCH',
      url: `${STATS}/update-delete/${ids[3]}/`,
      payload: { order: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await api(ctx, c.admin, { method: 'GET', url: `${STATS}/list-create2/` });
    expect(list.json<Stat[]>().map((s) => [s.id, s.order])).toEqual([
      [ids[3], 1],
      [ids[0], 2],
      [ids[1], 3],
      [ids[2], 4],
    ]);
    await api(ctx, c.admin, { method: 'PATCH', url: `${STATS}/update-delete/${ids[3]}/`, payload: { order: 3 } });
    const again = await api(ctx, c.admin, { method: 'GET', url: `${STATS}/list-create2/` });
    expect(again.json<Stat[]>().map((s) => s.id)).toEqual([ids[0], ids[1], ids[3], ids[2]]);
  });

  it('keeps the period type once values exist', async () => {
    const c = await createTestCompany(ctx);
    const id = await seedStat(db(), c.companyId, { owner: c.admin.staffId, period_type: 'WEEKLY' });
    await seedValue(db(), c.companyId, id, { start: '2024-03-11', end: '2024-03-17' }, 5);
    const res = await api(ctx, c.admin, {
      method: 'PATCH',
      url: `${STATS}/update-delete/${id}/`,
      payload: { period_type: 'MONTHLY' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ period_type: [STAT_PERIOD_TYPE_LOCKED] });
  });

  it('deletes a stat with its values; plain staff may not change or delete', async () => {
    const c = await createTestCompany(ctx);
    const id = await seedStat(db(), c.companyId, { owner: c.staff.staffId });
    await seedValue(db(), c.companyId, id, { start: '2024-03-11', end: '2024-03-17' }, 5);
    const url = `${STATS}/update-delete/${id}/`;
    expect((await api(ctx, c.staff, { method: 'PATCH', url, payload: { name: 'x' } })).statusCode).toBe(403);
    expect((await api(ctx, c.staff, { method: 'DELETE', url })).statusCode).toBe(403);
    expect((await api(ctx, c.admin, { method: 'DELETE', url })).statusCode).toBe(204);
    expect((await api(ctx, c.admin, { method: 'DELETE', url })).statusCode).toBe(404);
    const left = await db().selectFrom('stat_values').select('id').where('stat_id', '=', id).execute();
    expect(left).toEqual([]);
  });
});

describe('duplicate', () => {
  it('copies stats with the prefix and the new owner, values only when asked', async () => {
    const c = await createTestCompany(ctx);
    const a = await seedStat(db(), c.companyId, { owner: c.admin.staffId, name: 'Revenue', tags: ['money'] });
    const b = await seedStat(db(), c.companyId, { owner: c.admin.staffId, name: 'Costs', period_type: 'MONTHLY' });
    await seedValue(db(), c.companyId, a, { start: '2024-03-11', end: '2024-03-17' }, 100);
    await seedValue(db(), c.companyId, a, { start: '2024-03-18', end: '2024-03-24' }, 120);

    const plain = await api(ctx, c.admin, {
      method: 'POST',
      url: `${STATS}/duplicate-stats/`,
      payload: { stat_ids: [a, b], name_prefix: 'Team B ', stat_owner: c.staff.staffId },
    });
    expect(plain.statusCode, plain.body).toBe(201);
    const copies = plain.json<{ created: Stat[] }>().created;
    expect(copies.map((s) => [s.name, s.stat_owner, s.period_type, s.tags])).toEqual([
      ['Team B Revenue', c.staff.staffId, 'WEEKLY', ['money']],
      ['Team B Costs', c.staff.staffId, 'MONTHLY', []],
    ]);
    const noValues = await db().selectFrom('stat_values').select('id').where('stat_id', '=', copies[0]!.id).execute();
    expect(noValues).toEqual([]);

    const withValues = await api(ctx, c.admin, {
      method: 'POST',
      url: `${STATS}/duplicate-stats/`,
      payload: { stat_ids: [a], name_prefix: 'Copy of ', copy_values: true },
    });
    const copy = withValues.json<{ created: Stat[] }>().created[0]!;
    expect(copy).toMatchObject({ name: 'Copy of Revenue', stat_owner: c.admin.staffId });
    const values = await api(ctx, c.admin, { method: 'GET', url: `${STATS}/statvalues/${copy.id}/` });
    expect(values.json<{ value: number }[]>().map((v) => v.value)).toEqual([100, 120]);
  });

  it("answers 404 when one id is another company's", async () => {
    const c = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    const own = await seedStat(db(), c.companyId, { owner: c.admin.staffId });
    const foreign = await seedStat(db(), other.companyId, { owner: other.admin.staffId });
    const res = await api(ctx, c.admin, {
      method: 'POST',
      url: `${STATS}/duplicate-stats/`,
      payload: { stat_ids: [own, foreign] },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('reads', () => {
  it('settings tell the editor what the caller may do and the calendar', async () => {
    const c = await createTestCompany(ctx);
    const id = await seedStat(db(), c.companyId, { owner: c.admin.staffId });
    await seedValue(db(), c.companyId, id, { start: '2024-03-11', end: '2024-03-17' }, 1);
    await seedValue(db(), c.companyId, id, { start: '2024-03-25', end: '2024-03-31' }, 2);
    const asAdmin = await api(ctx, c.admin, { method: 'GET', url: `${STATS}/settings/${id}/` });
    expect(asAdmin.json<StatSettings>()).toMatchObject({
      id,
      value_count: 2,
      first_period_start: '2024-03-11',
      last_period_start: '2024-03-25',
      can_edit: true,
      can_enter_values: true,
      week_start: 1,
      timezone: 'UTC',
    });
    const asStaff = await api(ctx, c.staff, { method: 'GET', url: `${STATS}/settings/${id}/` });
    expect(asStaff.json<StatSettings>()).toMatchObject({ can_edit: false, can_enter_values: false });
  });

  it('OPTIONS list-create/ describes the create fields with the company choices', async () => {
    const c = await createTestCompany(ctx);
    const res = await api(ctx, c.staff, { method: 'OPTIONS', url: `${STATS}/list-create/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers.allow).toBe('GET, POST, OPTIONS');
    const post = res.json<StatOptions>().actions.POST;
    expect(post.name).toMatchObject({ type: 'string', required: true });
    expect(post.period_type!.choices!.map((ch) => ch.value)).toEqual([
      'DAILY',
      'WEEKLY',
      'MONTHLY',
      'QUARTERLY',
      'YEARLY',
      'DEFAULT',
    ]);
    expect(post.stat_owner!.choices!.map((ch) => ch.value).sort()).toEqual([c.admin.staffId, c.staff.staffId].sort());
  });

  it('tags are the distinct tags of the company, sorted; simple-list hides archived unless all', async () => {
    const c = await createTestCompany(ctx);
    await seedStat(db(), c.companyId, { owner: c.admin.staffId, tags: ['sales', 'kpi'] });
    await seedStat(db(), c.companyId, { owner: c.admin.staffId, tags: ['kpi'], archived: true });
    const tags = await api(ctx, c.staff, { method: 'GET', url: `${STATS}/tags/` });
    expect(tags.json()).toEqual(['kpi', 'sales']);
    const simple = await api(ctx, c.staff, { method: 'GET', url: `${STATS}/simple-list/` });
    expect(simple.json<StatSimple[]>()).toHaveLength(1);
    const all = await api(ctx, c.staff, { method: 'GET', url: `${STATS}/simple-list/?all=true` });
    expect(all.json<StatSimple[]>()).toHaveLength(2);
  });

  it('needs the statistics app', async () => {
    const c = await createTestCompany(ctx, { apps: ['attendance'] });
    expect((await api(ctx, c.admin, { method: 'GET', url: `${STATS}/tags/` })).statusCode).toBe(403);
  });
});
