// SCORM packages (spec knowledge-base §1 "courses ... may be SCORM packages", §2 routes
// /knowledge-base/scorm, the uploader's SCORM mode): a package is a .zip uploaded through the
// ordinary upload flow, extracted once into its own folder (server/modules/knowledge-base/scorm-*.ts)
// and described by its imsmanifest.xml: the SCORM version and the launch file.
//
// Attempts keep one row per person and package: the runtime's cmi data as the package last committed
// it (so a learner resumes where they stopped), the status and score read from it, and the device
// time of that commit. Commits replay from the outbox; an older one arriving after a newer one is
// ignored (committed_at), so the latest state always wins.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE kb_scorm_packages (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      -- '1.2' or '2004'.
      scorm_version text NOT NULL CHECK (scorm_version IN ('1.2', '2004')),
      -- Path of the launch file inside the package folder, with its query string if the manifest has one.
      launch_path text NOT NULL,
      -- The stored folder (a random name) under <storageDir>/scorm/<company>/.
      folder text NOT NULL,
      file_url text NOT NULL,
      file_count integer NOT NULL,
      total_bytes bigint NOT NULL,
      created_by_staff_id bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id),
      FOREIGN KEY (company_id, created_by_staff_id) REFERENCES staff(company_id, id)
        ON DELETE SET NULL (created_by_staff_id)
    );

    CREATE TABLE kb_scorm_attempts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      package_id bigint NOT NULL,
      staff_id bigint NOT NULL,
      cmi jsonb NOT NULL DEFAULT '{}',
      -- SCORM 1.2 cmi.core.lesson_status, or 2004 cmi.completion_status and cmi.success_status.
      lesson_status text,
      completion_status text,
      success_status text,
      score_raw double precision,
      score_max double precision,
      score_scaled double precision,
      commit_count integer NOT NULL DEFAULT 0,
      committed_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, package_id, staff_id),
      FOREIGN KEY (company_id, package_id) REFERENCES kb_scorm_packages(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE kb_scorm_attempts; DROP TABLE kb_scorm_packages;`.execute(db);
}
