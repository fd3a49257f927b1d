// Calendar arithmetic in a named IANA time zone with only Intl (no date library): the local date of
// an instant, and the instant at which a local date begins. Daylight-saving days are 23 or 25 hours
// long; everything here works in real elapsed time, so they come out right. Shared by the working
// hours screen and the timesheets (contract/timesheet.ts), which the server computes too.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(instantMs: number, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instantMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return parts as unknown as LocalParts;
}

/** 'YYYY-MM-DD' of the instant in the zone. */
export function localDate(instantMs: number, timeZone: string): string {
  const { year, month, day } = localParts(instantMs, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Offset of the zone from UTC at the instant, in milliseconds (local = utc + offset). */
function offsetAt(instantMs: number, timeZone: string): number {
  const p = localParts(instantMs, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/** The instant at which the local date begins in the zone (its first existing moment). */
export function startOfLocalDate(date: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(y, m - 1, d);
  // Two passes settle the offset even when midnight sits next to a transition.
  let guess = wallMidnight - offsetAt(wallMidnight, timeZone);
  guess = wallMidnight - offsetAt(guess, timeZone);
  // Where midnight does not exist (a zone that springs forward at 00:00), the day starts later.
  return localDate(guess, timeZone) === date ? guess : guess + 3_600_000;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** 'YYYY-MM-DDTHH:mm' of the instant in the zone: what a datetime-local input holds. */
export function wallTime(instantMs: number, timeZone: string): string {
  const p = localParts(instantMs, timeZone);
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}T${pad2(p.hour)}:${pad2(p.minute)}`;
}

/**
 * The instant of a 'YYYY-MM-DDTHH:mm' wall time in the zone (a manager corrects a punch in the
 * company's time, whatever their own device's zone); in an hour that repeats, the later one.
 */
export function instantOfWallTime(wall: string, timeZone: string): number {
  const asUtc = Date.parse(`${wall}:00Z`);
  // Two passes settle the offset next to a transition, as startOfLocalDate does.
  const guess = asUtc - offsetAt(asUtc, timeZone);
  return asUtc - offsetAt(guess, timeZone);
}

/** The local date after `date` (string arithmetic: timesheets ask for it for every day of every person). */
export function nextDate(date: string): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  const leap = m === 2 && ((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0);
  if (d < DAYS_IN_MONTH[m - 1]! + (leap ? 1 : 0)) return `${date.slice(0, 8)}${pad2(d + 1)}`;
  return m === 12 ? `${y + 1}-01-01` : `${date.slice(0, 5)}${pad2(m + 1)}-01`;
}

/** The date `days` after `date` (before it when negative), 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The first day of the week holding `date`, for weeks starting on `firstDay` (0 = Monday … 6 = Sunday). */
export function weekStartOn(date: string, firstDay: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday = 0
  return addDays(date, -((weekday - firstDay + 7) % 7));
}

/** Monday of the ISO week of a date, 'YYYY-MM-DD'. */
export function weekStart(date: string): string {
  return weekStartOn(date, 0);
}
