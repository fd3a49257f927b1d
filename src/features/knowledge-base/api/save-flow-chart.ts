// POST flowchart/api/flow-charts/ and PATCH flowchart/api/flow-charts/{id}/ (spec knowledge-base §4,
// §7): the editor's autosave creates the chart with its first change, then patches it. Both send the
// whole chart (nodes and edges), so a patch never leaves the server's copy half-updated.
import type { DecisionChart, FlowChart } from '../../../../contract/flowchart';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

/** §7 sends the company too; the server files the chart under the caller's company either way. */
export function createFlowChart(chart: DecisionChart, company: number | undefined, idempotencyKey: string) {
  return api<FlowChart>(API_PATHS.flowCharts, { method: 'POST', body: { ...chart, company }, idempotencyKey });
}

export function updateFlowChart(id: number, chart: DecisionChart) {
  return api<FlowChart>(API_PATHS.flowChartDetail(id), { method: 'PATCH', body: chart });
}
