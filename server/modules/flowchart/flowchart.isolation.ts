// Tenant-isolation cases of the flowchart routes (consumed by server/test/isolation.test.ts): A's
// admin creates a chart naming B as its company (it must land in A), and reads and patches B's
// chart by id (404, B's chart unchanged). Plain staff may not write charts (403).
import type { IsolationCase, IsolationTarget } from '../../test/isolation';

const BASE = '/flowchart/api/flow-charts';
const chart = (label: string) => ({
  nodes: [{ id: 'node-1', type: 'startEndNode', position: { x: 0, y: 0 }, data: { label } }],
  edges: [],
});

const seeded = new WeakMap<IsolationTarget, Promise<number>>();
/** B's chart, seeded once per target (a case's request is built again for its 401 and 403 checks). */
const victimChart = (t: IsolationTarget) =>
  seeded.get(t) ??
  seeded
    .set(
      t,
      t.ctx.database.db
        .insertInto('flow_charts')
        .values({
          company_id: t.victim.companyId,
          nodes: JSON.stringify(chart(`victim-chart-${t.victim.companyId}`).nodes),
          edges: '[]',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((row) => row.id),
    )
    .get(t)!;

export const isolationCases: IsolationCase[] = [
  {
    route: 'POST /flowchart/api/flow-charts/',
    expect: 'own-company',
    request: (t) => ({ method: 'POST', url: `${BASE}/`, payload: { ...chart('Ours'), company: t.victim.companyId } }),
    staffForbidden: () => ({ method: 'POST', url: `${BASE}/`, payload: chart('Ours') }),
    leaks: (t) => [`victim-chart-${t.victim.companyId}`],
  },
  {
    route: 'GET /flowchart/api/flow-charts/:id/',
    expect: 'foreign-404',
    request: async (t) => ({ method: 'GET', url: `${BASE}/${await victimChart(t)}/` }),
  },
  {
    route: 'PATCH /flowchart/api/flow-charts/:id/',
    expect: 'foreign-404',
    request: async (t) => ({ method: 'PATCH', url: `${BASE}/${await victimChart(t)}/`, payload: chart('Changed') }),
    staffForbidden: async (t) => ({ method: 'PATCH', url: `${BASE}/${await victimChart(t)}/`, payload: chart('x') }),
  },
];
