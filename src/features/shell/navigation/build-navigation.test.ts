// The menu rules of spec shell §2.3 and §6 over every combination of the six apps, each role flag
// alone, all flags and none, with and without the admin user type: each item must appear exactly
// when its conditions hold. The expected rules are restated here, independently of the builder.
import { describe, expect, it } from 'vitest';
import { APP_NAMES, ROLE_FLAGS, type AppName, type RoleFlag, type UserRoles } from '../../../../contract/apps';
import type { MenuLink } from '../../../../contract/company';
import { buildNavigation } from './build-navigation';
import type { NavGroup, NavigationInput, NavNode } from './nav-types';

interface Case {
  apps: Set<AppName>;
  roles: UserRoles;
  adminType: boolean;
  slug: string | null;
}
type Rule = (c: Case) => boolean;

const has =
  (app: AppName): Rule =>
  (c) =>
    c.apps.has(app);
const role =
  (flag: RoleFlag): Rule =>
  (c) =>
    c.roles[flag];
const all =
  (...rules: Rule[]): Rule =>
  (c) =>
    rules.every((r) => r(c));
const always: Rule = () => true;
const anyRole: Rule = (c) => ROLE_FLAGS.some((flag) => c.roles[flag]);
const adminType: Rule = (c) => c.adminType;
const not =
  (rule: Rule): Rule =>
  (c) =>
    !rule(c);

/** Every item id the builder may produce, with the condition under which it must appear. */
const EXPECTED: Record<string, Rule> = {
  dashboard: always,
  employees: always,
  'employees.my-profile': always,
  'employees.employee-profile': always,
  'employees.list': always,
  'employees.org-flow-chart': always,
  'employees.auto-org-chart': always,
  'employees.positions': role('user_is_profile_admin'),
  'employees.responsibilities': role('user_is_profile_admin'),
  'employees.create': role('user_is_profile_admin'),
  'employees.action-history': role('user_is_profile_admin'),
  'employees.system-emails': role('user_is_profile_admin'),
  attendance: has('attendance'),
  'attendance.clock-ins': has('attendance'),
  'attendance.working-hours': has('attendance'),
  'attendance.timesheets': has('attendance'),
  'attendance.schedule': all(has('attendance'), (c) => c.roles.user_is_attendance_admin || c.roles.user_is_admin),
  'attendance.my-shifts': has('attendance'),
  'attendance.calendar': has('attendance'),
  'attendance.kiosks': all(has('attendance'), (c) => c.roles.user_is_attendance_admin || c.roles.user_is_admin),
  statistics: has('statistics'),
  'statistics.list': has('statistics'),
  'statistics.grid': has('statistics'),
  'statistics.sheet': has('statistics'),
  'statistics.integrations': has('statistics'),
  'statistics.create': all(has('statistics'), role('user_is_stat_admin')),
  'statistics.archived': all(has('statistics'), role('user_is_stat_admin')),
  requests: has('request'),
  'requests.all': has('request'),
  'requests.create': has('request'),
  'requests.details': has('request'),
  'requests.calendar': all(has('request'), not(has('attendance'))),
  tasks: has('request'),
  'tasks.all': has('request'),
  'tasks.details': has('request'),
  'tasks.progress-board': has('request'),
  'tasks.create': has('request'),
  'knowledge-base': has('knowledge_base'),
  'knowledge-base.articles': has('knowledge_base'),
  'knowledge-base.edit': has('knowledge_base'),
  'knowledge-base.article': has('knowledge_base'),
  'knowledge-base.create': all(has('knowledge_base'), role('user_is_kb_admin')),
  'knowledge-base.definitions': all(has('knowledge_base'), role('user_is_kb_admin')),
  'knowledge-base.public': all(has('knowledge_base'), (c) => c.slug !== null),
  'knowledge-base.version': has('knowledge_base'),
  'knowledge-base.draft': has('knowledge_base'),
  courses: has('knowledge_base'),
  'courses.assigned': has('knowledge_base'),
  'courses.admin': all(has('knowledge_base'), role('user_is_kb_admin')),
  'courses.view': has('knowledge_base'),
  'courses.create': all(has('knowledge_base'), role('user_is_kb_admin')),
  'courses.completions': all(has('knowledge_base'), role('user_is_kb_admin')),
  'courses.quiz-timeline': all(has('knowledge_base'), role('user_is_kb_admin')),
  'courses.leaderboard': all(has('knowledge_base'), role('user_is_kb_admin')),
  'courses.library': has('knowledge_base'),
  'courses.scorm': has('knowledge_base'),
  'purchase-requests': has('purchase_request'),
  'purchase-requests.create': has('purchase_request'),
  'purchase-requests.all': has('purchase_request'),
  'purchase-requests.details': has('purchase_request'),
  checklist: has('checklist'),
  'checklist.create-template': all(has('checklist'), role('user_is_checklist_admin')),
  'checklist.templates': has('checklist'),
  'checklist.assigned': has('checklist'),
  'checklist.view': has('checklist'),
  'checklist.edit': has('checklist'),
  settings: anyRole,
  'settings.company-profile': anyRole,
  'settings.change-password': anyRole,
  'settings.company-motto': role('user_is_profile_admin'),
  'settings.time-clock-settings': all(role('user_is_assignment_admin'), has('attendance')),
  'settings.employees-admin': role('user_is_profile_admin'),
  'settings.company-divisions': role('user_is_profile_admin'),
  'settings.menu-links': all(anyRole, adminType),
  'settings.request-settings': all(role('user_is_request_admin'), has('request')),
  'settings.knowledgebase-settings': all(role('user_is_kb_admin'), has('knowledge_base')),
  'settings.system-preferences': all(anyRole, adminType),
  'activate-features': adminType,
  'get-help': always,
  feedback: always,
};

/** Items that are routes but never listed. */
const HIDDEN = new Set([
  'employees.employee-profile',
  'requests.details',
  'tasks.details',
  'knowledge-base.edit',
  'knowledge-base.article',
  'knowledge-base.version',
  'knowledge-base.draft',
  'courses.view',
  'purchase-requests.details',
  'checklist.view',
  'checklist.edit',
]);

function roleSets(): { name: string; roles: UserRoles }[] {
  const none = Object.fromEntries(ROLE_FLAGS.map((f) => [f, false])) as UserRoles;
  return [
    { name: 'no role', roles: none },
    { name: 'every role', roles: Object.fromEntries(ROLE_FLAGS.map((f) => [f, true])) as UserRoles },
    ...ROLE_FLAGS.map((flag) => ({ name: flag, roles: { ...none, [flag]: true } })),
  ];
}

function appSubsets(): AppName[][] {
  return Array.from({ length: 1 << APP_NAMES.length }, (_, mask) => APP_NAMES.filter((_, i) => mask & (1 << i)));
}

function input(c: Case, menuLinks: MenuLink[] = []): NavigationInput {
  return {
    activeApps: [...c.apps],
    roles: c.roles,
    userType: c.adminType ? 'Admin' : 'Staff',
    userTypeSlug: c.adminType ? 'admin' : 'staff',
    companySlug: c.slug,
    menuLinks,
  };
}

/** id → the id of the node it sits in (group or collapse), for every node of the tree. */
function index(groups: NavGroup[]): Map<string, { node: NavNode | NavGroup; parent: string | null }> {
  const found = new Map<string, { node: NavNode | NavGroup; parent: string | null }>();
  const walk = (node: NavNode | NavGroup, parent: string | null) => {
    if (found.has(node.id)) throw new Error(`duplicate id ${node.id}`);
    found.set(node.id, { node, parent });
    if (node.type === 'group' || node.type === 'collapse') node.children.forEach((child) => walk(child, node.id));
  };
  groups.forEach((g) => walk(g, null));
  return found;
}

const GROUP_IDS = new Set(['main', 'operations', 'knowledge', 'administration', 'support']);

describe('buildNavigation: apps × roles × user type', () => {
  const cases: Case[] = [];
  appSubsets().forEach((apps, i) =>
    roleSets().forEach(({ roles }) =>
      [false, true].forEach((admin) =>
        // Alternate the company slug so both public-articles cases meet every app set.
        cases.push({ apps: new Set(apps), roles, adminType: admin, slug: (i + Number(admin)) % 2 ? 'acme' : null }),
      ),
    ),
  );

  it('covers 64 app sets × 12 role sets × 2 user types', () => {
    expect(cases).toHaveLength(64 * 12 * 2);
  });

  it('shows each item exactly when its conditions hold', () => {
    // Mismatches are collected, not asserted one by one: 1,536 cases × 80 items.
    const mismatches: string[] = [];
    for (const c of cases) {
      const nodes = index(buildNavigation(input(c)));
      const label = () =>
        `apps=[${[...c.apps].join(',')}] roles=${ROLE_FLAGS.filter((f) => c.roles[f]).join(',') || 'none'} admin=${c.adminType} slug=${c.slug}`;
      for (const [id, rule] of Object.entries(EXPECTED)) {
        if (nodes.has(id) !== rule(c)) mismatches.push(`${id} ${nodes.has(id) ? 'shown' : 'missing'} with ${label()}`);
      }
      for (const id of nodes.keys()) {
        if (!(id in EXPECTED) && !GROUP_IDS.has(id)) mismatches.push(`unexpected ${id} with ${label()}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('marks details pages hidden and nothing else', () => {
    const every = cases.find((c) => c.apps.size === 6 && ROLE_FLAGS.every((f) => c.roles[f]) && c.adminType);
    const nodes = index(buildNavigation(input({ ...every!, slug: 'acme' })));
    for (const [id, { node }] of nodes) expect(Boolean(node.hidden), id).toBe(HIDDEN.has(id));
  });

  it('puts the calendar under Attendance when active, else under Requests', () => {
    const wrong: string[] = [];
    for (const c of cases) {
      const nodes = index(buildNavigation(input(c)));
      const calendars = [...nodes.values()].filter(
        ({ node }) => node.type === 'item' && node.path === '/inout/time-off-calendar/',
      );
      const expectedParent = c.apps.has('attendance') ? 'attendance' : c.apps.has('request') ? 'requests' : null;
      const parents = calendars.map((x) => x.parent).join(',');
      if (parents !== (expectedParent ?? '')) wrong.push(`[${[...c.apps].join(',')}] → ${parents}`);
    }
    expect(wrong).toEqual([]);
  });

  it('links settings anchors to the one settings page and the public articles to the slug', () => {
    const every = cases.find((c) => c.apps.size === 6 && ROLE_FLAGS.every((f) => c.roles[f]) && c.adminType)!;
    const nodes = index(buildNavigation(input({ ...every, slug: 'acme' })));
    const settings = nodes.get('settings')!.node;
    expect(settings.type).toBe('collapse');
    if (settings.type !== 'collapse') return;
    for (const child of settings.children) {
      expect(child.type === 'item' && child.path.startsWith('/account/settings#')).toBe(true);
    }
    const pub = nodes.get('knowledge-base.public')!.node;
    expect(pub.type === 'item' && pub.path).toBe('/articles/public/acme');
    const help = nodes.get('get-help')!.node;
    expect(help.type === 'item' && help.external && help.newTab).toBe(true);
  });

  it('starts with the main group and never lists an empty group', () => {
    for (const c of cases) {
      const groups = buildNavigation(input(c));
      expect(groups[0]?.id).toBe('main');
      for (const g of groups) expect(g.children.some((child) => !child.hidden)).toBe(true);
    }
  });
});

const menuLink = (id: number, extra: Partial<MenuLink> = {}): MenuLink => ({
  id,
  name: `Link ${id}`,
  url: `https://example.com/${id}`,
  icon: 'feather icon-link',
  parent: null,
  order: 0,
  company: 1,
  ...extra,
});

describe('buildNavigation: company menu links', () => {
  const base: Case = {
    apps: new Set(APP_NAMES),
    roles: roleSets()[0]!.roles,
    adminType: false,
    slug: null,
  };
  const mainChildren = (links: MenuLink[]) => buildNavigation(input(base, links))[0]!.children;
  const linkIds = (nodes: NavNode[]) => nodes.filter((n) => n.id.startsWith('menu-link-')).map((n) => n.id);

  it('appends them to the first group, sorted by order then id, as external links in a new tab', () => {
    const children = mainChildren([menuLink(3, { order: 2 }), menuLink(1, { order: 5 }), menuLink(2, { order: 2 })]);
    expect(linkIds(children)).toEqual(['menu-link-2', 'menu-link-3', 'menu-link-1']);
    expect(children.slice(0, 2).map((n) => n.id)).toEqual(['dashboard', 'employees']);
    const first = children.find((n) => n.id === 'menu-link-2')!;
    expect(first).toMatchObject({
      type: 'item',
      label: 'Link 2',
      path: 'https://example.com/2',
      external: true,
      newTab: true,
    });
  });

  it('nests children under their parent, which becomes collapsible', () => {
    const children = mainChildren([
      menuLink(1, { order: 1 }),
      menuLink(2, { parent: 1, order: 9 }),
      menuLink(3, { parent: 1, order: 1 }),
      menuLink(4, { parent: 3 }),
    ]);
    const parent = children.find((n) => n.id === 'menu-link-1')!;
    expect(parent.type).toBe('collapse');
    if (parent.type !== 'collapse') return;
    expect(parent.children.map((n) => n.id)).toEqual(['menu-link-3', 'menu-link-2']);
    const nested = parent.children[0]!;
    expect(nested.type === 'collapse' && nested.children.map((n) => n.id)).toEqual(['menu-link-4']);
    expect(linkIds(children)).toEqual(['menu-link-1']);
  });

  it('breaks a cycle by treating its members as top-level, keeping their other children', () => {
    const children = mainChildren([
      menuLink(1, { parent: 2, order: 1 }),
      menuLink(2, { parent: 1, order: 2 }),
      menuLink(3, { parent: 1 }),
      menuLink(4, { parent: 4, order: 3 }),
    ]);
    expect(linkIds(children)).toEqual(['menu-link-1', 'menu-link-2', 'menu-link-4']);
    const one = children.find((n) => n.id === 'menu-link-1')!;
    expect(one.type === 'collapse' && one.children.map((n) => n.id)).toEqual(['menu-link-3']);
  });

  it('treats a link whose parent is missing as top-level', () => {
    expect(linkIds(mainChildren([menuLink(5, { parent: 99 })]))).toEqual(['menu-link-5']);
  });
});
