// Breaks and timesheets (issue 24): a punch may start or end a break; the time clock's settings
// gain whether breaks are paid and the company's timesheet rules (pay period, overtime thresholds,
// first day of the overtime week, lateness tolerance); a timesheet's state per person per pay
// period (open → approved → confirmed, with the totals an approval approved), and the punch edits
// a manager made with their reason. The figures themselves are never stored: they are computed from
// the punches when read (contract/timesheet.ts), so a punch that arrives late from a device counts.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE clock_punches DROP CONSTRAINT IF EXISTS clock_punches_action_check;
    ALTER TABLE clock_punches ADD CONSTRAINT clock_punches_action_check
      CHECK (action IN ('in', 'out', 'break_start', 'break_end'));

    ALTER TABLE time_clock_settings
      ADD COLUMN paid_breaks boolean NOT NULL DEFAULT false,
      ADD COLUMN pay_period text NOT NULL DEFAULT 'weekly'
        CHECK (pay_period IN ('weekly', 'biweekly', 'semimonthly', 'monthly')),
      -- A day on which a weekly or bi-weekly period starts (a Monday by default).
      ADD COLUMN pay_period_anchor date NOT NULL DEFAULT '2024-01-01',
      ADD COLUMN daily_overtime_minutes integer NOT NULL DEFAULT 0
        CHECK (daily_overtime_minutes BETWEEN 0 AND 1440),
      ADD COLUMN weekly_overtime_minutes integer NOT NULL DEFAULT 2400
        CHECK (weekly_overtime_minutes BETWEEN 0 AND 10080),
      ADD COLUMN week_starts_on integer NOT NULL DEFAULT 0 CHECK (week_starts_on BETWEEN 0 AND 6),
      ADD COLUMN tolerance_minutes integer NOT NULL DEFAULT 5 CHECK (tolerance_minutes BETWEEN 0 AND 240);

    CREATE TABLE timesheets (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      staff_id bigint NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
      period_from date NOT NULL,
      period_to date NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'approved', 'confirmed')),
      -- What the last approval approved (minutes), so a later edit shows as a change.
      approved_totals jsonb,
      approved_by_staff_id bigint,
      approved_at timestamptz,
      confirmed_at timestamptz,
      UNIQUE (company_id, staff_id, period_from),
      CHECK (period_to >= period_from)
    );

    CREATE TABLE timesheet_punch_edits (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      punch_id bigint NOT NULL REFERENCES clock_punches(id) ON DELETE CASCADE,
      staff_id bigint NOT NULL,
      edited_by_staff_id bigint NOT NULL,
      previous_time timestamptz NOT NULL,
      new_time timestamptz NOT NULL,
      reason text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX timesheet_punch_edits_staff_idx ON timesheet_punch_edits (company_id, staff_id, new_time);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE timesheet_punch_edits, timesheets;
    ALTER TABLE time_clock_settings DROP COLUMN paid_breaks, DROP COLUMN pay_period, DROP COLUMN pay_period_anchor,
      DROP COLUMN daily_overtime_minutes, DROP COLUMN weekly_overtime_minutes, DROP COLUMN week_starts_on,
      DROP COLUMN tolerance_minutes;
    DELETE FROM clock_punches WHERE action IN ('break_start', 'break_end');
    ALTER TABLE clock_punches DROP CONSTRAINT IF EXISTS clock_punches_action_check;
    ALTER TABLE clock_punches ADD CONSTRAINT clock_punches_action_check CHECK (action IN ('in', 'out'));
  `.execute(db);
}
