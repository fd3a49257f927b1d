// People and organisation (spec people §§3, 7): what the core tables lacked for the employee
// screens. Responsibilities and their holders came minimal with the knowledge base (0009); here
// they get who made them, an id per holding (employee-responsibilities/{id}/) and positions that
// carry them. Positions get the text shown above them on the charts. The system action history
// records every change made through the people API, staff keep files on their profile, the org
// charts keep one saved layout per company and chart; custom fields with choices and their values per
// staff member, company files and file types, and saved custom views.
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

    -- Custom fields: the company defines them (a choice field has choices), each staff member has a value.
    CREATE TABLE custom_field_definitions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      field_type text NOT NULL CHECK (field_type IN ('text', 'number', 'date', 'choice', 'boolean')),
      is_required boolean NOT NULL DEFAULT false,
      "order" integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id)
    );
    CREATE TABLE custom_field_choices (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      definition_id bigint NOT NULL,
      label text NOT NULL,
      "order" integer NOT NULL DEFAULT 0,
      UNIQUE (company_id, id),
      FOREIGN KEY (company_id, definition_id) REFERENCES custom_field_definitions(company_id, id) ON DELETE CASCADE
    );
    CREATE TABLE staff_custom_field_values (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      staff_id bigint NOT NULL,
      definition_id bigint NOT NULL,
      value text NOT NULL DEFAULT '',
      choice_id bigint,
      UNIQUE (staff_id, definition_id),
      FOREIGN KEY (company_id, staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, definition_id) REFERENCES custom_field_definitions(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, choice_id) REFERENCES custom_field_choices(company_id, id) ON DELETE SET NULL (choice_id)
    );

    -- Company files and their types (company_type: a type for company files, else for employee files).
    CREATE TABLE file_types (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      company_type boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id)
    );
    CREATE TABLE company_files (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      file_type_id bigint,
      title text NOT NULL,
      file_name text NOT NULL,
      content_type text NOT NULL,
      size integer NOT NULL,
      storage_name text NOT NULL,
      uploaded_by_id bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (company_id, file_type_id) REFERENCES file_types(company_id, id) ON DELETE SET NULL (file_type_id)
    );
    CREATE INDEX company_files_company_idx ON company_files (company_id, created_at DESC);

    -- Saved custom views (a list's filters and columns) of a kind, owned by a staff member.
    CREATE TABLE custom_views (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      staff_id bigint NOT NULL,
      type text NOT NULL,
      name text NOT NULL,
      config jsonb NOT NULL DEFAULT '{}',
      is_shared boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (company_id, staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE
    );
    CREATE INDEX custom_views_type_idx ON custom_views (company_id, type);

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
    DROP TABLE custom_views, company_files, file_types, staff_custom_field_values, custom_field_choices,
      custom_field_definitions, org_chart_layouts, staff_files, action_history, position_responsibilities;
    DROP INDEX staff_company_active_idx, staff_positions_position_idx, staff_responsibilities_responsibility_idx;
    ALTER TABLE positions DROP COLUMN above_text;
    ALTER TABLE companies DROP COLUMN org_chart_public;
    ALTER TABLE staff_responsibilities DROP COLUMN id, DROP COLUMN created_at;
    ALTER TABLE responsibilities DROP CONSTRAINT responsibilities_created_by_fk, DROP COLUMN created_by_id;
  `.execute(db);
}
