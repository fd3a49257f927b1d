// Stored bytes per company, for the storage quota (issue 17, server/lib/storage-quota.ts).
//
// - stored_files: one row per file or unpacked SCORM folder a company keeps (`store` is the folder
//   under STORAGE_DIR or the bucket prefix, `name` the stored name), with its size. It is written in
//   the same transaction as the row that records the file (or, for a streamed upload that has no
//   such row, in a transaction of its own right after the bytes are complete), and deleted with it.
// - company_storage: the sum of a company's stored_files, kept in the same transactions. A charge
//   adds to it with `WHERE used_bytes + n <= quota`, so two uploads racing for the last bytes of a
//   quota cannot both pass: the row lock orders them and the second one sees the first one's bytes.
//
// Existing files recorded with their size (staff and company files, checklist photos, purchase
// attachments, signed e-sign PDFs, SCORM folders) are counted at once. Knowledge-base uploads,
// editor images and logos made before this migration have no size in the database and are not
// counted (they were never recorded per file).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE stored_files (
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      store text NOT NULL,
      name text NOT NULL,
      bytes bigint NOT NULL CHECK (bytes >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, store, name)
    );
    CREATE TABLE company_storage (
      company_id bigint PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
      used_bytes bigint NOT NULL DEFAULT 0 CHECK (used_bytes >= 0)
    );

    INSERT INTO stored_files (company_id, store, name, bytes)
      SELECT company_id, 'staff-files', storage_name, size FROM staff_files
      UNION ALL SELECT company_id, 'company-files', storage_name, size FROM company_files
      UNION ALL SELECT company_id, 'checklist-files', file, size FROM checklist_files
      UNION ALL SELECT company_id, 'purchase-attachments', storage_name, size FROM purchase_request_attachments
      UNION ALL SELECT company_id, 'esign', signed_storage_name, signed_size FROM esign_requests
        WHERE signed_storage_name IS NOT NULL AND signed_size IS NOT NULL
      UNION ALL SELECT company_id, 'scorm', folder, total_bytes FROM kb_scorm_packages
    ON CONFLICT DO NOTHING;
    INSERT INTO company_storage (company_id, used_bytes)
      SELECT company_id, sum(bytes) FROM stored_files GROUP BY company_id;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE company_storage, stored_files`.execute(db);
}
