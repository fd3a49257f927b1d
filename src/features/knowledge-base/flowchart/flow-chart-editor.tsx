// The flow and decision chart editor (spec knowledge-base §2 flow chart editor, §4 autosave, §9): a
// lazy chunk with xyflow. Nodes come from the palette (dragged, or pressed to add in the middle),
// are joined by dragging between their handles (a new connection has an empty label, §4), edited,
// duplicated and deleted from their menu; fullscreen, reset, zoom 0.2–2 on a grid of 15. Keyboard:
// Tab reaches every node, Enter selects, arrows move the selected nodes a grid step (Shift: four),
// Delete or Backspace deletes, the context-menu key or Shift+F10 opens the node's menu. Every change
// goes to the form (onChange) at once and to the server 500 ms later (create, then patches).
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import {
  Background,
  Controls,
  MarkerType,
  ReactFlow,
  ReactFlowProvider,
  applyEdgeChanges,
  applyNodeChanges,
  useReactFlow,
  type Connection,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useId, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecisionChart } from '../../../../contract/flowchart';
import {
  FLOW_CHART_GRID,
  FLOW_CHART_MAX_ZOOM,
  FLOW_CHART_MIN_ZOOM,
  FLOW_NODE_TYPES,
  type FlowNodeType,
} from '../../../../contract/flowchart-constants';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { duplicateNode, newEdge, newNode, type ChartEdge, type ChartNode, type NodeData } from './chart-model';
import { flowChartCss } from './flow-chart-css';
import { nodeTypes } from './flow-nodes';
import { EdgeLabelContext, edgeTypes, type EdgeLabelEditing } from './label-edge';
import { ConnectDialog, NodeDialog } from './node-dialog';
import { NodeMenu, type NodeAction, type NodeMenuState } from './node-menu';
import { NODE_DRAG_TYPE, NodePalette } from './node-palette';
import { useAriaLabels } from './use-aria-labels';
import { useChartAutosave } from './use-chart-autosave';
import { useChartState } from './use-chart-state';

export interface FlowChartEditorProps {
  /** The chart to start from (the form's copy, or the chart loaded by id). */
  initial: DecisionChart;
  /** The saved chart's id; null until the first save creates it. */
  chartId: number | null;
  height: number;
  onChange: (chart: DecisionChart) => void;
  onChartId: (id: number) => void;
}

const GRID: [number, number] = [FLOW_CHART_GRID, FLOW_CHART_GRID];
const DELETE_KEYS = ['Backspace', 'Delete'];
const defaultEdgeOptions = { type: 'customEdge', markerEnd: { type: MarkerType.ArrowClosed } };
const isNodeType = (value: string): value is FlowNodeType => (FLOW_NODE_TYPES as readonly string[]).includes(value);

function Editor({ initial, chartId, height, onChange, onChartId }: FlowChartEditorProps) {
  const { t } = useTranslation();
  const flow = useReactFlow<ChartNode, ChartEdge>();
  const root = useRef<HTMLDivElement>(null);
  const saver = useChartAutosave(chartId, onChartId);
  const chart = useChartState(initial, onChange, saver);
  const { commit, withNodes, withEdges } = chart;
  const [menu, setMenu] = useState<NodeMenuState | null>(null);
  const [editing, setEditing] = useState<{ id: string; connect: boolean } | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const helpId = useId();
  const ariaLabels = useAriaLabels();

  const add = (type: FlowNodeType, at?: { x: number; y: number }) => {
    let position = at;
    if (!position) {
      const box = root.current!.querySelector('.react-flow')!.getBoundingClientRect();
      const middle = flow.screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
      position = { x: middle.x - 80, y: middle.y - 30 };
    }
    const node = newNode(type, position, t(`flowChart.types.${type}`), chart.current().nodes);
    withNodes([...chart.current().nodes.map((n) => ({ ...n, selected: false })), { ...node, selected: true }]);
  };

  const onDrop = (event: DragEvent) => {
    const type = event.dataTransfer.getData(NODE_DRAG_TYPE);
    if (!isNodeType(type)) return;
    event.preventDefault();
    add(type, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
  };

  const act = (action: NodeAction, nodeId: string) => {
    acted.current = true;
    setMenu(null);
    const node = chart.current().nodes.find((n) => n.id === nodeId);
    if (!node) return;
    // The dialog opens once the menu has closed and handed focus back, or it would take that as
    // a move out of the dialog.
    if (action === 'edit' || action === 'connect')
      setTimeout(() => setEditing({ id: nodeId, connect: action === 'connect' }));
    else if (action === 'duplicate') {
      const copy = duplicateNode(node, chart.current().nodes);
      withNodes([...chart.current().nodes.map((n) => ({ ...n, selected: false })), copy]);
    } else if (action === 'delete') {
      commit({
        nodes: chart.current().nodes.filter((n) => n.id !== nodeId),
        edges: chart.current().edges.filter((e) => e.source !== nodeId && e.target !== nodeId),
      });
    }
  };

  /** Back to the node the menu was for, so the keyboard carries on from there. */
  const focusNode = (id: string) =>
    root.current?.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`)?.focus();
  const acted = useRef(false);
  const closeMenu = () => {
    const id = menu?.nodeId;
    setMenu(null);
    // Closed without choosing (Escape, a click elsewhere); a choice moves focus on by itself.
    setTimeout(() => {
      if (id && !acted.current) focusNode(id);
      acted.current = false;
    });
  };
  const closeDialog = () => {
    const id = editing?.id;
    setEditing(null);
    if (id) setTimeout(() => focusNode(id));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && fullscreen && !menu && !editing) setFullscreen(false);
    if (event.key !== 'ContextMenu' && !(event.shiftKey && event.key === 'F10')) return;
    const element = (event.target as HTMLElement).closest<HTMLElement>('.react-flow__node');
    const nodeId = element?.dataset.id;
    if (!element || !nodeId) return;
    event.preventDefault();
    const box = element.getBoundingClientRect();
    setMenu({ nodeId, x: box.left + box.width / 2, y: box.bottom });
  };

  const labels = useMemo<EdgeLabelEditing>(
    () => ({
      rename: (id, label) => withEdges(chart.current().edges.map((e) => (e.id === id ? { ...e, data: { label } } : e))),
    }),
    // commit reads only refs and stable setters; one context value keeps the edges from re-rendering.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const editedNode = editing && chart.nodes.find((n) => n.id === editing.id);

  return (
    <Box
      ref={root}
      css={flowChartCss}
      onKeyDown={onKeyDown}
      borderWidth="1px"
      borderRadius={fullscreen ? '0' : 'md'}
      bg="bg"
      display="flex"
      flexDirection="column"
      {...(fullscreen ? { position: 'fixed', inset: '0', zIndex: 'banner' } : { height: `${height}px` })}
      data-testid="flow-chart-editor"
    >
      <Flex gap="2" p="2" borderBottomWidth="1px" wrap="wrap" align="center" justify="space-between">
        <NodePalette onAdd={(type) => add(type)} />
        <Flex gap="2">
          <Button size="xs" variant="outline" aria-pressed={fullscreen} onClick={() => setFullscreen((f) => !f)}>
            {fullscreen ? t('flowChart.exitFullscreen') : t('flowChart.fullscreen')}
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirmReset(true)}>
            {t('flowChart.reset')}
          </Button>
        </Flex>
      </Flex>
      <Text id={helpId} fontSize="xs" color="fg.muted" px="2" pt="1">
        {t('flowChart.help')}
      </Text>
      <Box flex="1" minH="0" onDrop={onDrop} onDragOver={(e) => e.preventDefault()}>
        <EdgeLabelContext.Provider value={labels}>
          <ReactFlow<ChartNode, ChartEdge>
            nodes={chart.nodes}
            edges={chart.edges}
            nodeTypes={nodeTypes}
            edgeTypes={edgeTypes}
            defaultEdgeOptions={defaultEdgeOptions}
            onNodesChange={(changes: NodeChange<ChartNode>[]) =>
              withNodes(applyNodeChanges(changes, chart.current().nodes))
            }
            onEdgesChange={(changes: EdgeChange<ChartEdge>[]) =>
              withEdges(applyEdgeChanges(changes, chart.current().edges))
            }
            onConnect={(c: Connection) =>
              withEdges([...chart.current().edges, newEdge(c.source, c.target, chart.current().edges)])
            }
            onNodeContextMenu={(event, node) => {
              event.preventDefault();
              setMenu({ nodeId: node.id, x: event.clientX, y: event.clientY });
            }}
            onNodeDoubleClick={(_, node) => setEditing({ id: node.id, connect: false })}
            deleteKeyCode={DELETE_KEYS}
            snapToGrid
            snapGrid={GRID}
            minZoom={FLOW_CHART_MIN_ZOOM}
            maxZoom={FLOW_CHART_MAX_ZOOM}
            zoomOnDoubleClick={false}
            fitView={chart.startedWithNodes}
            fitViewOptions={{ maxZoom: 1 }}
            aria-label={t('flowChart.editorLabel')}
            aria-describedby={helpId}
            ariaLabelConfig={ariaLabels}
          >
            <Background gap={FLOW_CHART_GRID} />
            <Controls showInteractive={false} />
          </ReactFlow>
        </EdgeLabelContext.Provider>
      </Box>
      <NodeMenu menu={menu} container={root} onAction={act} onClose={() => closeMenu()} />
      {editedNode && !editing.connect && (
        <NodeDialog
          node={editedNode}
          container={root}
          onClose={closeDialog}
          onSave={(data: NodeData) => {
            closeDialog();
            withNodes(chart.current().nodes.map((n) => (n.id === editedNode.id ? { ...n, data } : n)));
          }}
        />
      )}
      {editedNode && editing.connect && (
        <ConnectDialog
          node={editedNode}
          nodes={chart.nodes}
          container={root}
          onClose={closeDialog}
          onConnect={(target) => {
            closeDialog();
            withEdges([...chart.current().edges, newEdge(editedNode.id, target, chart.current().edges)]);
          }}
        />
      )}
      <ConfirmDialog
        open={confirmReset}
        title={t('flowChart.resetTitle')}
        text={t('flowChart.resetText')}
        confirmLabel={t('flowChart.reset')}
        onOpenChange={setConfirmReset}
        onConfirm={() => {
          setConfirmReset(false);
          commit({ nodes: [], edges: [] });
        }}
      />
    </Box>
  );
}

/** The editor with its own xyflow store. */
export default function FlowChartEditor(props: FlowChartEditorProps) {
  return (
    <ReactFlowProvider>
      <Editor {...props} />
    </ReactFlowProvider>
  );
}
