// Which menu entry the current location belongs to: a link is active when its path (a route
// pattern for hidden details pages) matches, and for settings anchors when the hash matches too.
// A collapse is active when any of its children is, so it opens on the page the user is on.
import { matchPath } from 'react-router-dom';
import type { NavNode } from './nav-types';

export interface LocationLike {
  pathname: string;
  hash: string;
}

const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function isLinkActive(path: string, location: LocationLike): boolean {
  const [pattern = '', anchor] = path.split('#');
  if (!matchPath({ path: trim(pattern), end: true }, trim(location.pathname))) return false;
  return anchor === undefined || location.hash === `#${anchor}`;
}

export function isNodeActive(node: NavNode, location: LocationLike): boolean {
  if (node.type === 'item') return !node.external && isLinkActive(node.path, location);
  if (node.type === 'collapse') return node.children.some((child) => isNodeActive(child, location));
  return false;
}
