// The article list with the filters of spec knowledge-base §2 (category with its subcategories,
// type, tag, status for admins, search, unread and assigned for staff) and server paging; the
// simple list, the drafts and the version history. A page of a list is one query, its count included.
import type { FastifyRequest } from 'fastify';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { z } from 'zod';
import {
  ARTICLE_STATUS,
  type ArticleSimple,
  type ArticleVersion,
  type ArticleVersionSummary,
  type articleListQuerySchema,
  type DecisionChart,
  type draftListQuerySchema,
  type simpleListQuerySchema,
} from '../../../contract/knowledge-base';
import type { PaginationQuery } from '../../../contract/pagination';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import { pageWindow, paginated, windowCount } from '../../lib/pagination';
import type { AuthContext } from '../../lib/route';
import { assignedTo, readableBy, stillCurrent } from './article-access';
import { presentArticleListItem } from './articles.presenter';
import { readableArticles } from './articles.repository';
import { isKbAdmin } from './permissions';

type ListQuery = z.output<typeof articleListQuerySchema>;

/** The category and every category below it, as a set of ids (alias-free subquery). */
export const categoryAndBelow = (companyId: number, categoryId: number) => sql`(
  WITH RECURSIVE tree(id) AS (
    SELECT id FROM kb_categories WHERE company_id = ${companyId} AND id = ${categoryId}
    UNION
    SELECT k.id FROM kb_categories k JOIN tree ON k.parent_id = tree.id
  ) SELECT id FROM tree)`;

/** A prefix query over the search's words ("fork lift" finds "forklift procedures" by "fork:* & lift:*"). */
export function searchQuery(search: string | undefined): string | null {
  const words =
    search
      ?.toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 10) ?? [];
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null;
}

function listConditions(auth: AuthContext, query: ListQuery): Expression<SqlBool>[] {
  const status = isKbAdmin(auth) ? (query.status ?? ARTICLE_STATUS.PUBLISHED) : ARTICLE_STATUS.PUBLISHED;
  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`a.status = ${status}`];
  if (query.category)
    conditions.push(sql`a.article_category_id IN ${categoryAndBelow(auth.companyId, query.category)}`);
  if (query.type) conditions.push(sql`a.type_id = ${query.type}`);
  if (query.tag) conditions.push(sql`a.tags @> ARRAY[${query.tag}]::text[]`);
  const words = searchQuery(query.search);
  if (words) conditions.push(sql`a.search_vector @@ to_tsquery('simple', ${words})`);
  if (query.assigned || query.unread) conditions.push(assignedTo(auth.staffId));
  if (query.unread) {
    conditions.push(sql`NOT EXISTS (SELECT 1 FROM kb_article_reads r2
      WHERE r2.article_id = a.id AND r2.staff_id = ${auth.staffId} AND ${stillCurrent(sql`r2.read_on`)})`);
  }
  return conditions;
}

type Ordering = ListQuery['ordering'];

/**
 * One page of the readable articles matching `conditions`, with the count of all of them, in one
 * statement: the page's ids are found with the count beside them from `kb_articles` alone, then
 * only those rows get their category, type, author and read state (a round trip for the count cost
 * the list more than its rows did: tests/bench/README.md, issue 22).
 */
async function articlePage(
  db: Database,
  auth: AuthContext,
  query: PaginationQuery & { ordering: Ordering },
  request: FastifyRequest,
  conditions: Expression<SqlBool>[],
) {
  const { limit, offset } = pageWindow(query);
  const direction = sql.raw(query.ordering.startsWith('-') ? 'desc' : 'asc');
  const column = sql.ref(query.ordering.endsWith('title') ? 'a.title' : 'a.last_edited_on');
  const order = sql`${column} ${direction}, a.id desc`;
  const matching = () =>
    db
      .selectFrom('kb_articles as a')
      .where('a.company_id', '=', auth.companyId)
      .where(readableBy(auth))
      .where((eb) => eb.and(conditions));
  const ids = matching()
    .select([
      'a.id',
      sql<number>`row_number() OVER (ORDER BY ${order})`.as('place'),
      sql<number>`count(*) OVER ()`.as('total'),
    ])
    .orderBy(order)
    .limit(limit)
    .offset(offset);
  const rows = await readableArticles(db, auth)
    .innerJoin(ids.as('pg'), 'pg.id', 'a.id')
    .select('pg.total')
    .orderBy('pg.place')
    .execute();
  const total = await windowCount(rows, offset, async () => {
    const all = await matching()
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return all.count;
  });
  return paginated(request, query, total, rows.map(presentArticleListItem));
}

export function listArticles(db: Database, auth: AuthContext, query: ListQuery, request: FastifyRequest) {
  return articlePage(db, auth, query, request, listConditions(auth, query));
}

/** Drafts for admins (the route checks), newest edit first; optionally those of one article. */
export function listDrafts(
  db: Database,
  auth: AuthContext,
  query: z.output<typeof draftListQuerySchema>,
  request: FastifyRequest,
) {
  const conditions = [sql<SqlBool>`a.status = ${ARTICLE_STATUS.DRAFT}`];
  if (query.article !== undefined) conditions.push(sql<SqlBool>`a.draft_of_id = ${query.article}`);
  return articlePage(db, auth, { ...query, ordering: '-last_edited_on' }, request, conditions);
}

export async function simpleList(
  db: Database,
  auth: AuthContext,
  query: z.output<typeof simpleListQuerySchema>,
): Promise<ArticleSimple[]> {
  return db
    .selectFrom('kb_articles as a')
    .where('a.company_id', '=', auth.companyId)
    .where(readableBy(auth))
    .where('a.status', '=', ARTICLE_STATUS.PUBLISHED)
    .$if(query.category !== undefined, (q) =>
      q.where(sql<SqlBool>`a.article_category_id IN ${categoryAndBelow(auth.companyId, query.category!)}`),
    )
    .select(['a.id', 'a.title'])
    .orderBy('a.title')
    .orderBy('a.id')
    .execute();
}

const iso = (d: Date) => d.toISOString();

/** Versions of an article the caller may read, newest first. */
export async function versionHistory(
  db: Database,
  auth: AuthContext,
  articleId: number,
): Promise<ArticleVersionSummary[]> {
  const article = await db
    .selectFrom('kb_articles as a')
    .select('a.id')
    .where('a.company_id', '=', auth.companyId)
    .where('a.id', '=', articleId)
    .where(readableBy(auth))
    .executeTakeFirst();
  if (!article) throw new NotFoundError();
  const rows = await versionRows(db, auth.companyId)
    .where('v.article_id', '=', articleId)
    .orderBy('v.version_number', 'desc')
    .execute();
  return rows.map(presentVersionSummary);
}

export async function versionDetail(db: Database, auth: AuthContext, id: number): Promise<ArticleVersion> {
  const row = await versionRows(db, auth.companyId)
    .innerJoin('kb_articles as a', 'a.id', 'v.article_id')
    .where('v.id', '=', id)
    .where(readableBy(auth))
    .select([
      'v.body',
      'v.article_category_id',
      'v.type_id',
      'v.tags',
      'v.video_url',
      'v.file_url',
      'v.file_urls',
      'v.decision_chart',
    ])
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return {
    ...presentVersionSummary(row),
    body: row.body,
    article_category: row.article_category_id,
    type: row.type_id,
    tags: row.tags,
    video_url: row.video_url,
    file_url: row.file_url,
    file_urls: row.file_urls,
    decision_chart: (row.decision_chart as DecisionChart | null) ?? null,
  };
}

function versionRows(db: Database, companyId: number) {
  return db
    .selectFrom('kb_article_versions as v')
    .leftJoin('staff as s', 's.id', 'v.published_by_staff_id')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .where('v.company_id', '=', companyId)
    .select([
      'v.id',
      'v.article_id',
      'v.version_number',
      'v.title',
      'v.created_on',
      sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as('published_by_name'),
    ]);
}

function presentVersionSummary(row: {
  id: number;
  article_id: number;
  version_number: number;
  title: string;
  created_on: Date;
  published_by_name: string | null;
}): ArticleVersionSummary {
  return {
    id: row.id,
    article: row.article_id,
    version_number: row.version_number,
    title: row.title,
    published_by_name: row.published_by_name,
    created_on: iso(row.created_on),
  };
}
