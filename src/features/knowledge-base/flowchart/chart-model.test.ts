// The chart between editor and storage (spec knowledge-base §3, §4): node ids stay unique whatever
// a stored chart holds, what is stored is only the §3 fields, new nodes take their type's default
// colours on the grid, a new connection starts with an empty label, and labels stay readable.
import { describe, expect, it } from 'vitest';
import type { DecisionChart } from '../../../../contract/flowchart';
import { FLOW_NODE_DEFAULT_COLORS } from '../../../../contract/flowchart-constants';
import {
  duplicateNode,
  fromEditor,
  newEdge,
  newNode,
  nextNodeId,
  textColourOn,
  toEditor,
  type ChartNode,
} from './chart-model';

const stored: DecisionChart = {
  nodes: [
    { id: 'node-1', type: 'startEndNode', position: { x: 0, y: 0 }, data: { label: 'Start' } },
    { id: 'node-1', type: 'processNode', position: { x: 0, y: 90 }, data: { label: 'Twin' } },
    { id: 'node-7', type: 'decisionNode', position: { x: 0, y: 180 }, data: { label: 'Ok?', color: '#000000' } },
  ],
  edges: [
    { id: 'e', source: 'node-1', target: 'node-7', type: 'customEdge', data: { label: 'Yes' } },
    { id: 'e', source: 'node-7', target: 'node-1', type: 'customEdge', data: { label: '' } },
    { id: 'x', source: 'node-7', target: 'gone', type: 'customEdge', data: { label: '' } },
  ],
};

describe('chart model', () => {
  it('makes node and edge ids unique and drops connections to missing nodes', () => {
    const { nodes, edges } = toEditor(stored);
    expect(nodes.map((n) => n.id)).toEqual(['node-1', 'node-8', 'node-7']);
    expect(nodes[1]!.data).toEqual({ id: 'node-8', label: 'Twin' });
    expect(edges.map((e) => [e.id, e.source, e.target, e.data?.label])).toEqual([
      ['e', 'node-1', 'node-7', 'Yes'],
      ['edge-node-7-node-1', 'node-7', 'node-1', ''],
    ]);
  });

  it('stores only the §3 fields, whatever xyflow added', () => {
    const { nodes, edges } = toEditor(stored);
    const busy = nodes.map((n) => ({ ...n, selected: true, measured: { width: 10, height: 10 }, dragging: false }));
    const chart = fromEditor(busy, edges);
    expect(chart.nodes[2]).toEqual({
      id: 'node-7',
      type: 'decisionNode',
      position: { x: 0, y: 180 },
      data: { id: 'node-7', label: 'Ok?', color: '#000000' },
    });
    expect(chart.edges[0]).toEqual({
      id: 'e',
      source: 'node-1',
      target: 'node-7',
      type: 'customEdge',
      data: { label: 'Yes' },
    });
    expect(toEditor(chart)).toEqual({ nodes: toEditor(stored).nodes, edges });
  });

  it('adds nodes on the grid with their type colours and ids no node has', () => {
    const nodes = toEditor(stored).nodes;
    const added = newNode('choiceNode', { x: 22, y: 38 }, 'Choice', nodes);
    expect(added).toMatchObject({
      id: 'node-9',
      type: 'choiceNode',
      position: { x: 15, y: 45 },
      data: { id: 'node-9', label: 'Choice', ...FLOW_NODE_DEFAULT_COLORS.choiceNode },
    });
    const copy = duplicateNode(added, [...nodes, added] as ChartNode[]);
    expect(copy).toMatchObject({ id: 'node-10', position: { x: 45, y: 75 }, data: { label: 'Choice' } });
    expect(nextNodeId(['node-2', 'start', 'node-3'])).toBe('node-4');
  });

  it('starts a new connection with an empty label and an id of its own', () => {
    const { edges } = toEditor(stored);
    const first = newEdge('node-1', 'node-7', edges);
    expect(first).toEqual({
      id: 'edge-node-1-node-7',
      source: 'node-1',
      target: 'node-7',
      type: 'customEdge',
      data: { label: '' },
    });
    expect(newEdge('node-1', 'node-7', [...edges, first]).id).toBe('edge-node-1-node-7-2');
  });

  it('writes dark text on light fills and white on dark ones', () => {
    expect(textColourOn('#ffffff')).toBe('#1a202c');
    expect(textColourOn(FLOW_NODE_DEFAULT_COLORS.decisionNode.color)).toBe('#1a202c');
    expect(textColourOn('#1e3a8a')).toBe('#ffffff');
    expect(textColourOn('not a colour')).toBe('#1a202c');
  });
});
