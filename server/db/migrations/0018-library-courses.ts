// Library course subscriptions (spec knowledge-base §7 Library). The library itself is a catalog in
// code (server/modules/knowledge-base/library-catalog.ts); a subscription records that a company
// copied one of its courses, and which course is the copy, so subscribing again copies nothing.
// Deleting the copy frees the subscription (course_id set null): the company may take it again.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE kb_library_subscriptions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      library_course_id integer NOT NULL,
      course_id bigint,
      subscribed_by_staff_id bigint,
      subscribed_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, library_course_id),
      FOREIGN KEY (company_id, course_id) REFERENCES kb_courses(company_id, id) ON DELETE SET NULL (course_id),
      FOREIGN KEY (company_id, subscribed_by_staff_id) REFERENCES staff(company_id, id)
        ON DELETE SET NULL (subscribed_by_staff_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE kb_library_subscriptions`.execute(db);
}
