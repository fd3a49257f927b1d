// Who reads what (spec knowledge-base §1, §3, §6): visibility and assignment by everyone, name,
// division, position and responsibility; drafts for admins only; and the article list's filters
// (category with subcategories, type, tag, search, unread, assigned) with server paging.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleListItem, ArticleSimple, CategoryWithArticles, Tag } from '../../../contract/knowledge-base';
import type { Paginated } from '../../../contract/pagination';
import { createTestApp, createTestCompany, createTestUser, type TestContext } from '../../test/helpers';
import {
  api,
  createArticle,
  getArticle,
  KB,
  seedCategory,
  seedDivision,
  seedPosition,
  seedResponsibility,
} from './knowledge-base.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

async function setup() {
  const c = await createTestCompany(ctx);
  const category = await seedCategory(db(), c.companyId, 'Safety');
  return { c, category };
}

const list = async (user: Parameters<typeof api>[1], query = '') => {
  const res = await api(ctx, user, { method: 'GET', url: `${KB}/list-create/${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Paginated<ArticleListItem>>();
};

describe('assignment', () => {
  it('an ASSIGNED ONLY article is read only by those it is assigned to', async () => {
    const { c, category } = await setup();
    const division = await seedDivision(db(), c.companyId, 'Warehouse');
    const inDivision = await createTestUser(ctx, c.companyId);
    await db().updateTable('staff').set({ division_id: division }).where('id', '=', inDivision.staffId).execute();
    const byPosition = await createTestUser(ctx, c.companyId);
    const position = await seedPosition(db(), c.companyId, 'Driver', [byPosition.staffId]);
    const byResponsibility = await createTestUser(ctx, c.companyId);
    const responsibility = await seedResponsibility(db(), c.companyId, 'First aider', [byResponsibility.staffId]);
    const byName = await createTestUser(ctx, c.companyId);
    const outsider = c.staff;

    const article = await createArticle(ctx, c.admin, {
      article_category: category,
      visibility: 2,
      division: [division],
      assigned_positions: [position],
      assigned_responsibilities: [responsibility],
      individuals: [byName.staffId],
    });
    expect(article.assigned_responsibilities_info).toEqual([{ id: responsibility, name: 'First aider' }]);
    for (const reader of [inDivision, byPosition, byResponsibility, byName]) {
      const res = await getArticle(ctx, reader, article.id);
      expect(res.statusCode).toBe(200);
      expect(res.json<ArticleListItem>().is_assigned).toBe(true);
      expect((await list(reader)).results.map((a) => a.id)).toEqual([article.id]);
    }
    expect((await getArticle(ctx, outsider, article.id)).statusCode).toBe(404);
    expect((await list(outsider)).count).toBe(0);
    expect((await api(ctx, outsider, { method: 'POST', url: `${KB}/mark-as-read/${article.id}/` })).statusCode).toBe(
      404,
    );
    const simple = await api(ctx, outsider, { method: 'GET', url: `${KB}/simple-list/?simple_details=true` });
    expect(simple.json<ArticleSimple[]>()).toEqual([]);
    const byCategory = await api(ctx, outsider, { method: 'GET', url: `${KB}/category-with-articles/` });
    expect(byCategory.json<CategoryWithArticles[]>()[0]!.articles).toEqual([]);
    const versions = await api(ctx, outsider, { method: 'GET', url: `${KB}/version-history/${article.id}/` });
    expect(versions.statusCode).toBe(404);
  });

  it('assigned to everyone reaches every staff member; ALL STAFF and PUBLIC are read by all but not assigned', async () => {
    const { c, category } = await setup();
    const everyone = await createArticle(ctx, c.admin, {
      article_category: category,
      visibility: 2,
      is_assigned_to_everyone: true,
    });
    const allStaff = await createArticle(ctx, c.admin, {
      article_category: category,
      visibility: 1,
      title: 'Holidays',
    });
    const open = await createArticle(ctx, c.admin, {
      article_category: category,
      visibility: 0,
      title: 'Opening hours',
    });
    const rows = (await list(c.staff, '?ordering=title')).results;
    expect(rows.map((a) => [a.id, a.is_assigned])).toEqual([
      [everyone.id, true],
      [allStaff.id, false],
      [open.id, false],
    ]);
    expect((await list(c.staff, '?assigned=true')).results.map((a) => a.id)).toEqual([everyone.id]);
  });

  it('unread lists assigned articles not read since their last reassignment', async () => {
    const { c, category } = await setup();
    const a = await createArticle(ctx, c.admin, {
      article_category: category,
      is_assigned_to_everyone: true,
      title: 'A',
    });
    const b = await createArticle(ctx, c.admin, {
      article_category: category,
      is_assigned_to_everyone: true,
      title: 'B',
    });
    await api(ctx, c.staff, { method: 'POST', url: `${KB}/mark-as-read/${a.id}/` });
    expect((await list(c.staff, '?unread=true')).results.map((x) => x.id)).toEqual([b.id]);
    const reassign = await api(ctx, c.admin, { method: 'POST', url: `${KB}/reassign-article/${a.id}/` });
    expect(reassign.json()).toEqual({ article: a.id, reassigned: 1 });
    expect((await list(c.staff, '?unread=true&ordering=title')).results.map((x) => x.id)).toEqual([a.id, b.id]);
  });

  it('a read older than the reassign frequency no longer counts', async () => {
    const { c, category } = await setup();
    const a = await createArticle(ctx, c.admin, {
      article_category: category,
      is_assigned_to_everyone: true,
      reassign_month_duration: 3,
    });
    await api(ctx, c.staff, { method: 'POST', url: `${KB}/mark-as-read/${a.id}/` });
    expect((await getArticle(ctx, c.staff, a.id)).json<ArticleListItem>().is_read).toBe(true);
    await db()
      .updateTable('kb_article_reads')
      .set({ read_on: new Date(Date.now() - 100 * 24 * 3600 * 1000) })
      .where('article_id', '=', a.id)
      .execute();
    expect((await getArticle(ctx, c.staff, a.id)).json<ArticleListItem>().is_read).toBe(false);
  });

  it('read activity lists the assigned and the readers (admins only)', async () => {
    const { c, category } = await setup();
    const a = await createArticle(ctx, c.admin, {
      article_category: category,
      individuals: [c.staff.staffId],
      visibility: 2,
    });
    await api(ctx, c.staff, { method: 'POST', url: `${KB}/mark-as-read/${a.id}/` });
    const res = await api(ctx, c.admin, { method: 'GET', url: `${KB}/employee-article-read-activity/${a.id}/` });
    expect(res.json()).toEqual([
      expect.objectContaining({ staff_id: c.staff.staffId, is_assigned: true, is_read: true, is_acknowledged: false }),
    ]);
    const staff = await api(ctx, c.staff, { method: 'GET', url: `${KB}/employee-article-read-activity/${a.id}/` });
    expect(staff.statusCode).toBe(403);
  });
});

describe('list filters', () => {
  it('filters by category with its subcategories, type, tag and search, and pages on the server', async () => {
    const { c, category } = await setup();
    const sub = await seedCategory(db(), c.companyId, 'Forklifts', category);
    const subsub = await seedCategory(db(), c.companyId, 'Electric', sub);
    const other = await seedCategory(db(), c.companyId, 'HR');
    const type = await api(ctx, c.admin, {
      method: 'POST',
      url: `${KB}/article-types/`,
      payload: { type: 'SOP', color: '#f00' },
    });
    const typeId = type.json<{ id: number }>().id;
    const a = await createArticle(ctx, c.admin, {
      article_category: subsub,
      title: 'Battery charging',
      tags: ['battery'],
      type: typeId,
    });
    const b = await createArticle(ctx, c.admin, {
      article_category: category,
      title: 'Spill kit',
      body: '<p>Absorbent pads</p>',
    });
    await createArticle(ctx, c.admin, { article_category: other, title: 'Payslips' });

    const ids = async (q: string) => (await list(c.staff, q)).results.map((x) => x.id).sort();
    expect(await ids(`?category=${category}`)).toEqual([a.id, b.id].sort());
    expect(await ids(`?category=${sub}`)).toEqual([a.id]);
    expect(await ids(`?type=${typeId}`)).toEqual([a.id]);
    expect(await ids('?tag=battery')).toEqual([a.id]);
    expect(await ids('?search=absorb')).toEqual([b.id]);
    expect(await ids('?search=BATTERY%20charg')).toEqual([a.id]);
    const page = await list(c.staff, '?page_size=2&page=2');
    expect(page.count).toBe(3);
    expect(page.results).toHaveLength(1);
    expect(page.previous).toContain('page=1');
    const tags = await api(ctx, c.staff, { method: 'GET', url: `${KB}/tags/` });
    expect(tags.json<Tag[]>()).toEqual([{ name: 'battery', article_count: 1 }]);
  });

  it('status=1 lists drafts for admins; staff always get published articles', async () => {
    const { c, category } = await setup();
    const draft = await createArticle(ctx, c.admin, { article_category: category }, 'draft-article-create/');
    const published = await createArticle(ctx, c.admin, { article_category: category });
    expect((await list(c.admin, '?status=1')).results.map((x) => x.id)).toEqual([draft.id]);
    expect((await list(c.admin)).results.map((x) => x.id)).toEqual([published.id]);
    expect((await list(c.staff, '?status=1')).results.map((x) => x.id)).toEqual([published.id]);
  });
});
