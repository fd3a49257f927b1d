// Knowledge base: article categories (a tree), article types, articles and their drafts, published
// versions, who read what, acknowledgements, definitions and the Templates modal's catalogue. Also
// responsibilities and who holds them: articles are assigned by responsibility (spec
// knowledge-base §1) and nothing else made those tables yet; the people screens will manage them.
//
// One table holds articles and drafts (status 0 published, 1 draft): a draft of a published article
// points at it with draft_of_id and is removed when it is published onto it. Assignees are id arrays
// on the article rather than four join tables: "is this article assigned to me" is then one row's
// test (`&&` against the caller's division, positions and responsibilities), lists stay one query,
// and a draft or a PATCH replaces them with the row. The ids are checked against the company when
// written; an id whose row was deleted later simply matches nobody.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE responsibilities (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id)
    );
    CREATE TABLE staff_responsibilities (
      company_id bigint NOT NULL,
      staff_id bigint NOT NULL,
      responsibility_id bigint NOT NULL,
      PRIMARY KEY (staff_id, responsibility_id),
      FOREIGN KEY (company_id, staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, responsibility_id) REFERENCES responsibilities(company_id, id) ON DELETE CASCADE
    );

    CREATE TABLE kb_categories (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      category text NOT NULL,
      parent_id bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id),
      CHECK (parent_id IS DISTINCT FROM id),
      FOREIGN KEY (company_id, parent_id) REFERENCES kb_categories(company_id, id) ON DELETE SET NULL (parent_id)
    );
    CREATE INDEX kb_categories_parent_idx ON kb_categories (company_id, parent_id);

    CREATE TABLE kb_article_types (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      type text NOT NULL,
      color text NOT NULL,
      description text NOT NULL DEFAULT '',
      is_default boolean NOT NULL DEFAULT false,
      UNIQUE (company_id, id)
    );
    CREATE UNIQUE INDEX kb_article_types_one_default ON kb_article_types (company_id) WHERE is_default;

    CREATE TABLE kb_articles (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      status smallint NOT NULL CHECK (status IN (0, 1)),
      draft_of_id bigint,
      title text NOT NULL,
      body text NOT NULL DEFAULT '',
      -- title, the body's text and the tags, written with the body: what search matches.
      search_text text NOT NULL DEFAULT '',
      search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED,
      article_category_id bigint,
      type_id bigint,
      visibility smallint NOT NULL DEFAULT 1 CHECK (visibility IN (0, 1, 2)),
      tags text[] NOT NULL DEFAULT '{}',
      video_url text,
      file_url text,
      file_urls text[] NOT NULL DEFAULT '{}',
      division_ids bigint[] NOT NULL DEFAULT '{}',
      staff_ids bigint[] NOT NULL DEFAULT '{}',
      position_ids bigint[] NOT NULL DEFAULT '{}',
      responsibility_ids bigint[] NOT NULL DEFAULT '{}',
      is_assigned_to_everyone boolean NOT NULL DEFAULT false,
      reassign_month_duration smallint NOT NULL DEFAULT 0 CHECK (reassign_month_duration BETWEEN 0 AND 12),
      public_knowledgebase_ids bigint[] NOT NULL DEFAULT '{}',
      flow_chart_id bigint,
      decision_chart jsonb,
      acknowledgement_type smallint CHECK (acknowledgement_type IN (1, 2)),
      acknowledgement_question text,
      -- [{id, answer, is_correct}]; ids are 1..n, given anew whenever the answers are replaced.
      article_answers jsonb NOT NULL DEFAULT '[]',
      author_staff_id bigint,
      last_edited_by_staff_id bigint,
      -- What readers see as "edited"; "Update & Don't Notify" leaves it. updated_at moves on every
      -- write, for the form's "the server has something newer" check.
      last_edited_on timestamptz NOT NULL DEFAULT now(),
      published_on timestamptz,
      created_on timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id),
      CHECK (draft_of_id IS NULL OR status = 1),
      FOREIGN KEY (company_id, draft_of_id) REFERENCES kb_articles(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, article_category_id) REFERENCES kb_categories(company_id, id)
        ON DELETE SET NULL (article_category_id),
      FOREIGN KEY (company_id, type_id) REFERENCES kb_article_types(company_id, id) ON DELETE SET NULL (type_id),
      FOREIGN KEY (company_id, author_staff_id) REFERENCES staff(company_id, id) ON DELETE SET NULL (author_staff_id),
      FOREIGN KEY (company_id, last_edited_by_staff_id) REFERENCES staff(company_id, id)
        ON DELETE SET NULL (last_edited_by_staff_id)
    );
    CREATE INDEX kb_articles_list_idx ON kb_articles (company_id, status, last_edited_on DESC);
    CREATE INDEX kb_articles_category_idx ON kb_articles (company_id, article_category_id);
    CREATE INDEX kb_articles_draft_of_idx ON kb_articles (company_id, draft_of_id) WHERE draft_of_id IS NOT NULL;
    CREATE INDEX kb_articles_tags_idx ON kb_articles USING gin (tags);
    CREATE INDEX kb_articles_search_idx ON kb_articles USING gin (search_vector);

    CREATE TABLE kb_article_versions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      article_id bigint NOT NULL,
      version_number integer NOT NULL,
      title text NOT NULL,
      body text NOT NULL,
      article_category_id bigint,
      type_id bigint,
      tags text[] NOT NULL DEFAULT '{}',
      video_url text,
      file_url text,
      file_urls text[] NOT NULL DEFAULT '{}',
      decision_chart jsonb,
      published_by_staff_id bigint,
      created_on timestamptz NOT NULL DEFAULT now(),
      UNIQUE (article_id, version_number),
      FOREIGN KEY (company_id, article_id) REFERENCES kb_articles(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, published_by_staff_id) REFERENCES staff(company_id, id)
        ON DELETE SET NULL (published_by_staff_id)
    );

    -- One row per reader and article. A reassignment clears read_on and stamps reassigned_on, so
    -- the reader must read again; acknowledgements made before reassigned_on stop counting too.
    CREATE TABLE kb_article_reads (
      company_id bigint NOT NULL,
      article_id bigint NOT NULL,
      staff_id bigint NOT NULL,
      read_on timestamptz,
      reassigned_on timestamptz,
      PRIMARY KEY (article_id, staff_id),
      FOREIGN KEY (company_id, article_id) REFERENCES kb_articles(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE
    );
    CREATE INDEX kb_article_reads_staff_idx ON kb_article_reads (company_id, staff_id);

    -- Kept as given (question and chosen answers' texts copied): the record stays true when the
    -- article's question changes later.
    CREATE TABLE kb_acknowledgements (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      article_id bigint NOT NULL,
      staff_id bigint NOT NULL,
      acknowledgement_type smallint NOT NULL CHECK (acknowledgement_type IN (1, 2)),
      signature text,
      question text,
      answers text[] NOT NULL DEFAULT '{}',
      created_on timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (company_id, article_id) REFERENCES kb_articles(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE
    );
    CREATE INDEX kb_acknowledgements_article_idx ON kb_acknowledgements (company_id, article_id, staff_id, created_on);

    CREATE TABLE kb_definition_categories (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      UNIQUE (company_id, id)
    );
    CREATE TABLE kb_definitions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      term text NOT NULL,
      definition text NOT NULL,
      category_id bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (company_id, category_id) REFERENCES kb_definition_categories(company_id, id)
        ON DELETE SET NULL (category_id)
    );
    CREATE UNIQUE INDEX kb_definitions_term_idx ON kb_definitions (company_id, lower(term));

    CREATE TABLE kb_template_categories (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      "order" integer NOT NULL DEFAULT 0,
      UNIQUE (company_id, id)
    );
    CREATE TABLE kb_template_subjects (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      category_id bigint NOT NULL,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      subject_article text,
      "order" integer NOT NULL DEFAULT 0,
      FOREIGN KEY (company_id, category_id) REFERENCES kb_template_categories(company_id, id) ON DELETE CASCADE
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE kb_template_subjects, kb_template_categories, kb_definitions, kb_definition_categories,
      kb_acknowledgements, kb_article_reads, kb_article_versions, kb_articles, kb_article_types,
      kb_categories, staff_responsibilities, responsibilities;
  `.execute(db);
}
