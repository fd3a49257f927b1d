// Article types (spec knowledge-base §3: type, color, description, is_default; added and edited by
// KB admins), the tags in use, the responsibilities articles can be assigned to, and the Templates
// modal's catalogue. Small reads and writes scoped to the caller's company.
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ARTICLE_STATUS,
  type ArticleType,
  type articleTypeCreateSchema,
  type articleTypeUpdateSchema,
  type Tag,
  type TemplateCategory,
} from '../../../contract/knowledge-base';
import type { PaginationQuery } from '../../../contract/pagination';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import { pageWindow, paginated } from '../../lib/pagination';
import type { AuthContext } from '../../lib/route';
import { readableBy } from './article-access';
import { lockCompanyRow, takeDefault } from './company-default';

const TYPE_COLUMNS = ['id', 'type', 'color', 'description', 'is_default'] as const;

export function listArticleTypes(db: Database, auth: AuthContext): Promise<ArticleType[]> {
  return db
    .selectFrom('kb_article_types')
    .select(TYPE_COLUMNS)
    .where('company_id', '=', auth.companyId)
    .orderBy('type')
    .orderBy('id')
    .execute();
}

export async function createArticleType(
  db: Database,
  auth: AuthContext,
  input: z.output<typeof articleTypeCreateSchema>,
): Promise<ArticleType> {
  await takeDefault(db, 'kb_article_types', auth.companyId, input.is_default);
  return db
    .insertInto('kb_article_types')
    .values({ company_id: auth.companyId, ...input })
    .returning(TYPE_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateArticleType(
  db: Database,
  auth: AuthContext,
  id: number,
  input: z.output<typeof articleTypeUpdateSchema>,
): Promise<ArticleType> {
  await lockCompanyRow(db, 'kb_article_types', auth.companyId, id);
  await takeDefault(db, 'kb_article_types', auth.companyId, input.is_default);
  return db
    .updateTable('kb_article_types')
    .set(input)
    .where('id', '=', id)
    .returning(TYPE_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteArticleType(db: Database, auth: AuthContext, id: number): Promise<void> {
  const deleted = await db
    .deleteFrom('kb_article_types')
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw new NotFoundError();
}

/** Tags on the articles the caller may read, most used first. */
export async function listTags(db: Database, auth: AuthContext): Promise<Tag[]> {
  const { rows } = await sql<Tag>`
    SELECT tag AS name, count(*)::int AS article_count
    FROM kb_articles a, unnest(a.tags) AS tag
    WHERE a.company_id = ${auth.companyId} AND a.status = ${ARTICLE_STATUS.PUBLISHED} AND ${readableBy(auth)}
    GROUP BY tag ORDER BY article_count DESC, tag`.execute(db);
  return rows;
}

export async function listResponsibilities(
  db: Database,
  auth: AuthContext,
  query: PaginationQuery,
  request: FastifyRequest,
) {
  const { limit, offset } = pageWindow(query);
  const base = db.selectFrom('responsibilities').where('company_id', '=', auth.companyId);
  const [rows, total] = await Promise.all([
    base.select(['id', 'name', 'description']).orderBy('name').orderBy('id').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return paginated(request, query, Number(total.count), rows);
}

/** The Templates modal: categories in order, each with its subjects. */
export async function listTemplates(db: Database, auth: AuthContext): Promise<TemplateCategory[]> {
  const { rows } = await sql<TemplateCategory>`
    SELECT c.id, c.name, coalesce((
      SELECT json_agg(json_build_object('id', s.id, 'name', s.name, 'description', s.description,
                                        'subject_article', s.subject_article) ORDER BY s."order", s.id)
      FROM kb_template_subjects s WHERE s.category_id = c.id), '[]') AS category_subjects
    FROM kb_template_categories c
    WHERE c.company_id = ${auth.companyId}
    ORDER BY c."order", c.id`.execute(db);
  return rows;
}
