// Courses and quizzes (spec knowledge-base §1, §3 Course, §7 Courses and Quizzes): course categories;
// courses assigned like articles (the same *_ids arrays and everyone flag, so one assignment test
// serves both); ordered sections of ordered items, each an article or a quiz; quizzes with their
// questions, a pass mark and every attempt kept; and each staff member's progress on a course.
//
// Progress (kb_course_progress) holds the two instants a course's cycle turns on: the last time an
// admin reassigned it to this person and the last completion. A completion older than the course's
// reassign_month_duration stops counting, and so does anything done before the cycle started: the
// items must be read, acknowledged and passed again (server/modules/knowledge-base/course-progress.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE kb_course_categories (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id)
    );

    CREATE TABLE kb_quizzes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      -- Percent of questions answered right needed to pass.
      pass_mark smallint NOT NULL DEFAULT 80 CHECK (pass_mark BETWEEN 0 AND 100),
      -- [{id, question, answers: [{id, answer, is_correct}]}]; ids 1..n, given anew on each save.
      questions jsonb NOT NULL DEFAULT '[]',
      created_by_staff_id bigint,
      created_on timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id),
      FOREIGN KEY (company_id, created_by_staff_id) REFERENCES staff(company_id, id)
        ON DELETE SET NULL (created_by_staff_id)
    );

    CREATE TABLE kb_courses (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      category_id bigint,
      description text NOT NULL DEFAULT '',
      priority integer NOT NULL DEFAULT 0 CHECK (priority >= 0),
      division_ids bigint[] NOT NULL DEFAULT '{}',
      staff_ids bigint[] NOT NULL DEFAULT '{}',
      position_ids bigint[] NOT NULL DEFAULT '{}',
      responsibility_ids bigint[] NOT NULL DEFAULT '{}',
      is_assigned_to_everyone boolean NOT NULL DEFAULT false,
      has_certificate boolean NOT NULL DEFAULT false,
      reassign_month_duration smallint NOT NULL DEFAULT 0 CHECK (reassign_month_duration BETWEEN 0 AND 12),
      -- Days a person has to complete the course from the start of their cycle; null: no deadline.
      due_days integer CHECK (due_days BETWEEN 1 AND 3650),
      is_scorm boolean NOT NULL DEFAULT false,
      scorm_file_url text,
      created_by_staff_id bigint,
      created_on timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id),
      FOREIGN KEY (company_id, category_id) REFERENCES kb_course_categories(company_id, id)
        ON DELETE SET NULL (category_id),
      FOREIGN KEY (company_id, created_by_staff_id) REFERENCES staff(company_id, id)
        ON DELETE SET NULL (created_by_staff_id)
    );
    CREATE INDEX kb_courses_list_idx ON kb_courses (company_id, priority DESC, name);

    CREATE TABLE kb_course_sections (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      course_id bigint NOT NULL,
      "order" integer NOT NULL,
      title text NOT NULL,
      UNIQUE (company_id, id),
      FOREIGN KEY (company_id, course_id) REFERENCES kb_courses(company_id, id) ON DELETE CASCADE
    );
    CREATE INDEX kb_course_sections_course_idx ON kb_course_sections (course_id, "order");

    -- An item is an article or a quiz; deleting either removes it from the courses that held it.
    CREATE TABLE kb_course_items (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      section_id bigint NOT NULL,
      "order" integer NOT NULL,
      article_id bigint,
      quiz_id bigint,
      CHECK ((article_id IS NULL) <> (quiz_id IS NULL)),
      FOREIGN KEY (company_id, section_id) REFERENCES kb_course_sections(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, article_id) REFERENCES kb_articles(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, quiz_id) REFERENCES kb_quizzes(company_id, id) ON DELETE CASCADE
    );
    CREATE INDEX kb_course_items_section_idx ON kb_course_items (section_id, "order");
    CREATE INDEX kb_course_items_article_idx ON kb_course_items (article_id) WHERE article_id IS NOT NULL;
    CREATE INDEX kb_course_items_quiz_idx ON kb_course_items (quiz_id) WHERE quiz_id IS NOT NULL;

    -- Every attempt is kept, scored on the server; its answers per question as given.
    CREATE TABLE kb_quiz_attempts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      quiz_id bigint NOT NULL,
      staff_id bigint NOT NULL,
      course_id bigint,
      score smallint NOT NULL CHECK (score BETWEEN 0 AND 100),
      pass_mark smallint NOT NULL,
      passed boolean NOT NULL,
      correct_count integer NOT NULL,
      question_count integer NOT NULL,
      created_on timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id),
      FOREIGN KEY (company_id, quiz_id) REFERENCES kb_quizzes(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, course_id) REFERENCES kb_courses(company_id, id) ON DELETE SET NULL (course_id)
    );
    CREATE INDEX kb_quiz_attempts_staff_idx ON kb_quiz_attempts (company_id, staff_id, quiz_id, created_on);

    -- One row per question of an attempt (quiz-responses-bulk-create/ makes them together).
    CREATE TABLE kb_quiz_responses (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      attempt_id bigint NOT NULL,
      question_id integer NOT NULL,
      question text NOT NULL,
      answer_ids integer[] NOT NULL DEFAULT '{}',
      answers text[] NOT NULL DEFAULT '{}',
      is_correct boolean NOT NULL,
      FOREIGN KEY (company_id, attempt_id) REFERENCES kb_quiz_attempts(company_id, id) ON DELETE CASCADE
    );
    CREATE INDEX kb_quiz_responses_attempt_idx ON kb_quiz_responses (attempt_id);

    CREATE TABLE kb_course_progress (
      company_id bigint NOT NULL,
      course_id bigint NOT NULL,
      staff_id bigint NOT NULL,
      reassigned_on timestamptz,
      completed_on timestamptz,
      PRIMARY KEY (course_id, staff_id),
      FOREIGN KEY (company_id, course_id) REFERENCES kb_courses(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE
    );
    CREATE INDEX kb_course_progress_staff_idx ON kb_course_progress (company_id, staff_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE kb_course_progress, kb_quiz_responses, kb_quiz_attempts, kb_course_items, kb_course_sections,
      kb_courses, kb_quizzes, kb_course_categories;
  `.execute(db);
}
