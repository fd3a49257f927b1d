// Article and draft endpoints (spec knowledge-base §7 under knowledgebase/api/): the list and its
// create, create/, retrieve-update-delete/{id}/, the simple list, drafts, versions and the bulk
// calls. Reading is for everyone with the app (what they may read, article-access.ts); writing and
// drafts are for KB admins (§6).
import {
  ARTICLE_STATUS,
  articleBulkCreateSchema,
  articleBulkUpdateSchema,
  articleCreateSchema,
  articleListQuerySchema,
  articleUpdateSchema,
  bulkIdsSchema,
  draftListQuerySchema,
  simpleListQuerySchema,
  type Article,
  type ArticleStatus,
} from '../../../contract/knowledge-base';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import { idParamsSchema } from '../../lib/params';
import { created, noContent, route, type AuthContext, type RouteContext } from '../../lib/route';
import { listArticles, listDrafts, simpleList, versionDetail, versionHistory } from './article-lists.service';
import { presentArticle } from './articles.presenter';
import { findReadableArticle } from './articles.repository';
import { createArticle, deleteArticle, updateArticle, type WriteResult } from './articles.service';
import { bulkCreateArticles, bulkDeleteArticles, bulkUpdateArticles } from './bulk.service';
import { isKbAdmin } from './permissions';
import { deliverAfterResponse } from '../../lib/deliver-emails';

const BASE = '/knowledgebase/api';
const app = 'knowledge_base' as const;

/** The article as the caller sees it; `only` limits to published articles or drafts. */
async function readArticle(db: Database, auth: AuthContext, id: number, only?: ArticleStatus): Promise<Article> {
  const row = await findReadableArticle(db, auth, id);
  if (!row || (only !== undefined && row.status !== only)) throw new NotFoundError();
  return presentArticle(row, isKbAdmin(auth));
}

/** After a write: schedule its e-mails and answer the article written. */
async function answerWrite(ctx: RouteContext<unknown, unknown, unknown, AuthContext>, result: WriteResult) {
  deliverAfterResponse(ctx.reply, ctx.deps, result.emailIds);
  return readArticle(ctx.db, ctx.auth, result.id);
}

const createRoute = (url: string, status: (body: { status: ArticleStatus }) => ArticleStatus) =>
  route({
    method: 'POST',
    url: `${BASE}/${url}`,
    app,
    allow: isKbAdmin,
    body: articleCreateSchema,
    handler: async (ctx) =>
      created(await answerWrite(ctx, await createArticle(ctx.db, ctx.deps, ctx.auth, ctx.body, status(ctx.body)))),
  });

export const articleRoutes = [
  route({
    method: 'GET',
    url: `${BASE}/list-create/`,
    app,
    query: articleListQuerySchema,
    handler: ({ db, auth, query, request }) => listArticles(db, auth, query, request),
  }),
  createRoute('list-create/', (body) => body.status),
  createRoute('create/', () => ARTICLE_STATUS.PUBLISHED),
  createRoute('draft-article-create/', () => ARTICLE_STATUS.DRAFT),
  route({
    method: 'GET',
    url: `${BASE}/retrieve-update-delete/:id/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => readArticle(db, auth, params.id),
  }),
  route({
    method: 'PATCH',
    url: `${BASE}/retrieve-update-delete/:id/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    body: articleUpdateSchema,
    handler: async (ctx) => answerWrite(ctx, await updateArticle(ctx.db, ctx.deps, ctx.auth, ctx.params.id, ctx.body)),
  }),
  route({
    method: 'DELETE',
    url: `${BASE}/retrieve-update-delete/:id/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => (await deleteArticle(db, auth, params.id), noContent()),
  }),
  route({
    method: 'GET',
    url: `${BASE}/simple-list/`,
    app,
    query: simpleListQuerySchema,
    handler: ({ db, auth, query }) => simpleList(db, auth, query),
  }),
  route({
    method: 'GET',
    url: `${BASE}/draft-articles/`,
    app,
    allow: isKbAdmin,
    query: draftListQuerySchema,
    handler: ({ db, auth, query, request }) => listDrafts(db, auth, query, request),
  }),
  route({
    method: 'GET',
    url: `${BASE}/draft-articles/:id/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => readArticle(db, auth, params.id, ARTICLE_STATUS.DRAFT),
  }),
  route({
    method: 'PATCH',
    url: `${BASE}/draft-articles/:id/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    body: articleUpdateSchema,
    handler: async (ctx) =>
      answerWrite(ctx, await updateArticle(ctx.db, ctx.deps, ctx.auth, ctx.params.id, ctx.body, ARTICLE_STATUS.DRAFT)),
  }),
  route({
    method: 'DELETE',
    url: `${BASE}/draft-articles/:id/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => (
      await deleteArticle(db, auth, params.id, ARTICLE_STATUS.DRAFT),
      noContent()
    ),
  }),
  route({
    method: 'GET',
    url: `${BASE}/version-history/:id/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => versionHistory(db, auth, params.id),
  }),
  route({
    method: 'GET',
    url: `${BASE}/article-version/:id/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => versionDetail(db, auth, params.id),
  }),
  route({
    method: 'POST',
    url: `${BASE}/articles/bulk-delete`,
    app,
    allow: isKbAdmin,
    body: bulkIdsSchema,
    handler: ({ db, auth, body }) => bulkDeleteArticles(db, auth, body.ids),
  }),
  route({
    method: 'POST',
    url: `${BASE}/articles/bulk-update`,
    app,
    allow: isKbAdmin,
    body: articleBulkUpdateSchema,
    handler: ({ db, auth, body }) => bulkUpdateArticles(db, auth, body),
  }),
  route({
    method: 'POST',
    url: `${BASE}/articles/bulk-create`,
    app,
    allow: isKbAdmin,
    body: articleBulkCreateSchema,
    handler: async ({ db, deps, auth, body, reply }) => {
      const { result, emailIds } = await bulkCreateArticles(db, deps, auth, body.articles);
      deliverAfterResponse(reply, deps, emailIds);
      return result;
    },
  }),
];
