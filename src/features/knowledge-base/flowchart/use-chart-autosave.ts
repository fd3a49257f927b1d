// Wires the chart's autosave (chart-saver.ts) to the flowchart calls and the §8 messages: one saver
// per editor, flushed when the editor goes away, the tab hides or the page is left (Excalidraw's
// habit: a debounced save must not be lost to a close), and retried when the network returns.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FLOW_CHART_SAVE_DELAY_MS } from '../../../../contract/flowchart-constants';
import { FLOW_CHART_CREATE_FAILED, FLOW_CHART_UPDATE_FAILED } from '../../../../contract/knowledge-base-constants';
import { useCurrentUser } from '../../../api/current-user';
import { notify } from '../../../ui/toaster';
import { getFlowChartQueryOptions } from '../api/get-flow-chart';
import { createFlowChart, updateFlowChart } from '../api/save-flow-chart';
import { ChartSaver, type ChartSaverHandlers } from './chart-saver';

export function useChartAutosave(chartId: number | null, onCreated: (id: number) => void): ChartSaver {
  const queryClient = useQueryClient();
  const company = useCurrentUser().data?.company.id;
  const [saver] = useState(() => new ChartSaver({ id: chartId, delayMs: FLOW_CHART_SAVE_DELAY_MS, ...noHandlers }));
  useEffect(() =>
    saver.use({
      create: async (chart) => {
        const created = await createFlowChart(chart, company, crypto.randomUUID());
        queryClient.setQueryData(getFlowChartQueryOptions(created.id).queryKey, created);
        return created;
      },
      update: async (id, chart) =>
        queryClient.setQueryData(getFlowChartQueryOptions(id).queryKey, await updateFlowChart(id, chart)),
      onCreated,
      onError: (kind) => notify('error', kind === 'create' ? FLOW_CHART_CREATE_FAILED : FLOW_CHART_UPDATE_FAILED),
    }),
  );

  useEffect(() => {
    const flush = () => void saver.flush();
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [saver]);

  return saver;
}

/** Until the first render's effect gives the real ones (no save can be due before it). */
const noHandlers: ChartSaverHandlers = {
  create: () => Promise.reject(new Error('not ready')),
  update: () => Promise.reject(new Error('not ready')),
  onCreated: () => {},
  onError: () => {},
};
