// Requests, tasks and purchase requests (spec people §2, §3, §7).
//
// Requests: each has a type (configured by request admins; a time-off type links the request to
// the staff_time_offs row it created, so the time-off calendar shows its decision), an approver,
// comments and an append-only history. Tasks: a status column and a position inside it for the
// Progress Board, and assignees. Purchase requests: filed under three per-company lists (purchase
// method, type, set-aside), amounts in integer cents (exact sums, no float rounding) in a company
// currency, items, attachments stored on disk, and an append-only history of every step.
//
// Every child row carries company_id and references its parent by (company_id, id), so a row can
// never point into another company even if a query forgot its scope.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE request_types (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      is_time_off boolean NOT NULL DEFAULT false,
      approver_staff_id bigint,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id),
      FOREIGN KEY (company_id, approver_staff_id) REFERENCES staff(company_id, id) ON DELETE SET NULL (approver_staff_id)
    );

    CREATE TABLE requests (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      request_type_id bigint NOT NULL,
      requester_staff_id bigint NOT NULL,
      -- Copied from the type when made: changing a type's approver does not move open requests.
      approver_staff_id bigint,
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
      start_date date,
      end_date date,
      time_off_id bigint REFERENCES staff_time_offs(id) ON DELETE SET NULL,
      decided_by_staff_id bigint,
      decided_at timestamptz,
      decision_note text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date),
      UNIQUE (company_id, id),
      FOREIGN KEY (company_id, request_type_id) REFERENCES request_types(company_id, id),
      FOREIGN KEY (company_id, requester_staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, approver_staff_id) REFERENCES staff(company_id, id) ON DELETE SET NULL (approver_staff_id),
      FOREIGN KEY (company_id, decided_by_staff_id) REFERENCES staff(company_id, id) ON DELETE SET NULL (decided_by_staff_id)
    );
    CREATE INDEX requests_requester_idx ON requests (company_id, requester_staff_id, id DESC);
    CREATE INDEX requests_status_idx ON requests (company_id, status, id DESC);

    CREATE TABLE request_comments (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      request_id bigint NOT NULL,
      author_staff_id bigint NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (company_id, request_id) REFERENCES requests(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, author_staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE
    );
    CREATE INDEX request_comments_request_idx ON request_comments (request_id, id);

    CREATE TABLE request_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      request_id bigint NOT NULL,
      actor_staff_id bigint NOT NULL,
      action text NOT NULL CHECK (action IN ('created', 'approved', 'rejected', 'cancelled', 'commented')),
      note text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (company_id, request_id) REFERENCES requests(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, actor_staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE
    );
    CREATE INDEX request_events_request_idx ON request_events (request_id, id);

    CREATE TABLE tasks (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'todo' CHECK (status IN ('todo', 'in_progress', 'in_review', 'done')),
      -- Order inside the column; a moved or new task goes above the smallest.
      position double precision NOT NULL DEFAULT 0,
      due_date date,
      created_by_staff_id bigint NOT NULL,
      request_id bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id),
      FOREIGN KEY (company_id, created_by_staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, request_id) REFERENCES requests(company_id, id) ON DELETE SET NULL (request_id)
    );
    CREATE INDEX tasks_board_idx ON tasks (company_id, status, position, id);

    CREATE TABLE task_assignees (
      company_id bigint NOT NULL,
      task_id bigint NOT NULL,
      staff_id bigint NOT NULL,
      PRIMARY KEY (task_id, staff_id),
      FOREIGN KEY (company_id, task_id) REFERENCES tasks(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE
    );
    CREATE INDEX task_assignees_staff_idx ON task_assignees (company_id, staff_id);

    CREATE TABLE purchase_options (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('purchase_method', 'purchase_type', 'set_aside')),
      name text NOT NULL,
      UNIQUE (company_id, id),
      UNIQUE (company_id, kind, name)
    );

    CREATE TABLE purchase_requests (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      requester_staff_id bigint NOT NULL,
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      vendor text NOT NULL DEFAULT '',
      purchase_method_id bigint,
      purchase_type_id bigint,
      set_aside_id bigint,
      currency text NOT NULL REFERENCES currencies(code),
      total_cents bigint NOT NULL CHECK (total_cents >= 0),
      needed_by date,
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'approved', 'rejected', 'paid', 'cancelled')),
      payment_reference text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id),
      FOREIGN KEY (company_id, requester_staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, purchase_method_id) REFERENCES purchase_options(company_id, id) ON DELETE SET NULL (purchase_method_id),
      FOREIGN KEY (company_id, purchase_type_id) REFERENCES purchase_options(company_id, id) ON DELETE SET NULL (purchase_type_id),
      FOREIGN KEY (company_id, set_aside_id) REFERENCES purchase_options(company_id, id) ON DELETE SET NULL (set_aside_id)
    );
    CREATE INDEX purchase_requests_status_idx ON purchase_requests (company_id, status, id DESC);

    CREATE TABLE purchase_request_items (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      purchase_request_id bigint NOT NULL,
      description text NOT NULL,
      quantity integer NOT NULL CHECK (quantity > 0),
      unit_price_cents bigint NOT NULL CHECK (unit_price_cents >= 0),
      FOREIGN KEY (company_id, purchase_request_id) REFERENCES purchase_requests(company_id, id) ON DELETE CASCADE
    );
    CREATE INDEX purchase_request_items_pr_idx ON purchase_request_items (purchase_request_id, id);

    CREATE TABLE purchase_request_attachments (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      purchase_request_id bigint NOT NULL,
      file_name text NOT NULL,
      content_type text NOT NULL,
      size integer NOT NULL,
      -- The file under <storageDir>/purchase-attachments/<company>/; random, never the client's name.
      storage_name text NOT NULL,
      uploaded_by_staff_id bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (company_id, purchase_request_id) REFERENCES purchase_requests(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, uploaded_by_staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE
    );

    CREATE TABLE purchase_request_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      purchase_request_id bigint NOT NULL,
      actor_staff_id bigint NOT NULL,
      action text NOT NULL
        CHECK (action IN ('submitted', 'approved', 'rejected', 'paid', 'cancelled', 'attachment_added')),
      note text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (company_id, purchase_request_id) REFERENCES purchase_requests(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, actor_staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE
    );
    CREATE INDEX purchase_request_events_pr_idx ON purchase_request_events (purchase_request_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE purchase_request_events, purchase_request_attachments, purchase_request_items, purchase_requests,
      purchase_options, task_assignees, tasks, request_events, request_comments, requests, request_types
  `.execute(db);
}
