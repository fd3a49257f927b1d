// Flow charts (spec knowledge-base §3, §4, §7): the editor creates a chart with its first change and
// patches it after that. A chart belongs to the caller's company whatever the body's `company`
// says; another company's chart answers 404; a chart as stored always holds together (node ids
// unique, edges joining its nodes), so a patch of nodes alone may not strand the edges.
import { chartProblems, type FlowChart, type FlowEdge, type FlowNode } from '../../../contract/flowchart';
import type { Database } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import {
  findFlowChart,
  insertFlowChart,
  lockFlowChart,
  updateFlowChart,
  type FlowChartRow,
} from './flowchart.repository';

const iso = (d: Date | string) => new Date(d).toISOString();

export function presentFlowChart(row: FlowChartRow): FlowChart {
  return {
    id: row.id,
    nodes: row.nodes as FlowNode[],
    edges: row.edges as FlowEdge[],
    company: row.company_id,
    created_on: iso(row.created_on),
    updated_on: iso(row.updated_on),
  };
}

export async function createFlowChart(
  db: Database,
  auth: AuthContext,
  chart: { nodes: FlowNode[]; edges: FlowEdge[] },
): Promise<FlowChart> {
  return presentFlowChart(await insertFlowChart(db, auth, chart));
}

export async function getFlowChart(db: Database, auth: AuthContext, id: number): Promise<FlowChart> {
  const row = await findFlowChart(db, auth, id);
  if (!row) throw new NotFoundError();
  return presentFlowChart(row);
}

export async function patchFlowChart(
  db: Database,
  auth: AuthContext,
  id: number,
  changes: { nodes?: FlowNode[]; edges?: FlowEdge[] },
): Promise<FlowChart> {
  const row = await lockFlowChart(db, auth.companyId, id);
  if (!row) throw new NotFoundError();
  const next = {
    nodes: changes.nodes ?? (row.nodes as FlowNode[]),
    edges: changes.edges ?? (row.edges as FlowEdge[]),
  };
  const problems = chartProblems(next.nodes, next.edges);
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  return presentFlowChart(await updateFlowChart(db, auth.companyId, id, next));
}
