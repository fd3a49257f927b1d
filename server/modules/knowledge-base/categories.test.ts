// Categories (spec knowledge-base §2 cascading picker, §3, §5): the tree, the parent rules (not
// itself, not below itself), delete moving subcategories and articles up; article types with one
// default; definitions found in article text; the Templates modal's catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_NAME_REQUIRED,
  CATEGORY_PARENT_CYCLE,
  type Article,
  type ArticleCategory,
  type ArticleType,
  type TemplateCategory,
} from '../../../contract/knowledge-base';
import { createTestApp, createTestCompany, type TestCompany, type TestContext } from '../../test/helpers';
import { addStarterTemplates } from './starter-templates';
import { api, createArticle, getArticle, KB } from './knowledge-base.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (c: TestCompany, category: string, parent: number | null = null) =>
  api(ctx, c.admin, { method: 'POST', url: `${KB}/category/list-create/`, payload: { category, parent } });
const move = (c: TestCompany, id: number, parent: number | null) =>
  api(ctx, c.admin, { method: 'PATCH', url: `${KB}/category/list-edit/${id}/`, payload: { parent } });

describe('categories', () => {
  it('answers the tree and refuses a parent that is the category or below it', async () => {
    const c = await createTestCompany(ctx);
    const root = (await post(c, 'Safety')).json<ArticleCategory>();
    const child = (await post(c, 'Forklifts', root.id)).json<ArticleCategory>();
    const grandchild = (await post(c, 'Electric', child.id)).json<ArticleCategory>();
    expect(grandchild).toMatchObject({ parent: child.id, is_subsection: true });
    const tree = (await api(ctx, c.staff, { method: 'GET', url: `${KB}/category/list-create/` })).json<
      ArticleCategory[]
    >();
    expect(tree).toEqual([
      expect.objectContaining({
        id: root.id,
        subcategories: [
          expect.objectContaining({ id: child.id, subcategories: [expect.objectContaining({ id: grandchild.id })] }),
        ],
      }),
    ]);
    for (const parent of [root.id, child.id, grandchild.id]) {
      const res = await move(c, root.id, parent);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ parent: [CATEGORY_PARENT_CYCLE] });
    }
    expect((await move(c, grandchild.id, root.id)).json<ArticleCategory>().parent).toBe(root.id);
    expect((await post(c, ' ')).json()).toEqual({ category: [CATEGORY_NAME_REQUIRED] });
  });

  it('delete moves subcategories and articles to the parent', async () => {
    const c = await createTestCompany(ctx);
    const root = (await post(c, 'Safety')).json<ArticleCategory>();
    const middle = (await post(c, 'Vehicles', root.id)).json<ArticleCategory>();
    const leaf = (await post(c, 'Forklifts', middle.id)).json<ArticleCategory>();
    const article = await createArticle(ctx, c.admin, { article_category: middle.id });
    const res = await api(ctx, c.admin, { method: 'DELETE', url: `${KB}/category/list-edit/${middle.id}/` });
    expect(res.statusCode).toBe(204);
    expect((await getArticle(ctx, c.admin, article.id)).json<Article>().article_category).toBe(root.id);
    const moved = await api(ctx, c.admin, { method: 'GET', url: `${KB}/category/list-edit/${leaf.id}/` });
    expect(moved.json<ArticleCategory>().parent).toBe(root.id);
  });
});

describe('article types', () => {
  it('keeps one default and needs type and colour', async () => {
    const c = await createTestCompany(ctx);
    const add = (payload: object) => api(ctx, c.admin, { method: 'POST', url: `${KB}/article-types/`, payload });
    const sop = (await add({ type: 'SOP', color: '#0cb2fc', is_default: true })).json<ArticleType>();
    const policy = (await add({ type: 'Policy', color: '#f59e0b', is_default: true })).json<ArticleType>();
    const types = (await api(ctx, c.staff, { method: 'GET', url: `${KB}/article-types/` })).json<ArticleType[]>();
    expect(types.map((t) => [t.id, t.is_default])).toEqual([
      [policy.id, true],
      [sop.id, false],
    ]);
    expect((await add({ type: '', color: '' })).json()).toEqual({
      type: ['Type is required.'],
      color: ['Color is required.'],
    });
    const staff = await api(ctx, c.staff, {
      method: 'POST',
      url: `${KB}/article-types/`,
      payload: { type: 'x', color: '#000' },
    });
    expect(staff.statusCode).toBe(403);
  });
});

describe('definitions in articles', () => {
  it('lists the definitions whose terms stand as words in the article', async () => {
    const c = await createTestCompany(ctx);
    const category = (await post(c, 'Safety')).json<ArticleCategory>();
    for (const [term, definition] of [
      ['PPE', 'Personal protective equipment'],
      ['C++', 'A language'],
      ['Lock', 'To secure'],
    ]) {
      await api(ctx, c.admin, { method: 'POST', url: `${KB}/definitions-create/`, payload: { term, definition } });
    }
    const article = await createArticle(ctx, c.admin, {
      article_category: category.id,
      body: '<p>Wear ppe. Tools written in C++ apply lockout.</p>',
    });
    const found = (await getArticle(ctx, c.staff, article.id)).json<Article>().found_definitions;
    expect(found.map((d) => d.term)).toEqual(['C++', 'PPE']);
  });
});

describe('templates', () => {
  it('answers categories with their subjects, in order', async () => {
    const c = await createTestCompany(ctx);
    await addStarterTemplates(ctx.database.db, c.companyId);
    const res = await api(ctx, c.admin, { method: 'GET', url: `${KB}/auto-kb-articles/` });
    const templates = res.json<TemplateCategory[]>();
    expect(templates.length).toBeGreaterThanOrEqual(4);
    expect(templates[0]!.category_subjects.length).toBeGreaterThanOrEqual(2);
    expect(templates[0]!.category_subjects[0]!.subject_article).toMatch(/^<h2>/);
  });
});
