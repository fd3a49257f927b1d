// The demo knowledge base (server/seed/knowledge-base.ts) as acme's people meet it after
// `npm start`: staff read the published procedures assigned or open to them, the draft stays with
// admins, an acknowledgement is waiting, and the Templates modal has subjects to generate from.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Article, ArticleListItem, TemplateCategory } from '../../../contract/knowledge-base';
import type { Paginated } from '../../../contract/pagination';
import { seedDemo, DEMO_PASSWORD } from '../../seed/demo';
import { authed, createTestApp, login, type TestContext } from '../../test/helpers';
import { KB } from './knowledge-base.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ emptyDatabase: true });
  await seedDemo(ctx.database.db);
});
afterAll(() => ctx.close());

it('gives staff and admins a knowledge base worth opening', async () => {
  const staff = await login(ctx.app, 'staff@acme.test', DEMO_PASSWORD);
  const admin = await login(ctx.app, 'admin@acme.test', DEMO_PASSWORD);
  const get = async <T>(user: { token: string }, url: string) =>
    (await authed(ctx.app, user, { method: 'GET', url })).json<T>();

  const staffList = await get<Paginated<ArticleListItem>>(staff, `${KB}/list-create/?page_size=100`);
  expect(staffList.count).toBeGreaterThanOrEqual(12);
  expect(staffList.results.some((a) => a.status === 1)).toBe(false);
  const drafts = await get<Paginated<ArticleListItem>>(admin, `${KB}/draft-articles/`);
  expect(drafts.count).toBe(1);

  const unread = await get<Paginated<ArticleListItem>>(staff, `${KB}/list-create/?unread=true&page_size=100`);
  const forklift = unread.results.find((a) => a.title === 'Forklift pre-shift inspection')!;
  expect(forklift).toMatchObject({ is_assigned: true, is_read: false, acknowledgement_type: 2 });
  const article = await get<Article>(staff, `${KB}/retrieve-update-delete/${forklift.id}/`);
  expect(article.article_answers.every((a) => a.is_correct === undefined)).toBe(true);

  const loto = staffList.results.find((a) => a.title.startsWith('Lockout'))!;
  const detail = await get<Article>(staff, `${KB}/retrieve-update-delete/${loto.id}/`);
  expect(detail.found_definitions.map((d) => d.term)).toEqual(['LOTO']);

  const templates = await get<TemplateCategory[]>(admin, `${KB}/auto-kb-articles/`);
  expect(templates.flatMap((t) => t.category_subjects).length).toBeGreaterThanOrEqual(8);
});
