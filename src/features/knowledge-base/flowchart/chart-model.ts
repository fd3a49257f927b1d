// The chart as the editor holds it (xyflow nodes and edges) and as it is stored (contract/flowchart,
// spec knowledge-base §3): conversions both ways, new and duplicated nodes with ids that stay unique
// (§4), new connections with an empty label, grid snapping and a readable text colour on any fill.
import type { Edge, Node, XYPosition } from '@xyflow/react';
import type { DecisionChart, FlowEdge, FlowNode } from '../../../../contract/flowchart';
import { FLOW_CHART_GRID, FLOW_NODE_DEFAULT_COLORS, type FlowNodeType } from '../../../../contract/flowchart-constants';

export type NodeData = { id?: string; label: string; color?: string; borderColor?: string };
export type ChartNode = Node<NodeData, FlowNodeType>;
export type EdgeData = { label: string };
export type ChartEdge = Edge<EdgeData, 'customEdge'>;

export const EMPTY_CHART: DecisionChart = { nodes: [], edges: [] };

const NODE_ID = /^node-(\d+)$/;

/** An id no node has: `node-N`, one past the highest N in use. */
export function nextNodeId(taken: Iterable<string>): string {
  const ids = new Set(taken);
  let n = 0;
  for (const id of ids) n = Math.max(n, Number(NODE_ID.exec(id)?.[1] ?? 0));
  let id = `node-${n + 1}`;
  while (ids.has(id)) id = `node-${++n + 1}`;
  return id;
}

/** An id no edge has, named after what it joins. */
export function nextEdgeId(source: string, target: string, taken: Iterable<string>): string {
  const ids = new Set(taken);
  const base = `edge-${source}-${target}`;
  let id = base;
  for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
  return id;
}

export const snapToGrid = (p: XYPosition): XYPosition => ({
  x: Math.round(p.x / FLOW_CHART_GRID) * FLOW_CHART_GRID,
  y: Math.round(p.y / FLOW_CHART_GRID) * FLOW_CHART_GRID,
});

/**
 * A stored chart for the editor. Node ids are made unique (a repeated id gets a new one, its edges
 * stay with the first holder), edges that name no node are left out, and edge ids made unique.
 */
export function toEditor(chart: DecisionChart): { nodes: ChartNode[]; edges: ChartEdge[] } {
  const nodeIds = new Set<string>();
  const nodes = chart.nodes.map((node): ChartNode => {
    const id = nodeIds.has(node.id) ? nextNodeId([...nodeIds, ...chart.nodes.map((n) => n.id)]) : node.id;
    nodeIds.add(id);
    return { id, type: node.type, position: { ...node.position }, data: { ...node.data, id } };
  });
  const edgeIds = new Set<string>();
  const edges: ChartEdge[] = [];
  for (const edge of chart.edges) {
    if (!nodeIds.has(edge.source) || !nodeIds.has(edge.target)) continue;
    const id = edgeIds.has(edge.id) ? nextEdgeId(edge.source, edge.target, edgeIds) : edge.id;
    edgeIds.add(id);
    edges.push(newEdgeOf(id, edge.source, edge.target, edge.data?.label ?? ''));
  }
  return { nodes, edges };
}

function newEdgeOf(id: string, source: string, target: string, label: string): ChartEdge {
  return { id, source, target, type: 'customEdge', data: { label } };
}

/** §4: a connection made in the editor starts with an empty, editable label. */
export function newEdge(source: string, target: string, edges: readonly ChartEdge[]): ChartEdge {
  return newEdgeOf(
    nextEdgeId(
      source,
      target,
      edges.map((e) => e.id),
    ),
    source,
    target,
    '',
  );
}

/** The editor's chart as stored: only the §3 fields, whatever xyflow added (size, selection…). */
export function fromEditor(nodes: readonly ChartNode[], edges: readonly ChartEdge[]): DecisionChart {
  return {
    nodes: nodes.map((node): FlowNode => {
      const { label, color, borderColor } = node.data;
      return {
        id: node.id,
        type: node.type ?? 'customNode',
        position: { x: node.position.x, y: node.position.y },
        data: {
          id: node.id,
          label,
          ...(color ? { color } : {}),
          ...(borderColor ? { borderColor } : {}),
        },
      };
    }),
    edges: edges.map((edge): FlowEdge => ({
      id: edge.id,
      source: edge.source,
      target: edge.target,
      type: 'customEdge',
      data: { label: edge.data?.label ?? '' },
    })),
  };
}

/** A new node of `type` at `position` (snapped to the grid), with its type's default colours. */
export function newNode(
  type: FlowNodeType,
  position: XYPosition,
  label: string,
  nodes: readonly ChartNode[],
): ChartNode {
  const id = nextNodeId(nodes.map((n) => n.id));
  return { id, type, position: snapToGrid(position), data: { id, label, ...FLOW_NODE_DEFAULT_COLORS[type] } };
}

/** A copy of the node two grid cells down and right, under a new id, selected. */
export function duplicateNode(node: ChartNode, nodes: readonly ChartNode[]): ChartNode {
  const id = nextNodeId(nodes.map((n) => n.id));
  return {
    id,
    type: node.type,
    position: { x: node.position.x + 2 * FLOW_CHART_GRID, y: node.position.y + 2 * FLOW_CHART_GRID },
    data: { ...node.data, id },
    selected: true,
  };
}

/** The node's fill and border: its own, else its type's defaults. */
export function nodeColours(type: FlowNodeType | undefined, data: NodeData) {
  const defaults = FLOW_NODE_DEFAULT_COLORS[type ?? 'customNode'];
  return { color: data.color || defaults.color, borderColor: data.borderColor || defaults.borderColor };
}

/** Dark text on a light fill, white on a dark one (WCAG relative luminance). */
export function textColourOn(fill: string): string {
  const hex = /^#?([0-9a-f]{6})$/i.exec(fill.trim())?.[1];
  if (!hex) return '#1a202c';
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.18 ? '#1a202c' : '#ffffff';
}
