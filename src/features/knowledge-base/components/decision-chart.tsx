// The article's decision chart, with xyflow kept out of every first load (STYLE.md: a heavy library
// loads only on the screen that needs it): the form's editor and the article page's drawing are lazy
// chunks. The chart comes from the article's copy (decision_chart); an article that only names a
// chart (flow_chart) has it loaded, 'Error loading flow chart' when that fails (§8). Where the chunk
// cannot load (offline before it was cached) the page still shows the chart as a list of steps.
import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Component, lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecisionChart } from '../../../../contract/flowchart';
import { FLOW_CHART_FORM_HEIGHT } from '../../../../contract/flowchart-constants';
import { FLOW_CHART_LOAD_FAILED } from '../../../../contract/knowledge-base-constants';
import { notify } from '../../../ui/toaster';
import { useFlowChart } from '../api/get-flow-chart';
import { EMPTY_CHART } from '../flowchart/chart-model';
import { DecisionChartView } from './decision-chart-view';

const loadEditor = () => import('../flowchart/flow-chart-editor');
const FlowChartEditor = lazy(loadEditor);
const FlowChartView = lazy(() => import('../flowchart/flow-chart-view'));

/** Starts loading the editor's code (e.g. when the Decision Chart section is about to show). */
export const preloadChartEditor = () => void loadEditor().catch(() => {});

class ChunkBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const hasNodes = (chart: DecisionChart | null | undefined): chart is DecisionChart => (chart?.nodes.length ?? 0) > 0;

/** The chart to show: the copy when it has one, else the named chart once loaded (undefined: loading). */
function useChart(copy: DecisionChart | null, chartId: number | null): DecisionChart | null | undefined {
  const loaded = useFlowChart(hasNodes(copy) ? null : chartId);
  useEffect(() => {
    if (loaded.isError) notify('error', FLOW_CHART_LOAD_FAILED);
  }, [loaded.isError]);
  if (hasNodes(copy)) return copy;
  if (chartId === null || loaded.isError) return null;
  return loaded.data ? { nodes: loaded.data.nodes, edges: loaded.data.edges } : undefined;
}

interface FieldProps {
  chart: DecisionChart | null;
  chartId: number | null;
  onChange: (chart: DecisionChart) => void;
  onChartId: (id: number) => void;
}

/** The form's Decision Chart section (§2): the editor, 800 px high. */
export function DecisionChartField({ chart, chartId, onChange, onChartId }: FieldProps) {
  const { t } = useTranslation();
  const shown = useChart(chart, chartId);
  const [initial, setInitial] = useState<DecisionChart | null>(null);
  // What the editor starts from is fixed once known: later copies are the editor's own changes.
  if (shown !== undefined && initial === null) setInitial(shown ?? EMPTY_CHART);
  const skeleton = (
    <Skeleton height={`${FLOW_CHART_FORM_HEIGHT}px`} borderRadius="md" aria-label={t('common.loading')} />
  );
  return (
    <Stack gap="2" as="section" aria-label={t('knowledgeBase.contentTypes.chart')}>
      <Text fontWeight="semibold">{t('knowledgeBase.contentTypes.chart')}</Text>
      <ChunkBoundary fallback={<Text color="fg.error">{t('flowChart.unavailable')}</Text>}>
        <Suspense fallback={skeleton}>
          {initial ? (
            <FlowChartEditor
              initial={initial}
              chartId={chartId}
              height={FLOW_CHART_FORM_HEIGHT}
              onChange={onChange}
              onChartId={onChartId}
            />
          ) : (
            skeleton
          )}
        </Suspense>
      </ChunkBoundary>
    </Stack>
  );
}

/** The article's chart (§2 read-only view), with its steps as a list for screen readers. */
export function DecisionChartDisplay({
  chart,
  chartId,
  headingLevel = 'h2',
}: {
  chart: DecisionChart | null;
  chartId: number | null;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const shown = useChart(chart, chartId);
  if (!shown || shown.nodes.length === 0) return null;
  const outline = <DecisionChartView chart={shown} />;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as={headingLevel} size="md" id={headingId} mb="2">
        {t('knowledgeBase.contentTypes.chart')}
      </Heading>
      <ChunkBoundary fallback={outline}>
        <Suspense fallback={<Skeleton height="400px" borderRadius="md" />}>
          <FlowChartView key={JSON.stringify(shown)} chart={shown} />
        </Suspense>
      </ChunkBoundary>
      <Box as="details" mt="2">
        <Box as="summary" cursor="pointer" fontSize="sm" color="fg.muted">
          {t('flowChart.asList')}
        </Box>
        {outline}
      </Box>
    </Box>
  );
}
