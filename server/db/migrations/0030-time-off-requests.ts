// Time off is one system (issue 21): every time off is a request, so the time-off calendar and
// Requests show the same records. Time off asked for on the calendar used to make only a
// staff_time_offs row, which Requests never listed. This gives each such row its request, under the
// company's time-off request type chosen as the server now does (request/time-off-requests.ts):
// an active time-off type named like the time off's type, else the first active one, else one
// named "Time off" (made here when the company has none), with the time off's status, dates, note
// and creation time, and its "created" history event. Re-running it changes nothing: only time off
// without a request gets one. One request per time off is then kept by a unique index.
import { sql, type Kysely } from 'kysely';

/** The request type made for a company that files time off but has no time-off type (see header). */
const DEFAULT_TIME_OFF_TYPE_NAME = 'Time off';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO request_types (company_id, name, is_time_off)
    SELECT DISTINCT t.company_id, ${DEFAULT_TIME_OFF_TYPE_NAME}, true
    FROM staff_time_offs t
    WHERE NOT EXISTS (SELECT 1 FROM requests r WHERE r.company_id = t.company_id AND r.time_off_id = t.id)
      AND NOT EXISTS (
        SELECT 1 FROM request_types rt
        WHERE rt.company_id = t.company_id AND rt.is_time_off
          AND (rt.is_active OR rt.name = ${DEFAULT_TIME_OFF_TYPE_NAME})
      )
  `.execute(db);

  await sql`
    WITH orphans AS (
      SELECT t.*,
        (SELECT rt.id FROM request_types rt
          WHERE rt.company_id = t.company_id AND rt.is_time_off
            AND (rt.is_active OR rt.name = ${DEFAULT_TIME_OFF_TYPE_NAME})
          ORDER BY rt.is_active DESC, (lower(btrim(rt.name)) = lower(btrim(t.time_off_type))) DESC, rt.id
          LIMIT 1) AS type_id
      FROM staff_time_offs t
      WHERE NOT EXISTS (SELECT 1 FROM requests r WHERE r.company_id = t.company_id AND r.time_off_id = t.id)
    ),
    made AS (
      INSERT INTO requests (company_id, request_type_id, requester_staff_id, approver_staff_id, title,
                            description, status, start_date, end_date, time_off_id, created_at)
      SELECT o.company_id, o.type_id, o.staff_id, rt.approver_staff_id,
        left(coalesce(nullif(btrim(split_part(o.note, E'\n', 1)), ''), initcap(o.time_off_type)), 200),
        o.note, o.status, o.start_date, o.end_date, o.id, o.created_at
      FROM orphans o
      JOIN request_types rt ON rt.id = o.type_id
      RETURNING id, company_id, requester_staff_id, created_at
    )
    INSERT INTO request_events (company_id, request_id, actor_staff_id, action, created_at)
    SELECT company_id, id, requester_staff_id, 'created', created_at FROM made
  `.execute(db);

  await sql`
    CREATE UNIQUE INDEX IF NOT EXISTS requests_one_per_time_off ON requests (time_off_id)
    WHERE time_off_id IS NOT NULL
  `.execute(db);
}
