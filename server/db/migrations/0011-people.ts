// People and organisation (spec people §§3, 7): what the core tables lacked for the employee
// screens. Responsibilities and their holders came minimal with the knowledge base (0009); here
// they get who made them, an id per holding (employee-responsibilities/{id}/) and positions that
// carry them. Positions get the text shown above them on the charts. The system action history
// records every change made through the people API, staff keep files on their profile, and the
// org charts keep one saved layout per company and chart.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE responsibilities
      ADD COLUMN created_by_id bigint,
      ADD CONSTRAINT responsibilities_created_by_fk FOREIGN KEY (company_id, created_by_id)
        REFERENCES staff(company_id, id) ON DELETE SET NULL (created_by_id);

    ALTER TABLE staff_responsibilities
      ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
      ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
    CREATE INDEX staff_responsibilities_responsibility_idx ON staff_responsibilities (responsibility_id);

    ALTER TABLE positions ADD COLUMN above_text text NOT NULL DEFAULT '';

    CREATE TABLE position_responsibilities (
      company_id bigint NOT NULL,
      position_id bigint NOT NULL,
      responsibility_id bigint NOT NULL,
      PRIMARY KEY (position_id, responsibility_id),
      FOREIGN KEY (company_id, position_id) REFERENCES positions(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, responsibility_id) REFERENCES responsibilities(company_id, id) ON DELETE CASCADE
    );

    -- The Employee List searches and sorts 10,000 staff a company: by company and name.
    CREATE INDEX staff_company_active_idx ON staff (company_id, is_active, id);
    CREATE INDEX staff_positions_position_idx ON staff_positions (position_id);

    CREATE TABLE action_history (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      -- Who acted; kept as a name too, so the record outlives the staff member.
      actor_staff_id bigint,
      actor_name text NOT NULL,
      action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
      entity text NOT NULL,
      entity_id bigint,
      summary text NOT NULL,
      changes jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX action_history_company_idx ON action_history (company_id, created_at DESC, id DESC);

    -- Files kept on a staff member's profile (contracts, certificates), stored on disk by name.
    CREATE TABLE staff_files (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      staff_id bigint NOT NULL,
      file_name text NOT NULL,
      content_type text NOT NULL,
      size integer NOT NULL,
      storage_name text NOT NULL,
      uploaded_by_id bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (company_id, staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE
    );
    CREATE INDEX staff_files_staff_idx ON staff_files (company_id, staff_id);

    -- Whether /org-chart/?company={slug} shows the company's chart without signing in.
    ALTER TABLE companies ADD COLUMN org_chart_public boolean NOT NULL DEFAULT false;

    CREATE TABLE org_chart_layouts (
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      chart text NOT NULL CHECK (chart IN ('orgflow', 'horizontalorg')),
      layout jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, chart)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE org_chart_layouts, staff_files, action_history, position_responsibilities;
    DROP INDEX staff_company_active_idx, staff_positions_position_idx, staff_responsibilities_responsibility_idx;
    ALTER TABLE positions DROP COLUMN above_text;
    ALTER TABLE companies DROP COLUMN org_chart_public;
    ALTER TABLE staff_responsibilities DROP COLUMN id, DROP COLUMN created_at;
    ALTER TABLE responsibilities DROP CONSTRAINT responsibilities_created_by_fk, DROP COLUMN created_by_id;
  `.execute(db);
}
