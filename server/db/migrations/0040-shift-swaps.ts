// Shift swaps (issue 24): a staff member offers one of their published, future shifts to a named
// colleague; the colleague accepts or declines; an accepted offer waits for an attendance admin, who
// approves (the shift becomes the colleague's) or rejects it. The offerer may withdraw it before.
// One open offer (offered or accepted) per shift, held by a partial unique index so two taps at once
// cannot leave two.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE shift_swaps (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      shift_id bigint NOT NULL REFERENCES shifts(id) ON DELETE CASCADE,
      staff_id bigint NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
      colleague_id bigint NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'offered'
        CHECK (status IN ('offered', 'accepted', 'declined', 'withdrawn', 'approved', 'rejected')),
      created_at timestamptz NOT NULL DEFAULT now(),
      answered_at timestamptz,
      decided_at timestamptz,
      decided_by_staff_id bigint
    );
    CREATE UNIQUE INDEX shift_swaps_one_open_idx ON shift_swaps (shift_id) WHERE status IN ('offered', 'accepted');
    CREATE INDEX shift_swaps_company_status_idx ON shift_swaps (company_id, status, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE shift_swaps`.execute(db);
}
