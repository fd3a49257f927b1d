// Stat periods: which period a date falls in, and the window of periods a list shows.
//
// Periods are ranges of calendar days ('YYYY-MM-DD'), not instants: a value for "the week of
// 11 March" belongs to that week wherever it was typed. So all arithmetic here is on civil dates
// (UTC Date objects used only as day counters, which have no daylight-saving jumps). The company's
// time zone matters in exactly one place, todayIn(): which day it is now, which decides the current
// period and so the end of every default window.
import {
  DEFAULT_PERIOD_BUCKET,
  STAT_MAX_PERIODS,
  type CalendarPeriodType,
  type PeriodType,
} from '../../../contract/statistics-constants';

export interface PeriodRange {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;

function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}
function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
function addDays(day: string, days: number): string {
  return formatDay(new Date(parseDay(day).getTime() + days * DAY_MS));
}
/** The first day of the month `months` after day's month (negative goes back). */
function monthStart(day: string, months = 0): string {
  const d = parseDay(day);
  return formatDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)));
}

/** DEFAULT is the company's usual period, a week. */
export function calendarType(type: PeriodType): CalendarPeriodType {
  return type === 'DEFAULT' ? DEFAULT_PERIOD_BUCKET : type;
}

/**
 * One formatter per zone, kept: making an Intl.DateTimeFormat costs more than formatting with it
 * (ICU loads the zone and the locale's patterns), and every stats list asks for today's date.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date in an IANA zone ('en-CA' formats as YYYY-MM-DD). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    // Zones are the IANA list's few hundred names, so the map stays small.
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** The first day of the period containing `day`. weekStart: 0 Sunday … 6 Saturday. */
export function periodStart(type: PeriodType, day: string, weekStart: number): string {
  const d = parseDay(day);
  switch (calendarType(type)) {
    case 'DAILY':
      return day;
    case 'WEEKLY':
      return addDays(day, -((d.getUTCDay() - weekStart + 7) % 7));
    case 'MONTHLY':
      return monthStart(day);
    case 'QUARTERLY':
      return monthStart(day, -(d.getUTCMonth() % 3));
    case 'YEARLY':
      return `${day.slice(0, 4)}-01-01`;
  }
}

/** The first day of the period `count` periods after the one starting at `start`. */
function shiftStart(type: CalendarPeriodType, start: string, count: number): string {
  switch (type) {
    case 'DAILY':
      return addDays(start, count);
    case 'WEEKLY':
      return addDays(start, 7 * count);
    case 'MONTHLY':
      return monthStart(start, count);
    case 'QUARTERLY':
      return monthStart(start, 3 * count);
    case 'YEARLY':
      return monthStart(start, 12 * count);
  }
}

/** The period containing `day`, both ends inclusive. */
export function periodOf(type: PeriodType, day: string, weekStart: number): PeriodRange {
  const start = periodStart(type, day, weekStart);
  return { start, end: addDays(shiftStart(calendarType(type), start, 1), -1) };
}

/** `count` periods, oldest first, the last one containing `lastDay`. */
export function periodsEndingAt(type: PeriodType, lastDay: string, count: number, weekStart: number): PeriodRange[] {
  const calendar = calendarType(type);
  const last = periodStart(calendar, lastDay, weekStart);
  return Array.from({ length: count }, (_, i) => {
    const start = shiftStart(calendar, last, i - count + 1);
    return { start, end: addDays(shiftStart(calendar, start, 1), -1) };
  });
}

/**
 * The periods overlapping from..to, oldest first; null when there would be more than
 * STAT_MAX_PERIODS (a range of years over a daily stat), which the caller refuses.
 */
export function periodsBetween(type: PeriodType, from: string, to: string, weekStart: number): PeriodRange[] | null {
  const calendar = calendarType(type);
  const periods: PeriodRange[] = [];
  for (let start = periodStart(calendar, from, weekStart); start <= to; start = shiftStart(calendar, start, 1)) {
    if (periods.length === STAT_MAX_PERIODS) return null;
    periods.push({ start, end: addDays(shiftStart(calendar, start, 1), -1) });
  }
  return periods;
}
