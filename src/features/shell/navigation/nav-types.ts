// The navigation tree the sidebar, the top menu and the mobile drawer render (spec shell §2.3):
// groups hold collapsible items and links. Items the user may not see are left out of the tree;
// items marked hidden are valid routes that are never listed (details pages), kept in the tree so
// the active-link highlighting can find the section a details page belongs to.
import type { AppName, UserRoles } from '../../../../contract/apps';
import type { MenuLink } from '../../../../contract/company';
import type { MessageKey } from '../../../i18n/message-key';

export type NavIcon =
  | 'home'
  | 'users'
  | 'clock'
  | 'chart'
  | 'inbox'
  | 'clipboard'
  | 'book'
  | 'graduation'
  | 'cart'
  | 'check-square'
  | 'settings'
  | 'toggle'
  | 'help'
  | 'message'
  | 'link';

interface NavBase {
  id: string;
  /** i18n key of the label; company menu links carry their own `label` instead. */
  labelKey?: MessageKey;
  label?: string;
  icon?: NavIcon;
  /** A valid route that is not listed in the menu. */
  hidden?: boolean;
}

export interface NavLinkItem extends NavBase {
  type: 'item';
  path: string;
  /** Outside this app: rendered as a plain <a>, not a router link. */
  external?: boolean;
  newTab?: boolean;
}

/** An entry that runs something instead of navigating ("Activate Features"). */
export interface NavActionItem extends NavBase {
  type: 'action';
  action: 'activate-features';
}

export interface NavCollapse extends NavBase {
  type: 'collapse';
  children: NavNode[];
}

export interface NavGroup extends NavBase {
  type: 'group';
  children: NavNode[];
}

export type NavNode = NavLinkItem | NavActionItem | NavCollapse;

export interface NavigationInput {
  activeApps: readonly AppName[];
  roles: UserRoles;
  /** user_type.user_type, e.g. "Admin" (spec shell §6: unlocks "Activate Features"). */
  userType: string;
  /** user_type.user_type_slug, e.g. "admin" (Additional Menu Links, System Preferences). */
  userTypeSlug: string;
  companySlug: string | null;
  menuLinks: readonly MenuLink[];
}
