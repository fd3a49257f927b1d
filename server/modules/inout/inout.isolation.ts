// Tenant-isolation cases for every attendance route (consumed by server/test/isolation.test.ts):
// company A's admin aims at company B's punches, holidays and time off.
import type { TestContext } from '../../test/helpers';
import type { IsolationCase, IsolationTarget } from '../../test/isolation';

const db = (ctx: TestContext) => ctx.database.db;
const month = new Date().toISOString().slice(0, 7);
const today = `${month}-15`;

async function victimHoliday({ ctx, victim }: IsolationTarget): Promise<number> {
  const row = await db(ctx)
    .insertInto('holidays')
    .values({ company_id: victim.companyId, name: `victim-holiday-${victim.companyId}`, date: today })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function victimTimeOff({ ctx, victim }: IsolationTarget): Promise<number> {
  const row = await db(ctx)
    .insertInto('staff_time_offs')
    .values({
      company_id: victim.companyId,
      staff_id: victim.staff.staffId,
      start_date: today,
      end_date: today,
      note: `victim-note-${victim.companyId}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** B's staff member still clocked in: clocking everyone out in A must not touch them. */
async function victimClockedIn({ ctx, victim }: IsolationTarget): Promise<void> {
  await db(ctx)
    .insertInto('clock_punches')
    .values({
      company_id: victim.companyId,
      staff_id: victim.staff.staffId,
      action: 'in',
      client_time: new Date(),
      client_utc_offset_minutes: 0,
      timezone: 'UTC',
      server_received_at: new Date(),
      flags: [],
      latitude: null,
      longitude: null,
      accuracy_m: null,
      created_by_staff_id: victim.staff.staffId,
    })
    .execute();
}

const punch = { action: 'in', client_time: new Date().toISOString(), timezone: 'UTC' };

/** B's punch, for the timesheet edit aimed at it. */
async function victimPunch(t: IsolationTarget): Promise<number> {
  await victimClockedIn(t);
  const row = await db(t.ctx)
    .selectFrom('clock_punches')
    .select('id')
    .where('company_id', '=', t.victim.companyId)
    .executeTakeFirstOrThrow();
  return row.id;
}
const edit = { client_time: new Date().toISOString(), reason: 'Corrected' };
const missingPunch = { action: 'out', local_time: `${today}T17:00`, reason: 'Forgot to clock out' };
const settings = { require_location: true, max_clock_skew_minutes: 7 };

export const isolationCases: IsolationCase[] = [
  {
    route: 'POST /inout/api/clock/',
    expect: 'own-company',
    request: async (t) => (await victimClockedIn(t), { method: 'POST', url: '/inout/api/clock/', payload: punch }),
  },
  {
    route: 'POST /inout/api/clock/bulk/',
    expect: 'own-company',
    request: async (t) => (
      await victimClockedIn(t),
      { method: 'POST', url: '/inout/api/clock/bulk/', payload: { punches: [punch] } }
    ),
  },
  {
    route: 'GET /inout/api/clock-ins/',
    expect: 'foreign-404',
    request: async (t) => {
      await victimClockedIn(t);
      return { method: 'GET', url: `/inout/api/clock-ins/?staff=${t.victim.staff.staffId}` };
    },
  },
  {
    route: 'POST /inout/api/clock-all-users-out/',
    expect: 'own-company',
    request: async (t) => (await victimClockedIn(t), { method: 'POST', url: '/inout/api/clock-all-users-out/' }),
    staffForbidden: () => ({ method: 'POST', url: '/inout/api/clock-all-users-out/' }),
  },
  {
    route: 'GET /inout/api/time-clock-settings/',
    expect: 'own-company',
    request: () => ({ method: 'GET', url: '/inout/api/time-clock-settings/' }),
  },
  {
    route: 'PUT /inout/api/time-clock-settings/',
    expect: 'own-company',
    request: () => ({ method: 'PUT', url: '/inout/api/time-clock-settings/', payload: settings }),
    staffForbidden: () => ({ method: 'PUT', url: '/inout/api/time-clock-settings/', payload: settings }),
  },
  {
    route: 'GET /inout/api/timesheets/',
    expect: 'own-company',
    request: async (t) => (await victimClockedIn(t), { method: 'GET', url: '/inout/api/timesheets/' }),
  },
  {
    route: 'GET /inout/api/timesheets/export/',
    expect: 'own-company',
    request: async (t) => (await victimClockedIn(t), { method: 'GET', url: '/inout/api/timesheets/export/' }),
    staffForbidden: () => ({ method: 'GET', url: '/inout/api/timesheets/export/' }),
  },
  {
    route: 'GET /inout/api/timesheets/:staff/',
    expect: 'foreign-404',
    request: async (t) => (
      await victimClockedIn(t),
      { method: 'GET', url: `/inout/api/timesheets/${t.victim.staff.staffId}/` }
    ),
  },
  {
    route: 'POST /inout/api/timesheets/:staff/approve/',
    expect: 'foreign-404',
    request: (t) => ({ method: 'POST', url: `/inout/api/timesheets/${t.victim.staff.staffId}/approve/`, payload: {} }),
    staffForbidden: ({ attacker }) => ({
      method: 'POST',
      url: `/inout/api/timesheets/${attacker.staff.staffId}/approve/`,
      payload: {},
    }),
  },
  {
    route: 'POST /inout/api/timesheets/:staff/confirm/',
    expect: 'foreign-404',
    request: (t) => ({ method: 'POST', url: `/inout/api/timesheets/${t.victim.staff.staffId}/confirm/`, payload: {} }),
  },
  {
    route: 'PATCH /inout/api/timesheets/punches/:id/',
    expect: 'foreign-404',
    request: async (t) => ({
      method: 'PATCH',
      url: `/inout/api/timesheets/punches/${await victimPunch(t)}/`,
      payload: edit,
    }),
    staffForbidden: async (t) => ({
      method: 'PATCH',
      url: `/inout/api/timesheets/punches/${await victimPunch(t)}/`,
      payload: edit,
    }),
  },
  {
    route: 'POST /inout/api/timesheets/:staff/punches/',
    expect: 'foreign-404',
    request: (t) => ({
      method: 'POST',
      url: `/inout/api/timesheets/${t.victim.staff.staffId}/punches/`,
      payload: missingPunch,
    }),
    staffForbidden: ({ attacker }) => ({
      method: 'POST',
      url: `/inout/api/timesheets/${attacker.staff.staffId}/punches/`,
      payload: missingPunch,
    }),
  },
  {
    route: 'GET /account/api/holidays/',
    expect: 'own-company',
    request: async (t) => (await victimHoliday(t), { method: 'GET', url: '/account/api/holidays/' }),
    leaks: ({ victim }) => [`victim-holiday-${victim.companyId}`],
  },
  {
    route: 'POST /account/api/holidays/',
    expect: 'own-company',
    request: () => ({ method: 'POST', url: '/account/api/holidays/', payload: { name: 'Ours', date: today } }),
    staffForbidden: () => ({ method: 'POST', url: '/account/api/holidays/', payload: { name: 'Ours', date: today } }),
  },
  {
    route: 'PATCH /account/api/holidays/:id/',
    expect: 'foreign-404',
    request: async (t) => ({
      method: 'PATCH',
      url: `/account/api/holidays/${await victimHoliday(t)}/`,
      payload: { name: 'x' },
    }),
    staffForbidden: async ({ ctx, attacker }) => {
      const own = await db(ctx)
        .insertInto('holidays')
        .values({ company_id: attacker.companyId, name: 'Ours', date: today })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { method: 'PATCH', url: `/account/api/holidays/${own.id}/`, payload: { name: 'x' } };
    },
  },
  {
    route: 'DELETE /account/api/holidays/:id/',
    expect: 'foreign-404',
    request: async (t) => ({ method: 'DELETE', url: `/account/api/holidays/${await victimHoliday(t)}/` }),
    staffForbidden: async ({ ctx, attacker }) => {
      const own = await db(ctx)
        .insertInto('holidays')
        .values({ company_id: attacker.companyId, name: 'Ours', date: today })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { method: 'DELETE', url: `/account/api/holidays/${own.id}/` };
    },
  },
  {
    route: 'GET /account/api/time-off-calendar/',
    expect: 'own-company',
    request: async (t) => {
      await victimHoliday(t);
      await victimTimeOff(t);
      return { method: 'GET', url: `/account/api/time-off-calendar/?month=${month}` };
    },
    leaks: ({ victim }) => [`victim-holiday-${victim.companyId}`, `victim-note-${victim.companyId}`],
  },
  {
    route: 'POST /request/api/staff-time-offs/',
    expect: 'own-company',
    request: () => ({
      method: 'POST',
      url: '/request/api/staff-time-offs/',
      payload: { start_date: today, end_date: today },
    }),
  },
  {
    route: 'PATCH /request/api/staff-time-offs-detail/:id/',
    expect: 'foreign-404',
    request: async (t) => ({
      method: 'PATCH',
      url: `/request/api/staff-time-offs-detail/${await victimTimeOff(t)}/`,
      payload: { status: 'approved' },
    }),
  },
];
