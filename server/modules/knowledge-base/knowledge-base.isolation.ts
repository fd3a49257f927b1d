// Tenant-isolation cases for every knowledge-base route (consumed by server/test/isolation.test.ts):
// company A's admin aims at company B's articles, drafts, versions, categories, types, definitions
// and acknowledgements; lists must not show B's names; creates with A's own rows touch nothing of B.
import type { InjectOptions } from 'fastify';
import type { IsolationCase, IsolationTarget } from '../../test/isolation';
import type { TestCompany } from '../../test/helpers';
import { KB, seedCategory, seedResponsibility } from './knowledge-base.fixtures';

const secret = (t: IsolationTarget, what: string) => `victim-${what}-${t.victim.companyId}`;
const leaks = (t: IsolationTarget) =>
  ['article', 'draft', 'category', 'tag', 'type', 'term', 'responsibility', 'template'].map((w) => secret(t, w));

interface Victim {
  article: number;
  draft: number;
  version: number;
  category: number;
  type: number;
  definition: number;
}

const seeded = new WeakMap<IsolationTarget, Promise<Victim>>();
/** B's rows, seeded once per target (a case's request is built again for its 401 and 403 checks). */
const victimRows = (t: IsolationTarget) => seeded.get(t) ?? seeded.set(t, seedVictim(t)).get(t)!;

/** B's knowledge base: a category, type, published article (tagged, acknowledged, read), a draft, a definition. */
async function seedVictim(t: IsolationTarget): Promise<Victim> {
  const db = t.ctx.database.db;
  const c = t.victim.companyId;
  const category = await seedCategory(db, c, secret(t, 'category'));
  await seedResponsibility(db, c, secret(t, 'responsibility'), [t.victim.staff.staffId]);
  const type = await db
    .insertInto('kb_article_types')
    .values({ company_id: c, type: secret(t, 'type'), color: '#000' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const base = {
    company_id: c,
    article_category_id: category,
    type_id: type.id,
    author_staff_id: t.victim.admin.staffId,
  };
  const article = await db
    .insertInto('kb_articles')
    .values({
      ...base,
      status: 0,
      title: secret(t, 'article'),
      tags: [secret(t, 'tag')],
      search_text: secret(t, 'article'),
      acknowledgement_type: 1,
      published_on: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const draft = await db
    .insertInto('kb_articles')
    .values({ ...base, status: 1, title: secret(t, 'draft'), draft_of_id: article.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const version = await db
    .insertInto('kb_article_versions')
    .values({ company_id: c, article_id: article.id, version_number: 1, title: secret(t, 'article'), body: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('kb_article_reads')
    .values({ company_id: c, article_id: article.id, staff_id: t.victim.staff.staffId, read_on: new Date() })
    .execute();
  await db
    .insertInto('kb_acknowledgements')
    .values({
      company_id: c,
      article_id: article.id,
      staff_id: t.victim.staff.staffId,
      acknowledgement_type: 1,
      signature: 'B',
    })
    .execute();
  const definition = await db
    .insertInto('kb_definitions')
    .values({ company_id: c, term: secret(t, 'term'), definition: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const templates = await db
    .insertInto('kb_template_categories')
    .values({ company_id: c, name: secret(t, 'template') })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('kb_template_subjects').values({ company_id: c, category_id: templates.id, name: 'S' }).execute();
  return {
    article: article.id,
    draft: draft.id,
    version: version.id,
    category,
    type: type.id,
    definition: definition.id,
  };
}

/** A's own article and category, for requests that must work on A and only A. */
async function ownArticle(t: IsolationTarget, company: TestCompany = t.attacker) {
  const db = t.ctx.database.db;
  const category = await seedCategory(db, company.companyId, 'Ours');
  const row = await db
    .insertInto('kb_articles')
    .values({
      company_id: company.companyId,
      status: 0,
      title: 'Ours',
      article_category_id: category,
      published_on: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { article: row.id, category };
}

type Route = IsolationCase['route'];

const listCase = (route: Route, url: string): IsolationCase => ({
  route,
  expect: 'own-company',
  request: async (t) => (await victimRows(t), { method: 'GET', url }),
  leaks,
});

/** A write of A's own rows only (its answer may name B's ids as not found, never B's content). */
const ownCase = (
  route: Route,
  options: (t: IsolationTarget, v: Victim) => Promise<InjectOptions> | InjectOptions,
  admin = true,
): IsolationCase => ({
  route,
  expect: 'own-company',
  request: async (t) => options(t, await victimRows(t)),
  leaks,
  ...(admin ? { staffForbidden: async (t: IsolationTarget) => options(t, await victimRows(t)) } : {}),
});

/** A read or write of one of B's rows by id: 404. */
const foreignCase = (route: Route, options: (v: Victim) => InjectOptions, admin = false): IsolationCase => ({
  route,
  expect: 'foreign-404',
  request: async (t) => options(await victimRows(t)),
  ...(admin ? { staffForbidden: async (t: IsolationTarget) => options(await victimRows(t)) } : {}),
});

const newArticle = async (t: IsolationTarget) => ({ title: 'Ours', article_category: (await ownArticle(t)).category });
const articleUrl = (id: number) => `${KB}/retrieve-update-delete/${id}/`;
const draftUrl = (id: number) => `${KB}/draft-articles/${id}/`;

export const isolationCases: IsolationCase[] = [
  listCase('GET /knowledgebase/api/list-create/', `${KB}/list-create/?status=1`),
  ownCase('POST /knowledgebase/api/list-create/', async (t) => ({
    method: 'POST',
    url: `${KB}/list-create/`,
    payload: await newArticle(t),
  })),
  ownCase('POST /knowledgebase/api/create/', async (t) => ({
    method: 'POST',
    url: `${KB}/create/`,
    payload: { ...(await newArticle(t)), is_assigned_to_everyone: true },
  })),
  {
    // A draft of B's published article: B's article is not found.
    route: 'POST /knowledgebase/api/draft-article-create/',
    expect: 'foreign-404',
    request: async (t) => ({
      method: 'POST',
      url: `${KB}/draft-article-create/`,
      payload: { ...(await newArticle(t)), article: (await victimRows(t)).article },
    }),
    staffForbidden: async (t) => ({ method: 'POST', url: `${KB}/draft-article-create/`, payload: await newArticle(t) }),
  },
  foreignCase('GET /knowledgebase/api/retrieve-update-delete/:id/', (v) => ({
    method: 'GET',
    url: articleUrl(v.article),
  })),
  foreignCase(
    'PATCH /knowledgebase/api/retrieve-update-delete/:id/',
    (v) => ({ method: 'PATCH', url: articleUrl(v.article), payload: { title: 'x' } }),
    true,
  ),
  foreignCase(
    'DELETE /knowledgebase/api/retrieve-update-delete/:id/',
    (v) => ({ method: 'DELETE', url: articleUrl(v.article) }),
    true,
  ),
  listCase('GET /knowledgebase/api/simple-list/', `${KB}/simple-list/?simple_details=true`),
  {
    ...listCase('GET /knowledgebase/api/draft-articles/', `${KB}/draft-articles/`),
    staffForbidden: () => ({ method: 'GET', url: `${KB}/draft-articles/` }),
  },
  foreignCase('GET /knowledgebase/api/draft-articles/:id/', (v) => ({ method: 'GET', url: draftUrl(v.draft) }), true),
  foreignCase(
    'PATCH /knowledgebase/api/draft-articles/:id/',
    (v) => ({ method: 'PATCH', url: draftUrl(v.draft), payload: { status: 0 } }),
    true,
  ),
  foreignCase(
    'DELETE /knowledgebase/api/draft-articles/:id/',
    (v) => ({ method: 'DELETE', url: draftUrl(v.draft) }),
    true,
  ),
  foreignCase('GET /knowledgebase/api/version-history/:id/', (v) => ({
    method: 'GET',
    url: `${KB}/version-history/${v.article}/`,
  })),
  foreignCase('GET /knowledgebase/api/article-version/:id/', (v) => ({
    method: 'GET',
    url: `${KB}/article-version/${v.version}/`,
  })),
  ownCase('POST /knowledgebase/api/articles/bulk-delete', (_t, v) => ({
    method: 'POST',
    url: `${KB}/articles/bulk-delete`,
    payload: { ids: [v.article, v.draft] },
  })),
  ownCase('POST /knowledgebase/api/articles/bulk-update', (_t, v) => ({
    method: 'POST',
    url: `${KB}/articles/bulk-update`,
    payload: { ids: [v.article], changes: { tags: ['x'], visibility: 2 } },
  })),
  ownCase('POST /knowledgebase/api/articles/bulk-create', (_t, v) => ({
    method: 'POST',
    url: `${KB}/articles/bulk-create`,
    payload: { articles: [{ title: 'x', article_category: v.category, type: v.type }] },
  })),
  foreignCase('POST /knowledgebase/api/mark-as-read/:id/', (v) => ({
    method: 'POST',
    url: `${KB}/mark-as-read/${v.article}/`,
  })),
  ownCase(
    'POST /knowledgebase/api/bulk-mark-as-read/',
    (_t, v) => ({ method: 'POST', url: `${KB}/bulk-mark-as-read/`, payload: { ids: [v.article] } }),
    false,
  ),
  foreignCase(
    'GET /knowledgebase/api/employee-article-read-activity/:id/',
    (v) => ({ method: 'GET', url: `${KB}/employee-article-read-activity/${v.article}/` }),
    true,
  ),
  foreignCase(
    'POST /knowledgebase/api/reassign-article/:id/',
    (v) => ({ method: 'POST', url: `${KB}/reassign-article/${v.article}/` }),
    true,
  ),
  listCase('GET /knowledgebase/api/acknowledgements/', `${KB}/acknowledgements/`),
  foreignCase('POST /knowledgebase/api/acknowledgements/', (v) => ({
    method: 'POST',
    url: `${KB}/acknowledgements/`,
    payload: { article: v.article, signature: 'A' },
  })),
  foreignCase('GET /knowledgebase/api/questions/', (v) => ({
    method: 'GET',
    url: `${KB}/questions/?article=${v.article}`,
  })),
  listCase('GET /knowledgebase/api/category/list-create/', `${KB}/category/list-create/`),
  ownCase('POST /knowledgebase/api/category/list-create/', () => ({
    method: 'POST',
    url: `${KB}/category/list-create/`,
    payload: { category: 'Ours' },
  })),
  foreignCase('GET /knowledgebase/api/category/list-edit/:id/', (v) => ({
    method: 'GET',
    url: `${KB}/category/list-edit/${v.category}/`,
  })),
  foreignCase(
    'PATCH /knowledgebase/api/category/list-edit/:id/',
    (v) => ({ method: 'PATCH', url: `${KB}/category/list-edit/${v.category}/`, payload: { category: 'x' } }),
    true,
  ),
  foreignCase(
    'DELETE /knowledgebase/api/category/list-edit/:id/',
    (v) => ({ method: 'DELETE', url: `${KB}/category/list-edit/${v.category}/` }),
    true,
  ),
  listCase('GET /knowledgebase/api/category-with-articles/', `${KB}/category-with-articles/`),
  listCase('GET /knowledgebase/api/article-types/', `${KB}/article-types/`),
  ownCase('POST /knowledgebase/api/article-types/', () => ({
    method: 'POST',
    url: `${KB}/article-types/`,
    payload: { type: 'Ours', color: '#fff', is_default: true },
  })),
  foreignCase(
    'PATCH /knowledgebase/api/article-types/:id/',
    (v) => ({ method: 'PATCH', url: `${KB}/article-types/${v.type}/`, payload: { is_default: true } }),
    true,
  ),
  foreignCase(
    'DELETE /knowledgebase/api/article-types/:id/',
    (v) => ({ method: 'DELETE', url: `${KB}/article-types/${v.type}/` }),
    true,
  ),
  listCase('GET /knowledgebase/api/tags/', `${KB}/tags/`),
  listCase('GET /knowledgebase/api/responsibilities/', `${KB}/responsibilities/`),
  listCase('GET /knowledgebase/api/auto-kb-articles/', `${KB}/auto-kb-articles/`),
  listCase('GET /knowledgebase/api/definitions-create/', `${KB}/definitions-create/`),
  {
    // B's term is free in A: A's answer names it because A wrote it.
    ...ownCase('POST /knowledgebase/api/definitions-create/', (t) => ({
      method: 'POST',
      url: `${KB}/definitions-create/`,
      payload: { term: secret(t, 'term'), definition: 'ours' },
    })),
    leaks: (t: IsolationTarget) => leaks(t).filter((l) => !l.includes('-term-')),
  },
  foreignCase('GET /knowledgebase/api/definitions-detail/:id/', (v) => ({
    method: 'GET',
    url: `${KB}/definitions-detail/${v.definition}/`,
  })),
  foreignCase(
    'PATCH /knowledgebase/api/definitions-detail/:id/',
    (v) => ({ method: 'PATCH', url: `${KB}/definitions-detail/${v.definition}/`, payload: { definition: 'x' } }),
    true,
  ),
  foreignCase(
    'DELETE /knowledgebase/api/definitions-detail/:id/',
    (v) => ({ method: 'DELETE', url: `${KB}/definitions-detail/${v.definition}/` }),
    true,
  ),
  {
    // B's term is free in A: A's answer names it because A wrote it.
    ...ownCase('POST /knowledgebase/api/definitions/bulk-create', (t) => ({
      method: 'POST',
      url: `${KB}/definitions/bulk-create`,
      payload: { definitions: [{ term: secret(t, 'term'), definition: 'ours' }] },
    })),
    leaks: (t: IsolationTarget) => leaks(t).filter((l) => !l.includes('-term-')),
  },
  listCase('GET /knowledgebase/api/definition-category/', `${KB}/definition-category/`),
  ownCase('POST /knowledgebase/api/definition-category/', () => ({
    method: 'POST',
    url: `${KB}/definition-category/`,
    payload: { name: 'Ours' },
  })),
  {
    // Nothing of a company is read or written but the caller's own rate-limit count.
    route: 'POST /company/api/openai-proxy/',
    expect: 'own-company',
    request: async (t) => (
      await victimRows(t),
      { method: 'POST', url: '/company/api/openai-proxy/', payload: { messages: [{ role: 'user', content: 'Hi' }] } }
    ),
    leaks,
  },
];
