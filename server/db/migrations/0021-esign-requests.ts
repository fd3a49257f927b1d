// E-signature requests (spec shell §2.2 /humesign/): a company admin sends one PDF — a company file
// or an upload — to one employee through the configured e-signature provider. The provider's id and
// signing address are kept; its webhook moves the status on, and the signed PDF it returns is
// stored next to the other uploads (signed_storage_name under <storageDir>/esign/<company>/).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE esign_requests (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      signer_staff_id bigint NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
      created_by_staff_id bigint REFERENCES staff(id) ON DELETE SET NULL,
      company_file_id bigint REFERENCES company_files(id) ON DELETE SET NULL,
      title text NOT NULL,
      file_name text NOT NULL,
      message text NOT NULL DEFAULT '',
      provider_request_id text NOT NULL UNIQUE,
      signing_url text NOT NULL,
      status text NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'signed', 'declined', 'cancelled')),
      created_at timestamptz NOT NULL DEFAULT now(),
      signed_at timestamptz,
      declined_at timestamptz,
      cancelled_at timestamptz,
      signed_storage_name text,
      signed_size integer
    );
    CREATE INDEX esign_requests_company ON esign_requests (company_id, created_at DESC, id DESC);
    CREATE INDEX esign_requests_signer ON esign_requests (signer_staff_id, created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE esign_requests`.execute(db);
}
