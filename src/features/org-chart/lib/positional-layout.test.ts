// The positional chart's planned layout: a division's positions as a tree under its label (a parent
// over the middle of its children), divisions side by side, and edges along who reports to whom.
import { describe, expect, it } from 'vitest';
import type { DivisionHierarchy, HierarchyPosition } from '../../../../contract/org-chart';
import { planPositionalChart, positionMatches } from './positional-layout';

const position = (id: number, name: string, manager: number | null): HierarchyPosition => ({
  id,
  name,
  manager,
  order: id,
  above_text: '',
  users: [],
});
const division = (id: number, positions: HierarchyPosition[]): DivisionHierarchy => ({
  id,
  division_name: `D${id}`,
  division_color: '#0cb2fc',
  division_order: id,
  positions,
});

describe('planPositionalChart', () => {
  it('places reports under their position and divisions side by side', () => {
    const { nodes, edges } = planPositionalChart([
      division(1, [position(1, 'Head', null), position(2, 'Left', 1), position(3, 'Right', 1)]),
      division(2, [position(4, 'Other head', 1)]),
    ]);
    const at = (id: string) => nodes.find((n) => n.id === id)!.position;
    expect(at('position-2').y).toBeGreaterThan(at('position-1').y);
    expect(at('position-1').x).toBe((at('position-2').x + at('position-3').x) / 2);
    expect(at('division-1')).toEqual({ x: at('position-1').x, y: 0 });
    expect(at('position-4').x).toBeGreaterThan(at('position-3').x);
    expect(edges.map((e) => `${e.source}>${e.target}`).sort()).toEqual([
      'division-1>position-1',
      'division-2>position-4',
      'position-1>position-2',
      'position-1>position-3',
      // Reporting across divisions is drawn too.
      'position-1>position-4',
    ]);
  });

  it('still shows positions that report to each other in a loop', () => {
    const { nodes } = planPositionalChart([division(1, [position(1, 'A', 2), position(2, 'B', 1)])]);
    expect(nodes.map((n) => n.id).sort()).toEqual(['division-1', 'position-1', 'position-2']);
  });
});

it('matches a position by its name or a holder, case-insensitively', () => {
  const p = { ...position(1, 'Driver', null), users: [{ id: 1, name: 'Ann Lee', photo: null }] };
  expect(positionMatches(p, 'driv')).toBe(true);
  expect(positionMatches(p, 'ann')).toBe(true);
  expect(positionMatches(p, 'bob')).toBe(false);
  expect(positionMatches(p, '')).toBe(false);
});
