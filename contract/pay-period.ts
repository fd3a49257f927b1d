// Pay periods (issue 24): the run of local dates a timesheet covers. Weekly and bi-weekly periods
// repeat from an anchor date (any day a period starts on); semi-monthly ones are the 1st–15th and
// the 16th–end of each month, monthly ones the calendar month, whatever the anchor. Pure date
// arithmetic on 'YYYY-MM-DD' strings: the server and the app's period picker agree on it.
import { addDays } from './local-time';

export const PAY_PERIODS = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

export interface PeriodRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

function lastOfMonth(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The pay period holding `date`. */
export function payPeriodOf(date: string, kind: PayPeriod, anchor: string): PeriodRange {
  if (kind === 'weekly' || kind === 'biweekly') {
    const length = kind === 'weekly' ? 7 : 14;
    const offset = dayNumber(date) - dayNumber(anchor);
    const start = addDays(anchor, Math.floor(offset / length) * length);
    return { from: start, to: addDays(start, length - 1) };
  }
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const prefix = date.slice(0, 8);
  if (kind === 'monthly') return { from: `${prefix}01`, to: lastOfMonth(year, month) };
  return Number(date.slice(8, 10)) <= 15
    ? { from: `${prefix}01`, to: `${prefix}15` }
    : { from: `${prefix}16`, to: lastOfMonth(year, month) };
}

/** The period before (step -1) or after (step 1) the one holding `date`. */
export function adjacentPayPeriod(date: string, kind: PayPeriod, anchor: string, step: -1 | 1): PeriodRange {
  const current = payPeriodOf(date, kind, anchor);
  return payPeriodOf(step < 0 ? addDays(current.from, -1) : addDays(current.to, 1), kind, anchor);
}
