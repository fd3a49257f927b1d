// The month grid of the time-off calendar: whole weeks, Monday first, covering a month, and what
// falls on each day. Dates are plain calendar dates (YYYY-MM-DD): time off and holidays are whole
// days, so no time zone is involved.
import type { Holiday, TimeOff } from '../../../../contract/attendance';

export interface GridDay {
  date: string;
  inMonth: boolean;
}

/** Time off as the calendar shows it: the server's, or one still waiting on this device. */
export type ShownTimeOff = TimeOff & {
  /** On this device, not on the server yet: waiting to be sent, or refused by the server (why). */
  queued?: { problem: string | null };
  /** A stable name for one waiting on this device (it has no server id yet). */
  key?: string;
};

export interface DayEvents {
  timeOffs: ShownTimeOff[];
  holidays: Holiday[];
}

function utc(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = utc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/** 'YYYY-MM' moved by n months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return iso(new Date(Date.UTC(y, m - 1 + n, 1))).slice(0, 7);
}

/** Weeks (Monday to Sunday) that cover the month; days of the neighbouring months are marked. */
export function monthGrid(month: string): GridDay[][] {
  const first = `${month}-01`;
  const weekday = (utc(first).getUTCDay() + 6) % 7; // Monday = 0
  const last = iso(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)));
  const weeks: GridDay[][] = [];
  let cursor = addDays(first, -weekday);
  while (cursor <= last) {
    const week: GridDay[] = [];
    for (let i = 0; i < 7; i++) {
      week.push({ date: cursor, inMonth: cursor.slice(0, 7) === month });
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** Every date from start to end, both included. */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** Puts each time off and holiday on every grid day it covers (multi-day ones on each day). */
export function placeEvents(grid: GridDay[][], timeOffs: ShownTimeOff[], holidays: Holiday[]): Map<string, DayEvents> {
  const days = new Map<string, DayEvents>();
  for (const day of grid.flat()) days.set(day.date, { timeOffs: [], holidays: [] });
  const gridStart = grid[0]?.[0]?.date ?? '';
  const gridEnd = grid.at(-1)?.at(-1)?.date ?? '';
  const clip = (start: string, end: string) =>
    datesBetween(start < gridStart ? gridStart : start, end > gridEnd ? gridEnd : end);
  for (const t of timeOffs) for (const d of clip(t.start_date, t.end_date)) days.get(d)?.timeOffs.push(t);
  for (const h of holidays) for (const d of clip(h.date, h.end_date ?? h.date)) days.get(d)?.holidays.push(h);
  return days;
}

/** The dates of the holidays that fall between start and end (both included). */
export function holidayDates(holidays: Holiday[], start: string, end: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const h of holidays) {
    for (const d of datesBetween(
      h.date < start ? start : h.date,
      (h.end_date ?? h.date) > end ? end : (h.end_date ?? h.date),
    )) {
      found.set(d, h.name);
    }
  }
  return found;
}
