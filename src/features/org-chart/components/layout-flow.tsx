// A chart whose layout profile admins arrange and save (the Org Flow Chart at company/api/orgflow/,
// the positional chart at company/api/horizontalorg/): each node starts where the saved layout put
// it (or where the chart plans it, for a node the layout does not know), admins drag nodes and
// "Save layout" writes every node's position and the view, so everyone sees it so after a reload.
// A failed save shows the server's answer as text (spec people §8). The caller keys this component
// by its data's versions, so new data starts it afresh.
import {
  Background,
  Controls,
  ReactFlow,
  useNodesState,
  useReactFlow,
  type Edge,
  type Node,
  type NodeTypes,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartLayout } from '../../../../contract/org-chart';
import { serverResponseText } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useSaveChart, type SavedChartKind } from '../api/org-chart-api';
import { positionOf } from '../lib/flow-layout';

export function LayoutFlow({
  kind,
  layout,
  planned,
  edges,
  nodeTypes,
  admin,
  label,
  controls,
}: {
  kind: SavedChartKind;
  /** The saved layout (null: none saved yet). */
  layout: ChartLayout | null;
  /** The chart's nodes where it would place them without a saved layout. */
  planned: Node[];
  edges: Edge[];
  nodeTypes: NodeTypes;
  admin: boolean;
  label: string;
  /** More admin controls next to "Save layout" (publishing the chart). */
  controls?: ReactNode;
}) {
  const { t } = useTranslation();
  const save = useSaveChart(kind);
  const flow = useReactFlow();
  const [dirty, setDirty] = useState(false);
  const initial = useMemo(
    () => planned.map((node) => ({ ...node, position: positionOf(layout, node.id, node.position) })),
    [planned, layout],
  );
  const [nodes, , onNodesChange] = useNodesState(initial);

  async function saveLayout() {
    try {
      await save.mutateAsync({
        layout: {
          nodes: nodes.map((n) => ({ id: n.id, x: n.position.x, y: n.position.y })),
          viewport: flow.getViewport(),
        },
      });
      setDirty(false);
      notify('success', t('orgChart.saved'));
    } catch (error) {
      notify('error', serverResponseText(error));
    }
  }

  return (
    <Stack gap="3">
      {admin && (
        <HStack gap="4" flexWrap="wrap">
          <Button colorPalette="blue" disabled={!dirty} loading={save.isPending} onClick={() => void saveLayout()}>
            {t('orgChart.saveLayout')}
          </Button>
          {controls}
        </HStack>
      )}
      <Box h={{ base: '70dvh', md: 'calc(100dvh - 14rem)' }} borderWidth="1px" rounded="md" bg="bg.subtle">
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          onNodesChange={(changes) => {
            onNodesChange(changes);
            if (changes.some((c) => c.type === 'position' && !c.dragging)) setDirty(true);
          }}
          nodesDraggable={admin}
          nodesConnectable={false}
          elementsSelectable={admin}
          defaultViewport={layout?.viewport ?? undefined}
          fitView={!layout?.viewport}
          onlyRenderVisibleElements
          minZoom={0.1}
          proOptions={{ hideAttribution: true }}
          aria-label={label}
        >
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      </Box>
    </Stack>
  );
}
