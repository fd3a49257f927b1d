// Public knowledge bases (spec knowledge-base §3 "Public knowledgebase: id, name, is_default, domain"
// and §7): named collections a company exposes to outsiders under its slug. Articles already name
// theirs in kb_articles.public_knowledgebase_ids (0009); this adds the table those ids point at.
// domain is an optional custom host name the admin verified (public-knowledgebase-validate-domain/).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE kb_public_knowledgebases (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      is_default boolean NOT NULL DEFAULT false,
      domain text,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id)
    );
    -- At most one default per company (the service moves the flag; this keeps it true under races).
    CREATE UNIQUE INDEX kb_public_knowledgebases_one_default
      ON kb_public_knowledgebases (company_id) WHERE is_default;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE kb_public_knowledgebases`.execute(db);
}
