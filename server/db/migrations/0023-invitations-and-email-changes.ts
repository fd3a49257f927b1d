// A person (users: e-mail, names, password, birth date, phone, photo) is one identity across
// companies; a membership (staff) is what one company holds of them. Until now a company admin
// who typed the e-mail of someone in another company got that person linked into their company
// without consent, and could then rewrite the person's global e-mail and take the account over.
//
// - staff_invitations: adding an e-mail that already has an identity of its own creates no
//   membership, only an invitation. The company sees what it typed (e-mail, names) and the state;
//   the membership the admin chose (type, roles, division, manager, positions…) waits in
//   `membership` and becomes a staff row when the person accepts, signed in as that e-mail or by
//   the e-mailed link (`token_hash`). At most one pending invitation per company and e-mail.
// - email_changes: a person's new e-mail takes effect only from a link sent to the new address
//   (`token_hash`); the old address is told. One open change per person.
//
// Existing data is untouched: every current membership stays as it is.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE staff_invitations (
      id uuid PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      email text NOT NULL,
      first_name text NOT NULL DEFAULT '',
      last_name text NOT NULL DEFAULT '',
      membership jsonb NOT NULL,
      token_hash text NOT NULL,
      invited_by_user_id bigint REFERENCES users(id) ON DELETE SET NULL,
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'accepted', 'declined', 'cancelled')),
      staff_id bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      answered_at timestamptz
    );
    CREATE UNIQUE INDEX staff_invitations_one_pending ON staff_invitations (company_id, email)
      WHERE state = 'pending';
    CREATE INDEX staff_invitations_email ON staff_invitations (email) WHERE state = 'pending';
    CREATE INDEX staff_invitations_company ON staff_invitations (company_id, created_at DESC);

    CREATE TABLE email_changes (
      id uuid PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      new_email text NOT NULL,
      token_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX email_changes_user ON email_changes (user_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE email_changes, staff_invitations`.execute(db);
}
