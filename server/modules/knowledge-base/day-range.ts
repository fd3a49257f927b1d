// Day filters of the timelines (date_from / date_to, YYYY-MM-DD): a day is the company's calendar
// day, so an admin in Sydney filtering "today" sees what was done on their today, not UTC's.
import { sql, type RawBuilder } from 'kysely';

/** The timestamp's day in the time zone of the row's company (`company_id` of the outer row). */
const companyDay = (at: RawBuilder<unknown>, companyId: RawBuilder<unknown>) =>
  sql`(${at} AT TIME ZONE (SELECT c.timezone FROM companies c WHERE c.id = ${companyId}))::date`;

export function onOrAfterDay(at: RawBuilder<unknown>, day: string, companyId = sql`k.company_id`) {
  return sql<boolean>`${companyDay(at, companyId)} >= ${day}::date`;
}

export function onOrBeforeDay(at: RawBuilder<unknown>, day: string, companyId = sql`k.company_id`) {
  return sql<boolean>`${companyDay(at, companyId)} <= ${day}::date`;
}
