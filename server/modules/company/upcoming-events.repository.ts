// The raw material of upcoming events: holidays overlapping a date window, and the birthdays and work
// anniversaries of a company's active staff that fall inside it.
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export interface EventRow {
  type: 'holiday' | 'birthday' | 'work_anniversary';
  title: string;
  date: string;
}

export function findCompanyTimezone(db: Database, companyId: number) {
  return db.selectFrom('companies').select('timezone').where('id', '=', companyId).executeTakeFirst();
}

/**
 * Events from `from` to `to` (inclusive, 'YYYY-MM-DD'), sorted by date.
 *
 * A yearly date's occurrence in year Y is the original date plus (Y - its year) years: PostgreSQL
 * clamps Feb 29 to Feb 28 in a common year, so leap-day birthdays are not skipped. The window is at
 * most 366 days, so it touches at most three calendar years (from's year and the next two): every
 * occurrence in those years is generated and the window filters them, which also covers a window
 * that wraps past New Year and one long enough to hold two occurrences of the same date. An
 * occurrence in the original year itself (the birth or hiring day) is not an anniversary.
 */
export async function findEventRows(db: Database, companyId: number, from: string, to: string) {
  const result = await sql<EventRow>`
    WITH yearly AS (
      SELECT 'birthday' AS type, u.first_name, u.last_name, u.email, u.birth_date AS original
      FROM staff s JOIN users u ON u.id = s.user_id
      WHERE s.company_id = ${companyId} AND s.is_active AND u.is_active AND u.birth_date IS NOT NULL
      UNION ALL
      SELECT 'work_anniversary', u.first_name, u.last_name, u.email, s.hired_on
      FROM staff s JOIN users u ON u.id = s.user_id
      WHERE s.company_id = ${companyId} AND s.is_active AND u.is_active AND s.hired_on IS NOT NULL
    ),
    occurrences AS (
      SELECT y.type, y.first_name, y.last_name, y.email,
        (y.original + make_interval(years => (
          extract(year FROM ${from}::date)::int + k - extract(year FROM y.original)::int
        )))::date AS date,
        extract(year FROM ${from}::date)::int + k - extract(year FROM y.original)::int AS years
      FROM yearly y CROSS JOIN generate_series(0, 2) AS k
    )
    SELECT type,
      COALESCE(NULLIF(btrim(first_name || ' ' || last_name), ''), email) AS title,
      to_char(date, 'YYYY-MM-DD') AS date
    FROM occurrences
    WHERE years > 0 AND date BETWEEN ${from}::date AND ${to}::date
    UNION ALL
    SELECT 'holiday', name, to_char(date, 'YYYY-MM-DD')
    FROM holidays
    WHERE company_id = ${companyId} AND date <= ${to}::date AND COALESCE(end_date, date) >= ${from}::date
  `.execute(db);
  return result.rows;
}
