// Org chart nodes (id, managerId) → a forest: each node's direct reports, and the roots (no manager,
// or a manager outside the list). A loop in the data (A reports to B reports to A) cannot hide
// anyone: nodes not reached from a root become roots themselves.
import type { OrgChartNode } from '../../../../contract/org-chart';

export interface TreeNode {
  node: OrgChartNode;
  children: TreeNode[];
}

export function buildForest(nodes: readonly OrgChartNode[]): TreeNode[] {
  const byId = new Map(nodes.map((n) => [n.id, { node: n, children: [] as TreeNode[] }]));
  const roots: TreeNode[] = [];
  for (const entry of byId.values()) {
    const parent = entry.node.managerId === null ? undefined : byId.get(entry.node.managerId);
    if (parent && parent !== entry) parent.children.push(entry);
    else roots.push(entry);
  }
  const reached = new Set<number>();
  const visit = (start: TreeNode) => {
    const todo = [start];
    while (todo.length > 0) {
      const entry = todo.pop()!;
      if (reached.has(entry.node.id)) continue;
      reached.add(entry.node.id);
      todo.push(...entry.children);
    }
  };
  roots.forEach((root) => visit(root));
  for (const entry of byId.values()) {
    if (reached.has(entry.node.id)) continue;
    // Part of a loop: cut the edge to its manager and show it from this node down.
    const parent = byId.get(entry.node.managerId ?? -1);
    if (parent) parent.children = parent.children.filter((c) => c !== entry);
    roots.push(entry);
    visit(entry);
  }
  return roots;
}
