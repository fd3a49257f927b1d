// The AI search calls: ranking over the articles the caller may read (never drafts for staff,
// never another company's), the threshold and the limit, the extractive answer with its sources,
// and the AI provider's answer and its timeout.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AI_PROCESS_TOO_LONG,
  type ProcessArticlesResponse,
  type SuggestedArticlesResponse,
} from '../../../contract/ai-search';
import { ROLE_FLAGS, type RoleFlag } from '../../../contract/apps';
import { ARTICLE_VISIBILITY } from '../../../contract/knowledge-base-constants';
import { authed, createTestApp, createTestCompany, type TestContext, type TestUser } from '../../test/helpers';
import { createArticle, seedCategory } from '../knowledge-base/knowledge-base.fixtures';
import { EXTRACTIVE_LABEL, INSUFFICIENT_ANSWER, processArticles } from './answer';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const suggest = async (user: TestUser, payload: object) => {
  const res = await authed(ctx.app, user, {
    method: 'POST',
    url: '/knowledgebase/api/ai-search/suggested-articles/',
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SuggestedArticlesResponse>().articles;
};

async function companyWithArticles() {
  const c = await createTestCompany(ctx);
  const category = await seedCategory(ctx.database.db, c.companyId, 'HR');
  const article = (title: string, body: string, extra: object = {}) =>
    createArticle(ctx, c.admin, { title, body: `<p>${body}</p>`, article_category: category, ...extra });
  const vacation = await article(
    'Vacation request policy',
    'Request vacation at least two weeks ahead. Your manager approves vacation requests in the Requests app.',
  );
  const forklift = await article(
    'Forklift inspection',
    'Check the forks, the chains and the brakes before every shift.',
  );
  const draft = await createArticle(
    ctx,
    c.admin,
    {
      title: 'Vacation carry-over (draft)',
      body: '<p>Unused vacation days carry over.</p>',
      article_category: category,
    },
    'draft-article-create/',
  );
  const assigned = await article('Vacation for managers', 'Managers plan vacation with the director.', {
    visibility: ARTICLE_VISIBILITY.ASSIGNED_ONLY,
  });
  return { c, vacation, forklift, draft, assigned, category };
}

describe('suggested articles', () => {
  it('ranks what the caller may read: drafts and unassigned articles never for staff', async () => {
    const { c, vacation, draft, assigned, forklift } = await companyWithArticles();
    const staff = await suggest(c.staff, { query: 'How do I request vacation?' });
    expect(staff[0]).toMatchObject({ id: vacation.id, title: 'Vacation request policy' });
    expect(staff[0]!.similarity_score).toBeGreaterThanOrEqual(0.65);
    const ids = staff.map((a) => a.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(assigned.id);
    expect(ids).not.toContain(forklift.id);
    for (const a of staff) expect(a.similarity_score).toBeGreaterThanOrEqual(0.25);

    const admin = (await suggest(c.admin, { query: 'vacation' })).map((a) => a.id);
    expect(admin).toEqual(expect.arrayContaining([vacation.id, draft.id, assigned.id]));
  });

  it("never returns another company's articles", async () => {
    const mine = await companyWithArticles();
    const other = await companyWithArticles();
    const ids = (await suggest(mine.c.admin, { query: 'vacation' })).map((a) => a.id);
    expect(ids).not.toContain(other.vacation.id);
    expect(ids).toContain(mine.vacation.id);
  });

  it('finds a title through a typo, and keeps to the threshold and the limit', async () => {
    const { c, vacation, category } = await companyWithArticles();
    expect((await suggest(c.staff, { query: 'vacaton polcy' }))[0]?.id).toBe(vacation.id);
    expect(await suggest(c.staff, { query: 'vacation', similarity_threshold: 1 })).toEqual([]);
    for (let i = 0; i < 12; i++) {
      await createArticle(ctx, c.admin, {
        title: `Safety rule ${i}`,
        body: '<p>Safety first.</p>',
        article_category: category,
      });
    }
    expect(await suggest(c.staff, { query: 'safety' })).toHaveLength(10);
    expect(await suggest(c.staff, { query: 'safety', limit: 3 })).toHaveLength(3);
  });

  it('refuses an empty query', async () => {
    const { c } = await companyWithArticles();
    const res = await authed(ctx.app, c.staff, {
      method: 'POST',
      url: '/knowledgebase/api/ai-search/suggested-articles/',
      payload: { query: '   ' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('process articles', () => {
  it('answers from the best passages, labelled and citing its articles, without a provider', async () => {
    const { c, vacation, draft } = await companyWithArticles();
    const res = await authed(ctx.app, c.staff, {
      method: 'POST',
      url: '/knowledgebase/api/ai-search/process-articles/',
      payload: { query: 'Who approves vacation requests?', article_ids: [vacation.id, draft.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<ProcessArticlesResponse>();
    expect(answer.mode).toBe('extractive');
    expect(answer.ai_answer).toContain(EXTRACTIVE_LABEL);
    expect(answer.ai_answer).toContain('Your manager approves vacation requests in the Requests app. [1]');
    expect(answer.ai_answer).toContain('[1] Vacation request policy');
    // The staff member's draft id was dropped: only what they may read is cited.
    expect(answer.articles).toEqual([{ id: vacation.id, title: 'Vacation request policy' }]);
  });

  it('says the knowledge base has no answer when no article matches', async () => {
    const { c, vacation } = await companyWithArticles();
    const answer = await processArticles(
      ctx.database.db,
      await authContext(c.staff),
      { query: 'parking garage', article_ids: [vacation.id], timeout: 30 },
      {},
    );
    expect(answer.ai_answer).toBe(INSUFFICIENT_ANSWER);
  });

  it("uses the provider's answer, and gives up after the timeout", async () => {
    const { c, vacation } = await companyWithArticles();
    let delayMs = 0;
    const seen: unknown[] = [];
    const provider = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push(JSON.parse(body));
        setTimeout(() => {
          res.setHeader('content-type', 'application/json');
          res.end(
            JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'Your manager approves it [1].' } }] }),
          );
        }, delayMs).unref();
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const settings = { AI_BASE_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1` };
    try {
      const auth = await authContext(c.staff);
      const input = { query: 'Who approves vacation?', article_ids: [vacation.id], timeout: 1 };
      const answer = await processArticles(ctx.database.db, auth, input, settings);
      expect(answer).toEqual({
        ai_answer: 'Your manager approves it [1].',
        mode: 'ai',
        articles: [{ id: vacation.id, title: 'Vacation request policy' }],
      });
      expect(JSON.stringify(seen[0])).toContain('Request vacation at least two weeks ahead');

      delayMs = 3_000;
      const started = Date.now();
      const late = await processArticles(ctx.database.db, auth, input, settings);
      expect(late.ai_answer).toBe(AI_PROCESS_TOO_LONG);
      expect(Date.now() - started).toBeLessThan(2_500);
    } finally {
      provider.closeAllConnections();
      provider.close();
    }
  });
});

/** The route's AuthContext for a test user, for calling the service directly. */
async function authContext(user: TestUser) {
  const staff = await ctx.database.db
    .selectFrom('staff')
    .selectAll()
    .where('id', '=', user.staffId)
    .executeTakeFirstOrThrow();
  const roles = Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, staff[flag]])) as Record<RoleFlag, boolean>;
  return {
    userId: user.userId,
    companyId: user.companyId,
    staffId: user.staffId,
    userType: staff.user_type,
    userTypeSlug: staff.user_type_slug,
    roles,
  };
}
