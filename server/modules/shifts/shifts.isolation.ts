// Tenant-isolation cases for the schedule's routes (consumed by server/test/isolation.test.ts):
// company A's admin aims at company B's shifts, templates and people.
import type { TestContext } from '../../test/helpers';
import type { IsolationCase, IsolationTarget } from '../../test/isolation';

const db = (ctx: TestContext) => ctx.database.db;
const day = new Date().toISOString().slice(0, 10);
const start = `${day}T09:00:00Z`;
const end = `${day}T17:00:00Z`;
const week = { week_start: day };

/** A draft shift of B's staff member today, noted so a leak would show. */
async function victimShift({ ctx, victim }: IsolationTarget): Promise<number> {
  const row = await db(ctx)
    .insertInto('shifts')
    .values({
      company_id: victim.companyId,
      staff_id: victim.staff.staffId,
      start_at: start,
      end_at: end,
      note: `victim-shift-${victim.companyId}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function victimTemplate({ ctx, victim }: IsolationTarget): Promise<number> {
  const row = await db(ctx)
    .insertInto('shift_templates')
    .values({ company_id: victim.companyId, name: `victim-template-${victim.companyId}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db(ctx)
    .insertInto('shift_template_rows')
    .values({
      template_id: row.id,
      company_id: victim.companyId,
      day: 0,
      start_time: '09:00',
      end_time: '17:00',
      staff_id: victim.staff.staffId,
      position_id: null,
      division_id: null,
    })
    .execute();
  return row.id;
}

/** B's open published shift, asked for by B's staff member. */
async function victimClaim(t: IsolationTarget): Promise<{ shift: number; claim: number }> {
  const shift = await db(t.ctx)
    .insertInto('shifts')
    .values({
      company_id: t.victim.companyId,
      staff_id: null,
      start_at: start,
      end_at: `${day}T23:59:00Z`,
      status: 'published',
      note: `victim-shift-${t.victim.companyId}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const claim = await db(t.ctx)
    .insertInto('shift_claims')
    .values({ company_id: t.victim.companyId, shift_id: shift.id, staff_id: t.victim.staff.staffId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { shift: shift.id, claim: claim.id };
}

/** B's staff member's published shift tomorrow, offered to B's admin (accepted: waiting for a decision). */
async function victimSwap(t: IsolationTarget, status: 'offered' | 'accepted' = 'accepted') {
  const tomorrow = new Date(Date.now() + 86_400_000);
  const shift = await db(t.ctx)
    .insertInto('shifts')
    .values({
      company_id: t.victim.companyId,
      staff_id: t.victim.staff.staffId,
      start_at: tomorrow,
      end_at: new Date(tomorrow.getTime() + 8 * 3_600_000),
      status: 'published',
      note: `victim-shift-${t.victim.companyId}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const swap = await db(t.ctx)
    .insertInto('shift_swaps')
    .values({
      company_id: t.victim.companyId,
      shift_id: shift.id,
      staff_id: t.victim.staff.staffId,
      colleague_id: t.victim.admin.staffId,
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { shift: shift.id, swap: swap.id };
}

const swapAction = (action: string, status: 'offered' | 'accepted') => async (t: IsolationTarget) => ({
  method: 'POST' as const,
  url: `/inout/api/shift-swaps/${(await victimSwap(t, status)).swap}/${action}/`,
});

const leaks = ({ victim }: IsolationTarget) => [
  `victim-shift-${victim.companyId}`,
  `victim-template-${victim.companyId}`,
];

export const isolationCases: IsolationCase[] = [
  {
    route: 'GET /inout/api/shifts/',
    expect: 'foreign-404',
    request: async (t) => (
      await victimShift(t),
      { method: 'GET', url: `/inout/api/shifts/?date_from=${day}&date_to=${day}&staff=${t.victim.staff.staffId}` }
    ),
  },
  {
    // A shift naming B's staff member is refused on the field (400, shifts.test.ts); here an open
    // shift of A is made beside B's, whose note must not come back.
    route: 'POST /inout/api/shifts/',
    expect: 'own-company',
    request: async (t) => (
      await victimShift(t),
      { method: 'POST', url: '/inout/api/shifts/', payload: { start, end } }
    ),
    leaks,
    staffForbidden: () => ({ method: 'POST', url: '/inout/api/shifts/', payload: { start, end } }),
  },
  {
    route: 'PATCH /inout/api/shifts/:id/',
    expect: 'foreign-404',
    request: async (t) => ({
      method: 'PATCH',
      url: `/inout/api/shifts/${await victimShift(t)}/`,
      payload: { note: 'x' },
    }),
    staffForbidden: async (t) => ({
      method: 'PATCH',
      url: `/inout/api/shifts/${await victimShift(t)}/`,
      payload: { note: 'x' },
    }),
  },
  {
    route: 'DELETE /inout/api/shifts/:id/',
    expect: 'foreign-404',
    request: async (t) => ({ method: 'DELETE', url: `/inout/api/shifts/${await victimShift(t)}/` }),
    staffForbidden: async (t) => ({ method: 'DELETE', url: `/inout/api/shifts/${await victimShift(t)}/` }),
  },
  {
    route: 'POST /inout/api/shifts/copy-week/',
    expect: 'own-company',
    request: async (t) => (
      await victimShift(t),
      { method: 'POST', url: '/inout/api/shifts/copy-week/', payload: week }
    ),
    staffForbidden: () => ({ method: 'POST', url: '/inout/api/shifts/copy-week/', payload: week }),
    leaks,
  },
  {
    route: 'POST /inout/api/shifts/publish/',
    expect: 'own-company',
    request: async (t) => (
      await victimShift(t),
      { method: 'POST', url: '/inout/api/shifts/publish/', payload: { date_from: day, date_to: day } }
    ),
    staffForbidden: () => ({
      method: 'POST',
      url: '/inout/api/shifts/publish/',
      payload: { date_from: day, date_to: day },
    }),
    leaks,
  },
  {
    route: 'GET /inout/api/shift-templates/',
    expect: 'own-company',
    request: async (t) => (await victimTemplate(t), { method: 'GET', url: '/inout/api/shift-templates/' }),
    staffForbidden: () => ({ method: 'GET', url: '/inout/api/shift-templates/' }),
    leaks,
  },
  {
    route: 'POST /inout/api/shift-templates/',
    expect: 'own-company',
    request: async (t) => (
      await victimShift(t),
      { method: 'POST', url: '/inout/api/shift-templates/', payload: { ...week, name: 'Ours' } }
    ),
    staffForbidden: () => ({ method: 'POST', url: '/inout/api/shift-templates/', payload: { ...week, name: 'Ours' } }),
    leaks,
  },
  {
    route: 'DELETE /inout/api/shift-templates/:id/',
    expect: 'foreign-404',
    request: async (t) => ({ method: 'DELETE', url: `/inout/api/shift-templates/${await victimTemplate(t)}/` }),
    staffForbidden: async (t) => ({
      method: 'DELETE',
      url: `/inout/api/shift-templates/${await victimTemplate(t)}/`,
    }),
  },
  {
    route: 'POST /inout/api/shift-templates/:id/apply/',
    expect: 'foreign-404',
    request: async (t) => ({
      method: 'POST',
      url: `/inout/api/shift-templates/${await victimTemplate(t)}/apply/`,
      payload: week,
    }),
    staffForbidden: async (t) => ({
      method: 'POST',
      url: `/inout/api/shift-templates/${await victimTemplate(t)}/apply/`,
      payload: week,
    }),
  },
  {
    route: 'POST /inout/api/shifts/:id/claim/',
    expect: 'foreign-404',
    request: async (t) => ({ method: 'POST', url: `/inout/api/shifts/${(await victimClaim(t)).shift}/claim/` }),
  },
  {
    route: 'GET /inout/api/shift-claims/',
    expect: 'own-company',
    request: async (t) => (await victimClaim(t), { method: 'GET', url: '/inout/api/shift-claims/' }),
    leaks,
  },
  {
    route: 'POST /inout/api/shift-claims/:id/approve/',
    expect: 'foreign-404',
    request: async (t) => ({
      method: 'POST',
      url: `/inout/api/shift-claims/${(await victimClaim(t)).claim}/approve/`,
    }),
    staffForbidden: async (t) => ({
      method: 'POST',
      url: `/inout/api/shift-claims/${(await victimClaim(t)).claim}/approve/`,
    }),
  },
  {
    route: 'POST /inout/api/shift-claims/:id/decline/',
    expect: 'foreign-404',
    request: async (t) => ({
      method: 'POST',
      url: `/inout/api/shift-claims/${(await victimClaim(t)).claim}/decline/`,
    }),
    staffForbidden: async (t) => ({
      method: 'POST',
      url: `/inout/api/shift-claims/${(await victimClaim(t)).claim}/decline/`,
    }),
  },
  {
    // A's admin offers B's shift (to B's own staff member): B's shift is unknown to A.
    route: 'POST /inout/api/shifts/:id/swap/',
    expect: 'foreign-404',
    request: async (t) => ({
      method: 'POST',
      url: `/inout/api/shifts/${(await victimSwap(t, 'offered')).shift}/swap/`,
      payload: { colleague: t.victim.admin.staffId },
    }),
  },
  {
    route: 'GET /inout/api/shift-swaps/',
    expect: 'own-company',
    request: async (t) => (await victimSwap(t), { method: 'GET', url: '/inout/api/shift-swaps/' }),
    leaks,
  },
  { route: 'POST /inout/api/shift-swaps/:id/accept/', expect: 'foreign-404', request: swapAction('accept', 'offered') },
  {
    route: 'POST /inout/api/shift-swaps/:id/decline/',
    expect: 'foreign-404',
    request: swapAction('decline', 'offered'),
  },
  {
    route: 'POST /inout/api/shift-swaps/:id/withdraw/',
    expect: 'foreign-404',
    request: swapAction('withdraw', 'offered'),
  },
  {
    route: 'POST /inout/api/shift-swaps/:id/approve/',
    expect: 'foreign-404',
    request: swapAction('approve', 'accepted'),
    staffForbidden: swapAction('approve', 'accepted'),
  },
  {
    route: 'POST /inout/api/shift-swaps/:id/reject/',
    expect: 'foreign-404',
    request: swapAction('reject', 'accepted'),
    staffForbidden: swapAction('reject', 'accepted'),
  },
];
