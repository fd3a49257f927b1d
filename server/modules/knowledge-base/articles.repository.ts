// Reading articles as the caller may see them: one query builder for a row with its category, type,
// author and the caller's reading state, extended with the body-side fields for the detail view.
// Everything is scoped to the caller's company and filtered by readableBy (article-access.ts).
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/route';
import { readableBy, readStateSelections } from './article-access';
import { isKbAdmin } from './permissions';

/** Characters with a meaning in a PostgreSQL regular expression, and their escaped form. */
const REGEX_SPECIALS = '([.^$|?*+()\\[\\]{}\\\\-])';
const REGEX_ESCAPED = '\\\\\\1';

/** Articles the caller may read, with the columns of a list row. */
export function readableArticles(db: Database, auth: AuthContext) {
  return db
    .selectFrom('kb_articles as a')
    .leftJoin('kb_article_reads as r', (join) =>
      join.onRef('r.article_id', '=', 'a.id').on('r.staff_id', '=', auth.staffId),
    )
    .leftJoin('kb_categories as c', 'c.id', 'a.article_category_id')
    .leftJoin('kb_article_types as t', 't.id', 'a.type_id')
    .leftJoin('staff as au', 'au.id', 'a.author_staff_id')
    .leftJoin('users as auu', 'auu.id', 'au.user_id')
    .where('a.company_id', '=', auth.companyId)
    .where(readableBy(auth))
    .select([
      'a.id',
      'a.title',
      'a.article_category_id',
      'c.category as category_name',
      'a.type_id',
      't.type as type_name',
      't.color as type_color',
      't.description as type_description',
      't.is_default as type_is_default',
      'a.tags',
      'a.visibility',
      'a.status',
      'a.draft_of_id',
      'a.acknowledgement_type',
      sql<string | null>`nullif(trim(auu.first_name || ' ' || auu.last_name), '')`.as('author_name'),
      'a.last_edited_on',
      'a.published_on',
      'a.updated_at',
      ...readStateSelections(auth.staffId),
    ]);
}

export type ArticleListRow = Awaited<ReturnType<ReturnType<typeof readableArticles>['execute']>>[number];

/** One readable article (or, for admins, draft) with everything the article view and form need. */
export async function findReadableArticle(db: Database, auth: AuthContext, id: number) {
  const admin = isKbAdmin(auth);
  return readableArticles(db, auth)
    .where('a.id', '=', id)
    .select([
      'a.body',
      'a.video_url',
      'a.file_url',
      'a.file_urls',
      'a.division_ids',
      'a.staff_ids',
      'a.position_ids',
      'a.responsibility_ids',
      'a.is_assigned_to_everyone',
      'a.reassign_month_duration',
      'a.public_knowledgebase_ids',
      'a.flow_chart_id',
      'a.decision_chart',
      'a.acknowledgement_question',
      'a.article_answers',
      'a.created_on',
      sql<{ id: number; name: string }[]>`(
        SELECT coalesce(json_agg(json_build_object('id', x.id, 'name', x.name) ORDER BY x.name), '[]')
        FROM responsibilities x WHERE x.company_id = a.company_id AND x.id = ANY (a.responsibility_ids))`.as(
        'responsibilities_info',
      ),
      // A term counts where it stands as a whole word (not inside a longer one), any case.
      sql<{ id: number; term: string; definition: string }[]>`(
        SELECT coalesce(json_agg(json_build_object('id', d.id, 'term', d.term, 'definition', d.definition)
                                 ORDER BY d.term), '[]')
        FROM kb_definitions d
        WHERE d.company_id = a.company_id
          AND a.search_text ~* ('(^|[^[:alnum:]_])' || regexp_replace(d.term, ${REGEX_SPECIALS}, ${REGEX_ESCAPED}, 'g')
                                || '($|[^[:alnum:]_])'))`.as('found_definitions'),
      (admin
        ? sql<
            number | null
          >`(SELECT max(d.id) FROM kb_articles d WHERE d.company_id = a.company_id AND d.draft_of_id = a.id)`
        : sql<number | null>`NULL::bigint`
      ).as('draft_id'),
    ])
    .executeTakeFirst();
}

export type ArticleDetailRow = NonNullable<Awaited<ReturnType<typeof findReadableArticle>>>;
