// GET flowchart/api/flow-charts/{id}/ (spec knowledge-base §7): a chart an article names, for the
// editor when the form has no copy of it and for an article page showing a chart it has no copy of.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlowChart } from '../../../../contract/flowchart';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { NotFoundApiError } from '../../../api/errors';
import { KB_KEY } from './kb-key';

export function getFlowChart(id: number, signal?: AbortSignal) {
  return api<FlowChart>(API_PATHS.flowChartDetail(id), { signal });
}

export function getFlowChartQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...KB_KEY, 'flow-chart', id],
    queryFn: ({ signal }) => getFlowChart(id, signal),
    retry: (count, error) => !(error instanceof NotFoundApiError) && count < 2,
  });
}

export function useFlowChart(id: number | null) {
  return useQuery({ ...getFlowChartQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
