// Working hours from punches: pairs each clock-in with the next clock-out of the same person and
// splits the shift at local midnights of the person's time zone, so an overnight shift counts on
// both days. A clock-in with no clock-out is reported as open (never as a shift running until
// now or until the next clock-in), and a clock-out without a clock-in is reported as unmatched.
import { localDate, nextDate, startOfLocalDate, weekStart } from '../../../../contract/local-time';

export interface Punch {
  staffId: number;
  action: 'in' | 'out';
  /** The instant the user tapped, ms since epoch. */
  at: number;
}

export interface DayHours {
  staffId: number;
  date: string;
  /** Worked time on this local date, in ms. */
  workedMs: number;
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

/** Longest shift accepted as real; a longer in→out pair is treated as a forgotten clock-out. */
export const MAX_SHIFT_MS = 24 * 3_600_000;

function dayKey(staffId: number, date: string): string {
  return `${staffId}|${date}`;
}

function addSpan(days: Map<string, DayHours>, staffId: number, from: number, to: number, zone: string): void {
  let date = localDate(from, zone);
  let cursor = from;
  while (cursor < to) {
    const dayEnd = startOfLocalDate(nextDate(date), zone);
    const end = Math.min(to, dayEnd);
    day(days, staffId, date).workedMs += end - cursor;
    cursor = end;
    date = nextDate(date);
  }
}

function day(days: Map<string, DayHours>, staffId: number, date: string): DayHours {
  const key = dayKey(staffId, date);
  let entry = days.get(key);
  if (!entry) {
    entry = { staffId, date, workedMs: 0, openShift: false, unmatchedOut: false };
    days.set(key, entry);
  }
  return entry;
}

/**
 * Hours per staff member per local day. `zoneOf` gives each person's IANA time zone.
 * Punches may come in any order; they are sorted by instant per person.
 */
export function dailyHours(punches: Punch[], zoneOf: (staffId: number) => string): DayHours[] {
  const days = new Map<string, DayHours>();
  const byStaff = new Map<number, Punch[]>();
  for (const p of punches) byStaff.set(p.staffId, [...(byStaff.get(p.staffId) ?? []), p]);

  for (const [staffId, list] of byStaff) {
    const zone = zoneOf(staffId);
    list.sort((a, b) => a.at - b.at);
    let openIn: Punch | null = null;
    for (const punch of list) {
      if (punch.action === 'in') {
        // A second clock-in before a clock-out: the first shift's end is unknown.
        if (openIn) day(days, staffId, localDate(openIn.at, zone)).openShift = true;
        openIn = punch;
        continue;
      }
      if (!openIn) {
        day(days, staffId, localDate(punch.at, zone)).unmatchedOut = true;
        continue;
      }
      if (punch.at - openIn.at > MAX_SHIFT_MS) {
        day(days, staffId, localDate(openIn.at, zone)).openShift = true;
        day(days, staffId, localDate(punch.at, zone)).unmatchedOut = true;
      } else {
        addSpan(days, staffId, openIn.at, punch.at, zone);
      }
      openIn = null;
    }
    if (openIn) day(days, staffId, localDate(openIn.at, zone)).openShift = true;
  }
  return [...days.values()].sort((a, b) => a.staffId - b.staffId || a.date.localeCompare(b.date));
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
