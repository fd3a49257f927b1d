// The signed-out reads of public knowledge bases (spec knowledge-base §2 /articles/public/… and §7
// public-articles/, public-articles/details/, categories-with-public-articles/). Only published
// articles (status 0) with visibility 0 PUBLIC of the company whose slug is asked ever leave here;
// drafts, ALL STAFF and ASSIGNED ONLY articles and other companies' rows read as not found.
import { sql } from 'kysely';
import { ARTICLE_STATUS, ARTICLE_VISIBILITY } from '../../../contract/knowledge-base-constants';
import type {
  PublicArticleDetail,
  PublicArticleSummary,
  PublicArticlesPage,
  PublicCategoryWithArticles,
  PublicKnowledgebaseInfo,
} from '../../../contract/public-knowledge-bases';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import { readerChart } from './article-chart.sql';

interface PublicCompany {
  id: number;
  company_name: string;
  company_slug: string;
  company_logo: string | null;
}

/** The company of a public URL; an unknown slug is 404 like any missing page. */
async function companyBySlug(db: Database, slug: string): Promise<PublicCompany> {
  const company = await db
    .selectFrom('companies')
    .select(['id', 'company_name', 'company_slug', 'company_logo'])
    .where('company_slug', '=', slug)
    // A deleted company's public pages are gone with it (restoring brings them back).
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!company?.company_slug) throw new NotFoundError();
  return { ...company, company_slug: company.company_slug };
}

function knowledgebasesOf(db: Database, companyId: number): Promise<PublicKnowledgebaseInfo[]> {
  return db
    .selectFrom('kb_public_knowledgebases')
    .select(['id', 'name', 'is_default'])
    .where('company_id', '=', companyId)
    .orderBy('is_default', 'desc')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The one rule of what is public, shared by every read below. */
function publicArticles(db: Database, companyId: number, knowledgebase?: number) {
  let query = db
    .selectFrom('kb_articles as a')
    .leftJoin('kb_categories as c', 'c.id', 'a.article_category_id')
    .where('a.company_id', '=', companyId)
    .where('a.status', '=', ARTICLE_STATUS.PUBLISHED)
    .where('a.visibility', '=', ARTICLE_VISIBILITY.PUBLIC);
  if (knowledgebase !== undefined) {
    query = query.where(sql<boolean>`${knowledgebase}::bigint = ANY(a.public_knowledgebase_ids)`);
  }
  return query.select([
    'a.id',
    'a.title',
    'a.article_category_id as article_category',
    'c.category as article_category_name',
    'a.published_on',
    'a.public_knowledgebase_ids',
  ]);
}

type SummaryRow = {
  id: number;
  title: string;
  article_category: number | null;
  article_category_name: string | null;
  published_on: Date | null;
  public_knowledgebase_ids: string[];
};

const summary = (row: SummaryRow): PublicArticleSummary => ({
  id: row.id,
  title: row.title,
  article_category: row.article_category,
  article_category_name: row.article_category_name,
  published_on: row.published_on?.toISOString() ?? null,
  public_knowledgebases: row.public_knowledgebase_ids.map(Number),
});

/** The knowledge base asked for must be this company's: another's id is as unknown as a made-up one. */
function pickKnowledgebase(bases: PublicKnowledgebaseInfo[], id: number | undefined) {
  if (id === undefined) return null;
  const base = bases.find((b) => b.id === id);
  if (!base) throw new NotFoundError();
  return base;
}

export async function publicArticlesPage(
  db: Database,
  slug: string,
  knowledgebase: number | undefined,
  search?: string,
): Promise<PublicArticlesPage> {
  const company = await companyBySlug(db, slug);
  const knowledgebases = await knowledgebasesOf(db, company.id);
  const base = pickKnowledgebase(knowledgebases, knowledgebase);
  let query = publicArticles(db, company.id, base?.id);
  if (search) {
    // Contains, any case; the visitor's % and _ are plain characters.
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([eb('a.title', 'ilike', pattern), eb('a.search_text', 'ilike', pattern)]));
  }
  const rows = await query.orderBy('a.title').orderBy('a.id').execute();
  return {
    company_name: company.company_name,
    company_slug: company.company_slug,
    company_logo: company.company_logo,
    knowledgebases,
    knowledgebase: base,
    results: rows.map(summary),
  };
}

/** Public articles grouped by category (uncategorised last, as id null), categories by name. */
export async function categoriesWithPublicArticles(
  db: Database,
  slug: string,
  knowledgebase: number | undefined,
): Promise<PublicCategoryWithArticles[]> {
  const company = await companyBySlug(db, slug);
  const base = pickKnowledgebase(await knowledgebasesOf(db, company.id), knowledgebase);
  const rows = await publicArticles(db, company.id, base?.id).orderBy('a.title').orderBy('a.id').execute();
  const groups = new Map<number | null, PublicCategoryWithArticles>();
  for (const row of rows) {
    const key = row.article_category_name === null ? null : row.article_category;
    const group = groups.get(key) ?? { id: key, category: row.article_category_name ?? '', articles: [] };
    groups.set(key, group);
    const { id, title, published_on } = summary(row);
    group.articles.push({ id, title, published_on });
  }
  return [...groups.values()].sort((a, b) =>
    a.id === null ? 1 : b.id === null ? -1 : a.category.localeCompare(b.category),
  );
}

export async function publicArticleDetail(db: Database, slug: string, id: number): Promise<PublicArticleDetail> {
  const company = await companyBySlug(db, slug);
  const row = await publicArticles(db, company.id)
    .where('a.id', '=', id)
    .select(['a.body', 'a.tags', 'a.video_url', 'a.file_url', 'a.file_urls', readerChart('a').as('decision_chart')])
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return {
    ...summary(row),
    body: row.body,
    tags: row.tags,
    video_url: row.video_url,
    file_url: row.file_url,
    file_urls: row.file_urls,
    decision_chart: row.decision_chart,
    company_name: company.company_name,
    company_slug: company.company_slug,
    company_logo: company.company_logo,
  };
}
