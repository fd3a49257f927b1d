// Entering values through the API: bucketing into the stat's period, one value per stat and period
// under repeated and concurrent requests (and replays with an Idempotency-Key), bulk errors per
// item with the good items saved, who may enter values, changing and deleting, and the token push.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAT_ARCHIVED_NO_VALUES,
  STAT_BULK_MAX,
  STAT_NOT_FOUND,
  STAT_TOKEN_INVALID,
  STAT_VALUE_NOT_ALLOWED,
  type StatApiTokenCreated,
  type StatApiTokenStatus,
  type StatValue,
  type StatValueBulkResponse,
} from '../../../contract/statistics';
import { createTestApp, createTestCompany, type TestCompany, type TestContext } from '../../test/helpers';
import { api, seedStat, STATS } from './statistics.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const bulk = (user: TestCompany['admin'], values: unknown[], headers: Record<string, string> = {}) =>
  api(ctx, user, { method: 'POST', url: `${STATS}/statvalue/bulk-create/`, payload: { values }, headers });
const createOne = (user: TestCompany['admin'], payload: object) =>
  api(ctx, user, { method: 'POST', url: `${STATS}/statvalue/create/`, payload });
const storedValues = (statId: number) =>
  db()
    .selectFrom('stat_values')
    .select(['period_start', 'period_end', 'value'])
    .where('stat_id', '=', statId)
    .orderBy('period_start')
    .execute();

describe('statvalue/create/', () => {
  it('buckets any date into the period of the stat, and replaces the value for that period', async () => {
    const c = await createTestCompany(ctx);
    const weekly = await seedStat(db(), c.companyId, { owner: c.admin.staffId, period_type: 'WEEKLY' });
    const first = await createOne(c.admin, { stat: weekly, date: '2024-03-13', value: 5 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<StatValue>()).toMatchObject({
      stat: weekly,
      period_start: '2024-03-11',
      period_end: '2024-03-17',
      value: 5,
    });
    // Another day of the same week, sent as period_start: the same row, updated.
    const second = await createOne(c.admin, { stat: weekly, period_start: '2024-03-17', value: 8 });
    expect(second.statusCode).toBe(200);
    expect(second.json<StatValue>().id).toBe(first.json<StatValue>().id);
    expect(await storedValues(weekly)).toEqual([{ period_start: '2024-03-11', period_end: '2024-03-17', value: 8 }]);
  });

  it.each([
    ['DAILY', '2024-03-13', '2024-03-13', '2024-03-13'],
    ['MONTHLY', '2024-02-29', '2024-02-01', '2024-02-29'],
    ['QUARTERLY', '2024-06-30', '2024-04-01', '2024-06-30'],
    ['YEARLY', '2024-12-31', '2024-01-01', '2024-12-31'],
    ['DEFAULT', '2024-03-10', '2024-03-04', '2024-03-10'],
  ] as const)('buckets a %s stat: %s → %s..%s', async (period_type, date, start, end) => {
    const c = await createTestCompany(ctx);
    const stat = await seedStat(db(), c.companyId, { owner: c.admin.staffId, period_type });
    const res = await createOne(c.admin, { stat, date, value: 1 });
    expect(res.json<StatValue>()).toMatchObject({ period_start: start, period_end: end });
  });

  it("follows the company's week start", async () => {
    const c = await createTestCompany(ctx);
    await db().updateTable('companies').set({ week_start: 0 }).where('id', '=', c.companyId).execute();
    const stat = await seedStat(db(), c.companyId, { owner: c.admin.staffId, period_type: 'WEEKLY' });
    const res = await createOne(c.admin, { stat, date: '2024-03-13', value: 1 });
    expect(res.json<StatValue>()).toMatchObject({ period_start: '2024-03-10', period_end: '2024-03-16' });
  });

  it('lets the owner and stat admins enter values, not other staff; not into archived stats', async () => {
    const c = await createTestCompany(ctx);
    const adminsStat = await seedStat(db(), c.companyId, { owner: c.admin.staffId });
    const staffStat = await seedStat(db(), c.companyId, { owner: c.staff.staffId });
    const archived = await seedStat(db(), c.companyId, { owner: c.admin.staffId, archived: true });
    const refused = await createOne(c.staff, { stat: adminsStat, date: '2024-03-13', value: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(STAT_VALUE_NOT_ALLOWED);
    expect((await createOne(c.staff, { stat: staffStat, date: '2024-03-13', value: 1 })).statusCode).toBe(201);
    expect((await createOne(c.admin, { stat: staffStat, date: '2024-03-20', value: 1 })).statusCode).toBe(201);
    const toArchived = await createOne(c.admin, { stat: archived, date: '2024-03-13', value: 1 });
    expect(toArchived.statusCode).toBe(400);
    expect(toArchived.json()).toEqual({ stat: [STAT_ARCHIVED_NO_VALUES] });
  });

  it('asks for a period', async () => {
    const c = await createTestCompany(ctx);
    const stat = await seedStat(db(), c.companyId, { owner: c.admin.staffId });
    const res = await createOne(c.admin, { stat, value: 1 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['period_start']);
  });
});

describe('statvalue/bulk-create/', () => {
  it('saves the good items and lists each bad one by its index', async () => {
    const c = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    const stat = await seedStat(db(), c.companyId, { owner: c.admin.staffId, period_type: 'MONTHLY' });
    const archived = await seedStat(db(), c.companyId, { owner: c.admin.staffId, archived: true });
    const foreign = await seedStat(db(), other.companyId, { owner: other.admin.staffId });
    const res = await bulk(c.admin, [
      { stat, date: '2024-01-15', value: 10 },
      { stat, date: '2024-02-10', value: 'twelve' },
      { stat: foreign, date: '2024-02-10', value: 1 },
      { stat, period_start: '2024-03-01', value: 30 },
      { stat: archived, date: '2024-03-01', value: 1 },
      { stat, value: 1 },
      'not an object',
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<StatValueBulkResponse>();
    expect(body.created.map((v) => [v.period_start, v.value])).toEqual([
      ['2024-01-01', 10],
      ['2024-03-01', 30],
    ]);
    expect(body.errors.map((e) => [e.index, e.stat])).toEqual([
      [1, stat],
      [2, foreign],
      [4, archived],
      [5, stat],
      [6, null],
    ]);
    expect(body.errors[0]!.detail).toMatch(/^value: /);
    expect(body.errors[1]!.detail).toBe(STAT_NOT_FOUND);
    expect(body.errors[2]!.detail).toBe(STAT_ARCHIVED_NO_VALUES);
    expect(await storedValues(foreign)).toEqual([]);
  });

  it('keeps one value per period when a batch names a period twice (the later wins)', async () => {
    const c = await createTestCompany(ctx);
    const stat = await seedStat(db(), c.companyId, { owner: c.admin.staffId, period_type: 'WEEKLY' });
    const res = await bulk(c.admin, [
      { stat, date: '2024-03-11', value: 1 },
      { stat, date: '2024-03-15', value: 2 },
    ]);
    expect(res.json<StatValueBulkResponse>()).toMatchObject({ errors: [], created: [{ value: 2 }] });
    expect(await storedValues(stat)).toEqual([{ period_start: '2024-03-11', period_end: '2024-03-17', value: 2 }]);
  });

  it('writes one row per stat and period under repeated and concurrent batches', async () => {
    const c = await createTestCompany(ctx);
    const stat = await seedStat(db(), c.companyId, { owner: c.admin.staffId, period_type: 'DAILY' });
    const days = Array.from({ length: 20 }, (_, i) => `2024-05-${String(i + 1).padStart(2, '0')}`);
    const batch = (value: number) => days.map((date) => ({ stat, date, value }));
    const answers = await Promise.all([bulk(c.admin, batch(1)), bulk(c.admin, batch(2)), bulk(c.admin, batch(3))]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    await bulk(c.admin, batch(4));
    const rows = await storedValues(stat);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.value))).toEqual(new Set([4]));
  });

  it('answers a replay with the same Idempotency-Key from its record, once', async () => {
    const c = await createTestCompany(ctx);
    const stat = await seedStat(db(), c.companyId, { owner: c.admin.staffId });
    const key = randomUUID();
    const values = [{ stat, date: '2024-03-13', value: 9 }];
    const first = await bulk(c.admin, values, { 'idempotency-key': key });
    const replay = await bulk(c.admin, values, { 'idempotency-key': key });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await storedValues(stat)).toHaveLength(1);
  });

  it(`takes up to ${STAT_BULK_MAX} items`, async () => {
    const c = await createTestCompany(ctx);
    const stat = await seedStat(db(), c.companyId, { owner: c.admin.staffId });
    const tooMany = Array.from({ length: STAT_BULK_MAX + 1 }, () => ({ stat, date: '2024-03-13', value: 1 }));
    expect((await bulk(c.admin, tooMany)).statusCode).toBe(400);
    expect((await bulk(c.admin, [])).statusCode).toBe(400);
  });

  it("reports another owner's stat for plain staff, saving their own", async () => {
    const c = await createTestCompany(ctx);
    const mine = await seedStat(db(), c.companyId, { owner: c.staff.staffId });
    const theirs = await seedStat(db(), c.companyId, { owner: c.admin.staffId });
    const res = await bulk(c.staff, [
      { stat: theirs, date: '2024-03-13', value: 1 },
      { stat: mine, date: '2024-03-13', value: 2 },
    ]);
    const body = res.json<StatValueBulkResponse>();
    expect(body.created.map((v) => v.stat)).toEqual([mine]);
    expect(body.errors).toEqual([{ index: 0, stat: theirs, detail: STAT_VALUE_NOT_ALLOWED }]);
  });
});

describe('statvalue/update-delete/{id}/', () => {
  it('changes and deletes a value; plain staff only on their own stats', async () => {
    const c = await createTestCompany(ctx);
    const stat = await seedStat(db(), c.companyId, { owner: c.admin.staffId });
    const created = (await createOne(c.admin, { stat, date: '2024-03-13', value: 1 })).json<StatValue>();
    const url = `${STATS}/statvalue/update-delete/${created.id}/`;
    expect((await api(ctx, c.staff, { method: 'PUT', url, payload: { value: 2 } })).statusCode).toBe(403);
    const put = await api(ctx, c.admin, { method: 'PUT', url, payload: { value: 2.5 } });
    expect(put.json<StatValue>()).toEqual({ ...created, value: 2.5 });
    expect((await api(ctx, c.staff, { method: 'DELETE', url })).statusCode).toBe(403);
    expect((await api(ctx, c.admin, { method: 'DELETE', url })).statusCode).toBe(204);
    expect((await api(ctx, c.admin, { method: 'DELETE', url })).statusCode).toBe(404);
  });
});

describe('API token and push', () => {
  const push = (token: string | undefined, values: unknown[]) =>
    ctx.app.inject({
      method: 'POST',
      url: `${STATS}/external/statvalues/`,
      headers: token ? { 'x-stat-token': token } : {},
      payload: { values },
    });

  it('creates a token shown once, stores only its hash, pushes with it, and rotating stops the old one', async () => {
    const c = await createTestCompany(ctx);
    const stat = await seedStat(db(), c.companyId, { owner: c.staff.staffId });
    const url = `${STATS}/external/token/`;
    expect((await api(ctx, c.admin, { method: 'GET', url })).json<StatApiTokenStatus>().exists).toBe(false);
    expect((await api(ctx, c.staff, { method: 'POST', url })).statusCode).toBe(403);

    const made = await api(ctx, c.admin, { method: 'POST', url });
    expect(made.statusCode).toBe(201);
    const { token, prefix } = made.json<StatApiTokenCreated>();
    expect(token.startsWith(prefix)).toBe(true);
    const stored = await db().selectFrom('stat_api_tokens').selectAll().where('company_id', '=', c.companyId).execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const pushed = await push(token, [
      { stat, date: '2024-03-13', value: 3 },
      { stat: 999_999, date: '2024-03-13', value: 3 },
    ]);
    expect(pushed.statusCode, pushed.body).toBe(201);
    expect(pushed.json<StatValueBulkResponse>()).toMatchObject({
      created: [{ stat, value: 3 }],
      errors: [{ index: 1, detail: STAT_NOT_FOUND }],
    });
    const status = (await api(ctx, c.admin, { method: 'GET', url })).json<StatApiTokenStatus>();
    expect(status).toMatchObject({ exists: true, prefix });
    expect(status.last_used_at).not.toBeNull();

    await api(ctx, c.admin, { method: 'POST', url });
    const old = await push(token, [{ stat, date: '2024-03-13', value: 4 }]);
    expect(old.statusCode).toBe(401);
    expect(old.json().detail).toBe(STAT_TOKEN_INVALID);
  });

  it('refuses a push without a token or after revoking', async () => {
    const c = await createTestCompany(ctx);
    expect((await push(undefined, [{ stat: 1, date: '2024-03-13', value: 1 }])).statusCode).toBe(401);
    const { token } = (
      await api(ctx, c.admin, { method: 'POST', url: `${STATS}/external/token/` })
    ).json<StatApiTokenCreated>();
    expect((await api(ctx, c.admin, { method: 'DELETE', url: `${STATS}/external/token/` })).statusCode).toBe(204);
    expect((await push(token, [{ stat: 1, date: '2024-03-13', value: 1 }])).statusCode).toBe(401);
  });
});
