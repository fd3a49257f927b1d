// Where the positional chart plans its nodes before anyone arranges them: each division a block,
// left to right in division order, its label on top and its positions below as a tree (a position
// under the one it reports to, a parent centred over its children). Edges run from a division's
// label to its top positions and from each position to those reporting to it (across divisions
// too). A saved layout (company/api/horizontalorg/) then moves the nodes it knows.
import type { DivisionHierarchy, HierarchyPosition } from '../../../../contract/org-chart';

export const positionNodeId = (id: number) => `position-${id}`;
export const divisionGroupId = (id: number | null) => `division-${id ?? 'none'}`;

const COLUMN = 240;
const ROW = 150;
const DIVISION_GAP = 120;

export type PlannedNode =
  | { id: string; type: 'divisionLabel'; position: { x: number; y: number }; data: { division: DivisionHierarchy } }
  | {
      id: string;
      type: 'position';
      position: { x: number; y: number };
      data: { position: HierarchyPosition; color: string };
    };
export interface PlannedEdge {
  id: string;
  source: string;
  target: string;
}

export function planPositionalChart(divisions: DivisionHierarchy[]): { nodes: PlannedNode[]; edges: PlannedEdge[] } {
  const nodes: PlannedNode[] = [];
  const edges: PlannedEdge[] = [];
  const everywhere = new Set(divisions.flatMap((d) => d.positions.map((p) => p.id)));
  let cursor = 0;
  for (const division of divisions) {
    const ids = new Set(division.positions.map((p) => p.id));
    const below = new Map<number, HierarchyPosition[]>();
    for (const p of division.positions) {
      if (p.manager === null || p.manager === p.id || !ids.has(p.manager)) continue;
      below.set(p.manager, [...(below.get(p.manager) ?? []), p]);
    }
    const placed = new Set<number>();
    // Post-order: leaves take the next column, a parent sits over the middle of its children.
    const place = (position: HierarchyPosition, depth: number): number => {
      placed.add(position.id);
      const children = (below.get(position.id) ?? []).filter((c) => !placed.has(c.id));
      const xs = children.map((c) => place(c, depth + 1));
      const x = xs.length > 0 ? (xs[0]! + xs[xs.length - 1]!) / 2 : (cursor += COLUMN) - COLUMN;
      nodes.push({
        id: positionNodeId(position.id),
        type: 'position',
        position: { x, y: (depth + 1) * ROW },
        data: { position, color: division.division_color },
      });
      return x;
    };
    const tops = division.positions.filter((p) => p.manager === null || p.manager === p.id || !ids.has(p.manager));
    const start = cursor;
    const topXs = tops.map((p) => place(p, 0));
    // A loop with no top (A reports to B reports to A) still shows, from its first position.
    for (const p of division.positions) if (!placed.has(p.id)) topXs.push(place(p, 0));
    if (cursor === start) cursor += COLUMN;
    const labelX = topXs.length > 0 ? (Math.min(...topXs) + Math.max(...topXs)) / 2 : start;
    nodes.push({
      id: divisionGroupId(division.id),
      type: 'divisionLabel',
      position: { x: labelX, y: 0 },
      data: { division },
    });
    for (const p of tops) {
      edges.push({
        id: `d-${division.id ?? 'none'}-${p.id}`,
        source: divisionGroupId(division.id),
        target: positionNodeId(p.id),
      });
    }
    for (const p of division.positions) {
      if (p.manager !== null && p.manager !== p.id && everywhere.has(p.manager)) {
        edges.push({ id: `p-${p.manager}-${p.id}`, source: positionNodeId(p.manager), target: positionNodeId(p.id) });
      }
    }
    cursor += DIVISION_GAP;
  }
  return { nodes, edges };
}

/** Whether a position matches the chart's search (its name, the text above it, or a holder). */
export function positionMatches(position: HierarchyPosition, needle: string): boolean {
  if (!needle) return false;
  const text = `${position.name} ${position.above_text} ${position.users.map((u) => u.name).join(' ')}`;
  return text.toLowerCase().includes(needle);
}
