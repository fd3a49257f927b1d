// The schedule against the real database: shifts checked field by field (end before start, over
// 24 h, people and places of another company), who sees what, conflicts with overlapping shifts
// and approved time off, copying last week twice makes nothing the second time, a template week
// applied keeps its wall times (a night shift too), publishing sends one e-mail per person in their
// language, and the timesheet counts published shifts as scheduled and flags a late clock-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHIFT_NOT_OPEN,
  type Shift,
  type ShiftClaim,
  type ShiftList,
  type ShiftTemplate,
} from '../../../contract/shifts';
import type { Punch } from '../../../contract/attendance';
import type { TimesheetDetail } from '../../../contract/timesheets';
import {
  authed,
  createTestApp,
  createTestCompany,
  createTestUser,
  type TestCompany,
  type TestContext,
  type TestUser,
} from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** A company in Madrid (weeks from Mondays, 5 minutes' tolerance). */
async function madridCompany(): Promise<TestCompany> {
  const company = await createTestCompany(ctx);
  await db().updateTable('companies').set({ timezone: 'Europe/Madrid' }).where('id', '=', company.companyId).execute();
  return company;
}

const post = (user: TestUser, url: string, payload: Record<string, unknown>) =>
  authed(ctx.app, user, { method: 'POST', url, payload });

async function addShift(user: TestUser, payload: Record<string, unknown>): Promise<Shift> {
  const res = await post(user, '/inout/api/shifts/', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Shift>();
}

async function list(user: TestUser, from: string, to: string, extra = ''): Promise<ShiftList> {
  const res = await authed(ctx.app, user, {
    method: 'GET',
    url: `/inout/api/shifts/?date_from=${from}&date_to=${to}${extra}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ShiftList>();
}

/** 'HH:MM' of an instant in Madrid. */
const madridTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

describe('creating and changing shifts', () => {
  it('stores a shift with its names and keeps it in the action history', async () => {
    const c = await madridCompany();
    const division = await db()
      .insertInto('divisions')
      .values({ company_id: c.companyId, division_name: 'North store' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const position = await db()
      .insertInto('positions')
      .values({ company_id: c.companyId, name: 'Cashier', division_id: division.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const shift = await addShift(c.admin, {
      staff: c.staff.staffId,
      position: position.id,
      division: division.id,
      start: '2026-12-07T09:00:00+01:00',
      end: '2026-12-07T17:00:00+01:00',
      note: 'Till 2',
    });
    expect(shift).toMatchObject({
      staff: c.staff.staffId,
      staff_name: 'Test Staff',
      position_name: 'Cashier',
      division_name: 'North store',
      start: '2026-12-07T08:00:00.000Z',
      end: '2026-12-07T16:00:00.000Z',
      note: 'Till 2',
      status: 'draft',
      conflicts: [],
    });
    const history = await db()
      .selectFrom('action_history')
      .select(['action', 'entity', 'entity_id'])
      .where('company_id', '=', c.companyId)
      .where('entity', '=', 'shift')
      .execute();
    expect(history).toEqual([{ action: 'create', entity: 'shift', entity_id: shift.id }]);

    // Moved by its start alone, it keeps its eight hours; then removed.
    const moved = await authed(ctx.app, c.admin, {
      method: 'PATCH',
      url: `/inout/api/shifts/${shift.id}/`,
      payload: { start: '2026-12-08T10:00:00+01:00', staff: null },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Shift>()).toMatchObject({
      staff: null,
      start: '2026-12-08T09:00:00.000Z',
      end: '2026-12-08T17:00:00.000Z',
    });
    const gone = await authed(ctx.app, c.admin, { method: 'DELETE', url: `/inout/api/shifts/${shift.id}/` });
    expect(gone.statusCode).toBe(204);
    expect((await list(c.admin, '2026-12-07', '2026-12-13')).results).toEqual([]);
  });

  it('refuses bad input on the field at fault', async () => {
    const c = await madridCompany();
    const other = await createTestCompany(ctx);
    const foreignPosition = await db()
      .insertInto('positions')
      .values({ company_id: other.companyId, name: 'Theirs' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreignDivision = await db()
      .insertInto('divisions')
      .values({ company_id: other.companyId, division_name: 'Theirs' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const day = { start: '2026-12-07T09:00:00Z', end: '2026-12-07T17:00:00Z' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ start: day.end, end: day.start }, 'end', 'The end must be after the start.'],
      [{ start: day.start, end: '2026-12-08T09:30:00Z' }, 'end', 'A shift lasts at most 24 hours.'],
      [{ ...day, staff: other.staff.staffId }, 'staff', 'Choose a staff member of this company.'],
      [{ ...day, position: foreignPosition.id }, 'position', 'Choose a position of this company.'],
      [{ ...day, division: foreignDivision.id }, 'division', 'Choose a division of this company.'],
      [{ start: 'tomorrow', end: day.end }, 'start', 'Enter a date and time with its UTC offset.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(c.admin, '/inout/api/shifts/', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ [field]: [message] });
    }
    expect((await post(c.staff, '/inout/api/shifts/', day)).statusCode).toBe(403);
    expect(await db().selectFrom('shifts').select('id').where('company_id', '=', c.companyId).execute()).toEqual([]);
  });
});

describe('who sees which shifts', () => {
  it('shows admins everything (filterable) and staff their own and open ones once published', async () => {
    const c = await madridCompany();
    const colleague = await createTestUser(ctx, c.companyId);
    const mine = await addShift(c.admin, {
      staff: c.staff.staffId,
      start: '2026-12-07T09:00:00Z',
      end: '2026-12-07T13:00:00Z',
    });
    const open = await addShift(c.admin, { start: '2026-12-08T09:00:00Z', end: '2026-12-08T13:00:00Z' });
    const theirs = await addShift(c.admin, {
      staff: colleague.staffId,
      start: '2026-12-09T09:00:00Z',
      end: '2026-12-09T13:00:00Z',
    });

    const all = await list(c.admin, '2026-12-07', '2026-12-13');
    expect(all.results.map((s) => s.id)).toEqual([mine.id, open.id, theirs.id]);
    expect(all).toMatchObject({ count: 3, time_zone: 'Europe/Madrid', week_starts_on: 0 });
    expect(
      (await list(c.admin, '2026-12-07', '2026-12-13', `&staff=${colleague.staffId}`)).results.map((s) => s.id),
    ).toEqual([theirs.id]);
    // Drafts are nobody's business but the admin's.
    expect((await list(c.staff, '2026-12-07', '2026-12-13')).results).toEqual([]);

    const published = await post(c.admin, '/inout/api/shifts/publish/', {
      date_from: '2026-12-07',
      date_to: '2026-12-13',
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await list(c.staff, '2026-12-07', '2026-12-13')).results.map((s) => s.id)).toEqual([mine.id, open.id]);
    const peek = await authed(ctx.app, c.staff, {
      method: 'GET',
      url: `/inout/api/shifts/?date_from=2026-12-07&date_to=2026-12-13&staff=${colleague.staffId}`,
    });
    expect(peek.statusCode).toBe(404);
  });
});

describe('conflicts', () => {
  it('lists overlapping shifts of the same person and their approved time off', async () => {
    const c = await madridCompany();
    const first = await addShift(c.admin, {
      staff: c.staff.staffId,
      start: '2026-12-07T08:00:00Z',
      end: '2026-12-07T16:00:00Z',
    });
    const second = await addShift(c.admin, {
      staff: c.staff.staffId,
      start: '2026-12-07T15:00:00Z',
      end: '2026-12-07T20:00:00Z',
    });
    const apart = await addShift(c.admin, {
      staff: c.staff.staffId,
      start: '2026-12-07T20:00:00Z',
      end: '2026-12-07T22:00:00Z',
    });
    await db()
      .insertInto('staff_time_offs')
      .values([
        {
          company_id: c.companyId,
          staff_id: c.staff.staffId,
          start_date: '2026-12-09',
          end_date: '2026-12-10',
          status: 'approved',
          time_off_type: 'Vacation',
        },
        {
          company_id: c.companyId,
          staff_id: c.staff.staffId,
          start_date: '2026-12-11',
          end_date: '2026-12-11',
          status: 'pending',
        },
      ])
      .execute();
    const onLeave = await addShift(c.admin, {
      staff: c.staff.staffId,
      start: '2026-12-10T08:00:00Z',
      end: '2026-12-10T12:00:00Z',
    });
    const pendingOnly = await addShift(c.admin, {
      staff: c.staff.staffId,
      start: '2026-12-11T08:00:00Z',
      end: '2026-12-11T12:00:00Z',
    });

    const byId = new Map((await list(c.admin, '2026-12-07', '2026-12-13')).results.map((s) => [s.id, s]));
    expect(byId.get(first.id)!.conflicts).toEqual([
      { kind: 'overlap', shift: second.id, start: '2026-12-07T15:00:00.000Z', end: '2026-12-07T20:00:00.000Z' },
    ]);
    expect(byId.get(second.id)!.conflicts.map((x) => x.kind === 'overlap' && x.shift)).toEqual([first.id]);
    expect(byId.get(apart.id)!.conflicts).toEqual([]);
    expect(byId.get(onLeave.id)!.conflicts).toMatchObject([
      { kind: 'time_off', start_date: '2026-12-09', end_date: '2026-12-10', time_off_type: 'Vacation' },
    ]);
    expect(byId.get(pendingOnly.id)!.conflicts).toEqual([]);
  });
});

describe('building a week', () => {
  it('copies last week as drafts at the same wall times, and a second copy makes nothing', async () => {
    const c = await madridCompany();
    // The week of 19 October 2026, before the clocks go back on the 25th; copied into the 26th's.
    await addShift(c.admin, {
      staff: c.staff.staffId,
      start: '2026-10-19T09:00:00+02:00',
      end: '2026-10-19T17:00:00+02:00',
    });
    await addShift(c.admin, { start: '2026-10-22T22:00:00+02:00', end: '2026-10-23T06:00:00+02:00' });
    await post(c.admin, '/inout/api/shifts/publish/', { date_from: '2026-10-19', date_to: '2026-10-25' });

    const first = await post(c.admin, '/inout/api/shifts/copy-week/', { week_start: '2026-10-26' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ created: 2, skipped: 0 });
    const again = await post(c.admin, '/inout/api/shifts/copy-week/', { week_start: '2026-10-26' });
    expect(again.json()).toEqual({ created: 0, skipped: 2 });

    const week = (await list(c.admin, '2026-10-26', '2026-11-01')).results;
    expect(week.map((s) => [s.staff, s.status, s.start.slice(0, 10), madridTime(s.start), madridTime(s.end)])).toEqual([
      [c.staff.staffId, 'draft', '2026-10-26', '09:00', '17:00'],
      [null, 'draft', '2026-10-29', '22:00', '06:00'],
    ]);
    const copied = await db()
      .selectFrom('action_history')
      .select('summary')
      .where('company_id', '=', c.companyId)
      .where('summary', 'like', 'Copied last week%')
      .execute();
    expect(copied).toHaveLength(1);
  });

  it('saves a week as a template and applies it to another week, once', async () => {
    const c = await madridCompany();
    await addShift(c.admin, {
      staff: c.staff.staffId,
      start: '2026-12-08T07:30:00+01:00',
      end: '2026-12-08T15:30:00+01:00',
    });
    await addShift(c.admin, { start: '2026-12-12T23:00:00+01:00', end: '2026-12-13T07:00:00+01:00', note: 'Night' });
    const saved = await post(c.admin, '/inout/api/shift-templates/', {
      name: 'Standard week',
      week_start: '2026-12-07',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json<ShiftTemplate>().rows).toEqual([
      {
        day: 1,
        start_time: '07:30',
        end_time: '15:30',
        staff: c.staff.staffId,
        position: null,
        division: null,
        note: '',
      },
      { day: 5, start_time: '23:00', end_time: '07:00', staff: null, position: null, division: null, note: 'Night' },
    ]);
    const id = saved.json<ShiftTemplate>().id;
    const listed = await authed(ctx.app, c.admin, { method: 'GET', url: '/inout/api/shift-templates/' });
    expect(listed.json<{ results: ShiftTemplate[] }>().results.map((t) => t.name)).toEqual(['Standard week']);

    // Into the week of 22 March 2027, whose Sunday the clocks go forward: wall times stay.
    const applied = await post(c.admin, `/inout/api/shift-templates/${id}/apply/`, { week_start: '2027-03-22' });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ created: 2, skipped: 0 });
    expect(
      (await post(c.admin, `/inout/api/shift-templates/${id}/apply/`, { week_start: '2027-03-22' })).json(),
    ).toEqual({
      created: 0,
      skipped: 2,
    });
    const week = (await list(c.admin, '2027-03-22', '2027-03-28')).results;
    expect(week.map((s) => [s.start, s.end, madridTime(s.start), madridTime(s.end), s.note])).toEqual([
      ['2027-03-23T06:30:00.000Z', '2027-03-23T14:30:00.000Z', '07:30', '15:30', ''],
      ['2027-03-27T22:00:00.000Z', '2027-03-28T05:00:00.000Z', '23:00', '07:00', 'Night'],
    ]);
  });
});

describe('publishing', () => {
  it('publishes the drafts of the range and sends one e-mail per person, in their language', async () => {
    const c = await madridCompany();
    const ana = await createTestUser(ctx, c.companyId);
    await db().updateTable('staff').set({ language_code: 'es' }).where('id', '=', ana.staffId).execute();
    await addShift(c.admin, { staff: c.staff.staffId, start: '2026-12-07T08:00:00Z', end: '2026-12-07T16:00:00Z' });
    await addShift(c.admin, { staff: c.staff.staffId, start: '2026-12-08T08:00:00Z', end: '2026-12-08T16:00:00Z' });
    await addShift(c.admin, { staff: ana.staffId, start: '2026-12-09T08:00:00Z', end: '2026-12-09T16:00:00Z' });
    await addShift(c.admin, { start: '2026-12-10T08:00:00Z', end: '2026-12-10T16:00:00Z' });
    // Next week's draft stays a draft.
    await addShift(c.admin, { staff: ana.staffId, start: '2026-12-15T08:00:00Z', end: '2026-12-15T16:00:00Z' });

    const res = await post(c.admin, '/inout/api/shifts/publish/', { date_from: '2026-12-07', date_to: '2026-12-13' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ published: 4, notified: 2 });
    const mails = await db()
      .selectFrom('outbound_emails')
      .select(['to_email', 'subject', 'body_text'])
      .where('company_id', '=', c.companyId)
      .where('kind', '=', 'shifts_published')
      .orderBy('id')
      .execute();
    expect(mails.map((m) => m.to_email).sort()).toEqual([ana.email, c.staff.email].sort());
    const english = mails.find((m) => m.to_email === c.staff.email)!;
    expect(english.subject).toMatch(/^Your new shifts at /);
    expect(english.body_text.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(2);
    expect(english.body_text).toContain('09:00 – 17:00');
    const spanish = mails.find((m) => m.to_email === ana.email)!;
    expect(spanish.subject).toMatch(/^Tus nuevos turnos en /);
    expect(spanish.body_text).toContain('Se han publicado estos turnos tuyos:');

    const statuses = (await list(c.admin, '2026-12-07', '2026-12-20')).results.map((s) => s.status);
    expect(statuses).toEqual(['published', 'published', 'published', 'published', 'draft']);
    // Nothing left to publish: no second e-mail.
    expect(
      (await post(c.admin, '/inout/api/shifts/publish/', { date_from: '2026-12-07', date_to: '2026-12-13' })).json(),
    ).toEqual({
      published: 0,
      notified: 0,
    });
  });
});

describe('changing a published shift', () => {
  const mailsOf = (companyId: number) =>
    db()
      .selectFrom('outbound_emails')
      .select(['to_email', 'subject', 'body_text'])
      .where('company_id', '=', companyId)
      .where('kind', '=', 'shift_changed')
      .orderBy('id')
      .execute();
  const patch = (user: TestUser, id: number, payload: Record<string, unknown>) =>
    authed(ctx.app, user, { method: 'PATCH', url: `/inout/api/shifts/${id}/`, payload });

  it("tells its holder the new time, a new holder it is theirs, the old one it is not, and a deletion; a draft's changes tell nobody", async () => {
    const c = await madridCompany();
    const ana = await createTestUser(ctx, c.companyId);
    await db().updateTable('staff').set({ language_code: 'es' }).where('id', '=', ana.staffId).execute();
    const draft = await addShift(c.admin, {
      staff: c.staff.staffId,
      start: '2026-12-14T08:00:00Z',
      end: '2026-12-14T16:00:00Z',
    });
    const shift = await addShift(c.admin, {
      staff: c.staff.staffId,
      start: '2026-12-07T08:00:00Z',
      end: '2026-12-07T16:00:00Z',
    });
    await post(c.admin, '/inout/api/shifts/publish/', { date_from: '2026-12-07', date_to: '2026-12-07' });

    // A draft moved: never announced, so nobody is told.
    expect((await patch(c.admin, draft.id, { start: '2026-12-14T09:00:00Z' })).statusCode).toBe(200);
    // The same start again: nothing changed, so nobody is told.
    expect((await patch(c.admin, shift.id, { start: '2026-12-07T08:00:00Z' })).statusCode).toBe(200);
    expect(await mailsOf(c.companyId)).toEqual([]);

    // Moved an hour later: its holder hears of it, with the old and the new time.
    expect(
      (await patch(c.admin, shift.id, { start: '2026-12-07T09:00:00Z', end: '2026-12-07T17:00:00Z' })).statusCode,
    ).toBe(200);
    let mails = await mailsOf(c.companyId);
    expect(mails.map((m) => [m.to_email, m.subject])).toEqual([
      [c.staff.email, expect.stringMatching(/^Your shift at .* has changed$/)],
    ]);
    expect(mails[0]!.body_text).toMatch(/It was:\n- .*09:00 – 17:00[\s\S]*It is now:\n- .*10:00 – 18:00/);

    // Handed to Ana: the old holder is told it is no longer theirs, Ana (in Spanish) that it is hers.
    expect((await patch(c.admin, shift.id, { staff: ana.staffId })).statusCode).toBe(200);
    mails = (await mailsOf(c.companyId)).slice(1);
    expect(mails.map((m) => m.to_email).sort()).toEqual([ana.email, c.staff.email].sort());
    expect(mails.find((m) => m.to_email === c.staff.email)!.subject).toMatch(/is no longer yours$/);
    const spanish = mails.find((m) => m.to_email === ana.email)!;
    expect(spanish.subject).toMatch(/^Un turno nuevo en /);
    expect(spanish.body_text).toContain('Este turno ahora es tuyo:');

    // Deleted: Ana is told it was cancelled.
    const gone = await authed(ctx.app, c.admin, { method: 'DELETE', url: `/inout/api/shifts/${shift.id}/` });
    expect(gone.statusCode).toBe(204);
    mails = (await mailsOf(c.companyId)).slice(3);
    expect(mails.map((m) => [m.to_email, m.subject])).toEqual([[ana.email, expect.stringMatching(/se ha cancelado$/)]]);
    // The draft, deleted, tells nobody.
    await authed(ctx.app, c.admin, { method: 'DELETE', url: `/inout/api/shifts/${draft.id}/` });
    expect(await mailsOf(c.companyId)).toHaveLength(4);
  });
});

describe("the asker's geofence with the list", () => {
  it("answers the geofence of the asking person's own division, null without one", async () => {
    const c = await madridCompany();
    const division = await db()
      .insertInto('divisions')
      .values({
        company_id: c.companyId,
        division_name: 'Depot',
        geofence_latitude: 40.416775,
        geofence_longitude: -3.70379,
        geofence_radius_m: 250,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().updateTable('staff').set({ division_id: division.id }).where('id', '=', c.staff.staffId).execute();
    expect((await list(c.staff, '2026-12-07', '2026-12-13')).geofence).toEqual({
      latitude: 40.416775,
      longitude: -3.70379,
      radius_m: 250,
    });
    // The admin's own division has none; the staff member's is not theirs, even filtered by them.
    expect((await list(c.admin, '2026-12-07', '2026-12-13', `&staff=${c.staff.staffId}`)).geofence).toBeNull();
  });
});

describe('open shifts taken by request', () => {
  it('lets staff ask for an open shift once, and an admin give it to one of them, declining the others', async () => {
    const c = await madridCompany();
    const ana = await createTestUser(ctx, c.companyId);
    const later = new Date(Date.now() + 3 * 86_400_000);
    const at = (hours: number) => new Date(later.getTime() + hours * 3_600_000).toISOString();
    const open = await addShift(c.admin, { start: at(0), end: at(8), note: 'Cover' });
    const draft = await addShift(c.admin, { start: at(24), end: at(32) });
    const theirs = await addShift(c.admin, { staff: ana.staffId, start: at(48), end: at(56) });
    const ask = (user: TestUser, id: number) => post(user, `/inout/api/shifts/${id}/claim/`, {});
    // Not published yet: nobody can ask for it.
    expect((await ask(c.staff, open.id)).statusCode).toBe(404);
    const range = (iso: string) => iso.slice(0, 10);
    await post(c.admin, '/inout/api/shifts/publish/', { date_from: range(at(-24)), date_to: range(at(72)) });
    await db().updateTable('shifts').set({ status: 'draft' }).where('id', '=', draft.id).execute();

    const first = await ask(c.staff, open.id);
    expect(first.statusCode, first.body).toBe(201);
    const again = await ask(c.staff, open.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<ShiftClaim>().id).toBe(first.json<ShiftClaim>().id);
    expect(first.json<ShiftClaim>()).toMatchObject({
      status: 'pending',
      staff: c.staff.staffId,
      shift: { id: open.id, note: 'Cover' },
    });
    expect((await ask(ana, open.id)).statusCode).toBe(201);
    // A draft is unknown to staff; someone's shift is not open.
    expect((await ask(c.staff, draft.id)).statusCode).toBe(404);
    const taken = await ask(c.staff, theirs.id);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ shift: [SHIFT_NOT_OPEN] });

    const pending = async (user: TestUser) =>
      (await authed(ctx.app, user, { method: 'GET', url: '/inout/api/shift-claims/' })).json<ShiftClaim[]>();
    expect((await pending(c.admin)).map((r) => r.staff)).toEqual([c.staff.staffId, ana.staffId]);
    expect((await pending(ana)).map((r) => [r.staff, r.status])).toEqual([[ana.staffId, 'pending']]);

    const [mine, anas] = await pending(c.admin);
    // Staff cannot decide.
    expect((await post(ana, `/inout/api/shift-claims/${anas!.id}/approve/`, {})).statusCode).toBe(403);
    const approved = await post(c.admin, `/inout/api/shift-claims/${anas!.id}/approve/`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<ShiftClaim>()).toMatchObject({ status: 'approved', shift: { staff: ana.staffId } });
    expect(await pending(c.admin)).toEqual([]);
    expect((await pending(c.staff)).map((r) => r.status)).toEqual(['declined']);
    // Decided already, and the shift is no longer open.
    const late = await post(c.admin, `/inout/api/shift-claims/${mine!.id}/approve/`, {});
    expect(late.statusCode).toBe(409);
    expect((await ask(c.staff, theirs.id)).statusCode).toBe(400);
    // Ana is told it is hers.
    const mails = await db()
      .selectFrom('outbound_emails')
      .select(['to_email', 'body_text'])
      .where('company_id', '=', c.companyId)
      .where('kind', '=', 'shift_changed')
      .execute();
    expect(mails.map((m) => m.to_email)).toEqual([ana.email]);
    expect(mails[0]!.body_text).toContain('This shift is now yours:');
  });

  it('declines a request and leaves the shift open', async () => {
    const c = await madridCompany();
    const start = new Date(Date.now() + 86_400_000);
    const open = await addShift(c.admin, {
      start: start.toISOString(),
      end: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
    });
    await post(c.admin, '/inout/api/shifts/publish/', {
      date_from: new Date(start.getTime() - 86_400_000).toISOString().slice(0, 10),
      date_to: new Date(start.getTime() + 86_400_000).toISOString().slice(0, 10),
    });
    const claim = (await post(c.staff, `/inout/api/shifts/${open.id}/claim/`, {})).json<ShiftClaim>();
    const declined = await post(c.admin, `/inout/api/shift-claims/${claim.id}/decline/`, {});
    expect(declined.json<ShiftClaim>()).toMatchObject({ status: 'declined', shift: { staff: null } });
    expect((await post(c.admin, `/inout/api/shift-claims/${claim.id}/decline/`, {})).statusCode).toBe(409);
  });
});

describe('clocking in against the schedule', () => {
  it('flags a clock-in past the tolerance as late, and the timesheet shows scheduled against worked', async () => {
    const c = await madridCompany();
    const shift = await addShift(c.admin, {
      staff: c.staff.staffId,
      start: '2026-12-07T09:00:00+01:00',
      end: '2026-12-07T17:00:00+01:00',
    });
    const clock = (action: string, client_time: string) =>
      post(c.staff, '/inout/api/clock/', { action, client_time, timezone: 'Europe/Madrid', recorded_offline: true });

    // A draft is nobody's schedule yet: not late against it.
    const early = await clock('in', '2026-12-07T09:07:00+01:00');
    expect(early.json<Punch>().flags).not.toContain('late');
    await db().deleteFrom('clock_punches').where('company_id', '=', c.companyId).execute();

    await post(c.admin, '/inout/api/shifts/publish/', { date_from: '2026-12-07', date_to: '2026-12-07' });
    const late = await clock('in', '2026-12-07T09:07:00+01:00');
    expect(late.statusCode).toBe(201);
    expect(late.json<Punch>().flags).toContain('late');
    expect((await clock('out', '2026-12-07T17:00:00+01:00')).json<Punch>().flags).not.toContain('late');

    const sheet = await authed(ctx.app, c.admin, {
      method: 'GET',
      url: `/inout/api/timesheets/${c.staff.staffId}/?date=2026-12-07`,
    });
    expect(sheet.statusCode, sheet.body).toBe(200);
    const day = sheet.json<TimesheetDetail>().days.find((d) => d.date === '2026-12-07')!;
    expect(day).toMatchObject({ scheduled_minutes: 480, worked_minutes: 473, late_minutes: 7 });
    expect(day.flags).toContain('late');
    expect(shift.id).toBeGreaterThan(0);
  });

  it('leaves a clock-in within the tolerance unflagged (batch too)', async () => {
    const c = await madridCompany();
    await addShift(c.admin, {
      staff: c.staff.staffId,
      start: '2026-12-07T09:00:00+01:00',
      end: '2026-12-07T17:00:00+01:00',
    });
    await post(c.admin, '/inout/api/shifts/publish/', { date_from: '2026-12-07', date_to: '2026-12-07' });
    const res = await post(c.staff, '/inout/api/clock/bulk/', {
      punches: [{ action: 'in', client_time: '2026-12-07T09:04:00+01:00', timezone: 'Europe/Madrid' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ created: Punch[] }>().created[0]!.flags).not.toContain('late');
  });
});
