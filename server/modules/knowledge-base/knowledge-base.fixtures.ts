// Test data for the knowledge base: company rows seeded directly (categories, divisions,
// positions, responsibilities) and articles made through the API, as an admin would.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Article, ArticleCreate } from '../../../contract/knowledge-base';
import type { Database } from '../../db/database';
import { authed, type TestContext, type TestUser } from '../../test/helpers';

export const KB = '/knowledgebase/api';

export function api(ctx: TestContext, user: TestUser, options: InjectOptions): Promise<LightMyRequestResponse> {
  return authed(ctx.app, user, options);
}

export async function seedCategory(db: Database, companyId: number, category: string, parent: number | null = null) {
  const row = await db
    .insertInto('kb_categories')
    .values({ company_id: companyId, category, parent_id: parent })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A public knowledge base of the company, for articles made PUBLIC in it. */
export async function seedPublicKnowledgebase(db: Database, companyId: number, name: string, isDefault = false) {
  const row = await db
    .insertInto('kb_public_knowledgebases')
    .values({ company_id: companyId, name, is_default: isDefault })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function seedDivision(db: Database, companyId: number, name: string) {
  const row = await db
    .insertInto('divisions')
    .values({ company_id: companyId, division_name: name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function seedPosition(db: Database, companyId: number, name: string, staffIds: number[] = []) {
  const { id } = await db
    .insertInto('positions')
    .values({ company_id: companyId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const staff_id of staffIds) {
    await db.insertInto('staff_positions').values({ company_id: companyId, staff_id, position_id: id }).execute();
  }
  return id;
}

export async function seedResponsibility(db: Database, companyId: number, name: string, staffIds: number[] = []) {
  const { id } = await db
    .insertInto('responsibilities')
    .values({ company_id: companyId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const staff_id of staffIds) {
    await db
      .insertInto('staff_responsibilities')
      .values({ company_id: companyId, staff_id, responsibility_id: id })
      .execute();
  }
  return id;
}

/** Creates an article through `url` (create/ publishes, draft-article-create/ saves a draft). */
export async function createArticle(
  ctx: TestContext,
  admin: TestUser,
  payload: Partial<ArticleCreate> & { article_category: number },
  url = 'create/',
): Promise<Article> {
  const res = await api(ctx, admin, {
    method: 'POST',
    url: `${KB}/${url}`,
    payload: { title: 'Forklift pre-shift inspection', body: '<p>Check the forks.</p>', ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Article>();
}

export async function getArticle(ctx: TestContext, user: TestUser, id: number) {
  return api(ctx, user, { method: 'GET', url: `${KB}/retrieve-update-delete/${id}/` });
}

export async function emailsOfKind(db: Database, companyId: number, kind: string) {
  const rows = await db
    .selectFrom('outbound_emails')
    .select('to_email')
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .execute();
  return rows.map((r) => r.to_email).sort();
}
