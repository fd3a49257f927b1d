// How a period is named in column headers and chart axes, by its stat's period type: a day or a
// week by its first day ("Mar 2"), a month by name ("Mar 2026"), a quarter as "Q1 2026", a year by
// its number. Period dates are calendar dates (YYYY-MM-DD) in the company's zone: they are
// formatted as UTC so no device time zone can move them to the day before.
import type { PeriodType } from '../../../../contract/statistics-constants';

function utcDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

export function periodLabel(periodStart: string, type: PeriodType, locale: string): string {
  const date = utcDate(periodStart);
  if (Number.isNaN(date.getTime())) return periodStart;
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
  switch (type) {
    case 'YEARLY':
      return String(date.getUTCFullYear());
    case 'QUARTERLY':
      return `Q${Math.floor(date.getUTCMonth() / 3) + 1} ${date.getUTCFullYear()}`;
    case 'MONTHLY':
      return format({ month: 'short', year: 'numeric' });
    default:
      return format({ month: 'short', day: 'numeric' });
  }
}

/** The full period for screen readers and tooltips: "Mar 2 – Mar 8, 2026". */
export function periodRangeLabel(periodStart: string, periodEnd: string, locale: string): string {
  const start = utcDate(periodStart);
  const end = utcDate(periodEnd);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${periodStart} – ${periodEnd}`;
  const format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return periodStart === periodEnd ? format.format(start) : format.formatRange(start, end);
}

/** A value as the sheet and charts show it: grouped, at most 4 decimals. */
export function formatValue(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(value);
}
