// Working hours from punches: pairs each clock-in with the next clock-out of the same person and
// splits the shift at local midnights of the person's time zone, so an overnight shift counts on
// both days; unpaid breaks are taken off (issue 24). A clock-in with no clock-out is reported as
// open (never as a shift running until now or until the next clock-in), and a clock-out without a
// clock-in as unmatched. The counting is the timesheet's (contract/timesheet.ts), not a second one.
import { addDays, localDate, weekStart } from '../../../../contract/local-time';
import { computeTimesheet, MAX_SHIFT_MS, type TimesheetRules } from '../../../../contract/timesheet';
import type { ClockAction } from '../../../../contract/attendance';

export interface Punch {
  staffId: number;
  action: ClockAction;
  /** The instant the user tapped, ms since epoch. */
  at: number;
}

export interface DayHours {
  staffId: number;
  date: string;
  /** Worked time on this local date, in ms. */
  workedMs: number;
  /** Break time on this local date (paid or not), in ms. */
  breakMs: number;
  /** A clock-in on this date has no clock-out yet. */
  openShift: boolean;
  /** A clock-out on this date had no clock-in before it. */
  unmatchedOut: boolean;
}

export interface WeekHours {
  staffId: number;
  weekStart: string;
  workedMs: number;
}

function dayKey(staffId: number, date: string): string {
  return `${staffId}|${date}`;
}

/** Longest shift accepted as real; a longer in→out pair is treated as a forgotten clock-out. */
export { MAX_SHIFT_MS };

/** The rules for plain working hours: the person's zone, whether breaks are paid, no overtime. */
function hoursRules(timeZone: string, paidBreaks: boolean): TimesheetRules {
  return {
    timeZone,
    paidBreaks,
    dailyOvertimeMinutes: 0,
    weeklyOvertimeMinutes: 0,
    weekStartsOn: 0,
    toleranceMinutes: 0,
  };
}

/**
 * Hours per staff member per local day, by the timesheet's arithmetic (contract/timesheet.ts):
 * unpaid breaks are taken off (all of a shift counts when `paidBreaks`), a clock-in without its
 * clock-out counts nothing and marks its day open. `zoneOf` gives each person's IANA time zone.
 * Punches may come in any order. Only days where something happened are returned.
 */
export function dailyHours(punches: Punch[], zoneOf: (staffId: number) => string, paidBreaks = false): DayHours[] {
  const byStaff = new Map<number, Punch[]>();
  for (const p of punches) {
    let list = byStaff.get(p.staffId);
    if (!list) byStaff.set(p.staffId, (list = []));
    list.push(p);
  }
  const answer: DayHours[] = [];
  for (const [staffId, list] of byStaff) {
    const zone = zoneOf(staffId);
    const dates = list.map((p) => localDate(p.at, zone)).sort();
    const period = { from: dates[0]!, to: addDays(dates[dates.length - 1]!, 1) };
    const sheet = computeTimesheet(
      list.map((p) => ({ action: p.action, at: p.at })),
      [],
      hoursRules(zone, paidBreaks),
      period,
    );
    for (const d of sheet.days) {
      if (d.workedMs === 0 && d.breakMs === 0 && d.flags.length === 0) continue;
      answer.push({
        staffId,
        date: d.date,
        workedMs: d.workedMs,
        breakMs: d.breakMs,
        openShift: d.flags.includes('missing_out'),
        unmatchedOut: d.flags.includes('unmatched_out'),
      });
    }
  }
  return answer.sort((a, b) => a.staffId - b.staffId || a.date.localeCompare(b.date));
}

/** Sums daily hours into ISO weeks (Monday first) of each person's local calendar. */
export function weeklyHours(days: DayHours[]): WeekHours[] {
  const weeks = new Map<string, WeekHours>();
  for (const d of days) {
    const start = weekStart(d.date);
    const key = dayKey(d.staffId, start);
    const entry = weeks.get(key) ?? { staffId: d.staffId, weekStart: start, workedMs: 0 };
    entry.workedMs += d.workedMs;
    weeks.set(key, entry);
  }
  return [...weeks.values()].sort((a, b) => a.staffId - b.staffId || a.weekStart.localeCompare(b.weekStart));
}
