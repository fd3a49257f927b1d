// Time off is one system (issue 21): time off asked for on the calendar is a request under
// Requests, once (also when the outbox replays it under the same Idempotency-Key), under the
// company's time-off type; deciding or editing it on either side shows on the other; bad input is a
// 400 naming the field; and migration 0030 gives each earlier calendar-only time off its request.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { TimeOff } from '../../../contract/attendance';
import type { Paginated } from '../../../contract/pagination';
import type { Request, RequestDetail, RequestType } from '../../../contract/requests';
import { up as migrateTimeOffRequests } from '../../db/migrations/0030-time-off-requests';
import { createTestCompany, type TestUser } from '../../test/helpers';
import { useApiTestContext } from './api-test-context';
import { insertRequestType } from './request.fixtures';

const { ctx, call } = useApiTestContext();
const CALENDAR = '/request/api/staff-time-offs/';

async function askOnCalendar(user: TestUser, body: object, key?: string) {
  return ctx().app.inject({
    method: 'POST',
    url: CALENDAR,
    payload: body,
    headers: { authorization: `Bearer ${user.token}`, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

const myRequests = async (user: TestUser) =>
  (await call(user, 'GET', '/request/api/list/?status=my_request')).json<Paginated<Request>>().results;
const forApproval = async (user: TestUser) =>
  (await call(user, 'GET', '/request/api/list/?status=for_approval')).json<Paginated<Request>>().results;
const calendar = async (user: TestUser, month: string) =>
  (await call(user, 'GET', `/account/api/time-off-calendar/?month=${month}`)).json<{ time_offs: TimeOff[] }>()
    .time_offs;

describe('time off asked for on the calendar', () => {
  it('is a request under Requests, of the time-off type named like it, with the same dates', async () => {
    const { admin, staff } = await createTestCompany(ctx());
    await call(admin, 'POST', '/request/api/types/', { name: 'Vacation', is_time_off: true });
    const sick = (
      await call(admin, 'POST', '/request/api/types/', { name: 'Sick', is_time_off: true })
    ).json<RequestType>();

    const asked = await askOnCalendar(staff, {
      start_date: '2031-03-02',
      end_date: '2031-03-04',
      time_off_type: 'sick',
      note: 'Flu\nThe doctor said three days.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const timeOff = asked.json<TimeOff>();

    const [request, ...others] = await myRequests(staff);
    expect(others).toEqual([]);
    expect(request).toMatchObject({
      request_type: sick.id,
      request_type_name: 'Sick',
      is_time_off: true,
      title: 'Flu',
      description: 'Flu\nThe doctor said three days.',
      status: 'pending',
      start_date: '2031-03-02',
      end_date: '2031-03-04',
      time_off: timeOff.id,
    });
    // The request admin sees it to decide; the calendar shows the same time off, once.
    expect((await forApproval(admin)).map((r) => r.id)).toEqual([request!.id]);
    expect((await calendar(admin, '2031-03')).map((t) => [t.id, t.time_off_type, t.status])).toEqual([
      [timeOff.id, 'sick', 'pending'],
    ]);
    const detail = (await call(staff, 'GET', `/request/api/detail/${request!.id}/`)).json<RequestDetail>();
    expect(detail.history.map((e) => e.action)).toEqual(['created']);
  });

  it('goes under the first active time-off type when none is named like it, titled by its type', async () => {
    const { admin, staff } = await createTestCompany(ctx());
    await insertRequestType(ctx().database.db, admin.companyId, {
      name: 'Off (old)',
      is_time_off: true,
      is_active: false,
    });
    const leave = await insertRequestType(ctx().database.db, admin.companyId, { name: 'Leave', is_time_off: true });
    await askOnCalendar(staff, { start_date: '2031-04-01', end_date: '2031-04-01', time_off_type: 'personal' });
    expect((await myRequests(staff)).map((r) => [r.request_type, r.title])).toEqual([[leave, 'Personal']]);
  });

  it('makes one "Time off" type for a company that has none, and files every later one under it', async () => {
    const { admin, staff } = await createTestCompany(ctx());
    await askOnCalendar(staff, { start_date: '2031-05-04', end_date: '2031-05-05' });
    await askOnCalendar(admin, { start_date: '2031-05-11', end_date: '2031-05-11', time_off_type: 'sick' });
    const types = (await call(admin, 'GET', '/request/api/types/')).json<RequestType[]>();
    expect(types.map((t) => [t.name, t.is_time_off, t.is_active])).toEqual([['Time off', true, true]]);
    expect((await myRequests(staff)).map((r) => [r.request_type_name, r.title])).toEqual([['Time off', 'Vacation']]);
    expect((await myRequests(admin)).map((r) => r.request_type)).toEqual([types[0]!.id]);
  });

  it('is filed once when the outbox sends it again under the same Idempotency-Key', async () => {
    const { staff } = await createTestCompany(ctx());
    const body = { start_date: '2031-06-01', end_date: '2031-06-02', note: 'Wedding' };
    const key = crypto.randomUUID();
    const first = await askOnCalendar(staff, body, key);
    const again = await askOnCalendar(staff, body, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect(await myRequests(staff)).toHaveLength(1);
    expect(await calendar(staff, '2031-06')).toHaveLength(1);
  });

  it('is decided once, from Requests or from the calendar, and both show it', async () => {
    const { admin, staff } = await createTestCompany(ctx());
    const onRequests = (
      await askOnCalendar(staff, { start_date: '2031-07-01', end_date: '2031-07-02' })
    ).json<TimeOff>();
    const onCalendar = (
      await askOnCalendar(staff, { start_date: '2031-07-20', end_date: '2031-07-21' })
    ).json<TimeOff>();
    const requestOf = async (timeOffId: number) => (await myRequests(staff)).find((r) => r.time_off === timeOffId)!;

    const approved = await call(admin, 'POST', `/request/api/detail/${(await requestOf(onRequests.id)).id}/decision/`, {
      action: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const rejected = await call(admin, 'PATCH', `/request/api/staff-time-offs-detail/${onCalendar.id}/`, {
      status: 'rejected',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    expect((await requestOf(onCalendar.id)).status).toBe('rejected');
    // A rejected time off leaves the calendar; the approved one stays.
    expect((await calendar(staff, '2031-07')).map((t) => [t.id, t.status])).toEqual([[onRequests.id, 'approved']]);
  });

  it('keeps its request’s dates and text when it is edited on the calendar', async () => {
    const { staff } = await createTestCompany(ctx());
    const { id } = (await askOnCalendar(staff, { start_date: '2031-08-03', end_date: '2031-08-04' })).json<TimeOff>();
    const edited = await call(staff, 'PATCH', `/request/api/staff-time-offs-detail/${id}/`, {
      end_date: '2031-08-06',
      note: 'Longer trip',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await myRequests(staff)).toEqual([
      expect.objectContaining({ start_date: '2031-08-03', end_date: '2031-08-06', description: 'Longer trip' }),
    ]);
  });

  it('answers bad input with a 400 naming the field, and files nothing', async () => {
    const { staff } = await createTestCompany(ctx());
    const cases: Array<[object, string]> = [
      [{ end_date: '2031-09-01' }, 'start_date'],
      [{ start_date: '2031-09-01' }, 'end_date'],
      [{ start_date: '2031-02-30', end_date: '2031-03-01' }, 'start_date'],
      [{ start_date: '2031-09-02', end_date: '2031-09-01' }, 'end_date'],
      [{ start_date: '2031-09-01', end_date: '2031-09-01', time_off_type: 'x'.repeat(51) }, 'time_off_type'],
      [{ start_date: '2031-09-01', end_date: '2031-09-01', note: 'x'.repeat(2001) }, 'note'],
    ];
    for (const [body, field] of cases) {
      const res = await askOnCalendar(staff, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json()), JSON.stringify(body)).toEqual([field]);
    }
    expect(await myRequests(staff)).toEqual([]);
  });
});

describe('migration 0030: time off made before it', () => {
  it('gives every calendar-only time off its request, with its status and history, once', async () => {
    const db = ctx().database.db;
    const withType = await createTestCompany(ctx());
    const vacation = await insertRequestType(db, withType.companyId, { name: 'Vacation', is_time_off: true });
    const without = await createTestCompany(ctx());
    const insertTimeOff = (staffId: number, companyId: number, values: object) =>
      db
        .insertInto('staff_time_offs')
        .values({
          company_id: companyId,
          staff_id: staffId,
          start_date: '2031-10-01',
          end_date: '2031-10-02',
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const approved = await insertTimeOff(withType.staff.staffId, withType.companyId, {
      time_off_type: 'vacation',
      status: 'approved',
      note: 'Beach',
    });
    const pending = await insertTimeOff(without.staff.staffId, without.companyId, { time_off_type: 'sick' });
    // Already a request's time off (made under Requests): left as it is.
    const linked = (
      await call(withType.staff, 'POST', '/request/api/create/', {
        request_type: vacation,
        title: 'Trip',
        start_date: '2031-10-10',
        end_date: '2031-10-11',
      })
    ).json<RequestDetail>();

    await migrateTimeOffRequests(db as unknown as Kysely<unknown>);
    await migrateTimeOffRequests(db as unknown as Kysely<unknown>);

    const mine = await myRequests(withType.staff);
    expect(mine.map((r) => [r.time_off, r.request_type_name, r.title, r.status]).sort()).toEqual(
      [
        [approved.id, 'Vacation', 'Beach', 'approved'],
        [linked.time_off, 'Vacation', 'Trip', 'pending'],
      ].sort(),
    );
    const theirs = await myRequests(without.staff);
    expect(theirs.map((r) => [r.time_off, r.request_type_name, r.title, r.status])).toEqual([
      [pending.id, 'Time off', 'Sick', 'pending'],
    ]);
    const detail = (await call(without.staff, 'GET', `/request/api/detail/${theirs[0]!.id}/`)).json<RequestDetail>();
    expect(detail.history.map((e) => e.action)).toEqual(['created']);
    // One request per time off from now on.
    await expect(
      db
        .insertInto('requests')
        .values({
          company_id: without.companyId,
          request_type_id: theirs[0]!.request_type,
          requester_staff_id: without.staff.staffId,
          title: 'copy',
          time_off_id: pending.id,
        })
        .execute(),
    ).rejects.toThrow(/requests_one_per_time_off/);
  });
});
