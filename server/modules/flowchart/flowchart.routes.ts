// The flowchart module's calls (spec knowledge-base §7 "POST flowchart/flow-charts/ (nodes, edges,
// company); GET and PATCH flowchart/flow-charts/{id}/", served under flowchart/api/). Charts are part
// of the knowledge base app: KB admins write them from the article form (§6); readers get a chart
// that an article they may read names.
import { flowChartCreateSchema, flowChartUpdateSchema } from '../../../contract/flowchart';
import { idParamsSchema } from '../../lib/params';
import { created, route } from '../../lib/route';
import { isKbAdmin } from '../knowledge-base/permissions';
import { createFlowChart, getFlowChart, patchFlowChart } from './flowchart.service';

const BASE = '/flowchart/api/flow-charts';
const app = 'knowledge_base' as const;

export const flowchartRoutes = [
  route({
    method: 'POST',
    url: `${BASE}/`,
    app,
    allow: isKbAdmin,
    body: flowChartCreateSchema,
    handler: async ({ db, auth, body }) => created(await createFlowChart(db, auth, body)),
  }),
  route({
    method: 'GET',
    url: `${BASE}/:id/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => getFlowChart(db, auth, params.id),
  }),
  route({
    method: 'PATCH',
    url: `${BASE}/:id/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    body: flowChartUpdateSchema,
    handler: ({ db, auth, params, body }) => patchFlowChart(db, auth, params.id, body),
  }),
];
