// Calendar arithmetic in a named IANA time zone with only Intl (no date library): the local date of
// an instant, and the instant at which a local date begins. Daylight-saving days are 23 or 25 hours
// long; everything here works in real elapsed time, so they come out right.

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

/** The local date after `date`. */
export function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Monday of the ISO week of a date, 'YYYY-MM-DD'. */
export function weekStart(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d));
  const weekday = (utc.getUTCDay() + 6) % 7; // Monday = 0
  return new Date(Date.UTC(y, m - 1, d - weekday)).toISOString().slice(0, 10);
}
