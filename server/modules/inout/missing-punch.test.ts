// A missing punch added by a manager on a timesheet (issue 24) against the real database: the wall
// time is read in the company's zone, the punch is a manager's (source admin) and counts in the
// timesheet, its reason is kept with the timesheet's edits and in the action history, an approved
// timesheet opens again, and only attendance admins may add one, with a reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Punch } from '../../../contract/attendance';
import type { TimesheetDetail } from '../../../contract/timesheets';
import { authed, createTestApp, createTestCompany, type TestContext, type TestUser } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function parisCompany() {
  const company = await createTestCompany(ctx);
  await ctx.database.db
    .updateTable('companies')
    .set({ timezone: 'Europe/Paris' })
    .where('id', '=', company.companyId)
    .execute();
  return company;
}

const sheetOf = async (user: TestUser, staffId: number) => {
  const res = await authed(ctx.app, user, { method: 'GET', url: `/inout/api/timesheets/${staffId}/?date=2026-10-20` });
  expect(res.statusCode).toBe(200);
  return res.json<TimesheetDetail>();
};
const add = (user: TestUser, staffId: number, payload: object) =>
  authed(ctx.app, user, { method: 'POST', url: `/inout/api/timesheets/${staffId}/punches/`, payload });

describe('POST inout/api/timesheets/{staff}/punches/', () => {
  it("adds the forgotten clock-out at the company's wall time, and the timesheet counts it", async () => {
    const { admin, staff } = await parisCompany();
    const clockIn = await authed(ctx.app, staff, {
      method: 'POST',
      url: '/inout/api/clock/',
      payload: {
        action: 'in',
        client_time: '2026-10-20T09:00:00+02:00',
        timezone: 'Europe/Paris',
        recorded_offline: true,
      },
    });
    expect(clockIn.statusCode).toBe(201);
    const before = await sheetOf(admin, staff.staffId);
    expect(before.days.find((d) => d.date === '2026-10-20')!.flags).toContain('missing_out');
    expect(
      (
        await authed(ctx.app, admin, {
          method: 'POST',
          url: `/inout/api/timesheets/${staff.staffId}/approve/`,
          payload: { date: '2026-10-20' },
        })
      ).statusCode,
    ).toBe(200);

    const res = await add(admin, staff.staffId, {
      action: 'out',
      local_time: '2026-10-20T17:30',
      reason: 'Forgot to clock out, left at 17:30',
    });
    expect(res.statusCode).toBe(201);
    // 17:30 in Paris in summer time is 15:30 UTC.
    expect(res.json()).toMatchObject({ action: 'out', client_time: '2026-10-20T15:30:00.000Z', source: 'admin' });

    const sheet = await sheetOf(admin, staff.staffId);
    const day = sheet.days.find((d) => d.date === '2026-10-20')!;
    expect(day.worked_minutes).toBe(510);
    expect(day.flags).not.toContain('missing_out');
    expect(day.punches.map((p) => [p.action, p.source])).toEqual([
      ['in', 'device'],
      ['out', 'admin'],
    ]);
    // An approved timesheet opens again, and shows the change against what was approved.
    expect(sheet).toMatchObject({ status: 'open', changed_since_approval: true });
    expect(sheet.edits).toEqual([
      expect.objectContaining({
        punch: res.json<Punch>().id,
        action: 'out',
        previous_time: null,
        new_time: '2026-10-20T15:30:00.000Z',
        reason: 'Forgot to clock out, left at 17:30',
      }),
    ]);
    // The staff member sees the same on their own timesheet.
    expect((await sheetOf(staff, staff.staffId)).totals.worked_minutes).toBe(510);

    const history = await ctx.database.db
      .selectFrom('action_history')
      .selectAll()
      .where('entity', '=', 'clock_punch')
      .where('entity_id', '=', res.json<Punch>().id)
      .execute();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'create', actor_staff_id: admin.staffId });
    expect(history[0]!.summary).toContain('Forgot to clock out, left at 17:30');
    expect(history[0]!.changes).toMatchObject({ reason: 'Forgot to clock out, left at 17:30', source: 'admin' });

    // In the Clock Ins list it is a manager's punch, not a device's.
    const list = await authed(ctx.app, admin, { method: 'GET', url: `/inout/api/clock-ins/?staff=${staff.staffId}` });
    expect(list.json<{ results: Punch[] }>().results[0]).toMatchObject({ action: 'out', source: 'admin' });
  });

  it('takes a wall time in the repeated hour of the autumn change as the later one', async () => {
    const { admin, staff } = await parisCompany();
    const res = await add(admin, staff.staffId, { action: 'in', local_time: '2026-10-25T02:30', reason: 'Night' });
    expect(res.json()).toMatchObject({ client_time: '2026-10-25T01:30:00.000Z' });
  });

  it('needs a reason, a valid wall time and an action, and an attendance admin', async () => {
    const { admin, staff } = await parisCompany();
    const ok = { action: 'out', local_time: '2026-10-20T17:30', reason: 'Forgot' };
    const noReason = await add(admin, staff.staffId, { ...ok, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ reason: ['Say why the punch is added.'] });
    const badTime = await add(admin, staff.staffId, { ...ok, local_time: '2026-13-01T25:00' });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json()).toEqual({ local_time: ['Enter a date and time.'] });
    expect((await add(admin, staff.staffId, { ...ok, action: 'lunch' })).statusCode).toBe(400);
    expect((await add(staff, staff.staffId, ok)).statusCode).toBe(403);
    expect((await add(admin, 999_999_999, ok)).statusCode).toBe(404);
    const punches = await ctx.database.db
      .selectFrom('clock_punches')
      .select('id')
      .where('staff_id', '=', staff.staffId)
      .execute();
    expect(punches).toHaveLength(0);
  });
});
