// The chart in an article, read-only (spec knowledge-base §2, §9): drawn as the editor draws it, to
// pan and zoom (0.2–2) with a finger or two on a phone, or the controls' buttons. The page keeps
// scrolling under a mouse wheel or a swipe outside the chart, which is shorter than the screen on a
// phone so there is always room to scroll past it. A lazy chunk, like the editor.
import { Box } from '@chakra-ui/react';
import { Background, Controls, ReactFlow } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecisionChart } from '../../../../contract/flowchart';
import {
  FLOW_CHART_GRID,
  FLOW_CHART_HEIGHT,
  FLOW_CHART_MAX_ZOOM,
  FLOW_CHART_MIN_ZOOM,
} from '../../../../contract/flowchart-constants';
import { toEditor } from './chart-model';
import { flowChartCss } from './flow-chart-css';
import { nodeTypes } from './flow-nodes';
import { edgeTypes } from './label-edge';
import { useAriaLabels } from './use-aria-labels';

export default function FlowChartView({ chart }: { chart: DecisionChart }) {
  const { t } = useTranslation();
  const [start] = useState(() => toEditor(chart));
  const ariaLabels = useAriaLabels();
  return (
    <Box
      css={flowChartCss}
      data-readonly=""
      data-testid="flow-chart-view"
      borderWidth="1px"
      borderRadius="md"
      height={{ base: `min(${FLOW_CHART_HEIGHT}px, 70vh)`, md: `${FLOW_CHART_HEIGHT}px` }}
    >
      <ReactFlow
        defaultNodes={start.nodes}
        defaultEdges={start.edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        edgesFocusable={false}
        panOnDrag
        zoomOnPinch
        zoomOnScroll={false}
        preventScrolling={false}
        minZoom={FLOW_CHART_MIN_ZOOM}
        maxZoom={FLOW_CHART_MAX_ZOOM}
        snapGrid={[FLOW_CHART_GRID, FLOW_CHART_GRID]}
        fitView
        fitViewOptions={{ maxZoom: 1 }}
        aria-label={t('flowChart.viewLabel')}
        ariaLabelConfig={ariaLabels}
      >
        <Background gap={FLOW_CHART_GRID} />
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  );
}
