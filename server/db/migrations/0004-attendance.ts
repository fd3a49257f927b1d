// Attendance: punches, per-company time-clock settings, and staff time off.
// A punch stores the tapped instant (client_time) with the device's UTC offset and IANA zone, and
// the server's receive time; the Idempotency-Key record of the request guarantees one row per tap.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE clock_punches (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      staff_id bigint NOT NULL,
      action text NOT NULL CHECK (action IN ('in', 'out')),
      client_time timestamptz NOT NULL,
      client_utc_offset_minutes integer NOT NULL,
      timezone text NOT NULL,
      server_received_at timestamptz NOT NULL DEFAULT now(),
      recorded_offline boolean NOT NULL DEFAULT false,
      flags text[] NOT NULL DEFAULT '{}',
      latitude double precision,
      longitude double precision,
      accuracy_m double precision,
      source text NOT NULL DEFAULT 'device' CHECK (source IN ('device', 'admin')),
      created_by_staff_id bigint,
      UNIQUE (company_id, id),
      FOREIGN KEY (company_id, staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE
    );
    CREATE INDEX clock_punches_staff_time_idx ON clock_punches (company_id, staff_id, client_time);
    CREATE INDEX clock_punches_company_time_idx ON clock_punches (company_id, client_time);

    CREATE TABLE time_clock_settings (
      company_id bigint PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
      require_location boolean NOT NULL DEFAULT false,
      max_clock_skew_minutes integer NOT NULL DEFAULT 10
    );

    CREATE TABLE staff_time_offs (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      staff_id bigint NOT NULL,
      start_date date NOT NULL,
      end_date date NOT NULL,
      time_off_type text NOT NULL DEFAULT 'vacation',
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      note text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (end_date >= start_date),
      FOREIGN KEY (company_id, staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE
    );
    CREATE INDEX staff_time_offs_company_dates_idx ON staff_time_offs (company_id, start_date, end_date);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE staff_time_offs, time_clock_settings, clock_punches`.execute(db);
}
