// Timesheet arithmetic (issue 24): one person's punches and breaks over a pay period, worked out
// per local day of the company's time zone, against what was scheduled, with overtime by the
// company's daily and weekly thresholds and the flags a manager reviews before approving. Pure and
// shared: the server computes the timesheets it stores and exports, the app shows a staff member's
// own from the device's copy when offline.
//
// How time is counted:
// - A shift runs from a clock-in to the next clock-out; between them, each break runs from its start
//   to its end. Everything is real elapsed time between instants, split at the local midnights of
//   the zone (contract/local-time.ts), so an overnight shift counts on both days and a shift over
//   a daylight-saving change counts the hours that really passed (a 22:00–06:00 shift is 9 hours the
//   night clocks go back, 7 the night they go forward).
// - Worked time is the shift less its unpaid breaks (all of the shift when breaks are paid). A break
//   over midnight is taken off each day for its own part.
// - What cannot be counted is never guessed: a clock-in with no clock-out (a second clock-in, or the
//   period's end) counts nothing and flags `missing_out`; a shift of more than MAX_SHIFT_MS is a
//   forgotten clock-out, also counted as nothing; a break never ended ends at the clock-out
//   (`missing_break_end`). Punches may come in any order.
// - Overtime: on each day, what is over the daily threshold; then, in each week (from the
//   company's first day of the week), the regular time past the weekly threshold, in day order.
//   The two never count the same minute twice, and regular + overtime = worked on every day. Weeks
//   are counted whole: pass the punches of every week the period touches (weekRange), and the
//   period's days get the overtime their week gives them.
import { addDays, localDate, nextDate, startOfLocalDate, weekStartOn } from './local-time';

export type TimesheetPunchAction = 'in' | 'out' | 'break_start' | 'break_end';

export interface TimesheetPunch {
  action: TimesheetPunchAction;
  /** The instant the person tapped, ms since the epoch. */
  at: number;
  /** Flags the punch carries (location, clock skew…), listed on its day. */
  flags?: readonly string[];
}

/** A scheduled shift, as instants. */
export interface ScheduledShift {
  start: number;
  end: number;
}

export interface TimesheetRules {
  /** The company's IANA time zone: days and weeks are its local ones. */
  timeZone: string;
  /** Breaks count as worked time when true. */
  paidBreaks: boolean;
  /** Worked minutes in a day past which time is overtime; 0 for no daily overtime. */
  dailyOvertimeMinutes: number;
  /** Regular minutes in a week past which time is overtime; 0 for no weekly overtime. */
  weeklyOvertimeMinutes: number;
  /** The first day of the overtime week: 0 = Monday … 6 = Sunday. */
  weekStartsOn: number;
  /** Minutes a clock-in may come after its shift's start, or a clock-out before its end, unflagged. */
  toleranceMinutes: number;
}

export const TIMESHEET_FLAGS = [
  'missing_out',
  'unmatched_out',
  'missing_break_end',
  'unmatched_break',
  'late',
  'left_early',
] as const;
export type TimesheetFlag = (typeof TIMESHEET_FLAGS)[number];

export interface TimesheetDay {
  /** 'YYYY-MM-DD' in the company's zone. */
  date: string;
  /** Shift time less unpaid breaks, ms. */
  workedMs: number;
  /** All break time, ms (paid or not). */
  breakMs: number;
  scheduledMs: number;
  regularMs: number;
  overtimeMs: number;
  /** Minutes late for a shift starting this day (0 when on time or within the tolerance). */
  lateMinutes: number;
  /** The day's flags: the timesheet's own (TIMESHEET_FLAGS) and those of its punches, once each. */
  flags: string[];
}

export interface TimesheetTotals {
  workedMs: number;
  breakMs: number;
  scheduledMs: number;
  regularMs: number;
  overtimeMs: number;
}

export interface Timesheet {
  from: string;
  to: string;
  days: TimesheetDay[];
  totals: TimesheetTotals;
}

/** Longest shift taken as real; a longer in → out pair is a forgotten clock-out. */
export const MAX_SHIFT_MS = 24 * 3_600_000;
const MINUTE_MS = 60_000;
/** How far from a scheduled shift a clock-in or clock-out is still taken as its own. */
export const SHIFT_MATCH_MS = 4 * 3_600_000;

/** The local dates whose punches a period's timesheet needs: every whole week it touches. */
export function weekRange(from: string, to: string, weekStartsOn: number): { from: string; to: string } {
  return { from: weekStartOn(from, weekStartsOn), to: addDays(weekStartOn(to, weekStartsOn), 6) };
}

interface Segment {
  kind: 'work' | 'break';
  from: number;
  to: number;
}

interface DayAccumulator {
  workMs: number;
  breakMs: number;
  scheduledMs: number;
  lateMinutes: number;
  flags: Set<string>;
}

/** Pairs the punches into counted segments, flagging what cannot be counted. */
function segmentsOf(punches: readonly TimesheetPunch[], flag: (at: number, name: string) => void): Segment[] {
  const counted: Segment[] = [];
  let shiftStart: number | null = null;
  let breakStart: number | null = null;
  let shift: Segment[] = [];
  let workFrom = 0;

  const sorted = [...punches].sort((a, b) => a.at - b.at || order(a.action) - order(b.action));
  for (const punch of sorted) {
    for (const name of punch.flags ?? []) flag(punch.at, name);
    switch (punch.action) {
      case 'in':
        // A second clock-in: the first shift's end is unknown, so it counts nothing.
        if (shiftStart !== null) flag(shiftStart, 'missing_out');
        shiftStart = workFrom = punch.at;
        breakStart = null;
        shift = [];
        break;
      case 'break_start':
        if (shiftStart === null || breakStart !== null) {
          flag(punch.at, 'unmatched_break');
          break;
        }
        shift.push({ kind: 'work', from: workFrom, to: punch.at });
        breakStart = punch.at;
        break;
      case 'break_end':
        if (breakStart === null) {
          flag(punch.at, 'unmatched_break');
          break;
        }
        shift.push({ kind: 'break', from: breakStart, to: punch.at });
        breakStart = null;
        workFrom = punch.at;
        break;
      case 'out':
        if (shiftStart === null) {
          flag(punch.at, 'unmatched_out');
          break;
        }
        if (breakStart !== null) {
          flag(breakStart, 'missing_break_end');
          shift.push({ kind: 'break', from: breakStart, to: punch.at });
        } else {
          shift.push({ kind: 'work', from: workFrom, to: punch.at });
        }
        if (punch.at - shiftStart > MAX_SHIFT_MS) {
          flag(shiftStart, 'missing_out');
          flag(punch.at, 'unmatched_out');
        } else {
          counted.push(...shift);
        }
        shiftStart = breakStart = null;
        shift = [];
        break;
    }
  }
  if (shiftStart !== null) flag(shiftStart, 'missing_out');
  return counted.filter((s) => s.to > s.from);
}

/** At one instant: a clock-out first, then break ends, break starts and clock-ins. */
function order(action: TimesheetPunchAction): number {
  return { out: 0, break_end: 1, break_start: 2, in: 3 }[action];
}

/** Days' first instants, by zone and date, kept for every timesheet (a bounded cache). */
const dayStarts = new Map<string, number>();
const DAY_STARTS_KEPT = 20_000;

/**
 * The local days of one zone for one computation: each day's first instant worked out once (and
 * kept for the next timesheet), and the day of an instant answered from the last one asked when it
 * falls in it (the computation walks through time in order). Intl is the costly part of a
 * timesheet: 500 people's month took 1.6 s with a lookup per span.
 */
class LocalDays {
  private last: { date: string; start: number; end: number } | null = null;
  constructor(readonly zone: string) {}

  start(date: string): number {
    const key = `${this.zone}|${date}`;
    let start = dayStarts.get(key);
    if (start === undefined) {
      if (dayStarts.size >= DAY_STARTS_KEPT) dayStarts.clear();
      start = startOfLocalDate(date, this.zone);
      dayStarts.set(key, start);
    }
    return start;
  }

  dateOf(at: number): string {
    const last = this.last;
    if (last && at >= last.start && at < last.end) return last.date;
    const date = localDate(at, this.zone);
    this.last = { date, start: this.start(date), end: this.start(nextDate(date)) };
    return date;
  }

  /** Calls `add(date, ms)` for each local day the span [from, to) covers. */
  split(from: number, to: number, add: (date: string, ms: number) => void): void {
    let date = this.dateOf(from);
    let cursor = from;
    while (cursor < to) {
      const end = Math.min(to, this.start(nextDate(date)));
      if (end > cursor) add(date, end - cursor);
      cursor = Math.max(end, cursor);
      date = nextDate(date);
    }
  }
}

/**
 * The timesheet of the local dates `from`..`to` (inclusive). `punches` and `shifts` should cover
 * every week the period touches (weekRange) for weekly overtime to be right; days outside the
 * period are worked out for that and left out of the answer.
 */
export function computeTimesheet(
  punches: readonly TimesheetPunch[],
  shifts: readonly ScheduledShift[],
  rules: TimesheetRules,
  period: { from: string; to: string },
): Timesheet {
  const local = new LocalDays(rules.timeZone);
  const days = new Map<string, DayAccumulator>();
  const day = (date: string) => {
    let entry = days.get(date);
    if (!entry) {
      entry = { workMs: 0, breakMs: 0, scheduledMs: 0, lateMinutes: 0, flags: new Set() };
      days.set(date, entry);
    }
    return entry;
  };
  const flag = (at: number, name: string) => day(local.dateOf(at)).flags.add(name);

  for (const segment of segmentsOf(punches, flag)) {
    local.split(segment.from, segment.to, (date, ms) => {
      if (segment.kind === 'work') day(date).workMs += ms;
      else day(date).breakMs += ms;
    });
  }

  const ins = punches.filter((p) => p.action === 'in').map((p) => p.at);
  const outs = punches.filter((p) => p.action === 'out').map((p) => p.at);
  const tolerance = rules.toleranceMinutes * MINUTE_MS;
  for (const shift of shifts) {
    if (shift.end <= shift.start) continue;
    local.split(shift.start, shift.end, (date, ms) => (day(date).scheduledMs += ms));
    // The shift's clock-in is the first within SHIFT_MATCH_MS before its start and before its end;
    // its clock-out the last after its start and within SHIFT_MATCH_MS after its end.
    const clockIn = Math.min(...ins.filter((at) => at >= shift.start - SHIFT_MATCH_MS && at < shift.end));
    if (Number.isFinite(clockIn) && clockIn > shift.start + tolerance) {
      const startDay = day(local.dateOf(shift.start));
      startDay.flags.add('late');
      startDay.lateMinutes += Math.round((clockIn - shift.start) / MINUTE_MS);
    }
    const clockOut = Math.max(...outs.filter((at) => at > shift.start && at <= shift.end + SHIFT_MATCH_MS));
    if (Number.isFinite(clockOut) && clockOut < shift.end - tolerance)
      day(local.dateOf(shift.end)).flags.add('left_early');
  }

  // Overtime, day by day through each whole week of the period.
  const range = weekRange(period.from, period.to, rules.weekStartsOn);
  const dailyLimit = rules.dailyOvertimeMinutes * MINUTE_MS;
  const weeklyLimit = rules.weeklyOvertimeMinutes * MINUTE_MS;
  const answer: TimesheetDay[] = [];
  let weekRegular = 0;
  // range.from is a week's first day; every seventh day after it starts the next week.
  for (let date = range.from, index = 0; date <= range.to; date = nextDate(date), index++) {
    if (index % 7 === 0) weekRegular = 0;
    const entry = days.get(date);
    const breakMs = entry?.breakMs ?? 0;
    const workedMs = (entry?.workMs ?? 0) + (rules.paidBreaks ? breakMs : 0);
    const dailyOvertime = dailyLimit > 0 ? Math.max(0, workedMs - dailyLimit) : 0;
    let regularMs = workedMs - dailyOvertime;
    let weeklyOvertime = 0;
    if (weeklyLimit > 0 && weekRegular + regularMs > weeklyLimit) {
      weeklyOvertime = weekRegular + regularMs - Math.max(weekRegular, weeklyLimit);
      regularMs -= weeklyOvertime;
    }
    weekRegular += regularMs;
    if (date < period.from || date > period.to) continue;
    answer.push({
      date,
      workedMs,
      breakMs,
      scheduledMs: entry?.scheduledMs ?? 0,
      regularMs,
      overtimeMs: dailyOvertime + weeklyOvertime,
      lateMinutes: entry?.lateMinutes ?? 0,
      flags: [...(entry?.flags ?? [])].sort(),
    });
  }

  const totals: TimesheetTotals = { workedMs: 0, breakMs: 0, scheduledMs: 0, regularMs: 0, overtimeMs: 0 };
  for (const d of answer) {
    totals.workedMs += d.workedMs;
    totals.breakMs += d.breakMs;
    totals.scheduledMs += d.scheduledMs;
    totals.regularMs += d.regularMs;
    totals.overtimeMs += d.overtimeMs;
  }
  return { from: period.from, to: period.to, days: answer, totals };
}
