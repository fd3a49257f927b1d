// The AI rate limits (issue 17): the search dialog's AI answer and the writing assistant each spend
// the company's money with the provider, so together they are limited per user a minute and per
// company an hour (lowered here to 2 and 3). Past either: 429 with Retry-After and a message that
// says which limit was reached and when to try again; the writing assistant's body keeps the
// provider's error shape its dialog shows. Counts live in PostgreSQL (rate_limits), shared by every
// server instance; another company's use takes none of this one's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_RATE_LIMITED_TYPE, aiRateLimitedCompany, aiRateLimitedUser } from '../../../contract/ai-search-constants';
import { authed, createTestApp, createTestCompany, type TestContext, type TestUser } from '../../test/helpers';
import { createArticle, seedCategory } from '../knowledge-base/knowledge-base.fixtures';

const PER_USER = 2;
const PER_COMPANY = 3;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    config: { aiRateLimits: { perUserPerMinute: PER_USER, perCompanyPerHour: PER_COMPANY } },
  });
});
afterAll(() => ctx.close());

const write = (user: TestUser) =>
  authed(ctx.app, user, {
    method: 'POST',
    url: '/company/api/openai-proxy/',
    payload: { messages: [{ role: 'user', content: 'Write a fire drill procedure' }] },
  });

const answer = (user: TestUser, articleId: number) =>
  authed(ctx.app, user, {
    method: 'POST',
    url: '/knowledgebase/api/ai-search/process-articles/',
    payload: { query: 'fire drill', article_ids: [articleId] },
  });

async function companyWithArticle() {
  const c = await createTestCompany(ctx);
  const category = await seedCategory(ctx.database.db, c.companyId, 'Safety');
  const article = await createArticle(ctx, c.admin, {
    title: 'Fire drill',
    body: '<p>The fire drill starts when the alarm sounds twice.</p>',
    article_category: category,
  });
  return { c, articleId: article.id };
}

describe('per user', () => {
  it('answers 429 with Retry-After past the minute’s limit, in the writing dialog’s error shape', async () => {
    const { c } = await companyWithArticle();
    for (let i = 0; i < PER_USER; i++) expect((await write(c.admin)).statusCode).toBe(200);
    const refused = await write(c.admin);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const message = aiRateLimitedUser(PER_USER, retryAfter);
    expect(refused.json()).toMatchObject({ error: { type: AI_RATE_LIMITED_TYPE, message }, detail: message });
  });

  it('counts the search answer and the writing assistant together', async () => {
    const { c, articleId } = await companyWithArticle();
    expect((await answer(c.staff, articleId)).statusCode).toBe(200);
    expect((await write(c.staff)).statusCode).toBe(200);
    const refused = await answer(c.staff, articleId);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json<{ detail: string }>().detail).toMatch(/You have asked the AI 2 times in the last minute/);
  });
});

describe('per company', () => {
  it('answers 429 past the hour’s limit for everyone in the company, and only in it', async () => {
    const { c, articleId } = await companyWithArticle();
    expect((await write(c.admin)).statusCode).toBe(200);
    expect((await write(c.admin)).statusCode).toBe(200);
    expect((await answer(c.staff, articleId)).statusCode).toBe(200);
    const refused = await answer(c.staff, articleId);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json<{ detail: string }>().detail).toBe(
      aiRateLimitedCompany(PER_COMPANY, Math.ceil(retryAfter / 60)),
    );

    const other = await companyWithArticle();
    expect((await answer(other.c.staff, other.articleId)).statusCode).toBe(200);
  });
});
