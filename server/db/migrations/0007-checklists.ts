// Checklists: templates with their items, checklists copied from a template (items included, so
// editing a template never changes checklists already handed out), who each is assigned to, and the
// images of photo and signature items.
//
// checklists.version is the version check of people §4: each write raises it, and a write must name
// the version it was based on (the service compares under a row lock). Item values are JSON (a
// boolean, number or string by kind); completed_by/completed_at say who made each item done.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE checklist_templates (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      created_by_staff_id bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id)
    );
    CREATE INDEX checklist_templates_company_idx ON checklist_templates (company_id, name, id);

    CREATE TABLE checklist_template_items (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      template_id bigint NOT NULL,
      label text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('checkbox', 'text', 'number', 'choice', 'date', 'photo', 'signature')),
      required boolean NOT NULL DEFAULT false,
      options jsonb NOT NULL DEFAULT '[]',
      position integer NOT NULL,
      FOREIGN KEY (company_id, template_id) REFERENCES checklist_templates(company_id, id) ON DELETE CASCADE
    );
    CREATE INDEX checklist_template_items_template_idx ON checklist_template_items (template_id, position);

    CREATE TABLE checklists (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      -- The template may be deleted later; the checklist keeps its copy and the template's name.
      template_id bigint,
      template_name text NOT NULL DEFAULT '',
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      due_date date,
      version integer NOT NULL DEFAULT 1,
      completed_at timestamptz,
      created_by_staff_id bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by_staff_id bigint,
      UNIQUE (company_id, id),
      FOREIGN KEY (company_id, template_id) REFERENCES checklist_templates(company_id, id)
        ON DELETE SET NULL (template_id)
    );
    CREATE INDEX checklists_company_idx ON checklists (company_id, id DESC);

    CREATE TABLE checklist_assignees (
      company_id bigint NOT NULL,
      checklist_id bigint NOT NULL,
      staff_id bigint NOT NULL,
      PRIMARY KEY (checklist_id, staff_id),
      FOREIGN KEY (company_id, checklist_id) REFERENCES checklists(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE
    );
    CREATE INDEX checklist_assignees_staff_idx ON checklist_assignees (company_id, staff_id);

    CREATE TABLE checklist_items (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      checklist_id bigint NOT NULL,
      label text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('checkbox', 'text', 'number', 'choice', 'date', 'photo', 'signature')),
      required boolean NOT NULL DEFAULT false,
      options jsonb NOT NULL DEFAULT '[]',
      position integer NOT NULL,
      value jsonb,
      completed_by_staff_id bigint,
      completed_at timestamptz,
      FOREIGN KEY (company_id, checklist_id) REFERENCES checklists(company_id, id) ON DELETE CASCADE
    );
    CREATE INDEX checklist_items_checklist_idx ON checklist_items (checklist_id, position);

    -- Images of photo and signature items. id is chosen by the device (a UUID), so a photo taken
    -- offline can be referred to by the item before it is uploaded, and an upload replayed from the
    -- outbox finds its row instead of storing the image twice.
    CREATE TABLE checklist_files (
      company_id bigint NOT NULL,
      checklist_id bigint NOT NULL,
      id uuid NOT NULL,
      file text NOT NULL,
      content_type text NOT NULL,
      size integer NOT NULL,
      uploaded_by_staff_id bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (checklist_id, id),
      FOREIGN KEY (company_id, checklist_id) REFERENCES checklists(company_id, id) ON DELETE CASCADE
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE checklist_files, checklist_items, checklist_assignees, checklists, checklist_template_items,
      checklist_templates;
  `.execute(db);
}
