// Small constructors for navigation nodes, so the section lists read like the spec's menu.
import type { NavActionItem, NavCollapse, NavGroup, NavIcon, NavLinkItem, NavNode } from './nav-types';
import type { MessageKey } from '../../../i18n/message-key';

/** A child entry, or false/null/undefined when its condition does not hold. */
export type Maybe<T> = T | false | null | undefined;

export function compact<T>(items: readonly Maybe<T>[]): T[] {
  return items.filter((item): item is T => Boolean(item));
}

export function link(
  id: string,
  labelKey: MessageKey,
  path: string,
  extra: Partial<Omit<NavLinkItem, 'id' | 'type' | 'labelKey' | 'path'>> = {},
): NavLinkItem {
  return { id, type: 'item', labelKey, path, ...extra };
}

export function hiddenLink(id: string, labelKey: MessageKey, path: string): NavLinkItem {
  return link(id, labelKey, path, { hidden: true });
}

export function action(id: string, labelKey: MessageKey, icon: NavIcon): NavActionItem {
  return { id, type: 'action', labelKey, icon, action: 'activate-features' };
}

/** A collapsible item; null when none of its children survived their conditions. */
export function collapse(id: string, labelKey: MessageKey, icon: NavIcon, children: readonly Maybe<NavNode>[]) {
  const kept = compact(children);
  return kept.some((child) => !child.hidden)
    ? ({ id, type: 'collapse', labelKey, icon, children: kept } satisfies NavCollapse)
    : null;
}

/** A group; null when it has nothing to list. */
export function group(id: string, labelKey: MessageKey, children: readonly Maybe<NavNode>[]): NavGroup | null {
  const kept = compact(children);
  return kept.length > 0 ? { id, type: 'group', labelKey, children: kept } : null;
}
