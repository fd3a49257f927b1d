// API paths, relative to the API base (no leading slash, as the specs write them). The server mounts
// each at `/` + path with `{id}` as a route parameter; the client calls them through `src/api`.
export const API_PATHS = {
  login: 'account/api/login/',
  me: 'account/api/me/',
  tokenRefresh: 'account/api/token/refresh/',
  logout: 'account/api/logout/',
  /** Ours: GET the Slack status, DELETE disconnects (contract/integrations.ts). */
  slack: 'account/api/slack/',
  /** Ours: POST → {url} of Slack's authorize page. */
  slackAuthorize: 'account/api/slack/authorize/',
  /** Ours: POST {code, state} from Slack's return to /connect/slack. */
  slackCallback: 'account/api/slack/callback/',
  /** Ours (contract/esign.ts): GET whether e-signature is configured, and what to set. */
  esign: 'company/api/esign/',
  esignChoices: 'company/api/esign/choices/',
  esignRequests: 'company/api/esign/requests/',
  esignCancel: (id: number) => `company/api/esign/requests/${id}/cancel/`,
  esignSigned: (id: number) => `company/api/esign/requests/${id}/signed/`,
  /** Ours: POST → {token, timestamp} for signing in at the company's referral host (spec shell §4). */
  crossHostToken: 'account/api/cross-host-token/',
  /** Ours: POST {token, timestamp} → the login response; the arriving host's half of the above. */
  autoLogin: 'account/api/auto-login/',
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
  /** Ours (contract/storage.ts): GET the company's stored bytes and its quota (company admins). */
  storageUsage: 'company/api/storage-usage/',
  /** Ours (contract/device-storage.ts): GET (everyone) and PATCH (company admins) the device storage cap. */
  deviceStorage: 'company/api/device-storage/',
  /** Ours: POST {email, password, company_id} → the login response, the company restored (issue 17). */
  restoreCompany: 'account/api/restore-company/',
  /** Ours: GET → the deleted companies the caller may restore (for the company switcher). */
  deletedCompanies: 'account/api/deleted-companies/',
  activeApps: 'company/api/active-apps/',
  currencies: 'company/api/currencies/',
  upcomingEvents: 'company/api/upcoming-events/',
  menuLinkParent: (id: number) => `account/api/add-delete-menu-link/${id}/`,
  /** The six apps a company can activate, for the "Edit Active Features" dialog. */
  apps: 'company/api/apps/',
  /** Where an uploaded company logo is served; the server answers company_logo with this path. */
  companyLogoFile: (companyId: number, file: string) => `company/api/logos/${companyId}/${file}`,
  clock: 'inout/api/clock/',
  /** Many queued punches in one request (the sync engine's batches; ours, see contract/attendance.ts). */
  clockBulk: 'inout/api/clock/bulk/',
  clockIns: 'inout/api/clock-ins/',
  clockAllUsersOut: 'inout/api/clock-all-users-out/',
  timeClockSettings: 'inout/api/time-clock-settings/',
  /** The time-clock kiosk (issue 24, ours; contract/kiosk.ts). Admins: PINs and kiosks. */
  staffPin: (staffId: number) => `inout/api/kiosk/pins/${staffId}/`,
  myPin: 'inout/api/kiosk/my-pin/',
  kiosks: 'inout/api/kiosks/',
  kioskRevoke: (id: number) => `inout/api/kiosks/${id}/revoke/`,
  kiosk: (id: number) => `inout/api/kiosks/${id}/`,
  kioskPunches: (id: number) => `inout/api/kiosks/${id}/punches/`,
  /** A kiosk punch's photo, for attendance admins (image/jpeg or image/png). */
  punchPhoto: (punchId: number) => `inout/api/clock-ins/${punchId}/photo/`,
  /** Called by a kiosk with its device credential (KIOSK_TOKEN_HEADER), not a person's token. */
  kioskRoster: 'inout/api/kiosk/roster/',
  kioskClock: 'inout/api/kiosk/clock/',
  /** Timesheets (issue 24, ours; contract/timesheets.ts): the pay period of ?date=, one person's, edits. */
  timesheets: 'inout/api/timesheets/',
  timesheetsExport: 'inout/api/timesheets/export/',
  timesheet: (staffId: number) => `inout/api/timesheets/${staffId}/`,
  timesheetApprove: (staffId: number) => `inout/api/timesheets/${staffId}/approve/`,
  timesheetConfirm: (staffId: number) => `inout/api/timesheets/${staffId}/confirm/`,
  timesheetPunch: (punchId: number) => `inout/api/timesheets/punches/${punchId}/`,
  /** POST: a missing punch an attendance admin adds on one person's timesheet (missingPunchSchema). */
  timesheetMissingPunch: (staffId: number) => `inout/api/timesheets/${staffId}/punches/`,
  /** The schedule (issue 24, ours; contract/shifts.ts): shifts of a date range, drafts, publishing. */
  shifts: 'inout/api/shifts/',
  shift: (id: number) => `inout/api/shifts/${id}/`,
  shiftsCopyWeek: 'inout/api/shifts/copy-week/',
  shiftsPublish: 'inout/api/shifts/publish/',
  shiftTemplates: 'inout/api/shift-templates/',
  shiftTemplate: (id: number) => `inout/api/shift-templates/${id}/`,
  shiftTemplateApply: (id: number) => `inout/api/shift-templates/${id}/apply/`,
  /** POST: ask for an open published shift (ShiftClaim; asking again answers the same request). */
  shiftClaim: (shiftId: number) => `inout/api/shifts/${shiftId}/claim/`,
  /** GET: requests for open shifts — an attendance admin's pending ones, anyone else's own. */
  shiftClaims: 'inout/api/shift-claims/',
  shiftClaimApprove: (id: number) => `inout/api/shift-claims/${id}/approve/`,
  shiftClaimDecline: (id: number) => `inout/api/shift-claims/${id}/decline/`,
  /** POST {colleague}: offer one's own published, future shift to a colleague (ShiftSwap). */
  shiftSwapOffer: (shiftId: number) => `inout/api/shifts/${shiftId}/swap/`,
  /** GET: offers one made or received; an attendance admin also sees every accepted one to decide. */
  shiftSwaps: 'inout/api/shift-swaps/',
  /** POST: the colleague's answer, the offerer's withdrawal, an attendance admin's decision. */
  shiftSwapAction: (id: number, action: 'accept' | 'decline' | 'withdraw' | 'approve' | 'reject') =>
    `inout/api/shift-swaps/${id}/${action}/`,
  holidays: 'account/api/holidays/',
  holidayDetail: (id: number) => `account/api/holidays/${id}/`,
  timeOffCalendar: 'account/api/time-off-calendar/',
  /** Time off asked for on the calendar (ours): filed as a request of the time-off type. */
  staffTimeOffs: 'request/api/staff-time-offs/',
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
  // Checklists (people §7 under checklist/api/; create calls and uploads are ours, see contract/checklists.ts).
  checklistTemplates: 'checklist/api/template/',
  checklistTemplateDetail: (id: number) => `checklist/api/template/details/${id}/`,
  checklists: 'checklist/api/',
  /** The company's active staff ({id, name}) to assign checklists to; checklist admins. */
  checklistStaff: 'checklist/api/staff/',
  /** GET, and PUT/PATCH/DELETE under the version check. */
  checklistDetail: (id: number) => `checklist/api/details/${id}/`,
  /** POST multipart (fields id, file): an image for a photo or signature item. */
  checklistFiles: (id: number) => `checklist/api/details/${id}/files/`,
  /** Where an uploaded image is served (an unguessable name, like company logos). */
  checklistFile: (companyId: number, file: string) => `checklist/api/files/${companyId}/${file}`,
  // Requests and tasks (people §7 request/api/; create and update paths are this product's).
  /** GET ?status=my_request or for_approval, with the filters of requestListQuerySchema. */
  requests: 'request/api/list/',
  requestCreate: 'request/api/create/',
  requestDetail: (id: number) => `request/api/detail/${id}/`,
  /** POST {action: approve|reject, note}: the approver decides. */
  requestDecision: (id: number) => `request/api/detail/${id}/decision/`,
  requestCancel: (id: number) => `request/api/detail/${id}/cancel/`,
  requestComments: (id: number) => `request/api/detail/${id}/comments/`,
  /** A staff member's requests (themselves, or request admins), and their counts by state. */
  userRequests: (staffId: number) => `request/api/user-requests/${staffId}/`,
  staffRequestsSummary: (staffId: number) => `request/api/staff-requests-summary/${staffId}/`,
  /** GET: the request types; POST: create one (request admins, Request Settings). */
  requestTypes: 'request/api/types/',
  requestTypeDetail: (id: number) => `request/api/types/${id}/`,
  /** The request and task forms' choices: active request types and the company's staff. */
  requestOptions: 'request/api/options/',
  /** GET ?year=: the year's allowances (defaults and overrides); POST: set one (request admins). */
  leaveAllowances: 'request/api/leave-allowances/',
  leaveAllowanceDetail: (id: number) => `request/api/leave-allowances/${id}/`,
  /** GET ?year=&on=: a staff member's balance per time-off type (themselves, or request admins). */
  leaveBalances: (staffId: number) => `request/api/leave-balances/${staffId}/`,
  tasks: 'request/api/tasks/',
  /** Every matching task, compact, for the Progress Board. */
  tasksBoard: 'request/api/tasks-board/',
  taskDetail: (id: number) => `request/api/task/${id}/`,
  // Purchase requests (people §7 purchase_requisition/api/).
  purchaseRequests: 'purchase_requisition/api/list/',
  purchaseRequestCreate: 'purchase_requisition/api/create/',
  purchaseRequestDetail: (id: number) => `purchase_requisition/api/detail/${id}/`,
  purchaseRequestDecision: (id: number) => `purchase_requisition/api/detail/${id}/decision/`,
  purchaseRequestPay: (id: number) => `purchase_requisition/api/detail/${id}/pay/`,
  purchaseRequestCancel: (id: number) => `purchase_requisition/api/detail/${id}/cancel/`,
  /** POST multipart {file, file_name}. */
  purchaseRequestAttachments: (id: number) => `purchase_requisition/api/detail/${id}/attachments/`,
  purchaseAttachmentFile: (id: number) => `purchase_requisition/api/attachments/${id}/`,
  /** GET the list; POST {name} adds an entry (approvers). */
  purchaseMethods: 'purchase_requisition/api/purchase-method/',
  purchaseTypes: 'purchase_requisition/api/purchase-type/',
  setAsides: 'purchase_requisition/api/set-aside/',
  // Flow and decision charts (knowledge-base §7 flowchart/flow-charts/, under flowchart/api/; contract/flowchart.ts).
  /** POST {nodes, edges, company?}: a new chart of the caller's company (KB admins). */
  flowCharts: 'flowchart/api/flow-charts/',
  /** GET (admins; staff for a chart of an article they may read), PATCH {nodes?, edges?} (KB admins). */
  flowChartDetail: (id: number) => `flowchart/api/flow-charts/${id}/`,
  // Knowledge base (knowledge-base §7 under knowledgebase/api/; paths the spec leaves out are ours,
  // see contract/knowledge-base.ts for bodies and the state rules).
  /** GET: the article list (articleListQuerySchema, paginated); POST: create (status 0 publishes). */
  kbArticles: 'knowledgebase/api/list-create/',
  /** POST: create a published article (§4 status 0). */
  kbArticleCreate: 'knowledgebase/api/create/',
  /** GET, PATCH (changed fields only), DELETE an article (or, for admins, a draft). */
  kbArticleDetail: (id: number) => `knowledgebase/api/retrieve-update-delete/${id}/`,
  /** GET ?simple_details=true: every readable published article as {id, title}, no pagination. */
  kbArticlesSimple: 'knowledgebase/api/simple-list/',
  /** GET: drafts (admins), paginated. */
  kbDrafts: 'knowledgebase/api/draft-articles/',
  /** POST: save a draft; with `article`, a draft of that published article (§4). */
  kbDraftCreate: 'knowledgebase/api/draft-article-create/',
  /** GET, PATCH (status 0 publishes), DELETE a draft. */
  kbDraftDetail: (id: number) => `knowledgebase/api/draft-articles/${id}/`,
  /** GET: an article's versions, newest first. */
  kbVersionHistory: (articleId: number) => `knowledgebase/api/version-history/${articleId}/`,
  /** GET: one version with its content (/knowledgebase/articles/version/:id). */
  kbVersion: (id: number) => `knowledgebase/api/article-version/${id}/`,
  /** POST {ids} / {ids, changes} / {articles}: per-item errors "Error for ID {id}: {reason}". */
  kbArticlesBulkDelete: 'knowledgebase/api/articles/bulk-delete',
  kbArticlesBulkUpdate: 'knowledgebase/api/articles/bulk-update',
  kbArticlesBulkCreate: 'knowledgebase/api/articles/bulk-create',
  /** POST {file_name, file_content_type, mode?, file_size?}: a signed upload URL (contract/uploads.ts). */
  kbPresignUpload: 'knowledgebase/api/generate-s3-presigned-url/',
  /** Ours: the calls of a multipart upload (contract/uploads.ts): + parts/, complete/, abort/. */
  kbMultipartUpload: 'knowledgebase/api/multipart-upload/',
  /** POST, the same body: a signed upload URL for the video of article {id} (the Video Recording section). */
  kbVideoUpload: (articleId: number) => `knowledgebase/api/video-upload/${articleId}/`,
  /** PUT: where the built-in storage's signed URLs send the bytes (streamed to disk). */
  kbUpload: (key: string) => `knowledgebase/api/uploads/${key}/`,
  /** Where an uploaded knowledge-base file is served (an unguessable name, like company logos). */
  kbFile: (companyId: number, file: string) => `knowledgebase/api/files/${companyId}/${file}`,
  /** POST multipart {file}: an image for the rich text editor; answers {url}. */
  kbEditorImageUpload: 'knowledgebase/upload_file/jodit/1/',
  /** GET: the Templates modal's categories with their subjects. */
  kbTemplates: 'knowledgebase/api/auto-kb-articles/',
  /** GET: the category tree (roots, subcategories nested); POST: create (KB admins). */
  kbCategories: 'knowledgebase/api/category/list-create/',
  /** GET, PATCH, DELETE a category (its subcategories and articles move to its parent). */
  kbCategoryDetail: (id: number) => `knowledgebase/api/category/list-edit/${id}/`,
  kbCategoriesWithArticles: 'knowledgebase/api/category-with-articles/',
  /** GET: the article types; POST: add one (KB admins). */
  kbArticleTypes: 'knowledgebase/api/article-types/',
  kbArticleTypeDetail: (id: number) => `knowledgebase/api/article-types/${id}/`,
  /** GET: the tags in use, with how many articles carry each. */
  kbTags: 'knowledgebase/api/tags/',
  /** GET ?page_size=100: the responsibilities articles can be assigned to, paginated. */
  kbResponsibilities: 'knowledgebase/api/responsibilities/',
  /** POST: the caller read the article. */
  kbMarkAsRead: (id: number) => `knowledgebase/api/mark-as-read/${id}/`,
  /** POST {ids}. */
  kbBulkMarkAsRead: 'knowledgebase/api/bulk-mark-as-read/',
  /** GET (admins): each assigned or reading staff member's state for the article. */
  kbReadActivity: (articleId: number) => `knowledgebase/api/employee-article-read-activity/${articleId}/`,
  /** POST (admins): everyone who read the article must read it again. */
  kbReassign: (articleId: number) => `knowledgebase/api/reassign-article/${articleId}/`,
  /** GET: acknowledgements (own for staff), paginated; POST: acknowledge (signature or answers). */
  kbAcknowledgements: 'knowledgebase/api/acknowledgements/',
  /** GET ?article={id}: the question and answers a reader chooses from. */
  kbQuestions: 'knowledgebase/api/questions/',
  /** GET: definitions (search, category); POST: create (KB admins). */
  kbDefinitions: 'knowledgebase/api/definitions-create/',
  kbDefinitionDetail: (id: number) => `knowledgebase/api/definitions-detail/${id}/`,
  kbDefinitionsBulkCreate: 'knowledgebase/api/definitions/bulk-create',
  /** GET the definition categories; POST {name} adds one. */
  kbDefinitionCategories: 'knowledgebase/api/definition-category/',
  // Courses and quizzes (knowledge-base §7 "Courses", "Quizzes"; contract/courses.ts has the bodies).
  /** GET: the admin list (ordering, search; simple_details=true for {id, name} unpaginated); POST: create. */
  kbCourses: 'knowledgebase/api/courses/',
  kbCourseDetail: (id: number) => `knowledgebase/api/courses/${id}/`,
  kbCourseDuplicate: (id: number) => `knowledgebase/api/courses/${id}/duplicate/`,
  kbCoursesBulkUpdate: 'knowledgebase/api/courses/bulk-update/',
  kbCoursesBulkDelete: 'knowledgebase/api/courses/bulk-delete/',
  kbCourseCategories: 'knowledgebase/api/course-categories/',
  kbCourseCategory: (id: number) => `knowledgebase/api/course-category/${id}/`,
  /** GET: the caller's assigned courses with their progress. */
  kbCoursesAssignedAndRead: 'knowledgebase/api/courses-assigned-and-read/',
  /** GET: the caller's next item of each unfinished course. */
  kbCoursesArticlesToRead: 'knowledgebase/api/courses-articles-to-read/',
  /** POST {course, article?, signature?, answers?}: read (and acknowledge) an article of a course. */
  kbMarkCourseAsRead: 'knowledgebase/api/mark-course-as-read/',
  kbReassignCourse: (id: number) => `knowledgebase/api/reassign-course/${id}/`,
  kbCourseAssignedUsers: (id: number) => `knowledgebase/api/course-assigned-users/${id}/`,
  kbPositionCoursesArticles: (id: number) => `knowledgebase/api/position-courses-articles/${id}/`,
  kbUserKbSummary: (staffId: number) => `knowledgebase/api/user-kb-summary/${staffId}/`,
  kbUserReadArticles: (staffId: number) => `knowledgebase/api/user-read-articles/${staffId}/`,
  kbUserAssignedArticles: (staffId: number) => `knowledgebase/api/user-assigned-articles/${staffId}/`,
  kbUserAssignedCourses: (staffId: number) => `knowledgebase/api/user-assigned-courses/${staffId}/`,
  kbUserReadCourses: (staffId: number) => `knowledgebase/api/user-read-courses/${staffId}/`,
  /** GET: the caller's assigned articles and courses. */
  kbAssignments: 'knowledgebase/api/assignments/',
  kbUpcomingAssignedItems: (staffId: number) => `knowledgebase/api/upcoming-assigned-items/${staffId}/`,
  kbLeaderboard: 'knowledgebase/api/kb-leaderboard/',
  /** GET: quizzes (admins: with answers' correctness in the detail). */
  kbQuizzes: 'knowledgebase/api/quizzes/',
  kbQuizDetail: (id: number) => `knowledgebase/api/quizzes/${id}/`,
  kbQuizCreate: 'knowledgebase/api/quiz-create/',
  // Public knowledge bases (knowledge-base §7). In the signed-out reads the spec's {id} means:
  // public-articles/{id}/ and categories-with-public-articles/{id}/ — the COMPANY SLUG (the public
  // URL /articles/public/{company_slug}/ carries only the slug); ?knowledgebase={id} narrows to one
  // base (the {publicKBUrl} page, whose URL segment is the base's id). public-articles/details/{id}/
  // — the ARTICLE id, with ?company={company_slug} so an article shows only under its own company.
  // No extra path was needed.
  kbPublicKnowledgebases: 'knowledgebase/api/public-knowledgebases/',
  kbPublicKnowledgebase: (id: number) => `knowledgebase/api/public-knowledgebases/${id}/`,
  /** POST {domain}: 200 when its DNS holds the TXT record groundwork-verification={company slug}. */
  kbPublicKnowledgebaseValidateDomain: 'knowledgebase/api/public-knowledgebase-validate-domain/',
  kbPublicArticles: (companySlug: string) => `knowledgebase/api/public-articles/${encodeURIComponent(companySlug)}/`,
  kbPublicArticleDetail: (articleId: number) => `knowledgebase/api/public-articles/details/${articleId}/`,
  kbCategoriesWithPublicArticles: (companySlug: string) =>
    `knowledgebase/api/categories-with-public-articles/${encodeURIComponent(companySlug)}/`,
  /** POST {quiz, course?, responses}: one scored attempt. */
  kbQuizResponsesBulkCreate: 'knowledgebase/api/quiz-responses-bulk-create/',
  kbQuizResponseTimeline: 'knowledgebase/api/quiz-responses/',
  kbQuizResponses: (staffId: number, quizId: number) => `knowledgebase/api/quiz-responses/${staffId}/${quizId}`,
  /** POST {model?, temperature, max_tokens, messages}: the AI writing dialog (contract aiProxy*). */
  aiProxy: 'company/api/openai-proxy/',
  /** PATCH the signed-in user's name, phone and positions (onboarding step 0); GET them and the
   * company's positions to choose from. */
  onboardingPersonalInfo: 'account/api/onboarding/personal-info/',
  createFreePlan: 'subscription/api/create-free-plan/',
  mySubscription: 'subscription/api/my-subscription/',
  mySubscriptionUpdate: 'subscription/api/my-subscription-update/',
  /** Ours: GET the company's referral credit and the caller's next share (contract/subscription.ts). */
  referralCredits: 'subscription/api/referral-credits/',
  /** Ours: POST: the caller shared the referral post; credits $5, once per week per user. */
  referralShareCredit: 'subscription/api/referral-credits/share/',
  billingPortalSession: 'subscription/api/create-chargebee-portal-session/',
  /** POST {users}: where to open the Premium checkout (hosted page or the built-in local page). */
  createCheckout: 'subscription/api/create-checkout/',
  checkoutRedirect: 'subscription/api/checkout-redirect/',
  /** The built-in provider's local checkout session and its completion. */
  checkoutSession: (id: string) => `subscription/api/checkout/${id}/`,
  checkoutComplete: (id: string) => `subscription/api/checkout/${id}/complete/`,
  /** The AI search dialog: articles ranked for a query, then an answer from them. */
  aiSuggestedArticles: 'knowledgebase/api/ai-search/suggested-articles/',
  aiProcessArticles: 'knowledgebase/api/ai-search/process-articles/',
  /** POST {message, reason, page_url}: the support panel's message to the company's admins. */
  supportMessage: 'account/api/support-message/',
  supportSettings: 'account/api/support/',
  firstRunChecklist: 'account/api/first-run-checklist/',
  firstRunChecklistDismiss: 'account/api/first-run-checklist/dismiss/',
  /** POST: sign-up of an app-deal company with its licence codes (answers like signup). */
  appSumoRegister: 'account/api/app-sumo-register/',
  /** POST: an app-deal company's lifetime plan starts (onboarding's Finish). */
  activateLicense: 'subscription/api/activate-license/',
  // People and organisation (people §7; contract/people.ts has the bodies).
  /** GET: the Employee List page (staffListQuerySchema: search, division, position, user_type, ordering). */
  companyUsers: 'account/api/staffs/company_users/',
  companyUsersSimple: 'account/api/company-users-simple/',
  userTypes: 'account/api/user-type/',
  staffDetail: (id: number) => `account/api/staffs/${id}/`,
  staffCreate: 'account/api/staffs/create_company_staff/',
  staffUpdate: (id: number) => `account/api/staffs/${id}/update_staff/`,
  staffDelete: (id: number) => `account/api/staffs/${id}/delete_staff/`,
  /** POST {staffs: rows}; errors' ids are row numbers from 1. */
  bulkCreateStaff: 'account/api/bulk-create-staff/',
  /** POST {ids, changes}; DELETE {ids}. */
  bulkEditStaff: 'account/api/bulk-edit-staff/',
  bulkEditPositions: 'account/api/bulk-edit-positions/',
  sendActivationEmail: 'account/api/send-activation-email/',
  /** Ours: GET (profile admins): the company's invitations of people who have an account already. */
  staffInvitations: 'account/api/staff-invitations/',
  /** Ours: POST resend/ (a fresh link), DELETE (cancel) one pending invitation; profile admins. */
  staffInvitationResend: (id: string) => `account/api/staff-invitations/${id}/resend/`,
  staffInvitation: (id: string) => `account/api/staff-invitations/${id}/`,
  /** Ours: GET the signed-in person's pending invitations; POST accept/ or decline/ one. */
  myInvitations: 'account/api/my-invitations/',
  myInvitationAccept: (id: string) => `account/api/my-invitations/${id}/accept/`,
  myInvitationDecline: (id: string) => `account/api/my-invitations/${id}/decline/`,
  /** Ours, public: POST {id, token} from the e-mailed link: GET-less so mail scanners accept nothing. */
  invitationByLink: 'account/api/invitations/accept-link/',
  invitationByLinkDecline: 'account/api/invitations/decline-link/',
  /** Ours: POST {new_email, password}: a link to the new address; the e-mail changes when it is opened. */
  emailChange: 'account/api/email-change/',
  /** Ours, public: POST {id, token} from the link sent to the new address. */
  emailChangeConfirm: 'account/api/email-change/confirm/',
  positions: 'account/api/positions/',
  positionDetail: (id: number) => `account/api/positions/${id}/`,
  positionUsers: (id: number) => `account/api/position_users/${id}/`,
  positionEmployeesWithManagers: (id: number) => `account/api/positions/${id}/employees-with-managers/`,
  positionResponsibilities: (id: number) => `account/api/positions/${id}/responsibilities/`,
  responsibilities: 'account/api/responsibilities/',
  responsibilityDetail: (id: number) => `account/api/responsibilities/${id}/`,
  /** GET ?id={staff id}&page. */
  employeeResponsibilities: 'account/api/employee-responsibilities/',
  employeeResponsibilityDetail: (id: number) => `account/api/employee-responsibilities/${id}/`,
  createEmployeeResponsibilities: 'account/api/create-employee-responsibilities/',
  divisions: 'division/api/',
  divisionDetail: (id: number) => `division/api/${id}/`,
  divisionsWithEmployees: 'division/api/division-with-employees/',
  divisionUsers: (id: number) => `division/api/division_users/${id}/`,
  outboundEmails: 'account/api/outbound-emails/',
  outboundEmailResend: (id: number) => `account/api/outbound-emails/${id}/resend/`,
  /** The System Action History (profile admins). */
  actionHistory: 'account/api/actions/',
  /** Photo (PUT multipart field photo) and files (POST multipart file, file_name) of a staff member. */
  staffUploadPhoto: (id: number) => `account/api/staffs/${id}/upload_photo/`,
  staffFiles: (id: number) => `account/api/staffs/${id}/employee_files/`,
  staffUploadFile: (id: number) => `account/api/staffs/${id}/upload_employee_file/`,
  /** GET downloads, DELETE removes ("file not found" when gone). */
  staffFile: (fileId: number, staffId: number) => `account/api/employee_files/${fileId}/staff/${staffId}/`,
  /** GET/PATCH the saved Org Flow Chart layout and whether the public chart is on. */
  orgFlow: 'company/api/orgflow/',
  /** GET/PATCH the saved positional chart layout. */
  horizontalOrg: 'company/api/horizontalorg/',
  employeePositionHierarchy: 'account/api/employee-position-hierarchy/',
  divisionPositionHierarchy: 'account/api/division-position-hierarchy/',
  /** GET ?company={slug}, no token: the chart of a company that published it. */
  publicOrgChart: 'company/api/public-org-chart/',
  // Company data (people §7; contract/company-data.ts has the bodies).
  customFieldDefinitions: 'company/api/custom-field-definitions/',
  customFieldDefinition: (id: number) => `company/api/custom-field-definitions/${id}/`,
  /** POST: undo a deletion within its window (issue 21), likewise for a choice and a file type. */
  customFieldRestore: (id: number) => `company/api/custom-field-definitions/${id}/restore/`,
  customFieldChoiceRestore: (id: number, choiceId: number) =>
    `company/api/custom-field-definitions/${id}/choices/${choiceId}/restore/`,
  fileTypeRestore: (id: number) => `company/api/file-types/${id}/restore/`,
  customFieldChoices: (id: number) => `company/api/custom-field-definitions/${id}/choices/`,
  customFieldChoice: (id: number, choiceId: number) =>
    `company/api/custom-field-definitions/${id}/choices/${choiceId}/`,
  staffCustomFields: (staffId: number) => `account/api/staffs/${staffId}/custom-fields/`,
  staffCustomField: (fieldId: number) => `account/api/custom-fields/${fieldId}/`,
  /** GET ?company_type=true for the types of company files. */
  fileTypes: 'company/api/file-types/',
  fileType: (id: number) => `company/api/file-types/${id}/`,
  /** GET; POST multipart (file, file_name, title, file_type). */
  companyFiles: (companyId: number) => `company/api/companies/${companyId}/files/`,
  companyFile: (companyId: number, fileId: number) => `company/api/companies/${companyId}/files/${fileId}/`,
  companyFileRestore: (companyId: number, fileId: number) =>
    `company/api/companies/${companyId}/files/${fileId}/restore/`,
  customViews: 'account/api/custom-views/',
  customView: (id: number) => `account/api/custom-views/${id}/`,
  /** GET ?type: own and shared views of that type. */
  customViewsByType: 'account/api/custom-views/by-type/',
  /** GET (everyone) and PATCH (profile admins) the Company Motto. */
  companyMotto: 'company/api/motto/',
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

/**
 * Spec paths outside `/{module}/api/` (knowledge base §7 writes the editor's image upload as
 * knowledgebase/upload_file/jodit/1/): the dev proxy forwards these prefixes to the API server too.
 */
export const API_EXTRA_PREFIXES = ['/knowledgebase/upload_file/'] as const;
