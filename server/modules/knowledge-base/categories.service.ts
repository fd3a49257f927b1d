// Article categories, a tree per company (spec knowledge-base §3 Article category, §2 cascading
// picker): read as nested roots, written by KB admins. A category cannot be its own parent nor the
// child of one of its own subcategories. Deleting one moves its subcategories and articles up to
// its parent, so nothing below it disappears with it.
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  ARTICLE_STATUS,
  CATEGORY_NOT_FOUND,
  CATEGORY_PARENT_CYCLE,
  type ArticleCategory,
  type categoryCreateSchema,
  type CategoryWithArticles,
  type categoryUpdateSchema,
} from '../../../contract/knowledge-base';
import type { Database } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { readableBy } from './article-access';

interface CategoryRow {
  id: number;
  category: string;
  parent_id: number | null;
  company_id: number;
  article_count: number;
}

function categoryRows(db: Database, companyId: number) {
  return db
    .selectFrom('kb_categories as c')
    .where('c.company_id', '=', companyId)
    .select(['c.id', 'c.category', 'c.parent_id', 'c.company_id'])
    .select(
      sql<number>`(SELECT count(*)::int FROM kb_articles a WHERE a.article_category_id = c.id AND a.status = ${ARTICLE_STATUS.PUBLISHED})`.as(
        'article_count',
      ),
    )
    .orderBy('c.category')
    .orderBy('c.id');
}

/** Rows → nested roots. A parent outside the rows (none, given the checks) would make a root. */
export function buildTree(rows: CategoryRow[]): ArticleCategory[] {
  const nodes = new Map<number, ArticleCategory>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        category: r.category,
        parent: r.parent_id,
        is_subsection: r.parent_id !== null,
        company: r.company_id,
        article_count: r.article_count,
        subcategories: [],
      },
    ]),
  );
  const roots: ArticleCategory[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent === null ? undefined : nodes.get(node.parent);
    (parent ? parent.subcategories : roots).push(node);
  }
  return roots;
}

export async function categoryTree(db: Database, auth: AuthContext): Promise<ArticleCategory[]> {
  return buildTree(await categoryRows(db, auth.companyId).execute());
}

export async function categoryDetail(db: Database, auth: AuthContext, id: number): Promise<ArticleCategory> {
  const rows = await categoryRows(db, auth.companyId).execute();
  const find = (nodes: ArticleCategory[]): ArticleCategory | undefined => {
    for (const node of nodes) {
      if (node.id === id) return node;
      const below = find(node.subcategories);
      if (below) return below;
    }
    return undefined;
  };
  const node = find(buildTree(rows));
  if (!node) throw new NotFoundError();
  return node;
}

async function checkParent(db: Database, companyId: number, parent: number | null, self?: number): Promise<void> {
  if (parent === null) return;
  if (parent === self) throw ValidationError.field('parent', CATEGORY_PARENT_CYCLE);
  const { rows } = await sql<{ exists: boolean; below_self: boolean }>`
    SELECT EXISTS (SELECT 1 FROM kb_categories WHERE company_id = ${companyId} AND id = ${parent}) AS exists,
      ${parent}::bigint IN (
        WITH RECURSIVE tree(id) AS (
          SELECT id FROM kb_categories WHERE company_id = ${companyId} AND parent_id = ${self ?? null}::bigint
          UNION
          SELECT k.id FROM kb_categories k JOIN tree ON k.parent_id = tree.id
        ) SELECT id FROM tree) AS below_self`.execute(db);
  if (!rows[0]!.exists) throw ValidationError.field('parent', CATEGORY_NOT_FOUND);
  if (rows[0]!.below_self) throw ValidationError.field('parent', CATEGORY_PARENT_CYCLE);
}

export async function createCategory(
  db: Database,
  auth: AuthContext,
  input: z.output<typeof categoryCreateSchema>,
): Promise<ArticleCategory> {
  await checkParent(db, auth.companyId, input.parent);
  const { id } = await db
    .insertInto('kb_categories')
    .values({ company_id: auth.companyId, category: input.category, parent_id: input.parent })
    .returning('id')
    .executeTakeFirstOrThrow();
  return categoryDetail(db, auth, id);
}

export async function updateCategory(
  db: Database,
  auth: AuthContext,
  id: number,
  input: z.output<typeof categoryUpdateSchema>,
): Promise<ArticleCategory> {
  // Locks the company's categories' parent links against a concurrent move making a cycle.
  const rows = await db
    .selectFrom('kb_categories')
    .select('id')
    .where('company_id', '=', auth.companyId)
    .forUpdate()
    .execute();
  if (!rows.some((r) => r.id === id)) throw new NotFoundError();
  if (input.parent !== undefined) await checkParent(db, auth.companyId, input.parent, id);
  if (input.category !== undefined || input.parent !== undefined) {
    await db
      .updateTable('kb_categories')
      .set({ category: input.category, parent_id: input.parent })
      .where('id', '=', id)
      .execute();
  }
  return categoryDetail(db, auth, id);
}

export async function deleteCategory(db: Database, auth: AuthContext, id: number): Promise<void> {
  const row = await db
    .selectFrom('kb_categories')
    .select(['id', 'parent_id'])
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  await db
    .updateTable('kb_categories')
    .set({ parent_id: row.parent_id })
    .where('company_id', '=', auth.companyId)
    .where('parent_id', '=', id)
    .execute();
  await db
    .updateTable('kb_articles')
    .set({ article_category_id: row.parent_id })
    .where('company_id', '=', auth.companyId)
    .where('article_category_id', '=', id)
    .execute();
  await db.deleteFrom('kb_categories').where('id', '=', id).execute();
}

/** category-with-articles/: every category (tree order: parents before children) with its readable articles. */
export async function categoriesWithArticles(db: Database, auth: AuthContext): Promise<CategoryWithArticles[]> {
  const [categories, articles] = await Promise.all([
    categoryRows(db, auth.companyId).execute(),
    db
      .selectFrom('kb_articles as a')
      .where('a.company_id', '=', auth.companyId)
      .where('a.status', '=', ARTICLE_STATUS.PUBLISHED)
      .where('a.article_category_id', 'is not', null)
      .where(readableBy(auth))
      .select(['a.id', 'a.title', 'a.article_category_id'])
      .orderBy('a.title')
      .execute(),
  ]);
  const byCategory = new Map<number, { id: number; title: string }[]>();
  for (const { id, title, article_category_id } of articles) {
    const key = article_category_id!;
    (byCategory.get(key) ?? byCategory.set(key, []).get(key)!).push({ id, title });
  }
  const flatten = (nodes: ArticleCategory[]): CategoryWithArticles[] =>
    nodes.flatMap((n) => [
      {
        id: n.id,
        category: n.category,
        parent: n.parent,
        articles: byCategory.get(n.id) ?? [],
      },
      ...flatten(n.subcategories),
    ]);
  return flatten(buildTree(categories));
}
