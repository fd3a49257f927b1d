// The menu of spec shell §2.3 and the rules of §6, as a pure function of the user and company:
// items are limited to the company's active apps, admin entries to the matching role flags, the
// Calendar sits under Attendance when that app is active and under Requests otherwise, and the
// company's own links are appended to the first group. Renderers never re-check these rules.
import { ADMIN_USER_TYPE, ADMIN_USER_TYPE_SLUG, type AppName } from '../../../../contract/apps';
import { FEEDBACK_URL, GET_HELP_URL } from './external-links';
import { menuLinkNodes } from './menu-link-tree';
import { action, collapse, compact, group, hiddenLink, link } from './nav-builders';
import type { NavGroup, NavigationInput } from './nav-types';
import type { MessageKey } from '../../../i18n/message-key';

export const CALENDAR_PATH = '/inout/time-off-calendar/';
export const SETTINGS_PATH = '/account/settings';

interface Rules {
  app: (name: AppName) => boolean;
  input: NavigationInput;
}

function peopleSection({ input }: Rules) {
  const profileAdmin = input.roles.user_is_profile_admin;
  return collapse('employees', 'nav.employees.title', 'users', [
    link('employees.my-profile', 'nav.employees.myProfile', '/account/profile'),
    hiddenLink('employees.employee-profile', 'nav.employees.employeeProfile', '/account/employee/:id'),
    link('employees.list', 'nav.employees.list', '/account/employees'),
    link('employees.org-flow-chart', 'nav.employees.orgFlowChart', '/div/'),
    link('employees.auto-org-chart', 'nav.employees.autoOrgChart', '/account/org-chart/'),
    profileAdmin && link('employees.positions', 'nav.employees.positions', '/account/positions'),
    profileAdmin && link('employees.responsibilities', 'nav.employees.responsibilities', '/account/responsibilities'),
    profileAdmin && link('employees.create', 'nav.employees.create', '/account/create'),
    profileAdmin && link('employees.action-history', 'nav.employees.actionHistory', '/account/actions/'),
    profileAdmin && link('employees.system-emails', 'nav.employees.systemEmails', '/account/outbound-emails/'),
  ]);
}

function attendanceSection({ app, input }: Rules) {
  if (!app('attendance')) return null;
  // The schedule and the time-clock kiosks are the attendance admins' (server: canSeeEveryone);
  // everyone has their own shifts.
  const attendanceAdmin = input.roles.user_is_attendance_admin || input.roles.user_is_admin;
  return collapse('attendance', 'nav.attendance.title', 'clock', [
    link('attendance.clock-ins', 'nav.attendance.clockIns', '/inout/list/'),
    link('attendance.working-hours', 'nav.attendance.workingHours', '/inout/working-hours/'),
    link('attendance.timesheets', 'nav.attendance.timesheets', '/inout/timesheets/'),
    attendanceAdmin && link('attendance.schedule', 'shifts.nav.schedule', '/inout/schedule/'),
    link('attendance.my-shifts', 'shifts.nav.myShifts', '/inout/my-shifts/'),
    link('attendance.calendar', 'nav.calendar', CALENDAR_PATH),
    // The time-clock kiosks (issue 24) and setting a tablet up as one.
    attendanceAdmin && link('attendance.kiosks', 'kiosk.nav', '/inout/kiosks/'),
  ]);
}

function statisticsSection({ app, input }: Rules) {
  if (!app('statistics')) return null;
  const statAdmin = input.roles.user_is_stat_admin;
  return collapse('statistics', 'nav.statistics.title', 'chart', [
    link('statistics.list', 'nav.statistics.list', '/statistics/single/'),
    link('statistics.grid', 'nav.statistics.grid', '/statistics/multi/'),
    link('statistics.sheet', 'nav.statistics.sheet', '/statistics/statsheet/'),
    link('statistics.integrations', 'nav.statistics.integrations', '/statistics/external/'),
    statAdmin && link('statistics.create', 'nav.statistics.create', '/statistics/create-stat/'),
    statAdmin && link('statistics.archived', 'nav.statistics.archived', '/statistics/archived/'),
  ]);
}

function requestSections({ app }: Rules) {
  if (!app('request')) return [];
  return [
    collapse('requests', 'nav.requests.title', 'inbox', [
      link('requests.all', 'nav.requests.all', '/request'),
      link('requests.create', 'nav.requests.create', '/request/create'),
      hiddenLink('requests.details', 'nav.requests.details', '/request/details/:id'),
      !app('attendance') && link('requests.calendar', 'nav.calendar', CALENDAR_PATH),
    ]),
    collapse('tasks', 'nav.tasks.title', 'clipboard', [
      link('tasks.all', 'nav.tasks.all', '/tasks/'),
      hiddenLink('tasks.details', 'nav.tasks.details', '/tasks/details/:id'),
      link('tasks.progress-board', 'nav.tasks.progressBoard', '/request/tasks-kanban/'),
      link('tasks.create', 'nav.tasks.create', '/tasks/create'),
    ]),
  ];
}

function purchaseSection({ app }: Rules) {
  if (!app('purchase_request')) return null;
  return collapse('purchase-requests', 'nav.purchaseRequests.title', 'cart', [
    link('purchase-requests.create', 'nav.purchaseRequests.create', '/purchase-requests/create'),
    link('purchase-requests.all', 'nav.purchaseRequests.all', '/purchase-requests'),
    hiddenLink('purchase-requests.details', 'nav.purchaseRequests.details', '/purchase-requests/details/:id'),
  ]);
}

function checklistSection({ app, input }: Rules) {
  if (!app('checklist')) return null;
  return collapse('checklist', 'nav.checklist.title', 'check-square', [
    input.roles.user_is_checklist_admin &&
      link('checklist.create-template', 'nav.checklist.createTemplate', '/checklist/template/create'),
    link('checklist.templates', 'nav.checklist.templates', '/checklist/templates'),
    link('checklist.assigned', 'nav.checklist.assigned', '/checklist/checklists/'),
    hiddenLink('checklist.view', 'nav.checklist.view', '/checklist/checklists/:id'),
    hiddenLink('checklist.edit', 'nav.checklist.edit', '/checklist/create/:id'),
  ]);
}

function knowledgeSections({ app, input }: Rules) {
  if (!app('knowledge_base')) return [];
  const kbAdmin = input.roles.user_is_kb_admin;
  const kb = '/knowledgebase';
  return [
    collapse('knowledge-base', 'nav.knowledgeBase.title', 'book', [
      link('knowledge-base.articles', 'nav.knowledgeBase.articles', `${kb}/articles`),
      hiddenLink('knowledge-base.edit', 'nav.knowledgeBase.edit', `${kb}/articles/:id/edit`),
      hiddenLink('knowledge-base.article', 'nav.knowledgeBase.article', `${kb}/articles/:id`),
      kbAdmin && link('knowledge-base.create', 'nav.knowledgeBase.create', `${kb}/articles/create`),
      kbAdmin && link('knowledge-base.definitions', 'nav.knowledgeBase.definitions', `${kb}/definitions`),
      input.companySlug
        ? link('knowledge-base.public', 'nav.knowledgeBase.public', `/articles/public/${input.companySlug}`, {
            newTab: true,
          })
        : null,
      hiddenLink('knowledge-base.version', 'nav.knowledgeBase.version', `${kb}/articles/version/:id`),
      hiddenLink('knowledge-base.draft', 'nav.knowledgeBase.draft', `${kb}/articles/:id/draft`),
    ]),
    collapse('courses', 'nav.courses.title', 'graduation', [
      link('courses.assigned', 'nav.courses.assigned', `${kb}/assigned-courses`),
      kbAdmin && link('courses.admin', 'nav.courses.admin', `${kb}/courses`),
      hiddenLink('courses.view', 'nav.courses.view', `${kb}/courses/:id`),
      kbAdmin && link('courses.create', 'nav.courses.create', `${kb}/courses/create`),
      kbAdmin && link('courses.completions', 'nav.courses.completions', `${kb}/acknowledgement-timeline`),
      kbAdmin && link('courses.quiz-timeline', 'nav.courses.quizTimeline', `${kb}/quiz-acknowledgement-timeline`),
      kbAdmin && link('courses.leaderboard', 'nav.courses.leaderboard', `${kb}/acknowledgement-leaderboard`),
      link('courses.library', 'nav.courses.library', `${kb}/library-courses`),
      link('courses.scorm', 'scorm.title', '/knowledge-base/scorm'),
    ]),
  ];
}

/** A settings anchor's message under nav.settings. */
type SettingsAnchorKey = Extract<MessageKey, `nav.settings.${string}`> extends `nav.settings.${infer K}` ? K : never;

/** Settings anchors (spec shell §2.3, §6); the whole entry needs at least one role flag. */
function settingsSection({ app, input }: Rules) {
  const { roles } = input;
  // Every field of user_roles is a role flag (contract UserRoles).
  if (!Object.values(roles).some(Boolean)) return null;
  const adminType = input.userTypeSlug === ADMIN_USER_TYPE_SLUG;
  const anchor = (id: string, key: SettingsAnchorKey) =>
    link(`settings.${id}`, `nav.settings.${key}`, `${SETTINGS_PATH}#${id}`);
  return collapse('settings', 'nav.settings.title', 'settings', [
    anchor('company-profile', 'companyProfile'),
    anchor('change-password', 'changePassword'),
    roles.user_is_profile_admin && anchor('company-motto', 'companyMotto'),
    roles.user_is_assignment_admin && app('attendance') && anchor('time-clock-settings', 'timeClock'),
    roles.user_is_profile_admin && anchor('employees-admin', 'employeesAdmin'),
    roles.user_is_profile_admin && anchor('company-divisions', 'divisions'),
    adminType && anchor('menu-links', 'menuLinks'),
    // "Menu items are limited to the company's active apps" (§2.3) applies to these anchors too.
    roles.user_is_request_admin && app('request') && anchor('request-settings', 'requestSettings'),
    roles.user_is_kb_admin && app('knowledge_base') && anchor('knowledgebase-settings', 'knowledgebaseSettings'),
    adminType && anchor('system-preferences', 'systemPreferences'),
  ]);
}

export function buildNavigation(input: NavigationInput): NavGroup[] {
  const active = new Set(input.activeApps);
  const rules: Rules = { app: (name) => active.has(name), input };
  const groups = [
    group('main', 'nav.groups.main', [
      link('dashboard', 'nav.dashboard', '/account/dashboard/', { icon: 'home' }),
      peopleSection(rules),
      ...menuLinkNodes(input.menuLinks),
    ]),
    group('operations', 'nav.groups.operations', [
      attendanceSection(rules),
      statisticsSection(rules),
      ...requestSections(rules),
      purchaseSection(rules),
      checklistSection(rules),
    ]),
    group('knowledge', 'nav.groups.knowledge', knowledgeSections(rules)),
    group('administration', 'nav.groups.administration', [
      settingsSection(rules),
      input.userType === ADMIN_USER_TYPE && action('activate-features', 'nav.activateFeatures', 'toggle'),
    ]),
    group('support', 'nav.groups.support', [
      link('get-help', 'nav.getHelp', GET_HELP_URL, { icon: 'help', external: true, newTab: true }),
      link('feedback', 'nav.feedback', FEEDBACK_URL, { icon: 'message', external: true, newTab: true }),
    ]),
  ];
  return compact(groups);
}
