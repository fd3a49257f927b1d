// Acknowledgements (spec knowledge-base §3, §4, §7): a signature, or the question answered with
// exactly the correct answers, checked on the server; readers never see which answers are correct;
// acknowledging marks the article read, and a reassignment asks for it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACKNOWLEDGEMENT_NOT_REQUIRED,
  ACKNOWLEDGEMENT_WRONG_ANSWER,
  SIGNATURE_REQUIRED,
  type Acknowledgement,
  type Article,
  type ArticleQuestion,
} from '../../../contract/knowledge-base';
import type { Paginated } from '../../../contract/pagination';
import { createTestApp, createTestCompany, type TestCompany, type TestContext } from '../../test/helpers';
import { api, createArticle, getArticle, KB, seedCategory } from './knowledge-base.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const acknowledge = (c: TestCompany, payload: object) =>
  api(ctx, c.staff, { method: 'POST', url: `${KB}/acknowledgements/`, payload });

async function questionArticle() {
  const c = await createTestCompany(ctx);
  const category = await seedCategory(ctx.database.db, c.companyId, 'Safety');
  const article = await createArticle(ctx, c.admin, {
    article_category: category,
    is_assigned_to_everyone: true,
    acknowledgement_type: 2,
    acknowledgement_question: 'Which checks come before driving?',
    article_answers: [
      { answer: 'Forks and chains', is_correct: true },
      { answer: 'Radio station', is_correct: false },
      { answer: 'Brakes and horn', is_correct: true },
    ],
  });
  return { c, article };
}

describe('question and answer', () => {
  it('readers see the answers without which are correct; admins see both', async () => {
    const { c, article } = await questionArticle();
    const asStaff = (await getArticle(ctx, c.staff, article.id)).json<Article>();
    expect(asStaff.article_answers).toEqual([
      { id: 1, answer: 'Forks and chains' },
      { id: 2, answer: 'Radio station' },
      { id: 3, answer: 'Brakes and horn' },
    ]);
    expect(article.article_answers[0]).toEqual({ id: 1, answer: 'Forks and chains', is_correct: true });
    const q = await api(ctx, c.staff, { method: 'GET', url: `${KB}/questions/?article=${article.id}` });
    expect(q.json<ArticleQuestion>()).toEqual({
      article: article.id,
      question: 'Which checks come before driving?',
      answers: asStaff.article_answers,
    });
  });

  it.each([[[1]], [[1, 2, 3]], [[2]], [[]]])('refuses the answers %j', async (answers) => {
    const { c, article } = await questionArticle();
    const res = await acknowledge(c, { article: article.id, answers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ answers: [ACKNOWLEDGEMENT_WRONG_ANSWER] });
    expect((await getArticle(ctx, c.staff, article.id)).json<Article>().is_acknowledged).toBe(false);
  });

  it('accepts exactly the correct answers, marks the article read, and a reassignment asks again', async () => {
    const { c, article } = await questionArticle();
    const res = await acknowledge(c, { article: article.id, answers: [3, 1] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Acknowledgement>()).toMatchObject({
      article: article.id,
      staff_id: c.staff.staffId,
      acknowledgement_type: 2,
      question: 'Which checks come before driving?',
      answers: ['Forks and chains', 'Brakes and horn'],
    });
    expect((await getArticle(ctx, c.staff, article.id)).json<Article>()).toMatchObject({
      is_read: true,
      is_acknowledged: true,
    });
    await api(ctx, c.admin, { method: 'POST', url: `${KB}/reassign-article/${article.id}/` });
    expect((await getArticle(ctx, c.staff, article.id)).json<Article>()).toMatchObject({
      is_read: false,
      is_acknowledged: false,
    });
  });
});

describe('signature', () => {
  it('needs a signature, then records it', async () => {
    const c = await createTestCompany(ctx);
    const category = await seedCategory(ctx.database.db, c.companyId, 'HR');
    const article = await createArticle(ctx, c.admin, { article_category: category, acknowledgement_type: 1 });
    expect((await acknowledge(c, { article: article.id, signature: ' ' })).json()).toEqual({
      signature: [SIGNATURE_REQUIRED],
    });
    const res = await acknowledge(c, { article: article.id, signature: 'Sam Staff' });
    expect(res.statusCode).toBe(201);
    const mine = await api(ctx, c.staff, { method: 'GET', url: `${KB}/acknowledgements/` });
    expect(mine.json<Paginated<Acknowledgement>>().results.map((a) => a.signature)).toEqual(['Sam Staff']);
    const all = await api(ctx, c.admin, { method: 'GET', url: `${KB}/acknowledgements/?article=${article.id}` });
    expect(all.json<Paginated<Acknowledgement>>().count).toBe(1);
  });

  it('an article without an acknowledgement refuses one; an unreadable article is not found', async () => {
    const c = await createTestCompany(ctx);
    const category = await seedCategory(ctx.database.db, c.companyId, 'HR');
    const plain = await createArticle(ctx, c.admin, { article_category: category });
    expect((await acknowledge(c, { article: plain.id, signature: 'x' })).json()).toEqual({
      article: [ACKNOWLEDGEMENT_NOT_REQUIRED],
    });
    const hidden = await createArticle(ctx, c.admin, {
      article_category: category,
      visibility: 2,
      acknowledgement_type: 1,
    });
    expect((await acknowledge(c, { article: hidden.id, signature: 'x' })).statusCode).toBe(404);
  });
});
