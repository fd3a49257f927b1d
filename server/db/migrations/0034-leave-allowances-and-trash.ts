// Issue 21, people and operations. Leave allowances (contract/leave.ts): per time-off request type
// and year, a company default (staff_id NULL) and per-person overrides, each accrued yearly or
// monthly; balances are worked out from requests when read. And a trash for deletions that can be
// undone (server/modules/people/trash.ts): a deleted custom field, choice or file type is kept here
// with what went with it (choices, every staff member's value, the files of a type) until its
// restore window ends, then purged.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE leave_allowances (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      request_type_id bigint NOT NULL,
      staff_id bigint,
      year integer NOT NULL,
      days numeric(5, 1) NOT NULL CHECK (days >= 0),
      accrual text NOT NULL DEFAULT 'yearly' CHECK (accrual IN ('yearly', 'monthly')),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id),
      FOREIGN KEY (company_id, request_type_id) REFERENCES request_types(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE
    );
    -- One default and one override per person, type and year (NULLS NOT DISTINCT is PostgreSQL 15).
    CREATE UNIQUE INDEX leave_allowances_one_per_year
      ON leave_allowances (company_id, request_type_id, year, staff_id) NULLS NOT DISTINCT;

    CREATE TABLE deleted_items (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      kind text NOT NULL,
      entity_id bigint NOT NULL,
      -- The deleted rows, as they were, to put back with their ids.
      payload jsonb NOT NULL,
      deleted_by_id bigint,
      deleted_at timestamptz NOT NULL DEFAULT now(),
      restore_until timestamptz NOT NULL,
      UNIQUE (company_id, kind, entity_id)
    );
    CREATE INDEX deleted_items_restore_until_idx ON deleted_items (restore_until);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE deleted_items, leave_allowances`.execute(db);
}
