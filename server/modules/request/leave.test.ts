// Leave balances (issue 21): a request admin sets a company default per time-off type and year and
// per-person overrides; a balance accrues by month (or is whole from January), counts approved
// requests' working days as used once approved (not when rejected or still pending), splits a
// request across New Year between the years, and is the staff member's own (or a request admin's
// to read). Writes are for request admins only.
import { describe, expect, it } from 'vitest';
import type { LeaveAllowance, LeaveBalances } from '../../../contract/leave';
import type { RequestDetail, RequestType } from '../../../contract/requests';
import { createTestCompany, type TestUser } from '../../test/helpers';
import { useApiTestContext } from './api-test-context';

const { ctx, call } = useApiTestContext();

async function timeOffType(admin: TestUser, name = 'Vacation') {
  return (await call(admin, 'POST', '/request/api/types/', { name, is_time_off: true })).json<RequestType>();
}

async function setAllowance(admin: TestUser, body: object) {
  const res = await call(admin, 'POST', '/request/api/leave-allowances/', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LeaveAllowance>();
}

async function balance(user: TestUser, staffId: number, query: string) {
  const res = await call(user, 'GET', `/request/api/leave-balances/${staffId}/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LeaveBalances>();
}

async function ask(user: TestUser, type: number, start: string, end: string) {
  const res = await call(user, 'POST', '/request/api/create/', {
    request_type: type,
    title: `Off ${start}`,
    start_date: start,
    end_date: end,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RequestDetail>();
}

const decide = (admin: TestUser, id: number, action: 'approve' | 'reject') =>
  call(admin, 'POST', `/request/api/detail/${id}/decision/`, { action });

describe('leave balances', () => {
  it('accrue a twelfth a month, count approved working days as used, and not rejected ones', async () => {
    const { admin, staff } = await createTestCompany(ctx());
    const type = await timeOffType(admin);
    await setAllowance(admin, { request_type: type.id, year: 2031, days: 24, accrual: 'monthly' });

    const march = await balance(staff, staff.staffId, 'year=2031&on=2031-03-10');
    expect(march.balances).toEqual([
      {
        request_type: type.id,
        request_type_name: 'Vacation',
        year: 2031,
        allowance: 24,
        accrual: 'monthly',
        personal: false,
        accrued: 6,
        used: 0,
        pending: 0,
        available: 6,
      },
    ]);

    // Mon 2031-03-03 .. Sun 2031-03-09: five working days; Mon 2031-03-17 .. Tue 18: two.
    const approved = await ask(staff, type.id, '2031-03-03', '2031-03-09');
    const rejected = await ask(staff, type.id, '2031-03-17', '2031-03-18');
    const waiting = await ask(staff, type.id, '2031-03-24', '2031-03-24');
    expect((await balance(staff, staff.staffId, 'year=2031&on=2031-03-10')).balances[0]).toMatchObject({
      used: 0,
      pending: 8,
      available: 6,
    });
    expect((await decide(admin, approved.id, 'approve')).statusCode).toBe(200);
    expect((await decide(admin, rejected.id, 'reject')).statusCode).toBe(200);
    expect((await balance(staff, staff.staffId, 'year=2031&on=2031-04-01')).balances[0]).toMatchObject({
      accrued: 8,
      used: 5,
      pending: 1,
      available: 3,
    });
    // Cancelled by the requester: no longer pending.
    expect((await call(staff, 'POST', `/request/api/detail/${waiting.id}/cancel/`)).statusCode).toBe(200);
    expect((await balance(staff, staff.staffId, 'year=2031&on=2031-04-01')).balances[0]).toMatchObject({
      pending: 0,
    });
  });

  it('leave out company holidays, and split a request across New Year between the years', async () => {
    const { admin, staff } = await createTestCompany(ctx());
    const type = await timeOffType(admin);
    await setAllowance(admin, { request_type: type.id, year: 2031, days: 20 });
    await setAllowance(admin, { request_type: type.id, year: 2032, days: 22, accrual: 'monthly' });
    const holiday = await call(admin, 'POST', '/account/api/holidays/', { name: 'New Year', date: '2032-01-01' });
    expect(holiday.statusCode, holiday.body).toBe(201);
    // Mon 2031-12-29 .. Fri 2032-01-09: Mon-Wed in 2031; Thu 1 (holiday), Fri 2, Mon 5 .. Fri 9 in 2032.
    const request = await ask(staff, type.id, '2031-12-29', '2032-01-09');
    await decide(admin, request.id, 'approve');

    expect((await balance(staff, staff.staffId, 'year=2031&on=2031-12-31')).balances[0]).toMatchObject({
      allowance: 20,
      accrual: 'yearly',
      accrued: 20,
      used: 3,
      available: 17,
    });
    const january = (await balance(staff, staff.staffId, 'year=2032&on=2032-01-15')).balances[0];
    expect(january).toMatchObject({ allowance: 22, accrued: 1.83, used: 6, available: -4.17 });
    // Asked from the previous year, 2032's monthly allowance has not begun to accrue.
    expect((await balance(staff, staff.staffId, 'year=2032&on=2031-12-31')).balances[0]).toMatchObject({
      accrued: 0,
    });
  });

  it('use a person’s override over the company default, and show types without an allowance', async () => {
    const { admin, staff } = await createTestCompany(ctx());
    const vacation = await timeOffType(admin, 'Vacation');
    await timeOffType(admin, 'Sick');
    await setAllowance(admin, { request_type: vacation.id, year: 2031, days: 20 });
    const own = await setAllowance(admin, { request_type: vacation.id, staff: staff.staffId, year: 2031, days: 25.5 });
    expect(own).toMatchObject({ staff: staff.staffId, days: 25.5, request_type_name: 'Vacation' });
    // Setting it again replaces it (one override per person, type and year).
    await setAllowance(admin, { request_type: vacation.id, staff: staff.staffId, year: 2031, days: 26 });

    const mine = await balance(staff, staff.staffId, 'year=2031&on=2031-06-01');
    expect(mine.balances.map((b) => [b.request_type_name, b.allowance, b.personal, b.available])).toEqual([
      ['Sick', null, false, 0],
      ['Vacation', 26, true, 26],
    ]);
    const adminOwn = await balance(admin, admin.staffId, 'year=2031&on=2031-06-01');
    expect(adminOwn.balances.find((b) => b.request_type === vacation.id)).toMatchObject({ allowance: 20 });

    const list = (await call(admin, 'GET', '/request/api/leave-allowances/?year=2031')).json<LeaveAllowance[]>();
    expect(list.map((a) => [a.request_type_name, a.staff, a.days])).toEqual([
      ['Vacation', null, 20],
      ['Vacation', staff.staffId, 26],
    ]);
    expect((await call(admin, 'DELETE', `/request/api/leave-allowances/${own.id}/`)).statusCode).toBe(204);
    expect((await balance(staff, staff.staffId, 'year=2031&on=2031-06-01')).balances[1]).toMatchObject({
      allowance: 20,
      personal: false,
    });
  });

  it('are a person’s own: staff cannot read another’s nor set allowances; bad input names its field', async () => {
    const { admin, staff } = await createTestCompany(ctx());
    const type = await timeOffType(admin);
    const general = (await call(admin, 'POST', '/request/api/types/', { name: 'General' })).json<RequestType>();
    expect((await call(staff, 'GET', `/request/api/leave-balances/${admin.staffId}/`)).statusCode).toBe(403);
    expect(
      (await call(staff, 'POST', '/request/api/leave-allowances/', { request_type: type.id, year: 2031, days: 9 }))
        .statusCode,
    ).toBe(403);
    expect((await call(staff, 'GET', '/request/api/leave-allowances/?year=2031')).statusCode).toBe(403);
    const notTimeOff = await call(admin, 'POST', '/request/api/leave-allowances/', {
      request_type: general.id,
      year: 2031,
      days: 5,
    });
    expect(notTimeOff.statusCode).toBe(400);
    expect(notTimeOff.json()).toEqual({ request_type: ['Choose a time-off request type.'] });
    const quarter = await call(admin, 'POST', '/request/api/leave-allowances/', {
      request_type: type.id,
      year: 2031,
      days: 5.25,
    });
    expect(quarter.statusCode).toBe(400);
    expect(quarter.json()).toHaveProperty('days');
  });
});
