// Working days of time off inside one year: the days from its first to its last day that are
// neither one of the company's weekend days (0 = Sunday … 6 = Saturday, as company_weekend_info
// keeps them) nor a company holiday. A request across New Year counts its part in each year. Pure
// date arithmetic on YYYY-MM-DD in UTC, so the server's time zone changes nothing.

export interface HolidaySpan {
  date: string;
  end_date: string | null;
}

const DAY_MS = 86_400_000;
const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Every day a holiday covers (a holiday without an end is one day). */
export function holidayDays(holidays: readonly HolidaySpan[]): Set<string> {
  const days = new Set<string>();
  for (const h of holidays) {
    const end = toTime(h.end_date ?? h.date);
    for (let t = toTime(h.date); t <= end; t += DAY_MS) days.add(toIso(t));
  }
  return days;
}

export function workingDaysInYear(
  span: { start: string; end: string },
  year: number,
  weekend: readonly number[],
  holidays: ReadonlySet<string>,
): number {
  const from = Math.max(toTime(span.start), Date.UTC(year, 0, 1));
  const to = Math.min(toTime(span.end), Date.UTC(year, 11, 31));
  let days = 0;
  for (let t = from; t <= to; t += DAY_MS) {
    if (weekend.includes(new Date(t).getUTCDay()) || holidays.has(toIso(t))) continue;
    days += 1;
  }
  return days;
}

/**
 * What an allowance has earned by `on` (YYYY-MM-DD) in `year`: all of it from 1 January (yearly),
 * or a twelfth at the start of each month (monthly); nothing before the year, all of it after.
 */
export function accruedDays(allowance: number, accrual: 'yearly' | 'monthly', year: number, on: string): number {
  const onYear = Number(on.slice(0, 4));
  if (onYear < year) return 0;
  if (onYear > year || accrual === 'yearly') return allowance;
  const months = Number(on.slice(5, 7));
  return Math.round(((allowance * months) / 12) * 100) / 100;
}
