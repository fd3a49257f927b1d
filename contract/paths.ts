// API paths, relative to the API base (no leading slash, as the specs write them). The server mounts
// each at `/` + path with `{id}` as a route parameter; the client calls them through `src/api`.
export const API_PATHS = {
  login: 'account/api/login/',
  me: 'account/api/me/',
  tokenRefresh: 'account/api/token/refresh/',
  logout: 'account/api/logout/',
  signup: 'account/api/signup/',
  passwordReset: 'account/api/password-reset/',
  passwordResetConfirm: 'account/api/password-reset-confirm/',
  setPassword: 'account/api/set-password/',
  changePassword: 'account/api/change-password/',
  myCompanies: 'account/api/my_companies/',
  switchCompany: 'account/api/switch_company/',
  staffTimezone: (staffId: number) => `account/api/staffs/${staffId}/timezone/`,
  staffPreference: (userId: number) => `account/api/users/${userId}/preference/`,
  privateInfoUpdate: (staffId: number) => `account/api/staffs/${staffId}/private_info_update/`,
  menuLinks: 'account/api/menu-links/',
  menuLink: 'account/api/menu-link/',
  menuLinkDetail: (id: number) => `account/api/menu-link/${id}/`,
  todos: 'account/api/todo/',
  todoDetail: (id: number) => `account/api/todo/${id}/`,
  logFrontendError: 'account/api/log-frontend-error/',
  companyDetail: (id: number) => `company/api/detail-update/${id}/`,
  activeApps: 'company/api/active-apps/',
  currencies: 'company/api/currencies/',
  upcomingEvents: 'company/api/upcoming-events/',
  menuLinkParent: (id: number) => `account/api/add-delete-menu-link/${id}/`,
  /** The six apps a company can activate, for the "Edit Active Features" dialog. */
  apps: 'company/api/apps/',
  /** Where an uploaded company logo is served; the server answers company_logo with this path. */
  companyLogoFile: (companyId: number, file: string) => `company/api/logos/${companyId}/${file}`,
  clock: 'inout/api/clock/',
  clockIns: 'inout/api/clock-ins/',
  clockAllUsersOut: 'inout/api/clock-all-users-out/',
  timeClockSettings: 'inout/api/time-clock-settings/',
  holidays: 'account/api/holidays/',
  holidayDetail: (id: number) => `account/api/holidays/${id}/`,
  timeOffCalendar: 'account/api/time-off-calendar/',
  staffTimeOffDetail: (id: number) => `request/api/staff-time-offs-detail/${id}/`,
  // Statistics (people §7). Lists take statListQuerySchema; see contract/statistics.ts for bodies.
  statsPaginated: 'statistics/api/list-create-paginated/',
  /** The sheet's list: the same filters with a date range, up to 500 stats a page. */
  statsAllPaginated: 'statistics/api/list-create-all-paginated/',
  /** GET: every matching stat with its values (the client asks periods=2 to compare, or archived=true); POST: create; OPTIONS: fields. */
  stats: 'statistics/api/list-create/',
  /** GET: every matching stat without values (archived=true for the Archived screen). */
  stats2: 'statistics/api/list-create2/',
  statDetail: (id: number) => `statistics/api/update-delete/${id}/`,
  statValueCreate: 'statistics/api/statvalue/create/',
  statValueBulkCreate: 'statistics/api/statvalue/bulk-create/',
  statValueDetail: (id: number) => `statistics/api/statvalue/update-delete/${id}/`,
  singleStat: (id: number) => `statistics/api/single-stat/${id}/`,
  statSettings: (id: number) => `statistics/api/settings/${id}/`,
  duplicateStats: 'statistics/api/duplicate-stats/',
  statsSimpleList: 'statistics/api/simple-list/',
  statValues: (id: number) => `statistics/api/statvalues/${id}/`,
  statTags: 'statistics/api/tags/',
  /** GET status, POST create or rotate (answers the token once), DELETE revoke; stat admins. */
  statExternalToken: 'statistics/api/external/token/',
  /** Push values from another system: the bulk body, the token in the STAT_TOKEN_HEADER header. */
  statExternalPush: 'statistics/api/external/statvalues/',
} as const;

/** Every module prefix the API serves; the dev proxy and the SPA fallback read this list. */
export const API_MODULES = [
  'account',
  'company',
  'division',
  'inout',
  'request',
  'purchase_requisition',
  'statistics',
  'checklist',
  'flowchart',
  'knowledgebase',
  'subscription',
] as const;
