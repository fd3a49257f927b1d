// The article states of spec knowledge-base §4 through the API: create as draft or published,
// drafts of published articles, publishing a draft, updates that notify and reassign readers,
// "Update & Don't Notify", PATCH semantics, versions, the §5 messages and delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWER_BLANK,
  ANSWER_CORRECT_REQUIRED,
  BODY_CLEAR_REFUSED,
  CATEGORY_REQUIRED,
  PUBLISHED_TO_DRAFT,
  QUESTION_REQUIRED,
  TITLE_REQUIRED,
  type Article,
  type ArticleListItem,
  type ArticleVersion,
  type ArticleVersionSummary,
} from '../../../contract/knowledge-base';
import type { Paginated } from '../../../contract/pagination';
import { createTestApp, createTestCompany, type TestCompany, type TestContext } from '../../test/helpers';
import {
  api,
  createArticle,
  emailsOfKind,
  getArticle,
  KB,
  seedCategory,
  seedPublicKnowledgebase,
} from './knowledge-base.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const patch = (c: TestCompany, url: string, payload: object) =>
  api(ctx, c.admin, { method: 'PATCH', url: `${KB}/${url}`, payload });
const markRead = (c: TestCompany, id: number) =>
  api(ctx, c.staff, { method: 'POST', url: `${KB}/mark-as-read/${id}/` });

async function setup() {
  const c = await createTestCompany(ctx);
  const category = await seedCategory(db(), c.companyId, 'Safety');
  return { c, category };
}

describe('create', () => {
  it('publishes with create/: status 0, version 1, and the assigned staff are e-mailed', async () => {
    const { c, category } = await setup();
    const article = await createArticle(ctx, c.admin, { article_category: category, is_assigned_to_everyone: true });
    expect(article).toMatchObject({ status: 0, draft_of: null, title: 'Forklift pre-shift inspection' });
    expect(article.published_on).not.toBeNull();
    const versions = await api(ctx, c.admin, { method: 'GET', url: `${KB}/version-history/${article.id}/` });
    expect(versions.json<ArticleVersionSummary[]>().map((v) => v.version_number)).toEqual([1]);
    // Everyone is assigned; the publisher is not told about their own article.
    expect(await emailsOfKind(db(), c.companyId, 'kb_article_published')).toEqual([c.staff.email]);
  });

  it('saves a draft with draft-article-create/: only admins see it, nobody is e-mailed', async () => {
    const { c, category } = await setup();
    const draft = await createArticle(
      ctx,
      c.admin,
      { article_category: category, is_assigned_to_everyone: true },
      'draft-article-create/',
    );
    expect(draft).toMatchObject({ status: 1, published_on: null });
    expect((await getArticle(ctx, c.staff, draft.id)).statusCode).toBe(404);
    expect((await getArticle(ctx, c.admin, draft.id)).statusCode).toBe(200);
    const staffList = await api(ctx, c.staff, { method: 'GET', url: `${KB}/list-create/?status=1` });
    expect(staffList.json<Paginated<ArticleListItem>>().results).toEqual([]);
    const drafts = await api(ctx, c.admin, { method: 'GET', url: `${KB}/draft-articles/` });
    expect(drafts.json<Paginated<ArticleListItem>>().results.map((a) => a.id)).toEqual([draft.id]);
    expect((await api(ctx, c.staff, { method: 'GET', url: `${KB}/draft-articles/` })).statusCode).toBe(403);
    expect(await emailsOfKind(db(), c.companyId, 'kb_article_published')).toEqual([]);
  });

  it('list-create/ follows the status it is sent', async () => {
    const { c, category } = await setup();
    const draft = await createArticle(ctx, c.admin, { article_category: category, status: 1 }, 'list-create/');
    const published = await createArticle(ctx, c.admin, { article_category: category, status: 0 }, 'list-create/');
    expect([draft.status, published.status]).toEqual([1, 0]);
  });
});

describe('publishing a draft', () => {
  it('a new article’s draft becomes the article, keeping its id', async () => {
    const { c, category } = await setup();
    const draft = await createArticle(ctx, c.admin, { article_category: category }, 'draft-article-create/');
    const res = await patch(c, `draft-articles/${draft.id}/`, { status: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Article>()).toMatchObject({ id: draft.id, status: 0 });
    expect((await getArticle(ctx, c.staff, draft.id)).statusCode).toBe(200);
  });

  it('editing a published article as draft leaves it as it is until the draft is published onto it', async () => {
    const { c, category } = await setup();
    const article = await createArticle(ctx, c.admin, { article_category: category, is_assigned_to_everyone: true });
    await markRead(c, article.id);
    const draft = await createArticle(
      ctx,
      c.admin,
      {
        article_category: category,
        article: article.id,
        title: 'Forklift inspection (2025)',
        body: '<p>New steps</p>',
      },
      'draft-article-create/',
    );
    expect(draft).toMatchObject({ status: 1, draft_of: article.id });
    const before = (await getArticle(ctx, c.staff, article.id)).json<Article>();
    expect(before).toMatchObject({ title: 'Forklift pre-shift inspection', is_read: true });
    expect((await getArticle(ctx, c.admin, article.id)).json<Article>().draft_id).toBe(draft.id);

    const published = await patch(c, `draft-articles/${draft.id}/`, { status: 0 });
    expect(published.json<Article>()).toMatchObject({ id: article.id, title: 'Forklift inspection (2025)' });
    expect((await getArticle(ctx, c.admin, draft.id)).statusCode).toBe(404);
    // The update reassigned it to its reader.
    const after = (await getArticle(ctx, c.staff, article.id)).json<Article>();
    expect(after).toMatchObject({ body: '<p>New steps</p>', is_read: false });
    const versions = await api(ctx, c.admin, { method: 'GET', url: `${KB}/version-history/${article.id}/` });
    const [latest, first] = versions.json<ArticleVersionSummary[]>();
    expect([latest!.version_number, first!.version_number]).toEqual([2, 1]);
    const v1 = await api(ctx, c.staff, { method: 'GET', url: `${KB}/article-version/${first!.id}/` });
    expect(v1.json<ArticleVersion>()).toMatchObject({
      title: 'Forklift pre-shift inspection',
      body: '<p>Check the forks.</p>',
    });
  });

  it('a draft saved again stays a draft', async () => {
    const { c, category } = await setup();
    const draft = await createArticle(ctx, c.admin, { article_category: category }, 'draft-article-create/');
    const res = await patch(c, `draft-articles/${draft.id}/`, { title: 'Still writing' });
    expect(res.json<Article>()).toMatchObject({ status: 1, title: 'Still writing' });
  });

  it('draft-articles/{id}/ answers 404 for a published article', async () => {
    const { c, category } = await setup();
    const article = await createArticle(ctx, c.admin, { article_category: category });
    expect((await api(ctx, c.admin, { method: 'GET', url: `${KB}/draft-articles/${article.id}/` })).statusCode).toBe(
      404,
    );
    expect((await patch(c, `draft-articles/${article.id}/`, { title: 'x' })).statusCode).toBe(404);
  });
});

describe('updating a published article', () => {
  it('notifies and reassigns everyone who read it, and moves the edit time', async () => {
    const { c, category } = await setup();
    const article = await createArticle(ctx, c.admin, { article_category: category, is_assigned_to_everyone: true });
    await markRead(c, article.id);
    const res = await patch(c, `retrieve-update-delete/${article.id}/`, { status: 0, title: 'Forklift inspection v2' });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<Article>();
    expect(updated.last_edited_on > article.last_edited_on).toBe(true);
    expect((await getArticle(ctx, c.staff, article.id)).json<Article>().is_read).toBe(false);
    expect(await emailsOfKind(db(), c.companyId, 'kb_article_updated')).toEqual([c.staff.email]);
  });

  it('reassigns readers of an ALL STAFF article even when they are not assigned', async () => {
    const { c, category } = await setup();
    const article = await createArticle(ctx, c.admin, { article_category: category, visibility: 1 });
    await markRead(c, article.id);
    await patch(c, `retrieve-update-delete/${article.id}/`, { body: '<p>Changed</p>' });
    expect((await getArticle(ctx, c.staff, article.id)).json<Article>().is_read).toBe(false);
    expect(await emailsOfKind(db(), c.companyId, 'kb_article_updated')).toEqual([c.staff.email]);
  });

  it('with dont_notify neither reassigns nor e-mails nor changes the edit time (but records a version)', async () => {
    const { c, category } = await setup();
    const article = await createArticle(ctx, c.admin, { article_category: category, is_assigned_to_everyone: true });
    await markRead(c, article.id);
    const res = await patch(c, `retrieve-update-delete/${article.id}/`, { title: 'Typo fixed', dont_notify: true });
    const updated = res.json<Article>();
    expect(updated.title).toBe('Typo fixed');
    expect(updated.last_edited_on).toBe(article.last_edited_on);
    expect(updated.updated_at > article.updated_at).toBe(true);
    expect((await getArticle(ctx, c.staff, article.id)).json<Article>().is_read).toBe(true);
    expect(await emailsOfKind(db(), c.companyId, 'kb_article_updated')).toEqual([]);
    const versions = await api(ctx, c.admin, { method: 'GET', url: `${KB}/version-history/${article.id}/` });
    expect(versions.json<unknown[]>()).toHaveLength(2);
  });

  it('changes only the fields sent', async () => {
    const { c, category } = await setup();
    const article = await createArticle(ctx, c.admin, {
      article_category: category,
      tags: ['forklift', 'daily'],
      division: [],
      individuals: [c.staff.staffId],
      visibility: 2,
      reassign_month_duration: 6,
      body: '<h2>Steps</h2><ol><li>Forks</li></ol>',
    });
    const res = await patch(c, `retrieve-update-delete/${article.id}/`, { title: 'Renamed' });
    expect(res.json<Article>()).toMatchObject({
      title: 'Renamed',
      tags: ['forklift', 'daily'],
      individuals: [c.staff.staffId],
      visibility: 2,
      reassign_month_duration: 6,
      body: '<h2>Steps</h2><ol><li>Forks</li></ol>',
      article_category: category,
    });
  });

  it('cannot turn back into a draft', async () => {
    const { c, category } = await setup();
    const article = await createArticle(ctx, c.admin, { article_category: category });
    const res = await patch(c, `retrieve-update-delete/${article.id}/`, { status: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: [PUBLISHED_TO_DRAFT] });
  });

  it('refuses to empty its body unless the request says clear_body (issue 20)', async () => {
    const { c, category } = await setup();
    const article = await createArticle(ctx, c.admin, {
      article_category: category,
      is_assigned_to_everyone: true,
      body: '<p>Check the forks.</p>',
    });
    await markRead(c, article.id);
    const sentBefore = (await emailsOfKind(db(), c.companyId, 'kb_article_published')).length;
    for (const body of ['', '<p></p>', '<p>  </p><ul><li></li></ul>']) {
      const res = await patch(c, `retrieve-update-delete/${article.id}/`, { body, status: 0 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ body: [BODY_CLEAR_REFUSED] });
    }
    // Nothing changed: the body stays, and no reader was reassigned or e-mailed.
    expect((await getArticle(ctx, c.admin, article.id)).json<Article>().body).toBe('<p>Check the forks.</p>');
    expect(await emailsOfKind(db(), c.companyId, 'kb_article_published')).toHaveLength(sentBefore);
    // A picture alone is content; and on purpose, the body can be emptied.
    const picture = '<img src="/media/kb/a.png" alt="">';
    expect((await patch(c, `retrieve-update-delete/${article.id}/`, { body: picture })).statusCode).toBe(200);
    const cleared = await patch(c, `retrieve-update-delete/${article.id}/`, { body: '', clear_body: true });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<Article>().body).toBe('');
  });

  it('refuses a draft that would empty its published article when published', async () => {
    const { c, category } = await setup();
    const article = await createArticle(ctx, c.admin, { article_category: category, body: '<p>Kept</p>' });
    const draft = await createArticle(
      ctx,
      c.admin,
      { article_category: category, body: '', article: article.id, status: 1 },
      'draft-article-create/',
    );
    const res = await patch(c, `draft-articles/${draft.id}/`, { status: 0 });
    expect(res.json()).toEqual({ body: [BODY_CLEAR_REFUSED] });
    expect((await getArticle(ctx, c.admin, article.id)).json<Article>().body).toBe('<p>Kept</p>');
  });

  it('clears public knowledge bases unless the article is PUBLIC', async () => {
    const { c, category } = await setup();
    const base = await seedPublicKnowledgebase(ctx.database.db, c.companyId, 'Help centre');
    const article = await createArticle(ctx, c.admin, {
      article_category: category,
      visibility: 0,
      public_knowledgebases: [base],
    });
    expect(article.public_knowledgebases).toEqual([base]);
    const res = await patch(c, `retrieve-update-delete/${article.id}/`, { visibility: 1 });
    expect(res.json<Article>().public_knowledgebases).toEqual([]);
  });
});

describe('validation (§5)', () => {
  it.each([
    [{ title: '  ' }, { title: [TITLE_REQUIRED] }],
    [{ article_category: null }, { article_category: [CATEGORY_REQUIRED] }],
    [
      { acknowledgement_type: 2, article_answers: [{ answer: 'Yes', is_correct: true }] },
      { acknowledgement_question: [QUESTION_REQUIRED] },
    ],
    [
      {
        acknowledgement_type: 2,
        acknowledgement_question: 'Ready?',
        article_answers: [{ answer: ' ', is_correct: true }],
      },
      { article_answers: [ANSWER_BLANK] },
    ],
    [
      {
        acknowledgement_type: 2,
        acknowledgement_question: 'Ready?',
        article_answers: [{ answer: 'Yes', is_correct: false }],
      },
      { article_answers: [ANSWER_CORRECT_REQUIRED] },
    ],
    [{ reassign_month_duration: 13 }, { reassign_month_duration: expect.any(Array) }],
  ])('refuses %j', async (payload, errors) => {
    const { c, category } = await setup();
    const res = await api(ctx, c.admin, {
      method: 'POST',
      url: `${KB}/create/`,
      payload: { title: 'T', article_category: category, ...payload },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
  });

  it('checks the acknowledgement rules on the merged article of an edit', async () => {
    const { c, category } = await setup();
    const article = await createArticle(ctx, c.admin, { article_category: category });
    const res = await patch(c, `retrieve-update-delete/${article.id}/`, { acknowledgement_type: 2 });
    expect(res.json()).toEqual({
      acknowledgement_question: [QUESTION_REQUIRED],
      article_answers: [ANSWER_BLANK, ANSWER_CORRECT_REQUIRED],
    });
  });

  it('refuses a category, type or assignee of another company', async () => {
    const { c, category } = await setup();
    const other = await setup();
    const res = await api(ctx, c.admin, {
      method: 'POST',
      url: `${KB}/create/`,
      payload: { title: 'T', article_category: other.category, individuals: [c.staff.staffId, other.c.staff.staffId] },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['article_category', 'individuals']);
    expect(category).toBeGreaterThan(0);
  });

  it('only KB admins write', async () => {
    const { c, category } = await setup();
    const res = await api(ctx, c.staff, {
      method: 'POST',
      url: `${KB}/create/`,
      payload: { title: 'T', article_category: category },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('delete', () => {
  it('deletes an article with its drafts; then it is not found', async () => {
    const { c, category } = await setup();
    const article = await createArticle(ctx, c.admin, { article_category: category });
    const draft = await createArticle(
      ctx,
      c.admin,
      { article_category: category, article: article.id },
      'draft-article-create/',
    );
    const res = await api(ctx, c.admin, { method: 'DELETE', url: `${KB}/retrieve-update-delete/${article.id}/` });
    expect(res.statusCode).toBe(204);
    expect((await getArticle(ctx, c.admin, article.id)).statusCode).toBe(404);
    expect((await getArticle(ctx, c.admin, draft.id)).statusCode).toBe(404);
  });
});
