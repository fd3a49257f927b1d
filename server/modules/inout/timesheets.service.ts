// Timesheets (issue 24): per person per pay period, computed from the punches when read
// (contract/timesheet.ts), with a stored state (open → approved → confirmed) and the manager's punch
// edits. An approval stores the totals it approved; an edit afterwards opens the timesheet again,
// and a punch that arrives later from a device shows as a change against the approved totals.
import type { TimeClockSettings } from '../../../contract/attendance';
import { localDate, nextDate, startOfLocalDate } from '../../../contract/local-time';
import { payPeriodOf, type PeriodRange } from '../../../contract/pay-period';
import {
  computeTimesheet,
  weekRange,
  type ScheduledShift,
  type Timesheet,
  type TimesheetRules,
} from '../../../contract/timesheet';
import type {
  PunchEditInput,
  TimesheetDetail,
  TimesheetPunchView,
  TimesheetSummary,
  TimesheetTotalsMinutes,
} from '../../../contract/timesheets';
import type { Database } from '../../db/database';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { recordAction } from '../people/action-history';
import { getTimeClockSettings, staffExistsInCompany } from './punches.repository';
import { canSeeEveryone, utcOffsetMinutes } from './punches.service';
import {
  companyTimeZone,
  packedPunchesInWindow,
  punchEditsOf,
  publishedShiftsInWindow,
  punchesInWindow,
  timesheetPeople,
  timesheetStates,
  type TimesheetPunchRow,
  type TimesheetStateRow,
} from './timesheets.repository';

const DAY_MS = 86_400_000;

/** The company's rules and the period asked for (the one holding `date`, today by default). */
export interface PeriodContext {
  settings: TimeClockSettings;
  rules: TimesheetRules;
  period: PeriodRange;
  /** The instants whose punches the period's timesheets need: its whole weeks, and a day each side. */
  window: { from: Date; to: Date };
}

export async function periodContext(db: Database, companyId: number, date?: string): Promise<PeriodContext> {
  const [settings, timeZone] = await Promise.all([getTimeClockSettings(db, companyId), companyTimeZone(db, companyId)]);
  const rules: TimesheetRules = {
    timeZone,
    paidBreaks: settings.paid_breaks,
    dailyOvertimeMinutes: settings.daily_overtime_minutes,
    weeklyOvertimeMinutes: settings.weekly_overtime_minutes,
    weekStartsOn: settings.week_starts_on,
    toleranceMinutes: settings.tolerance_minutes,
  };
  const period = payPeriodOf(date ?? localDate(Date.now(), timeZone), settings.pay_period, settings.pay_period_anchor);
  const weeks = weekRange(period.from, period.to, rules.weekStartsOn);
  // A day's margin each side: the clock-in of a shift that ends on the first day, or the clock-out
  // of one that starts on the last.
  const window = {
    from: new Date(startOfLocalDate(weeks.from, timeZone) - DAY_MS),
    to: new Date(startOfLocalDate(nextDate(weeks.to), timeZone) + DAY_MS),
  };
  return { settings, rules, period, window };
}

const minutes = (ms: number) => Math.round(ms / 60_000);

function totalsOf(sheet: Timesheet, paidBreaks: boolean): TimesheetTotalsMinutes {
  const totals: TimesheetTotalsMinutes = {
    worked_minutes: 0,
    break_minutes: 0,
    unpaid_break_minutes: 0,
    scheduled_minutes: 0,
    regular_minutes: 0,
    overtime_minutes: 0,
  };
  for (const day of sheet.days) {
    const d = dayMinutes(day, paidBreaks);
    for (const key of Object.keys(totals) as (keyof TimesheetTotalsMinutes)[]) totals[key] += d[key];
  }
  return totals;
}

/** One day's figures in whole minutes; regular is worked less overtime so a row always adds up. */
function dayMinutes(day: Timesheet['days'][number], paidBreaks: boolean): TimesheetTotalsMinutes {
  const worked = minutes(day.workedMs);
  const overtime = minutes(day.overtimeMs);
  return {
    worked_minutes: worked,
    break_minutes: minutes(day.breakMs),
    unpaid_break_minutes: paidBreaks ? 0 : minutes(day.breakMs),
    scheduled_minutes: minutes(day.scheduledMs),
    regular_minutes: worked - overtime,
    overtime_minutes: overtime,
  };
}

const sameTotals = (a: TimesheetTotalsMinutes, b: TimesheetTotalsMinutes) =>
  (Object.keys(a) as (keyof TimesheetTotalsMinutes)[]).every((key) => a[key] === b[key]);

function compute(
  punches: readonly TimesheetPunchRow[],
  ctx: PeriodContext,
  shifts: readonly ScheduledShift[] = [],
): Timesheet {
  return computeTimesheet(
    punches.map((p) => ({ action: p.action, at: p.at, flags: p.flags ?? undefined })),
    // The person's published shifts (the schedule): scheduled time, and late / left early.
    shifts,
    ctx.rules,
    ctx.period,
  );
}

function summary(
  person: { id: number; name: string },
  sheet: Timesheet,
  state: TimesheetStateRow | undefined,
  ctx: PeriodContext,
): TimesheetSummary {
  const totals = totalsOf(sheet, ctx.rules.paidBreaks);
  const approved = (state?.approved_totals as TimesheetTotalsMinutes | null | undefined) ?? null;
  return {
    staff: person.id,
    staff_name: person.name,
    period_from: ctx.period.from,
    period_to: ctx.period.to,
    status: state?.status ?? 'open',
    totals,
    flags: [...new Set(sheet.days.flatMap((d) => d.flags))].sort(),
    approved_totals: approved,
    changed_since_approval: approved !== null && !sameTotals(approved, totals),
  };
}

/** The period's timesheets: everyone's for attendance admins, one's own for everyone else. */
export async function listTimesheets(db: Database, auth: AuthContext, date: string | undefined) {
  const ctx = await periodContext(db, auth.companyId, date);
  const own = canSeeEveryone(auth) ? undefined : auth.staffId;
  const [people, groups, states, shifts] = await Promise.all([
    timesheetPeople(db, auth.companyId, ctx.window, own),
    packedPunchesInWindow(db, auth.companyId, ctx.window, own),
    timesheetStates(db, auth.companyId, ctx.period.from, own),
    publishedShiftsInWindow(db, auth.companyId, ctx.window, own),
  ]);
  const sheets = people.map((person) => {
    const sheet = compute(groups.get(person.id) ?? [], ctx, shifts.get(person.id));
    return { summary: summary(person, sheet, states.get(person.id), ctx), sheet };
  });
  return {
    ctx,
    results: sheets.map((s) => s.summary),
    /** Each person's days in minutes, for the export (computed once with the list). */
    withDays: () =>
      sheets.map(({ summary: s, sheet }) => ({
        ...s,
        days: sheet.days.map((day) => ({ date: day.date, flags: day.flags, ...dayMinutes(day, ctx.rules.paidBreaks) })),
      })),
  };
}

/** A person of the company whose timesheet the caller may see (their own, or anyone's for admins). */
async function visiblePerson(db: Database, auth: AuthContext, staffId: number) {
  if (!(await staffExistsInCompany(db, auth.companyId, staffId))) throw new NotFoundError();
  if (!canSeeEveryone(auth) && staffId !== auth.staffId) throw new NotFoundError();
  const [person] = await timesheetPeople(db, auth.companyId, { from: new Date(0), to: new Date(8.64e15) }, staffId);
  if (!person) throw new NotFoundError();
  return person;
}

export async function getTimesheet(
  db: Database,
  auth: AuthContext,
  staffId: number,
  date: string | undefined,
  ctxGiven?: PeriodContext,
): Promise<TimesheetDetail> {
  const ctx = ctxGiven ?? (await periodContext(db, auth.companyId, date));
  const person = await visiblePerson(db, auth, staffId);
  const [punches, states, edits, shifts] = await Promise.all([
    punchesInWindow(db, auth.companyId, ctx.window, staffId),
    timesheetStates(db, auth.companyId, ctx.period.from, staffId),
    punchEditsOf(db, auth.companyId, staffId, ctx.window),
    publishedShiftsInWindow(db, auth.companyId, ctx.window, staffId),
  ]);
  const sheet = compute(punches, ctx, shifts.get(staffId));
  const state = states.get(staffId);
  const zone = ctx.rules.timeZone;
  const punchesByDay = new Map<string, TimesheetPunchView[]>();
  for (const p of punches) {
    const day = localDate(p.at, zone);
    const view: TimesheetPunchView = {
      id: p.id,
      action: p.action,
      client_time: new Date(p.at).toISOString(),
      flags: p.flags ?? [],
      edited: p.edited,
      source: p.source,
      geofence_distance_m: p.geofence_distance_m,
    };
    punchesByDay.set(day, [...(punchesByDay.get(day) ?? []), view]);
  }
  return {
    ...summary(person, sheet, state, ctx),
    time_zone: zone,
    days: sheet.days.map((day) => ({
      date: day.date,
      ...dayMinutes(day, ctx.rules.paidBreaks),
      late_minutes: day.lateMinutes,
      flags: day.flags,
      punches: punchesByDay.get(day.date) ?? [],
    })),
    approved_at: state?.approved_at?.toISOString() ?? null,
    approved_by_name: state?.approved_by_name ?? null,
    confirmed_at: state?.confirmed_at?.toISOString() ?? null,
    edits: edits.map((e) => ({
      punch: e.punch_id,
      action: e.action,
      previous_time: e.previous_time?.toISOString() ?? null,
      new_time: e.new_time.toISOString(),
      reason: e.reason,
      edited_by_name: e.edited_by_name,
      created_at: e.created_at.toISOString(),
    })),
  };
}

/** Approves the period's timesheet as it reads now, keeping its totals. */
export async function approveTimesheet(db: Database, auth: AuthContext, staffId: number, date: string | undefined) {
  const ctx = await periodContext(db, auth.companyId, date);
  const current = await getTimesheet(db, auth, staffId, date, ctx);
  const totals = JSON.stringify(current.totals);
  await db
    .insertInto('timesheets')
    .values({
      company_id: auth.companyId,
      staff_id: staffId,
      period_from: ctx.period.from,
      period_to: ctx.period.to,
      status: 'approved',
      approved_totals: totals,
      approved_by_staff_id: auth.staffId,
      approved_at: new Date(),
    })
    .onConflict((oc) =>
      oc.columns(['company_id', 'staff_id', 'period_from']).doUpdateSet({
        status: 'approved',
        approved_totals: totals,
        approved_by_staff_id: auth.staffId,
        approved_at: new Date(),
        confirmed_at: null,
      }),
    )
    .execute();
  return getTimesheet(db, auth, staffId, date, ctx);
}

export const NOT_APPROVED = 'This timesheet has not been approved yet.';

/** The staff member confirms their own approved timesheet. */
export async function confirmTimesheet(db: Database, auth: AuthContext, staffId: number, date: string | undefined) {
  if (!(await staffExistsInCompany(db, auth.companyId, staffId))) throw new NotFoundError();
  if (staffId !== auth.staffId) throw new ForbiddenError();
  const ctx = await periodContext(db, auth.companyId, date);
  const updated = await db
    .updateTable('timesheets')
    .set({ status: 'confirmed', confirmed_at: new Date() })
    .where('company_id', '=', auth.companyId)
    .where('staff_id', '=', staffId)
    .where('period_from', '=', ctx.period.from)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    const state = (await timesheetStates(db, auth.companyId, ctx.period.from, staffId)).get(staffId);
    // Confirming twice (a retried request) is not an error.
    if (state?.status !== 'confirmed') throw ValidationError.field('status', NOT_APPROVED);
  }
  return getTimesheet(db, auth, staffId, date, ctx);
}

/** Opens again the person's timesheets holding these instants (a punch edited or added there). */
export async function reopenTimesheets(db: Database, companyId: number, staffId: number, instants: Date[]) {
  const zone = await companyTimeZone(db, companyId);
  for (const d of new Set(instants.map((at) => localDate(at.getTime(), zone)))) {
    await db
      .updateTable('timesheets')
      .set({ status: 'open', confirmed_at: null })
      .where('company_id', '=', companyId)
      .where('staff_id', '=', staffId)
      .where('period_from', '<=', d)
      .where('period_to', '>=', d)
      .execute();
  }
}

/**
 * An attendance admin corrects a punch's time, saying why: the edit is kept with the timesheet and
 * in the action history, and the timesheets it falls in (before and after) are open again.
 */
export async function editPunch(db: Database, auth: AuthContext, punchId: number, input: PunchEditInput) {
  const punch = await db
    .selectFrom('clock_punches')
    .select(['id', 'staff_id', 'action', 'client_time', 'flags', 'source', 'geofence_distance_m'])
    .where('company_id', '=', auth.companyId)
    .where('id', '=', punchId)
    .executeTakeFirst();
  if (!punch) throw new NotFoundError();
  const newTime = new Date(input.client_time);
  await db
    .updateTable('clock_punches')
    .set({ client_time: newTime, client_utc_offset_minutes: utcOffsetMinutes(input.client_time) })
    .where('id', '=', punchId)
    .execute();
  await db
    .insertInto('timesheet_punch_edits')
    .values({
      company_id: auth.companyId,
      punch_id: punchId,
      staff_id: punch.staff_id,
      edited_by_staff_id: auth.staffId,
      previous_time: punch.client_time,
      new_time: newTime,
      reason: input.reason,
    })
    .execute();
  await reopenTimesheets(db, auth.companyId, punch.staff_id, [punch.client_time, newTime]);
  await recordAction(db, auth, {
    action: 'update',
    entity: 'clock_punch',
    entity_id: punchId,
    staff: punch.staff_id,
    summary: `Changed {staff}'s ${punch.action} punch from ${punch.client_time.toISOString()} to ${newTime.toISOString()}: ${input.reason}`,
    changes: { client_time: [punch.client_time.toISOString(), newTime.toISOString()], reason: input.reason },
  });
  const view: TimesheetPunchView = {
    id: punchId,
    action: punch.action,
    client_time: newTime.toISOString(),
    flags: punch.flags,
    edited: true,
    source: punch.source,
    geofence_distance_m: punch.geofence_distance_m,
  };
  return view;
}
