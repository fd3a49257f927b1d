// Where the Org Flow Chart's nodes sit: the saved layout's position for a node it knows, otherwise a
// default (divisions in their order on rows under the company node). Saving writes every node's
// position and the view, so a reload shows the chart as the admin left it.
import type { ChartLayout } from '../../../../contract/org-chart';

export const COMPANY_NODE_ID = 'company';
export const divisionNodeId = (id: number) => `division-${id}`;

const COLUMN = 280;
const ROW = 320;
const PER_ROW = 4;

export function defaultPosition(index: number, count: number): { x: number; y: number } {
  const row = Math.floor(index / PER_ROW);
  const inRow = Math.min(PER_ROW, count - row * PER_ROW);
  const column = index % PER_ROW;
  return { x: (column - (inRow - 1) / 2) * COLUMN, y: 160 + row * ROW };
}

export function positionOf(layout: ChartLayout | null, id: string, fallback: { x: number; y: number }) {
  const saved = layout?.nodes.find((n) => n.id === id);
  return saved ? { x: saved.x, y: saved.y } : fallback;
}
