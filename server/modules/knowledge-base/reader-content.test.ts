// What an article carries into the course reader and the public knowledge base (issue 20, item 6):
// the same video, files and decision chart the article page shows, with a chart the article only
// names (flow_chart) resolved into it, since a course read offline or a signed-out visitor cannot
// fetch it later; the public pages also carry the company's logo and search the public articles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course } from '../../../contract/courses';
import type { FlowChart } from '../../../contract/flowchart';
import type { PublicArticleDetail, PublicArticlesPage } from '../../../contract/public-knowledge-bases';
import { authed, createTestApp, createTestCompany, type TestContext } from '../../test/helpers';
import { createCourse, seedCourseCategory } from './courses.fixtures';
import { api, createArticle, KB, seedCategory, seedPublicKnowledgebase } from './knowledge-base.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const chart = {
  nodes: [
    { id: 'n1', type: 'startEndNode' as const, position: { x: 0, y: 0 }, data: { label: 'Smell gas?' } },
    { id: 'n2', type: 'processNode' as const, position: { x: 0, y: 150 }, data: { label: 'Leave the building' } },
  ],
  edges: [{ id: 'e1', source: 'n1', target: 'n2', type: 'customEdge' as const, data: { label: 'Yes' } }],
};

async function scene() {
  const c = await createTestCompany(ctx);
  const db = ctx.database.db;
  const category = await seedCategory(db, c.companyId, 'Safety');
  const base = await seedPublicKnowledgebase(db, c.companyId, 'Help centre', true);
  await db
    .updateTable('companies')
    .set({ company_logo: '/company/api/logos/1/x.png' })
    .where('id', '=', c.companyId)
    .execute();
  const named = await authed(ctx.app, c.admin, { method: 'POST', url: '/flowchart/api/flow-charts/', payload: chart });
  expect(named.statusCode, named.body).toBe(201);
  const media = {
    video_url: 'https://media.example.com/drill.mp4',
    file_urls: ['https://media.example.com/a1.pdf', 'https://media.example.com/briefing.mp3'],
  };
  // One article holds its own copy of the chart; the other only names the stored chart.
  const withCopy = await createArticle(ctx, c.admin, {
    article_category: category,
    title: 'Gas leak steps',
    body: '<p>Open the windows.</p>',
    visibility: 0,
    public_knowledgebases: [Number(base)],
    decision_chart: chart,
    ...media,
  });
  const withName = await createArticle(ctx, c.admin, {
    article_category: category,
    title: 'Evacuation route',
    body: '<p>Meet at the car park.</p>',
    visibility: 0,
    public_knowledgebases: [Number(base)],
    flow_chart: named.json<FlowChart>().id,
    decision_chart: null,
  });
  const slug = (
    await db.selectFrom('companies').select('company_slug').where('id', '=', c.companyId).executeTakeFirstOrThrow()
  ).company_slug!;
  return { c, slug, withCopy, withName, media };
}

describe('article content outside the article page', () => {
  it('a course article carries the video, files and decision chart, a named chart resolved', async () => {
    const s = await scene();
    const category = await seedCourseCategory(ctx.database.db, s.c.companyId, 'Induction');
    const course = await createCourse(ctx, s.c.admin, {
      category,
      individuals: [s.c.staff.staffId],
      sections: [{ title: 'Emergencies', section_items: [{ article: s.withCopy.id }, { article: s.withName.id }] }],
    });
    const res = await api(ctx, s.c.staff, { method: 'GET', url: `${KB}/courses/${course.id}/` });
    expect(res.statusCode, res.body).toBe(200);
    const [first, second] = res.json<Course>().sections[0]!.section_items.map((i) => i.article_content!);
    expect(first).toMatchObject({ ...s.media, file_url: null, decision_chart: { nodes: chart.nodes } });
    expect(first!.decision_chart!.edges[0]).toMatchObject({ source: 'n1', target: 'n2', data: { label: 'Yes' } });
    expect(second!.decision_chart!.nodes.map((n) => n.data.label)).toEqual(['Smell gas?', 'Leave the building']);
  });

  it('a public article carries the same media and chart, and the company logo, signed out', async () => {
    const s = await scene();
    const url = (id: number) => `${KB}/public-articles/details/${id}/?company=${s.slug}`;
    const copy = await ctx.app.inject({ method: 'GET', url: url(s.withCopy.id) });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json<PublicArticleDetail>()).toMatchObject({
      ...s.media,
      file_url: null,
      decision_chart: { nodes: chart.nodes },
      company_slug: s.slug,
      company_logo: '/company/api/logos/1/x.png',
    });
    const named = (await ctx.app.inject({ method: 'GET', url: url(s.withName.id) })).json<PublicArticleDetail>();
    expect(named.decision_chart!.nodes).toHaveLength(2);
  });

  it('public-articles/{slug}/?search= finds public articles by title or text, any case, with the logo', async () => {
    const s = await scene();
    const search = async (q: string) =>
      (
        await ctx.app.inject({ method: 'GET', url: `${KB}/public-articles/${s.slug}/?search=${encodeURIComponent(q)}` })
      ).json<PublicArticlesPage>();
    expect((await search('CAR PARK')).results.map((a) => a.title)).toEqual(['Evacuation route']);
    expect((await search('gas')).results.map((a) => a.title)).toEqual(['Gas leak steps']);
    expect((await search('100%')).results).toEqual([]);
    const all = await search('');
    expect(all.results).toHaveLength(2);
    expect(all.company_logo).toBe('/company/api/logos/1/x.png');
  });
});
