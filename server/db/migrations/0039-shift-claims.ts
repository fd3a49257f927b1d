// Open shifts taken by request (issue 24): a staff member asks for an open published shift, an
// attendance admin approves (the shift becomes theirs, the other requests for it are declined) or
// declines. One request per person per shift, so asking twice (a retried tap) is the same request.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE shift_claims (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      shift_id bigint NOT NULL REFERENCES shifts(id) ON DELETE CASCADE,
      staff_id bigint NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      decided_by_staff_id bigint,
      UNIQUE (shift_id, staff_id)
    );
    CREATE INDEX shift_claims_company_status_idx ON shift_claims (company_id, status, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE shift_claims`.execute(db);
}
