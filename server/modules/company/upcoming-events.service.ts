// GET company/api/upcoming-events/: the caller company's holidays, staff birthdays and work
// anniversaries in the next `days` days, counted from today in the company's time zone (a dashboard
// in Sydney must not show yesterday's birthdays as upcoming because the server runs on UTC).
import type { UpcomingEvent } from '../../../contract/company';
import type { Database } from '../../db/database';
import { findCompanyTimezone, findEventRows } from './upcoming-events.repository';

const TYPE_ORDER: Record<UpcomingEvent['type'], number> = { holiday: 0, birthday: 1, work_anniversary: 2 };

/** The calendar date at `now` in `timeZone` as 'YYYY-MM-DD' (UTC when the zone is unknown). */
export function localDate(now: Date, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/** `date` ('YYYY-MM-DD') plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function listUpcomingEvents(
  db: Database,
  companyId: number,
  days: number,
  now: Date = new Date(),
): Promise<UpcomingEvent[]> {
  const company = await findCompanyTimezone(db, companyId);
  const from = localDate(now, company?.timezone ?? 'UTC');
  // "The next 30 days" counts today as the first of them.
  const rows = await findEventRows(db, companyId, from, addDays(from, days - 1));
  return rows
    .map((r) => ({ type: r.type, title: r.title, date: r.date }))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) || TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || a.title.localeCompare(b.title),
    );
}
