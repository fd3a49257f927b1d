// Flow and decision charts (spec knowledge-base §3 Flow chart, §7 flowchart calls, served under
// flowchart/api/ as ARCHITECTURE.md places the spec's flowchart/flow-charts/): a chart is its nodes
// and edges, kept per company. The article form's editor creates one with its first change and
// patches it after that (§4); an article names it (flow_chart) and keeps a copy of its nodes and
// edges (decision_chart), which is what its page, its versions and offline reading show.
// Fixed values and messages live in flowchart-constants.ts (no zod).
import { z } from 'zod';
import {
  FLOW_CHART_EDGES_MAX,
  FLOW_CHART_NODES_MAX,
  FLOW_EDGE_IDS_NOT_UNIQUE,
  FLOW_EDGE_LABEL_MAX,
  FLOW_EDGE_NODE_MISSING,
  FLOW_ID_MAX,
  FLOW_NODE_IDS_NOT_UNIQUE,
  FLOW_NODE_LABEL_MAX,
  FLOW_NODE_TYPES,
} from './flowchart-constants';

export * from './flowchart-constants';

const colour = z.string().trim().max(50);

/** §3 Node: id, type, position x/y, data (id, label, optional color and borderColor). */
export const flowNodeSchema = z.object({
  id: z.string().min(1).max(FLOW_ID_MAX),
  type: z.enum(FLOW_NODE_TYPES),
  position: z.object({ x: z.number(), y: z.number() }),
  data: z.object({
    id: z.string().max(FLOW_ID_MAX).optional(),
    label: z.string().max(FLOW_NODE_LABEL_MAX),
    color: colour.optional(),
    borderColor: colour.optional(),
  }),
});
export type FlowNode = z.infer<typeof flowNodeSchema>;

/** §3 Edge: id, source, target, type customEdge, data.label (empty for a new connection, §4). */
export const flowEdgeSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(FLOW_ID_MAX * 2),
  source: z.string().max(FLOW_ID_MAX),
  target: z.string().max(FLOW_ID_MAX),
  type: z.literal('customEdge').default('customEdge'),
  data: z.object({ label: z.string().max(FLOW_EDGE_LABEL_MAX).default('') }).default({ label: '' }),
});
export type FlowEdge = z.infer<typeof flowEdgeSchema>;

const nodesSchema = z.array(flowNodeSchema).max(FLOW_CHART_NODES_MAX);
const edgesSchema = z.array(flowEdgeSchema).max(FLOW_CHART_EDGES_MAX);

const hasDuplicates = (ids: string[]) => new Set(ids).size !== ids.length;

/**
 * What makes nodes and edges one chart: node ids unique (§4), edge ids unique, and every edge
 * joining two of its nodes. Answers `{field: [message]}`, empty when the chart holds together.
 */
export function chartProblems(
  nodes: readonly Pick<FlowNode, 'id'>[],
  edges: readonly Pick<FlowEdge, 'id' | 'source' | 'target'>[],
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const nodeIds = nodes.map((n) => n.id);
  if (hasDuplicates(nodeIds)) problems.nodes = [FLOW_NODE_IDS_NOT_UNIQUE];
  const edgeProblems: string[] = [];
  if (hasDuplicates(edges.map((e) => e.id))) edgeProblems.push(FLOW_EDGE_IDS_NOT_UNIQUE);
  const known = new Set(nodeIds);
  if (edges.some((e) => !known.has(e.source) || !known.has(e.target))) edgeProblems.push(FLOW_EDGE_NODE_MISSING);
  if (edgeProblems.length > 0) problems.edges = edgeProblems;
  return problems;
}

function refineChart(chart: { nodes: FlowNode[]; edges: FlowEdge[] }, ctx: z.RefinementCtx) {
  for (const [field, messages] of Object.entries(chartProblems(chart.nodes, chart.edges))) {
    for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

/** An article's copy of its chart (§3 decision_chart). */
export const decisionChartSchema = z.object({ nodes: nodesSchema, edges: edgesSchema }).superRefine(refineChart);
export type DecisionChart = z.infer<typeof decisionChartSchema>;

/**
 * POST flowchart/api/flow-charts/ (§7: nodes, edges, company). `company` may be sent, as the spec's
 * client does, but the chart always belongs to the caller's company (the token's), whatever it says.
 */
export const flowChartCreateSchema = z
  .object({
    nodes: nodesSchema.default([]),
    edges: edgesSchema.default([]),
    company: z.number().int().optional(),
  })
  .superRefine(refineChart);
export type FlowChartCreate = z.input<typeof flowChartCreateSchema>;

/** PATCH flowchart/api/flow-charts/{id}/: either or both; the chart as patched must hold together. */
export const flowChartUpdateSchema = z.object({
  nodes: nodesSchema.optional(),
  edges: edgesSchema.optional(),
});
export type FlowChartUpdate = z.input<typeof flowChartUpdateSchema>;

/** The answer of every flow chart call (§3 Flow chart: id, nodes, edges, company). */
export const flowChartSchema = z.object({
  id: z.number().int(),
  nodes: z.array(flowNodeSchema),
  edges: z.array(flowEdgeSchema),
  company: z.number().int(),
  created_on: z.string(),
  updated_on: z.string(),
});
export type FlowChart = z.infer<typeof flowChartSchema>;
