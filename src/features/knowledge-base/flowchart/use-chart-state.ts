// The editor's nodes and edges, and the one way they change (commit): every change is shown, and a
// change of content (not a selection, a measured size, a drag still under way) goes to the form at
// once and to the autosave (spec knowledge-base §4). The latest chart is kept in a ref as well, so
// handlers that run between renders (xyflow's change events, the menu) build on it, not on a stale one.
import { useEffect, useRef, useState } from 'react';
import type { DecisionChart } from '../../../../contract/flowchart';
import { fromEditor, toEditor, type ChartEdge, type ChartNode } from './chart-model';
import type { ChartSaver } from './chart-saver';

export interface ChartState {
  nodes: ChartNode[];
  edges: ChartEdge[];
  /** The chart as of the last commit (not waiting for a render). */
  current: () => { nodes: ChartNode[]; edges: ChartEdge[] };
  commit: (next: { nodes: ChartNode[]; edges: ChartEdge[] }) => void;
  withNodes: (nodes: ChartNode[]) => void;
  withEdges: (edges: ChartEdge[]) => void;
  /** Whether the chart started with nodes (the view then fits them). */
  startedWithNodes: boolean;
}

export function useChartState(
  initial: DecisionChart,
  onChange: (chart: DecisionChart) => void,
  saver: ChartSaver,
): ChartState {
  const [start] = useState(() => toEditor(initial));
  const [nodes, setNodes] = useState(start.nodes);
  const [edges, setEdges] = useState(start.edges);
  const latestChart = useRef(start);
  const reported = useRef(JSON.stringify(fromEditor(start.nodes, start.edges)));
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });

  const commit = (next: { nodes: ChartNode[]; edges: ChartEdge[] }) => {
    latestChart.current = next;
    setNodes(next.nodes);
    setEdges(next.edges);
    if (next.nodes.some((n) => n.dragging)) return;
    const chart = fromEditor(next.nodes, next.edges);
    const key = JSON.stringify(chart);
    if (key === reported.current) return;
    reported.current = key;
    latestOnChange.current(chart);
    saver.change(chart);
  };
  return {
    nodes,
    edges,
    current: () => latestChart.current,
    commit,
    withNodes: (nodes) => commit({ ...latestChart.current, nodes }),
    withEdges: (edges) => commit({ ...latestChart.current, edges }),
    startedWithNodes: start.nodes.length > 0,
  };
}
