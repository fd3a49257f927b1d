// Breaks and timesheets against the real database: break punches are stored and flagged (never
// refused), an overnight shift with a break over midnight across the autumn DST change counts the
// hours that passed, split per day, with overtime; a manager's edit keeps its reason in the action
// history; approval, confirmation and the payroll export (read back with SheetJS).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { read, utils } from 'xlsx';
import type { TimesheetDetail, TimesheetList } from '../../../contract/timesheets';
import { authed, createTestApp, createTestCompany, type TestContext, type TestUser } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const clock = (user: TestUser, action: string, client_time: string, timezone = 'Europe/Paris') =>
  authed(ctx.app, user, {
    method: 'POST',
    url: '/inout/api/clock/',
    payload: { action, client_time, timezone, recorded_offline: true },
  });

/** A company in Paris, weekly periods from Mondays, 6 h a day before overtime, unpaid breaks. */
async function parisCompany() {
  const company = await createTestCompany(ctx);
  await ctx.database.db
    .updateTable('companies')
    .set({ timezone: 'Europe/Paris' })
    .where('id', '=', company.companyId)
    .execute();
  const res = await authed(ctx.app, company.admin, {
    method: 'PUT',
    url: '/inout/api/time-clock-settings/',
    payload: {
      require_location: false,
      max_clock_skew_minutes: 10,
      paid_breaks: false,
      pay_period: 'weekly',
      pay_period_anchor: '2026-10-19',
      daily_overtime_minutes: 360,
      weekly_overtime_minutes: 2400,
      week_starts_on: 0,
      tolerance_minutes: 5,
    },
  });
  expect(res.statusCode).toBe(200);
  return company;
}

/** Saturday 22:00 to Sunday 06:00 in Paris over the change back to winter time, a break 23:45–00:15. */
async function nightShift(user: TestUser) {
  for (const [action, time] of [
    ['in', '2026-10-24T22:00:00+02:00'],
    ['break_start', '2026-10-24T23:45:00+02:00'],
    ['break_end', '2026-10-25T00:15:00+02:00'],
    ['out', '2026-10-25T06:00:00+01:00'],
  ] as const) {
    expect((await clock(user, action, time)).statusCode).toBe(201);
  }
}

const sheetOf = async (user: TestUser, staffId: number, date = '2026-10-24') => {
  const res = await authed(ctx.app, user, { method: 'GET', url: `/inout/api/timesheets/${staffId}/?date=${date}` });
  expect(res.statusCode).toBe(200);
  return res.json<TimesheetDetail>();
};
const day = (sheet: TimesheetDetail, date: string) => sheet.days.find((d) => d.date === date)!;

describe('time-clock settings', () => {
  it('keep the timesheet rules, and an app that leaves them out keeps the stored ones', async () => {
    const { admin } = await parisCompany();
    const res = await authed(ctx.app, admin, {
      method: 'PUT',
      url: '/inout/api/time-clock-settings/',
      payload: { require_location: true, max_clock_skew_minutes: 5 },
    });
    expect(res.json()).toMatchObject({ require_location: true, daily_overtime_minutes: 360, paid_breaks: false });
  });
});

describe('breaks', () => {
  it('stores a break started while not clocked in, and the timesheet flags it', async () => {
    const { staff } = await parisCompany();
    const res = await clock(staff, 'break_start', '2026-10-21T10:00:00+02:00');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ action: 'break_start' });
    const sheet = await sheetOf(staff, staff.staffId, '2026-10-21');
    expect(day(sheet, '2026-10-21').flags).toContain('unmatched_break');
    expect(sheet.flags).toContain('unmatched_break');
    expect(sheet.totals.worked_minutes).toBe(0);
  });
});

describe('GET inout/api/timesheets/:staff/', () => {
  it('splits an overnight shift over the DST change at midnight and takes off the unpaid break', async () => {
    const { staff } = await parisCompany();
    await nightShift(staff);
    const sheet = await sheetOf(staff, staff.staffId);
    expect(sheet).toMatchObject({ period_from: '2026-10-19', period_to: '2026-10-25', status: 'open' });
    // 22:00–24:00 less 15 min of break; 00:00–06:00 is 7 real hours that night, less 15 min.
    expect(day(sheet, '2026-10-24')).toMatchObject({ worked_minutes: 105, unpaid_break_minutes: 15 });
    expect(day(sheet, '2026-10-25')).toMatchObject({
      worked_minutes: 405,
      regular_minutes: 360,
      overtime_minutes: 45,
      unpaid_break_minutes: 15,
      scheduled_minutes: 0,
    });
    expect(sheet.totals).toEqual({
      worked_minutes: 510,
      break_minutes: 30,
      unpaid_break_minutes: 30,
      scheduled_minutes: 0,
      regular_minutes: 465,
      overtime_minutes: 45,
    });
    expect(day(sheet, '2026-10-24').punches.map((p) => p.action)).toEqual(['in', 'break_start']);
  });

  it('counts paid breaks as worked time', async () => {
    const { admin, staff } = await parisCompany();
    await authed(ctx.app, admin, {
      method: 'PUT',
      url: '/inout/api/time-clock-settings/',
      payload: { require_location: false, max_clock_skew_minutes: 10, paid_breaks: true },
    });
    await nightShift(staff);
    const sheet = await sheetOf(admin, staff.staffId);
    expect(sheet.totals).toMatchObject({ worked_minutes: 540, unpaid_break_minutes: 0, break_minutes: 30 });
  });

  it('shows staff only their own timesheet', async () => {
    const { admin, staff } = await parisCompany();
    const res = await authed(ctx.app, staff, { method: 'GET', url: `/inout/api/timesheets/${admin.staffId}/` });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET inout/api/timesheets/', () => {
  it("lists everyone's period for an attendance admin and one's own for staff", async () => {
    const { admin, staff } = await parisCompany();
    await nightShift(staff);
    const all = await authed(ctx.app, admin, { method: 'GET', url: '/inout/api/timesheets/?date=2026-10-22' });
    const list = all.json<TimesheetList>();
    expect(list).toMatchObject({ period_from: '2026-10-19', period_to: '2026-10-25', count: 2 });
    expect(list.results.find((r) => r.staff === staff.staffId)?.totals.worked_minutes).toBe(510);
    const own = (
      await authed(ctx.app, staff, { method: 'GET', url: '/inout/api/timesheets/?date=2026-10-22' })
    ).json<TimesheetList>();
    expect(own.results.map((r) => r.staff)).toEqual([staff.staffId]);
  });
});

describe('editing, approving and confirming', () => {
  it('keeps an edit and its reason in the action history, and reopens an approved timesheet', async () => {
    const { admin, staff } = await parisCompany();
    await nightShift(staff);
    const approve = (user: TestUser) =>
      authed(ctx.app, user, {
        method: 'POST',
        url: `/inout/api/timesheets/${staff.staffId}/approve/`,
        payload: { date: '2026-10-24' },
      });
    const confirm = (user: TestUser, staffId = staff.staffId) =>
      authed(ctx.app, user, {
        method: 'POST',
        url: `/inout/api/timesheets/${staffId}/confirm/`,
        payload: { date: '2026-10-24' },
      });

    expect((await approve(staff)).statusCode).toBe(403);
    const early = await confirm(staff);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ status: ['This timesheet has not been approved yet.'] });

    const approved = await approve(admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', approved_totals: { worked_minutes: 510 } });
    expect((await confirm(admin, staff.staffId)).statusCode).toBe(403);
    const confirmed = await confirm(staff);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed' });
    expect((await confirm(staff)).statusCode).toBe(200);

    // The clock-out was really at 05:30 winter time: 30 minutes fewer.
    const out = day(await sheetOf(admin, staff.staffId), '2026-10-25').punches.find((p) => p.action === 'out')!;
    const patch = (user: TestUser, payload: object) =>
      authed(ctx.app, user, { method: 'PATCH', url: `/inout/api/timesheets/punches/${out.id}/`, payload });
    expect((await patch(staff, { client_time: '2026-10-25T05:30:00+01:00', reason: 'x' })).statusCode).toBe(403);
    const noReason = await patch(admin, { client_time: '2026-10-25T05:30:00+01:00', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toHaveProperty('reason');
    const edited = await patch(admin, { client_time: '2026-10-25T05:30:00+01:00', reason: 'Left at 5:30, told me' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: out.id, edited: true, client_time: '2026-10-25T04:30:00.000Z' });

    const sheet = await sheetOf(admin, staff.staffId);
    expect(sheet).toMatchObject({ status: 'open', changed_since_approval: true, confirmed_at: null });
    expect(sheet.totals.worked_minutes).toBe(480);
    expect(sheet.approved_totals?.worked_minutes).toBe(510);
    expect(sheet.edits).toEqual([
      expect.objectContaining({
        punch: out.id,
        previous_time: '2026-10-25T05:00:00.000Z',
        new_time: '2026-10-25T04:30:00.000Z',
        reason: 'Left at 5:30, told me',
      }),
    ]);
    const history = await ctx.database.db
      .selectFrom('action_history')
      .selectAll()
      .where('entity', '=', 'clock_punch')
      .where('entity_id', '=', out.id)
      .execute();
    expect(history).toHaveLength(1);
    expect(history[0]!.summary).toContain('Left at 5:30, told me');
    expect(history[0]!.actor_staff_id).toBe(admin.staffId);
    expect(history[0]!.changes).toMatchObject({ reason: 'Left at 5:30, told me' });
  });
});

describe('GET inout/api/timesheets/export/', () => {
  it('exports approved timesheets only, one row per day and a totals row, as CSV and XLSX', async () => {
    const { admin, staff } = await parisCompany();
    await nightShift(staff);
    await clock(admin, 'in', '2026-10-20T09:00:00+02:00');
    await clock(admin, 'out', '2026-10-20T12:00:00+02:00');
    await authed(ctx.app, admin, {
      method: 'POST',
      url: `/inout/api/timesheets/${staff.staffId}/approve/`,
      payload: { date: '2026-10-24' },
    });
    const get = (format: string, user = admin) =>
      authed(ctx.app, user, { method: 'GET', url: `/inout/api/timesheets/export/?date=2026-10-24&format=${format}` });
    expect((await get('csv', staff)).statusCode).toBe(403);

    const csv = await get('csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('timesheets-2026-10-19-2026-10-25.csv');
    const fromCsv = utils.sheet_to_json<unknown[]>(read(csv.body, { type: 'string' }).Sheets.Sheet1!, {
      header: 1,
      raw: false,
    });
    const xlsx = await get('xlsx');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = read(xlsx.rawPayload, { type: 'buffer' });
    const fromXlsx = utils.sheet_to_json<unknown[]>(book.Sheets.Timesheets!, { header: 1 });

    const name = (await sheetOf(admin, staff.staffId)).staff_name;
    const expected = [
      [
        'Employee ID',
        'Name',
        'Date',
        'Worked hours',
        'Regular hours',
        'Overtime hours',
        'Unpaid break hours',
        'Flags',
        'Status',
      ],
      [staff.staffId, name, '2026-10-24', 1.75, 1.75, 0, 0.25, '', 'approved'],
      [staff.staffId, name, '2026-10-25', 6.75, 6, 0.75, 0.25, '', 'approved'],
      [staff.staffId, name, 'Total 2026-10-19 – 2026-10-25', 8.5, 7.75, 0.75, 0.5, '', 'approved'],
    ];
    // The admin's own timesheet is not approved: not exported.
    expect(fromXlsx.map((row) => Array.from(row, (cell) => cell ?? ''))).toEqual(expected);
    expect(fromCsv.map((row) => Array.from(row, (cell) => cell ?? ''))).toEqual(expected.map((row) => row.map(String)));
  });
});
