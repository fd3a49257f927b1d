// SCORM packages play every SCO of their organization (issue 19), not only the first: a package
// keeps its table of contents (the items read from imsmanifest.xml, with each SCO's launch file and
// the pass mark and objectives the runtime is given) and how a 2004 package lets the learner move
// between them (choice, flow), and a person's attempt is kept per SCO, each
// with its own cmi data. Packages added before keep items NULL and play as one SCO whose id is ''
// (the id their attempts get here), as they did.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE kb_scorm_packages ADD COLUMN items jsonb;
    -- SCORM 2004 the organization's controlMode: may the learner choose any SCO, and move by
    -- previous / next (null: both, as SCORM 1.2 packages and older rows play).
    ALTER TABLE kb_scorm_packages ADD COLUMN navigation jsonb;
    ALTER TABLE kb_scorm_attempts ADD COLUMN sco_id text NOT NULL DEFAULT '';
    ALTER TABLE kb_scorm_attempts DROP CONSTRAINT kb_scorm_attempts_company_id_package_id_staff_id_key;
    ALTER TABLE kb_scorm_attempts ADD CONSTRAINT kb_scorm_attempts_sco_key UNIQUE (company_id, package_id, staff_id, sco_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM kb_scorm_attempts WHERE sco_id <> '';
    ALTER TABLE kb_scorm_attempts DROP CONSTRAINT kb_scorm_attempts_sco_key;
    ALTER TABLE kb_scorm_attempts ADD CONSTRAINT kb_scorm_attempts_company_id_package_id_staff_id_key UNIQUE (company_id, package_id, staff_id);
    ALTER TABLE kb_scorm_attempts DROP COLUMN sco_id;
    ALTER TABLE kb_scorm_packages DROP COLUMN items;
    ALTER TABLE kb_scorm_packages DROP COLUMN navigation;
  `.execute(db);
}
