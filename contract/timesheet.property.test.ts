// Timesheet arithmetic under random weeks (issue 24): shifts of up to 16 hours anywhere in a month
// that holds a daylight-saving change (both directions, in zones that change by an hour or by half
// an hour, and zones that never change), each with up to two breaks that may cross midnight, in
// random order, against random daily and weekly overtime thresholds. What must always hold:
// - nothing is lost or made up: the days' worked time and breaks add up to the real time between
//   each clock-in and its clock-out, and worked time is that less the unpaid breaks;
// - no local day holds more than it lasts (23, 24, 24.5 or 25 hours);
// - on every day regular + overtime = worked, neither negative; no day's regular time is past the
//   daily threshold, no week's past the weekly one; with daily overtime alone, overtime is exactly
//   what each day has past it;
// - the order the punches come in changes nothing.
// Seeded, so a run is reproducible: a failure prints its seed and path; to replay it, pass them to
// fc.assert below ({ seed, path, endOnFailure: true }).
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { addDays, nextDate, startOfLocalDate, weekStartOn } from './local-time';
import { computeTimesheet, weekRange, type TimesheetPunch, type TimesheetRules } from './timesheet';

const SEED = 24_2026;
const RUNS = 1_000;

/** Local days' lengths, by zone and date (Intl is slow; the same days come back run after run). */
const lengths = new Map<string, number>();
function dayLengthMs(date: string, zone: string): number {
  const key = `${zone}|${date}`;
  let length = lengths.get(key);
  if (length === undefined) {
    length = startOfLocalDate(nextDate(date), zone) - startOfLocalDate(date, zone);
    lengths.set(key, length);
  }
  return length;
}
const H = 3_600_000;
const M = 60_000;

/** Months with a change: Paris and New York forward and back, Lord Howe's half hour, none in Kolkata. */
const ZONES = [
  { timeZone: 'Europe/Paris', month: '2026-03' },
  { timeZone: 'Europe/Paris', month: '2026-10' },
  { timeZone: 'America/New_York', month: '2026-03' },
  { timeZone: 'America/New_York', month: '2026-11' },
  { timeZone: 'Australia/Lord_Howe', month: '2026-04' },
  { timeZone: 'Australia/Lord_Howe', month: '2026-10' },
  { timeZone: 'Asia/Kolkata', month: '2026-03' },
  { timeZone: 'UTC', month: '2026-10' },
];

interface ShiftPlan {
  /** Minutes after the month's first instant. */
  startMinute: number;
  lengthMinutes: number;
  /** Breaks as [offset from the shift's start, length], minutes; kept inside the shift. */
  breaks: Array<[number, number]>;
}

const shiftPlan: fc.Arbitrary<ShiftPlan> = fc.record({
  startMinute: fc.integer({ min: 0, max: 27 * 24 * 60 }),
  lengthMinutes: fc.integer({ min: 1, max: 16 * 60 }),
  breaks: fc.array(fc.tuple(fc.integer({ min: 0, max: 16 * 60 }), fc.integer({ min: 1, max: 90 })), {
    maxLength: 2,
  }),
});

/** Turns plans into punches of shifts that do not overlap (a later one starts after the one before). */
function punchesOf(
  monthStart: number,
  plans: ShiftPlan[],
): { punches: TimesheetPunch[]; clocked: number; breaks: number } {
  const punches: TimesheetPunch[] = [];
  let clocked = 0;
  let breaks = 0;
  let free = monthStart;
  for (const plan of [...plans].sort((a, b) => a.startMinute - b.startMinute)) {
    const start = Math.max(monthStart + plan.startMinute * M, free + M);
    const end = start + plan.lengthMinutes * M;
    punches.push({ action: 'in', at: start });
    let cursor = start;
    for (const [offset, length] of [...plan.breaks].sort((a, b) => a[0] - b[0])) {
      const from = Math.max(start + offset * M, cursor + M);
      const to = from + length * M;
      if (to >= end) break;
      punches.push({ action: 'break_start', at: from }, { action: 'break_end', at: to });
      breaks += to - from;
      cursor = to;
    }
    punches.push({ action: 'out', at: end });
    clocked += end - start;
    free = end;
  }
  return { punches, clocked, breaks };
}

const rules = fc.record({
  zone: fc.constantFrom(...ZONES),
  paidBreaks: fc.boolean(),
  dailyOvertimeMinutes: fc.constantFrom(0, 7 * 60, 8 * 60, 10 * 60),
  weeklyOvertimeMinutes: fc.constantFrom(0, 35 * 60, 40 * 60, 48 * 60),
  weekStartsOn: fc.integer({ min: 0, max: 6 }),
});

it('keeps every minute, fits each day, and splits worked time into regular and overtime', () => {
  fc.assert(
    fc.property(rules, fc.array(shiftPlan, { maxLength: 14 }), fc.integer(), (rule, plans, shuffleSeed) => {
      const { timeZone, month } = rule.zone;
      const first = `${month}-01`;
      const monthStart = startOfLocalDate(first, timeZone);
      const { punches, clocked, breaks } = punchesOf(monthStart, plans);
      const settings: TimesheetRules = { ...rule, timeZone, toleranceMinutes: 5 };
      // Every day the shifts can reach, in whole weeks.
      const period = weekRange(first, addDays(first, 35), rule.weekStartsOn);
      const sheet = computeTimesheet(punches, [], settings, period);

      // Nothing lost or made up.
      const worked = sheet.days.reduce((n, d) => n + d.workedMs, 0);
      const breakTime = sheet.days.reduce((n, d) => n + d.breakMs, 0);
      expect(breakTime).toBe(breaks);
      expect(worked).toBe(rule.paidBreaks ? clocked : clocked - breaks);
      expect(sheet.days.every((d) => d.flags.length === 0)).toBe(true);

      const weekRegular = new Map<string, number>();
      for (const d of sheet.days) {
        // No day holds more than it lasts.
        expect(d.workedMs + (rule.paidBreaks ? 0 : d.breakMs)).toBeLessThanOrEqual(dayLengthMs(d.date, timeZone));
        // Regular and overtime split the worked time.
        expect(d.regularMs).toBeGreaterThanOrEqual(0);
        expect(d.overtimeMs).toBeGreaterThanOrEqual(0);
        expect(d.regularMs + d.overtimeMs).toBe(d.workedMs);
        if (rule.dailyOvertimeMinutes > 0) expect(d.regularMs).toBeLessThanOrEqual(rule.dailyOvertimeMinutes * M);
        const week = weekStartOn(d.date, rule.weekStartsOn);
        weekRegular.set(week, (weekRegular.get(week) ?? 0) + d.regularMs);
      }
      if (rule.weeklyOvertimeMinutes > 0) {
        for (const regular of weekRegular.values()) expect(regular).toBeLessThanOrEqual(rule.weeklyOvertimeMinutes * M);
      }
      if (rule.weeklyOvertimeMinutes === 0) {
        const limit = rule.dailyOvertimeMinutes * M;
        const expected = sheet.days.reduce((n, d) => n + (limit > 0 ? Math.max(0, d.workedMs - limit) : 0), 0);
        expect(sheet.totals.overtimeMs).toBe(expected);
      }

      // The order the punches come in changes nothing.
      const shuffled = fc.sample(fc.shuffledSubarray(punches, { minLength: punches.length }), {
        seed: shuffleSeed,
        numRuns: 1,
      })[0]!;
      expect(computeTimesheet(shuffled, [], settings, period)).toEqual(sheet);
    }),
    { seed: SEED, numRuns: RUNS },
  );
}, 120_000);

it('a day is as long as the clocks say: 23 and 25 hours in Paris, 23.5 and 24.5 on Lord Howe', () => {
  const dayLength = (date: string, zone: string) => dayLengthMs(date, zone) / H;
  expect(dayLength('2026-03-29', 'Europe/Paris')).toBe(23);
  expect(dayLength('2026-10-25', 'Europe/Paris')).toBe(25);
  expect(dayLength('2026-10-04', 'Australia/Lord_Howe')).toBe(23.5);
  expect(dayLength('2026-04-05', 'Australia/Lord_Howe')).toBe(24.5);
});
