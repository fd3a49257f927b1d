// Bulk calls (spec knowledge-base §7, §8): the good items are applied and every refused one is
// reported as "Error for ID {id}: {reason}" — unknown ids, another company's ids, invalid items.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, BulkResult, Definition } from '../../../contract/knowledge-base';
import { createTestApp, createTestCompany, type TestContext } from '../../test/helpers';
import { api, createArticle, getArticle, KB, seedCategory, seedPublicKnowledgebase } from './knowledge-base.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function setup() {
  const c = await createTestCompany(ctx);
  const category = await seedCategory(ctx.database.db, c.companyId, 'Safety');
  return { c, category };
}

describe('articles', () => {
  it('bulk-delete deletes the company’s articles and reports the others', async () => {
    const { c, category } = await setup();
    const other = await setup();
    const a = await createArticle(ctx, c.admin, { article_category: category });
    const foreign = await createArticle(ctx, other.c.admin, { article_category: other.category });
    const res = await api(ctx, c.admin, {
      method: 'POST',
      url: `${KB}/articles/bulk-delete`,
      payload: { ids: [a.id, foreign.id, 999999] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<BulkResult>()).toEqual({
      succeeded: [a.id],
      errors: [
        { id: foreign.id, reason: 'Not found.', message: `Error for ID ${foreign.id}: Not found.` },
        { id: 999999, reason: 'Not found.', message: 'Error for ID 999999: Not found.' },
      ],
    });
    expect((await getArticle(ctx, other.c.admin, foreign.id)).statusCode).toBe(200);
  });

  it('bulk-update applies the changes, tags included in search', async () => {
    const { c, category } = await setup();
    const target = await seedCategory(ctx.database.db, c.companyId, 'Warehouse');
    const a = await createArticle(ctx, c.admin, {
      article_category: category,
      title: 'Ladders',
      visibility: 0,
      public_knowledgebases: [await seedPublicKnowledgebase(ctx.database.db, c.companyId, 'Help')],
    });
    const res = await api(ctx, c.admin, {
      method: 'POST',
      url: `${KB}/articles/bulk-update`,
      payload: { ids: [a.id, 424242], changes: { article_category: target, tags: ['heights'], visibility: 2 } },
    });
    expect(res.json<BulkResult>()).toEqual({
      succeeded: [a.id],
      errors: [{ id: 424242, reason: 'Not found.', message: 'Error for ID 424242: Not found.' }],
    });
    expect((await getArticle(ctx, c.admin, a.id)).json<Article>()).toMatchObject({
      article_category: target,
      tags: ['heights'],
      visibility: 2,
      public_knowledgebases: [],
      title: 'Ladders',
    });
    const found = await api(ctx, c.admin, { method: 'GET', url: `${KB}/list-create/?search=heights` });
    expect(found.json<{ count: number }>().count).toBe(1);
    const refused = await api(ctx, c.admin, {
      method: 'POST',
      url: `${KB}/articles/bulk-update`,
      payload: { ids: [a.id], changes: { article_category: 999999 } },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('bulk-create creates the valid items and numbers the refused ones by position', async () => {
    const { c, category } = await setup();
    const res = await api(ctx, c.admin, {
      method: 'POST',
      url: `${KB}/articles/bulk-create`,
      payload: {
        articles: [
          { title: 'One', article_category: category, body: '<p>1<script>x</script></p>' },
          { title: ' ', article_category: category },
          { title: 'Three', article_category: 999999 },
          { title: 'Four', article_category: category, status: 1 },
          { title: 'Five', article_category: category, acknowledgement_type: 2 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const result = res.json<BulkResult>();
    expect(result.succeeded).toHaveLength(2);
    expect(result.errors.map((e) => e.message)).toEqual([
      'Error for ID 2: title: Title is required.',
      'Error for ID 3: article_category: Choose a category of this company.',
      'Error for ID 5: acknowledgement_question: please supply question for Question answer acknowledgement; ' +
        'article_answers: You cannot have a question answer as blank, you can either remove it or supply value At least one answer should be correct',
    ]);
    const [one, four] = await Promise.all(result.succeeded.map((id) => getArticle(ctx, c.admin, id)));
    expect(one!.json<Article>()).toMatchObject({ title: 'One', body: '<p>1</p>', status: 0 });
    expect(four!.json<Article>()).toMatchObject({ title: 'Four', status: 1 });
  });

  it('bulk-mark-as-read marks the readable ones', async () => {
    const { c, category } = await setup();
    const a = await createArticle(ctx, c.admin, { article_category: category });
    const hidden = await createArticle(ctx, c.admin, { article_category: category, visibility: 2 });
    const res = await api(ctx, c.staff, {
      method: 'POST',
      url: `${KB}/bulk-mark-as-read/`,
      payload: { ids: [a.id, hidden.id] },
    });
    expect(res.json<BulkResult>()).toEqual({
      succeeded: [a.id],
      errors: [{ id: hidden.id, reason: 'Not found.', message: `Error for ID ${hidden.id}: Not found.` }],
    });
  });

  it('bulk calls are for KB admins', async () => {
    const { c } = await setup();
    const res = await api(ctx, c.staff, { method: 'POST', url: `${KB}/articles/bulk-delete`, payload: { ids: [1] } });
    expect(res.statusCode).toBe(403);
  });
});

describe('definitions', () => {
  it('bulk-create skips taken and repeated terms and invalid items', async () => {
    const { c } = await setup();
    await api(ctx, c.admin, {
      method: 'POST',
      url: `${KB}/definitions-create/`,
      payload: { term: 'PPE', definition: 'Personal protective equipment' },
    });
    const res = await api(ctx, c.admin, {
      method: 'POST',
      url: `${KB}/definitions/bulk-create`,
      payload: {
        definitions: [
          { term: 'LOTO', definition: 'Lockout/tagout' },
          { term: 'ppe', definition: 'again' },
          { term: 'SDS', definition: 'Safety data sheet' },
          { term: 'sds', definition: 'repeated' },
          { term: '', definition: 'x' },
        ],
      },
    });
    const result = res.json<BulkResult>();
    expect(result.succeeded).toHaveLength(2);
    expect(result.errors.map((e) => e.message)).toEqual([
      'Error for ID 2: term: A definition with this term already exists.',
      'Error for ID 4: term: A definition with this term already exists.',
      'Error for ID 5: term: This field is required',
    ]);
    const list = await api(ctx, c.staff, { method: 'GET', url: `${KB}/definitions-create/` });
    expect(list.json<Definition[]>().map((d) => d.term)).toEqual(['LOTO', 'PPE', 'SDS']);
  });
});
