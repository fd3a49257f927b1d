// The flowchart calls (spec knowledge-base §3 Flow chart, §4 autosave, §7, §8): create then patch as
// the editor does, get, the chart's own rules (node ids unique, edges joining its nodes), who may
// read and write, another company's chart answering 404, and articles naming a chart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FLOW_CHART_NOT_FOUND,
  FLOW_EDGE_IDS_NOT_UNIQUE,
  FLOW_EDGE_NODE_MISSING,
  FLOW_NODE_IDS_NOT_UNIQUE,
  type FlowChart,
  type FlowChartCreate,
  type FlowNodeType,
} from '../../../contract/flowchart';
import type { Article } from '../../../contract/knowledge-base';
import { authed, createTestApp, createTestCompany, type TestContext, type TestUser } from '../../test/helpers';
import { createArticle, getArticle, KB, seedCategory } from '../knowledge-base/knowledge-base.fixtures';

const BASE = '/flowchart/api/flow-charts';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const node = (id: string, type: FlowNodeType, label: string, x = 0, y = 0) => ({
  id,
  type,
  position: { x, y },
  data: { id, label },
});
const edge = (id: string, source: string, target: string, label = '') => ({
  id,
  source,
  target,
  type: 'customEdge' as const,
  data: { label },
});

const decision: FlowChartCreate = {
  nodes: [
    node('node-1', 'startEndNode', 'Start', 0, 0),
    { ...node('node-2', 'decisionNode', 'Guard closed?', 0, 150), data: { label: 'Guard closed?', color: '#fff' } },
    node('node-3', 'processNode', 'Start the machine', 0, 300),
  ],
  edges: [edge('e1-2', 'node-1', 'node-2'), edge('e2-3', 'node-2', 'node-3', 'Yes')],
};

const create = (user: TestUser, payload: object) => authed(ctx.app, user, { method: 'POST', url: `${BASE}/`, payload });
const patch = (user: TestUser, id: number, payload: object) =>
  authed(ctx.app, user, { method: 'PATCH', url: `${BASE}/${id}/`, payload });
const get = (user: TestUser, id: number) => authed(ctx.app, user, { method: 'GET', url: `${BASE}/${id}/` });

describe('flow charts', () => {
  it('creates a chart in the caller company, patches it and answers it as stored', async () => {
    const c = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    const res = await create(c.admin, { ...decision, company: other.companyId });
    expect(res.statusCode, res.body).toBe(201);
    const chart = res.json<FlowChart>();
    expect(chart).toMatchObject({ company: c.companyId, nodes: decision.nodes, edges: decision.edges });

    const moved = decision.nodes!.map((n) => (n.id === 'node-3' ? { ...n, position: { x: 45, y: 330 } } : n));
    const labelled = [...decision.edges!.slice(0, 1), edge('e2-3', 'node-2', 'node-3', 'Yes, closed')];
    expect((await patch(c.admin, chart.id, { nodes: moved })).statusCode).toBe(200);
    const patched = await patch(c.admin, chart.id, { edges: labelled });
    expect(patched.json<FlowChart>()).toMatchObject({ id: chart.id, nodes: moved, edges: labelled });

    const read = (await get(c.admin, chart.id)).json<FlowChart>();
    expect(read).toEqual(patched.json());
    expect(read.edges[1]!.data.label).toBe('Yes, closed');
  });

  it('fills in what a new connection leaves out: type customEdge and an empty label', async () => {
    const c = await createTestCompany(ctx);
    const res = await create(c.admin, {
      nodes: decision.nodes,
      edges: [{ id: 'e1-2', source: 'node-1', target: 'node-2' }],
    });
    expect(res.json<FlowChart>().edges).toEqual([edge('e1-2', 'node-1', 'node-2', '')]);
  });

  it('refuses node ids that are not unique, duplicate edges and edges to missing nodes', async () => {
    const c = await createTestCompany(ctx);
    const twice = { nodes: [node('a', 'processNode', 'A'), node('a', 'decisionNode', 'B')], edges: [] };
    const res = await create(c.admin, twice);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ nodes: [FLOW_NODE_IDS_NOT_UNIQUE] });

    const badEdges = await create(c.admin, {
      nodes: [node('a', 'processNode', 'A'), node('b', 'processNode', 'B')],
      edges: [edge('e', 'a', 'b'), edge('e', 'b', 'a'), edge('x', 'a', 'gone')],
    });
    expect(badEdges.json()).toEqual({ edges: [FLOW_EDGE_IDS_NOT_UNIQUE, FLOW_EDGE_NODE_MISSING] });

    const chart = (await create(c.admin, decision)).json<FlowChart>();
    // Patching the nodes alone must not strand the stored edges, nor bring in a duplicate id.
    const stranded = await patch(c.admin, chart.id, { nodes: [node('node-1', 'startEndNode', 'Start')] });
    expect(stranded.statusCode).toBe(400);
    expect(stranded.json()).toEqual({ edges: [FLOW_EDGE_NODE_MISSING] });
    const duplicate = await patch(c.admin, chart.id, { nodes: [...decision.nodes!, decision.nodes![0]] });
    expect(duplicate.json()).toEqual({ nodes: [FLOW_NODE_IDS_NOT_UNIQUE] });
    expect((await get(c.admin, chart.id)).json<FlowChart>().nodes).toEqual(decision.nodes);
  });

  it('refuses an unknown node type, a missing label and a bad position', async () => {
    const c = await createTestCompany(ctx);
    const res = await create(c.admin, {
      nodes: [
        { id: 'a', type: 'cloudNode', position: { x: 0, y: 0 }, data: { label: 'A' } },
        { id: 'b', type: 'processNode', position: { x: 'left', y: 0 }, data: {} },
      ],
      edges: [],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<Record<string, string[]>>()).sort()).toEqual([
      'nodes.0.type',
      'nodes.1.data.label',
      'nodes.1.position.x',
    ]);
  });

  it('answers 404 for another company chart, on read and on patch, and leaves it as it was', async () => {
    const a = await createTestCompany(ctx);
    const b = await createTestCompany(ctx);
    const chart = (await create(b.admin, decision)).json<FlowChart>();
    expect((await get(a.admin, chart.id)).statusCode).toBe(404);
    expect((await patch(a.admin, chart.id, { nodes: [], edges: [] })).statusCode).toBe(404);
    expect((await get(b.admin, chart.id)).json<FlowChart>().nodes).toEqual(decision.nodes);
    expect((await get(a.admin, 999_999_999)).statusCode).toBe(404);
  });

  it('lets only KB admins write; staff read a chart only through an article they may read', async () => {
    const c = await createTestCompany(ctx);
    expect((await create(c.staff, decision)).statusCode).toBe(403);
    const chart = (await create(c.admin, decision)).json<FlowChart>();
    expect((await patch(c.staff, chart.id, { edges: [] })).statusCode).toBe(403);
    expect((await get(c.staff, chart.id)).statusCode).toBe(404);

    const category = await seedCategory(ctx.database.db, c.companyId, 'Safety');
    const hidden = await createArticle(ctx, c.admin, {
      article_category: category,
      visibility: 2,
      flow_chart: chart.id,
    });
    expect(hidden.flow_chart).toBe(chart.id);
    expect((await get(c.staff, chart.id)).statusCode).toBe(404);
    await createArticle(ctx, c.admin, { article_category: category, visibility: 1, flow_chart: chart.id });
    expect((await get(c.staff, chart.id)).json<FlowChart>().id).toBe(chart.id);
  });

  it('an article may name only a chart of its own company', async () => {
    const a = await createTestCompany(ctx);
    const b = await createTestCompany(ctx);
    const theirs = (await create(b.admin, decision)).json<FlowChart>();
    const ours = (await create(a.admin, decision)).json<FlowChart>();
    const category = await seedCategory(ctx.database.db, a.companyId, 'Safety');
    const refused = await authed(ctx.app, a.admin, {
      method: 'POST',
      url: `${KB}/create/`,
      payload: { title: 'Guard check', article_category: category, flow_chart: theirs.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ flow_chart: [FLOW_CHART_NOT_FOUND] });

    const article = await createArticle(ctx, a.admin, {
      article_category: category,
      flow_chart: ours.id,
      decision_chart: decision as Article['decision_chart'],
    });
    const read = (await getArticle(ctx, a.admin, article.id)).json<Article>();
    expect(read).toMatchObject({ flow_chart: ours.id, decision_chart: { nodes: decision.nodes } });
    const edited = await authed(ctx.app, a.admin, {
      method: 'PATCH',
      url: `${KB}/retrieve-update-delete/${article.id}/`,
      payload: { flow_chart: theirs.id },
    });
    expect(edited.json()).toEqual({ flow_chart: [FLOW_CHART_NOT_FOUND] });
  });

  it('refuses an article copy of a chart whose node ids repeat', async () => {
    const c = await createTestCompany(ctx);
    const category = await seedCategory(ctx.database.db, c.companyId, 'Safety');
    const res = await authed(ctx.app, c.admin, {
      method: 'POST',
      url: `${KB}/create/`,
      payload: {
        title: 'Guard check',
        article_category: category,
        decision_chart: { nodes: [node('a', 'processNode', 'A'), node('a', 'processNode', 'B')], edges: [] },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'decision_chart.nodes': [FLOW_NODE_IDS_NOT_UNIQUE] });
  });
});
