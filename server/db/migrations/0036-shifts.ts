// The schedule (issue 24): shifts, a person's or open (staff_id null: nobody's yet), drafted by an
// attendance admin and published at once; and template weeks, rows of a weekday (days after the
// week's first day) and local start and end times, applied to any week in the company's zone.
// A shift is stored as instants; its length is checked here too (0 < length ≤ 24 h), so no path
// around the API can store one a timesheet would not count.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE shifts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      staff_id bigint REFERENCES staff(id) ON DELETE CASCADE,
      position_id bigint REFERENCES positions(id) ON DELETE SET NULL,
      division_id bigint REFERENCES divisions(id) ON DELETE SET NULL,
      start_at timestamptz NOT NULL,
      end_at timestamptz NOT NULL,
      note text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
      created_by_staff_id bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      published_at timestamptz,
      CHECK (end_at > start_at AND end_at - start_at <= interval '24 hours')
    );
    CREATE INDEX shifts_company_start_idx ON shifts (company_id, start_at);
    CREATE INDEX shifts_staff_start_idx ON shifts (staff_id, start_at) WHERE staff_id IS NOT NULL;

    CREATE TABLE shift_templates (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      created_by_staff_id bigint,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX shift_templates_company_idx ON shift_templates (company_id, id);

    CREATE TABLE shift_template_rows (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      template_id bigint NOT NULL REFERENCES shift_templates(id) ON DELETE CASCADE,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      day integer NOT NULL CHECK (day BETWEEN 0 AND 6),
      start_time text NOT NULL,
      end_time text NOT NULL,
      staff_id bigint REFERENCES staff(id) ON DELETE SET NULL,
      position_id bigint REFERENCES positions(id) ON DELETE SET NULL,
      division_id bigint REFERENCES divisions(id) ON DELETE SET NULL,
      note text NOT NULL DEFAULT ''
    );
    CREATE INDEX shift_template_rows_template_idx ON shift_template_rows (template_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE shift_template_rows, shift_templates, shifts`.execute(db);
}
