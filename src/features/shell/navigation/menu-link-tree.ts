// Company-defined menu links as navigation nodes (spec shell §2.3): external links opening in a new
// tab, sorted by their order field (then id, so equal orders stay stable), nested by `parent`.
// A link whose parent chain loops back to itself is treated as top-level, which breaks every cycle
// without losing a link; a parent that is not in the list makes the link top-level too.
import type { MenuLink } from '../../../../contract/company';
import type { NavNode } from './nav-types';

const byOrderThenId = (a: MenuLink, b: MenuLink) => a.order - b.order || a.id - b.id;

/** The parent each link is shown under, or null for top level. */
export function effectiveParents(links: readonly MenuLink[]): Map<number, number | null> {
  const byId = new Map(links.map((link) => [link.id, link]));
  const result = new Map<number, number | null>();
  for (const link of links) {
    const seen = new Set<number>([link.id]);
    let parent = link.parent;
    let cyclic = false;
    while (parent !== null) {
      const next = byId.get(parent);
      if (!next) break;
      if (seen.has(next.id)) {
        cyclic = next.id === link.id;
        break;
      }
      seen.add(next.id);
      parent = next.parent;
    }
    const hasParent = link.parent !== null && byId.has(link.parent);
    result.set(link.id, hasParent && !cyclic ? link.parent : null);
  }
  return result;
}

function toNode(link: MenuLink, childrenOf: Map<number | null, MenuLink[]>): NavNode {
  const children = childrenOf.get(link.id) ?? [];
  const base = { id: `menu-link-${link.id}`, label: link.name, icon: 'link' as const };
  if (children.length > 0) {
    return { ...base, type: 'collapse', children: children.map((child) => toNode(child, childrenOf)) };
  }
  return { ...base, type: 'item', path: link.url, external: true, newTab: true };
}

export function menuLinkNodes(links: readonly MenuLink[]): NavNode[] {
  const parents = effectiveParents(links);
  const childrenOf = new Map<number | null, MenuLink[]>();
  for (const link of [...links].sort(byOrderThenId)) {
    const parent = parents.get(link.id) ?? null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), link]);
  }
  return (childrenOf.get(null) ?? []).map((link) => toNode(link, childrenOf));
}
