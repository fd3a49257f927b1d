// The org chart's forest: reports under their managers, a manager outside the list makes a root,
// and a loop in the data still shows everyone once.
import { describe, expect, it } from 'vitest';
import type { OrgChartNode } from '../../../../contract/org-chart';
import { buildForest, type TreeNode } from './tree';

const node = (id: number, managerId: number | null): OrgChartNode => ({
  id,
  managerId,
  person: { avatar: null, department: null, departmentColor: null, name: `P${id}`, title: null, totalReports: 0 },
});
const ids = (forest: TreeNode[]): unknown[] => forest.map((t) => [t.node.id, ids(t.children)]);

describe('buildForest', () => {
  it('puts reports under their managers', () => {
    expect(ids(buildForest([node(1, null), node(2, 1), node(3, 1), node(4, 2), node(5, 99)]))).toEqual([
      [
        1,
        [
          [2, [[4, []]]],
          [3, []],
        ],
      ],
      [5, []],
    ]);
  });

  it('cuts a loop so everyone appears once', () => {
    const forest = buildForest([node(1, 2), node(2, 1), node(3, 3)]);
    const seen: number[] = [];
    const walk = (list: TreeNode[]) => list.forEach((t) => (seen.push(t.node.id), walk(t.children)));
    walk(forest);
    expect(seen.sort()).toEqual([1, 2, 3]);
  });
});
