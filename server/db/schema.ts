// Kysely table types. Row types stay inside server/: presenters turn them into contract types.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;
type Id = Generated<number>;

export interface AppsTable {
  id: number;
  app_name: string;
}
export interface CurrenciesTable {
  code: string;
  name: string;
  symbol: string;
}
export interface CompaniesTable {
  id: Id;
  company_name: string;
  company_slug: string | null;
  company_logo: string | null;
  company_information: string | null;
  company_registered_on: ColumnType<string, string | undefined, string>;
  company_weekend_info: Json<number[]>;
  language_code: Generated<string>;
  timezone: Generated<string>;
  /** First day of the week for weekly stat periods: 0 Sunday … 6 Saturday. */
  week_start: Generated<number>;
  app_sumo_license: Generated<boolean>;
  subscribe_to_beta: Generated<boolean>;
  referral_url: string | null;
  /** The secret in the company's share link (migration 0022). */
  referral_code: Generated<string>;
  /** The company whose share link this company signed up through. */
  referred_by_company_id: number | null;
  subscription_plan: string | null;
  coupon_data: Json<unknown[]>;
  created_at: Timestamp;
  org_chart_public: Generated<boolean>;
  company_motto: Generated<string>;
  /** The most the app keeps on each device, in MB (migration 0028, contract/device-storage-constants.ts). */
  device_storage_cap_mb: Generated<number>;
  /** Set when an admin deleted the company (migration 0026): restorable until the purge. */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When an admin closed the dashboard's first-run checklist (migration 0033); null: still shown. */
  first_run_checklist_dismissed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
/** App-deal licence codes the operator issued (migration 0033); each redeemed by one company, once. */
export interface LicenseCodesTable {
  code: string;
  issued_at: Timestamp;
  note: string | null;
  redeemed_by_company_id: number | null;
  redeemed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface CompanyAppsTable {
  company_id: number;
  app_id: number;
}
export interface UsersTable {
  id: Id;
  email: string;
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  photo: string | null;
  gender: string | null;
  personal_phone: string | null;
  birth_date: string | null;
  last_login: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  /** Access tokens issued before this instant are refused (password changed or reset). */
  sessions_valid_after: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface DivisionsTable {
  id: Id;
  company_id: number;
  division_name: string;
  division_color: Generated<string>;
  division_order: Generated<number>;
  division_description: Generated<string>;
  /** The division's geofence (migration 0038): all three or none. */
  geofence_latitude: number | null;
  geofence_longitude: number | null;
  geofence_radius_m: number | null;
}
export interface PositionsTable {
  id: Id;
  company_id: number;
  name: string;
  division_id: number | null;
  manager_id: number | null;
  order: Generated<number>;
  description: Generated<string>;
  above_text: Generated<string>;
}
export interface StaffTable {
  id: Id;
  company_id: number;
  user_id: number;
  user_type: Generated<string>;
  user_type_slug: Generated<string>;
  user_is_admin: Generated<boolean>;
  user_is_assignment_admin: Generated<boolean>;
  user_is_attendance_admin: Generated<boolean>;
  user_is_checklist_admin: Generated<boolean>;
  user_is_kb_admin: Generated<boolean>;
  user_is_pr_approver: Generated<boolean>;
  user_is_pr_payer: Generated<boolean>;
  user_is_profile_admin: Generated<boolean>;
  user_is_request_admin: Generated<boolean>;
  user_is_stat_admin: Generated<boolean>;
  language_code: string | null;
  is_dark_mode: boolean | null;
  timezone: string | null;
  division_id: number | null;
  manager_id: number | null;
  hired_on: string | null;
  is_active: Generated<boolean>;
  created_at: Timestamp;
}
export interface StaffPositionsTable {
  company_id: number;
  staff_id: number;
  position_id: number;
  is_primary: Generated<boolean>;
}
export interface RefreshTokensTable {
  id: Id;
  company_id: number;
  user_id: number;
  family_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The token this one was rotated into. */
  replaced_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** That successor's secret, sealed under a key derived from this token (session.service.ts). */
  successor_sealed: ColumnType<string | null, string | null | undefined, string | null>;
}
/** Sessions (refresh-token families) whose access tokens are refused until `expires_at`. */
export interface RevokedSessionsTable {
  family_id: string;
  expires_at: Timestamp;
}
/** Failed sign-ins per key (an account, an address, or the pair), for growing delays. */
export interface LoginFailuresTable {
  key: string;
  failures: number;
  last_failure_at: Timestamp;
}
export interface StaffInvitationsTable {
  id: string;
  company_id: number;
  /** As the inviting admin typed it (lower case). */
  email: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  /** The membership the admin chose, made a staff row on acceptance. */
  membership: Json<InvitedMembership>;
  token_hash: string;
  invited_by_user_id: number | null;
  state: Generated<'pending' | 'accepted' | 'declined' | 'cancelled'>;
  staff_id: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  answered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
/** What an invitation will make of the person in the company (staff columns and positions). */
export interface InvitedMembership {
  user_type?: string;
  user_type_slug?: string;
  division_id?: number | null;
  manager_id?: number | null;
  language_code?: string | null;
  timezone?: string | null;
  hired_on?: string | null;
  roles?: Record<string, boolean>;
  positions?: number[];
}
export interface EmailChangesTable {
  id: string;
  user_id: number;
  company_id: number;
  new_email: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface PasswordTokensTable {
  id: string;
  company_id: number;
  user_id: number;
  purpose: 'reset' | 'set';
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface IdempotencyKeysTable {
  company_id: number;
  user_id: number;
  key: string;
  request_hash: string;
  /** in_flight only inside the claiming transaction: a committed key is done. */
  state: 'in_flight' | 'done';
  response_status: number | null;
  response_body: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
}
export interface CrossHostLoginsTable {
  token_id: string;
  user_id: number;
  used_at: Timestamp;
}
export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}
/** One stored file or unpacked SCORM folder and its size (lib/storage-quota.ts). */
export interface StoredFilesTable {
  company_id: number;
  store: string;
  name: string;
  bytes: ColumnType<string, number, number>;
  created_at: Generated<Date>;
}
/** The sum of a company's stored_files, kept in the same transactions. */
export interface CompanyStorageTable {
  company_id: number;
  used_bytes: ColumnType<string, number | undefined, number>;
}
export interface OutboundEmailsTable {
  id: Id;
  company_id: number;
  to_email: string;
  subject: string;
  body_text: string;
  kind: string;
  /** 'sending': claimed by an instance's delivery job, next_attempt_at being the claim's lease. */
  status: Generated<'stored' | 'sending' | 'sent' | 'failed'>;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Tries so far (lib/email-delivery.ts caps them). */
  attempts: Generated<number>;
  /** When the delivery job may next try it; null when it never will (sent, given up, or history). */
  next_attempt_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface MenuLinksTable {
  id: Id;
  company_id: number;
  name: string;
  url: string;
  icon: Generated<string>;
  parent_id: number | null;
  order: Generated<number>;
}
export interface TodosTable {
  id: Id;
  company_id: number;
  staff_id: number;
  title: string;
  is_completed: Generated<boolean>;
  due_date: string | null;
  created_at: Timestamp;
}
export interface HolidaysTable {
  id: Id;
  company_id: number;
  name: string;
  date: string;
  end_date: string | null;
  created_at: Timestamp;
}
export interface FrontendErrorsTable {
  id: Id;
  company_id: number;
  user_id: number;
  message: string;
  stack: string | null;
  url: string | null;
  created_at: Timestamp;
}

export interface ClockPunchesTable {
  id: Id;
  company_id: number;
  staff_id: number;
  action: 'in' | 'out' | 'break_start' | 'break_end';
  client_time: ColumnType<Date, Date | string, Date | string>;
  client_utc_offset_minutes: number;
  timezone: string;
  server_received_at: Timestamp;
  recorded_offline: Generated<boolean>;
  flags: ColumnType<string[], string[] | undefined, string[]>;
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
  source: Generated<'device' | 'admin'>;
  created_by_staff_id: number | null;
  /** The kiosk that recorded the punch (migration 0037), and that it checked the PIN offline. */
  kiosk_id: Generated<number | null>;
  pin_checked_on_device: Generated<boolean>;
  /** Metres from the puncher's division geofence centre, when both existed (migration 0038). */
  geofence_distance_m: ColumnType<number | null, number | null | undefined, number | null>;
  /** A kiosk punch's photo: its name in the kiosk-photos store (migration 0041). */
  photo: ColumnType<string | null, string | null | undefined, string | null>;
}
/** Time-clock kiosks (migration 0037). */
export interface KiosksTable {
  id: Id;
  company_id: number;
  name: string;
  created_by_staff_id: number | null;
  credential_hash: string;
  credential_prefix: string;
  verifier_salt: string;
  created_at: Timestamp;
  revoked_at: Date | null;
  last_seen_at: Date | null;
  /** Take a photo at each punch (migration 0041). */
  take_photos: Generated<boolean>;
}
export interface StaffPinsTable {
  staff_id: number;
  company_id: number;
  pin_hash: string;
  device_salt: string;
  device_key: string;
  set_by_staff_id: number | null;
  updated_at: Timestamp;
}
export interface TimeClockSettingsTable {
  company_id: number;
  require_location: Generated<boolean>;
  max_clock_skew_minutes: Generated<number>;
  /** 0 is no limit (migration 0031). */
  max_location_accuracy_m: Generated<number>;
  /** Breaks and timesheet rules (migration 0035). */
  paid_breaks: Generated<boolean>;
  pay_period: Generated<'weekly' | 'biweekly' | 'semimonthly' | 'monthly'>;
  pay_period_anchor: ColumnType<string, string | undefined, string>;
  daily_overtime_minutes: Generated<number>;
  weekly_overtime_minutes: Generated<number>;
  week_starts_on: Generated<number>;
  tolerance_minutes: Generated<number>;
}
export interface TimesheetsTable {
  id: Id;
  company_id: number;
  staff_id: number;
  period_from: string;
  period_to: string;
  status: Generated<'open' | 'approved' | 'confirmed'>;
  approved_totals: ColumnType<Record<string, number> | null, string | null | undefined, string | null>;
  approved_by_staff_id: number | null;
  approved_at: Date | null;
  confirmed_at: Date | null;
}
export interface TimesheetPunchEditsTable {
  id: Id;
  company_id: number;
  punch_id: number;
  staff_id: number;
  edited_by_staff_id: number;
  /** Null for a punch the manager added (migration 0038). */
  previous_time: ColumnType<Date | null, Date | string | null, Date | string | null>;
  new_time: ColumnType<Date, Date | string, Date | string>;
  reason: string;
  created_at: Timestamp;
}
/** The schedule (migration 0036): a person's shift, or an open one (staff_id null). */
export interface ShiftsTable {
  id: Id;
  company_id: number;
  staff_id: number | null;
  position_id: number | null;
  division_id: number | null;
  start_at: ColumnType<Date, Date | string, Date | string>;
  end_at: ColumnType<Date, Date | string, Date | string>;
  note: Generated<string>;
  status: Generated<'draft' | 'published'>;
  created_by_staff_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: Date | null;
}
/** Requests to take an open shift (migration 0039). */
export interface ShiftClaimsTable {
  id: Id;
  company_id: number;
  shift_id: number;
  staff_id: number;
  status: Generated<'pending' | 'approved' | 'declined'>;
  created_at: Timestamp;
  decided_at: Date | null;
  decided_by_staff_id: number | null;
}
/** Shifts offered to a colleague (migration 0040). */
export interface ShiftSwapsTable {
  id: Id;
  company_id: number;
  shift_id: number;
  staff_id: number;
  colleague_id: number;
  status: Generated<'offered' | 'accepted' | 'declined' | 'withdrawn' | 'approved' | 'rejected'>;
  created_at: Timestamp;
  answered_at: Date | null;
  decided_at: Date | null;
  decided_by_staff_id: number | null;
}
export interface ShiftTemplatesTable {
  id: Id;
  company_id: number;
  name: string;
  created_by_staff_id: number | null;
  created_at: Timestamp;
}
export interface ShiftTemplateRowsTable {
  id: Id;
  template_id: number;
  company_id: number;
  day: number;
  start_time: string;
  end_time: string;
  staff_id: number | null;
  position_id: number | null;
  division_id: number | null;
  note: Generated<string>;
}
export interface StaffTimeOffsTable {
  id: Id;
  company_id: number;
  staff_id: number;
  start_date: string;
  end_date: string;
  time_off_type: Generated<string>;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  note: Generated<string>;
  created_at: Timestamp;
}

export type StatPeriodTypeColumn = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'YEARLY' | 'DEFAULT';
export interface StatsTable {
  id: Id;
  company_id: number;
  name: string;
  description: Generated<string>;
  owner_staff_id: number;
  division_id: number | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  order: number;
  archived: Generated<boolean>;
  period_type: StatPeriodTypeColumn;
  is_inverted: Generated<boolean>;
  created_at: Timestamp;
}
export interface StatValuesTable {
  id: Id;
  company_id: number;
  stat_id: number;
  /** 'YYYY-MM-DD' (DATE is parsed as a string, see db/database.ts). */
  period_start: string;
  period_end: string;
  value: number;
  entered_by_staff_id: number | null;
  source: Generated<'app' | 'api'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface StatApiTokensTable {
  company_id: number;
  token_hash: string;
  prefix: string;
  created_by_staff_id: number | null;
  created_at: Timestamp;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface RequestTypesTable {
  id: Id;
  company_id: number;
  name: string;
  description: Generated<string>;
  is_time_off: Generated<boolean>;
  approver_staff_id: number | null;
  is_active: Generated<boolean>;
  created_at: Timestamp;
}
export type RequestStatusColumn = 'pending' | 'approved' | 'rejected' | 'cancelled';
export interface RequestsTable {
  id: Id;
  company_id: number;
  request_type_id: number;
  requester_staff_id: number;
  approver_staff_id: number | null;
  title: string;
  description: Generated<string>;
  status: Generated<RequestStatusColumn>;
  start_date: string | null;
  end_date: string | null;
  time_off_id: number | null;
  decided_by_staff_id: number | null;
  decided_at: NullableTimestamp;
  decision_note: Generated<string>;
  created_at: Timestamp;
}
/** Leave allowances (migration 0034, contract/leave.ts): staff_id null is the company default. */
export interface LeaveAllowancesTable {
  id: Id;
  company_id: number;
  request_type_id: number;
  staff_id: number | null;
  year: number;
  days: number;
  accrual: Generated<'yearly' | 'monthly'>;
  updated_at: Timestamp;
}
/** Deletions that can be undone until restore_until (migration 0034, modules/people/trash.ts). */
export interface DeletedItemsTable {
  id: Id;
  company_id: number;
  kind: string;
  entity_id: number;
  payload: Json<unknown>;
  deleted_by_id: number | null;
  deleted_at: Timestamp;
  restore_until: Timestamp;
}
export interface RequestCommentsTable {
  id: Id;
  company_id: number;
  request_id: number;
  author_staff_id: number;
  body: string;
  created_at: Timestamp;
}
export interface RequestEventsTable {
  id: Id;
  company_id: number;
  request_id: number;
  actor_staff_id: number;
  action: 'created' | 'approved' | 'rejected' | 'cancelled' | 'commented';
  note: Generated<string>;
  created_at: Timestamp;
}
export type TaskStatusColumn = 'todo' | 'in_progress' | 'in_review' | 'done';
export interface TasksTable {
  id: Id;
  company_id: number;
  title: string;
  description: Generated<string>;
  status: Generated<TaskStatusColumn>;
  position: Generated<number>;
  due_date: string | null;
  created_by_staff_id: number;
  request_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface TaskAssigneesTable {
  company_id: number;
  task_id: number;
  staff_id: number;
}
export type PurchaseOptionKindColumn = 'purchase_method' | 'purchase_type' | 'set_aside';
export interface PurchaseOptionsTable {
  id: Id;
  company_id: number;
  kind: PurchaseOptionKindColumn;
  name: string;
}
export type PurchaseStatusColumn = 'pending' | 'approved' | 'rejected' | 'paid' | 'cancelled';
export interface PurchaseRequestsTable {
  id: Id;
  company_id: number;
  requester_staff_id: number;
  title: string;
  description: Generated<string>;
  vendor: Generated<string>;
  purchase_method_id: number | null;
  purchase_type_id: number | null;
  set_aside_id: number | null;
  currency: string;
  total_cents: number;
  needed_by: string | null;
  status: Generated<PurchaseStatusColumn>;
  payment_reference: Generated<string>;
  created_at: Timestamp;
}
export interface PurchaseRequestItemsTable {
  id: Id;
  company_id: number;
  purchase_request_id: number;
  description: string;
  quantity: number;
  unit_price_cents: number;
}
export interface PurchaseRequestAttachmentsTable {
  id: Id;
  company_id: number;
  purchase_request_id: number;
  file_name: string;
  content_type: string;
  size: number;
  storage_name: string;
  uploaded_by_staff_id: number;
  created_at: Timestamp;
}
export interface PurchaseRequestEventsTable {
  id: Id;
  company_id: number;
  purchase_request_id: number;
  actor_staff_id: number;
  action: 'submitted' | 'approved' | 'rejected' | 'paid' | 'cancelled' | 'attachment_added';
  note: Generated<string>;
  created_at: Timestamp;
}

// Checklists (migration 0007). Values and options are jsonb: a value's type follows its item's kind.
export type ChecklistItemKindColumn = 'checkbox' | 'text' | 'number' | 'choice' | 'date' | 'photo' | 'signature';
export interface ChecklistTemplatesTable {
  id: Id;
  company_id: number;
  name: string;
  description: Generated<string>;
  created_by_staff_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface ChecklistTemplateItemsTable {
  id: Id;
  company_id: number;
  template_id: number;
  label: string;
  kind: ChecklistItemKindColumn;
  required: Generated<boolean>;
  options: Json<string[]>;
  position: number;
}
export interface ChecklistsTable {
  id: Id;
  company_id: number;
  template_id: number | null;
  template_name: Generated<string>;
  title: string;
  description: Generated<string>;
  due_date: string | null;
  version: Generated<number>;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_by_staff_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by_staff_id: number | null;
}
export interface ChecklistAssigneesTable {
  company_id: number;
  checklist_id: number;
  staff_id: number;
}
export interface ChecklistItemsTable {
  id: Id;
  company_id: number;
  checklist_id: number;
  label: string;
  kind: ChecklistItemKindColumn;
  required: Generated<boolean>;
  options: Json<string[]>;
  position: number;
  value: ColumnType<boolean | number | string | null, string | null | undefined, string | null>;
  completed_by_staff_id: number | null;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface ChecklistFilesTable {
  company_id: number;
  checklist_id: number;
  id: string;
  file: string;
  content_type: string;
  size: number;
  uploaded_by_staff_id: number | null;
  created_at: Timestamp;
}

// Knowledge base (migration 0009). Ids in the *_ids arrays are checked against the company on write.
type KbNullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** node-postgres reads bigint[] as strings (only scalar int8 is parsed as a number). */
type BigintArray = ColumnType<string[], number[] | undefined, number[]>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;
export interface ResponsibilitiesTable {
  id: Id;
  company_id: number;
  name: string;
  description: Generated<string>;
  created_at: Timestamp;
  created_by_id: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface StaffResponsibilitiesTable {
  id: Id;
  company_id: number;
  staff_id: number;
  responsibility_id: number;
  created_at: Timestamp;
}
// People and organisation (0011).
export interface PositionResponsibilitiesTable {
  company_id: number;
  position_id: number;
  responsibility_id: number;
}
export type ActionHistoryActionColumn = 'create' | 'update' | 'delete';
export interface ActionHistoryTable {
  id: Id;
  company_id: number;
  actor_staff_id: number | null;
  actor_name: string;
  action: ActionHistoryActionColumn;
  entity: string;
  entity_id: number | null;
  summary: string;
  changes: Json<Record<string, unknown>>;
  created_at: Timestamp;
}
export interface StaffFilesTable {
  id: Id;
  company_id: number;
  staff_id: number;
  file_name: string;
  content_type: string;
  size: number;
  storage_name: string;
  uploaded_by_id: number | null;
  created_at: Timestamp;
}
export type CustomFieldTypeColumn = 'text' | 'number' | 'date' | 'choice' | 'boolean';
export interface CustomFieldDefinitionsTable {
  id: Id;
  company_id: number;
  name: string;
  field_type: CustomFieldTypeColumn;
  is_required: Generated<boolean>;
  order: Generated<number>;
  created_at: Timestamp;
}
export interface CustomFieldChoicesTable {
  id: Id;
  company_id: number;
  definition_id: number;
  label: string;
  order: Generated<number>;
}
export interface StaffCustomFieldValuesTable {
  id: Id;
  company_id: number;
  staff_id: number;
  definition_id: number;
  value: Generated<string>;
  choice_id: number | null;
}
export interface FileTypesTable {
  id: Id;
  company_id: number;
  name: string;
  company_type: Generated<boolean>;
  created_at: Timestamp;
}
export interface CompanyFilesTable {
  id: Id;
  company_id: number;
  file_type_id: number | null;
  title: string;
  file_name: string;
  content_type: string;
  size: number;
  storage_name: string;
  uploaded_by_id: number | null;
  created_at: Timestamp;
}
export interface CustomViewsTable {
  id: Id;
  company_id: number;
  staff_id: number;
  type: string;
  name: string;
  config: Json<Record<string, unknown>>;
  is_shared: Generated<boolean>;
  created_at: Timestamp;
}
export type OrgChartKindColumn = 'orgflow' | 'horizontalorg';
export interface OrgChartLayoutsTable {
  company_id: number;
  chart: OrgChartKindColumn;
  layout: Json<unknown>;
  updated_at: Timestamp;
}
/** Stored as the contract's FlowNode[] / FlowEdge[] (contract/flowchart.ts), checked on the way in. */
export interface FlowChartsTable {
  id: Id;
  company_id: number;
  nodes: Json<unknown[]>;
  edges: Json<unknown[]>;
  created_by_staff_id: number | null;
  created_on: Timestamp;
  updated_on: Timestamp;
}
export interface KbCategoriesTable {
  id: Id;
  company_id: number;
  category: string;
  parent_id: number | null;
  created_at: Timestamp;
}
/** A company's public knowledge base (0015); articles name theirs in public_knowledgebase_ids. */
export interface KbPublicKnowledgebasesTable {
  id: Id;
  company_id: number;
  name: string;
  is_default: Generated<boolean>;
  domain: string | null;
  created_at: Generated<Date>;
}
export interface KbScormPackagesTable {
  id: Id;
  company_id: number;
  name: string;
  scorm_version: string;
  launch_path: string;
  folder: string;
  file_url: string;
  file_count: number;
  total_bytes: number | string;
  created_by_staff_id: number | null;
  created_at: Generated<Date>;
  /** The table of contents (contract ScormItem[]); null for packages added before 0032. */
  items: Json<unknown[]> | null;
  /** contract ScormNavigation; null: choice and flow both allowed. */
  navigation: Json<{ choice: boolean; flow: boolean }> | null;
}
export interface KbScormAttemptsTable {
  id: Id;
  company_id: number;
  package_id: number;
  staff_id: number;
  /** The item (SCO) identifier; '' for packages without items. */
  sco_id: Generated<string>;
  cmi: Json<Record<string, unknown>>;
  lesson_status: string | null;
  completion_status: string | null;
  success_status: string | null;
  score_raw: number | null;
  score_max: number | null;
  score_scaled: number | null;
  commit_count: Generated<number>;
  committed_at: Date;
  updated_at: Generated<Date>;
}
export interface KbLibrarySubscriptionsTable {
  id: Id;
  company_id: number;
  library_course_id: number;
  course_id: number | null;
  subscribed_by_staff_id: number | null;
  subscribed_at: Generated<Date>;
}
export interface KbArticleTypesTable {
  id: Id;
  company_id: number;
  type: string;
  color: string;
  description: Generated<string>;
  is_default: Generated<boolean>;
}
export interface KbArticleAnswerColumn {
  id: number;
  answer: string;
  is_correct: boolean;
}
export interface KbArticlesTable {
  id: Id;
  company_id: number;
  status: 0 | 1;
  draft_of_id: number | null;
  title: string;
  body: Generated<string>;
  search_text: Generated<string>;
  search_vector: ColumnType<string, never, never>;
  article_category_id: number | null;
  type_id: number | null;
  visibility: Generated<0 | 1 | 2>;
  tags: TextArray;
  video_url: string | null;
  file_url: string | null;
  file_urls: TextArray;
  division_ids: BigintArray;
  staff_ids: BigintArray;
  position_ids: BigintArray;
  responsibility_ids: BigintArray;
  is_assigned_to_everyone: Generated<boolean>;
  reassign_month_duration: Generated<number>;
  public_knowledgebase_ids: BigintArray;
  flow_chart_id: number | null;
  decision_chart: ColumnType<unknown, string | null | undefined, string | null>;
  acknowledgement_type: 1 | 2 | null;
  acknowledgement_question: string | null;
  article_answers: ColumnType<KbArticleAnswerColumn[], string | undefined, string>;
  author_staff_id: number | null;
  last_edited_by_staff_id: number | null;
  last_edited_on: Timestamp;
  published_on: KbNullableTimestamp;
  created_on: Timestamp;
  updated_at: Timestamp;
}
export interface KbArticleVersionsTable {
  id: Id;
  company_id: number;
  article_id: number;
  version_number: number;
  title: string;
  body: string;
  article_category_id: number | null;
  type_id: number | null;
  tags: TextArray;
  video_url: string | null;
  file_url: string | null;
  file_urls: TextArray;
  decision_chart: ColumnType<unknown, string | null | undefined, string | null>;
  published_by_staff_id: number | null;
  created_on: Timestamp;
}
export interface KbArticleReadsTable {
  company_id: number;
  article_id: number;
  staff_id: number;
  read_on: KbNullableTimestamp;
  reassigned_on: KbNullableTimestamp;
}
export interface KbAcknowledgementsTable {
  id: Id;
  company_id: number;
  article_id: number;
  staff_id: number;
  acknowledgement_type: 1 | 2;
  signature: string | null;
  question: string | null;
  answers: TextArray;
  created_on: Timestamp;
}
export interface KbDefinitionCategoriesTable {
  id: Id;
  company_id: number;
  name: string;
}
export interface KbDefinitionsTable {
  id: Id;
  company_id: number;
  term: string;
  definition: string;
  category_id: number | null;
  created_at: Timestamp;
}
export interface KbTemplateCategoriesTable {
  id: Id;
  company_id: number;
  name: string;
  order: Generated<number>;
}
export interface KbTemplateSubjectsTable {
  id: Id;
  company_id: number;
  category_id: number;
  name: string;
  description: Generated<string>;
  subject_article: string | null;
  order: Generated<number>;
}

// Courses and quizzes (0014).
export interface KbCourseCategoriesTable {
  id: Id;
  company_id: number;
  name: string;
  created_at: Timestamp;
}
export interface KbQuizQuestionColumn {
  id: number;
  question: string;
  answers: { id: number; answer: string; is_correct: boolean }[];
}
export interface KbQuizzesTable {
  id: Id;
  company_id: number;
  title: string;
  description: Generated<string>;
  pass_mark: Generated<number>;
  questions: ColumnType<KbQuizQuestionColumn[], string | undefined, string>;
  created_by_staff_id: number | null;
  created_on: Timestamp;
  updated_at: Timestamp;
}
export interface KbCoursesTable {
  id: Id;
  company_id: number;
  name: string;
  category_id: number | null;
  description: Generated<string>;
  priority: Generated<number>;
  division_ids: BigintArray;
  staff_ids: BigintArray;
  position_ids: BigintArray;
  responsibility_ids: BigintArray;
  is_assigned_to_everyone: Generated<boolean>;
  has_certificate: Generated<boolean>;
  reassign_month_duration: Generated<number>;
  due_days: number | null;
  is_scorm: Generated<boolean>;
  scorm_file_url: string | null;
  created_by_staff_id: number | null;
  created_on: Timestamp;
  updated_at: Timestamp;
}
export interface KbCourseSectionsTable {
  id: Id;
  company_id: number;
  course_id: number;
  order: number;
  title: string;
}
export interface KbCourseItemsTable {
  id: Id;
  company_id: number;
  section_id: number;
  order: number;
  article_id: number | null;
  quiz_id: number | null;
}
export interface KbQuizAttemptsTable {
  id: Id;
  company_id: number;
  quiz_id: number;
  staff_id: number;
  course_id: number | null;
  score: number;
  pass_mark: number;
  passed: boolean;
  correct_count: number;
  question_count: number;
  created_on: Timestamp;
}
export interface KbQuizResponsesTable {
  id: Id;
  company_id: number;
  attempt_id: number;
  question_id: number;
  question: string;
  answer_ids: ColumnType<number[], number[] | undefined, number[]>;
  answers: TextArray;
  is_correct: boolean;
}
export interface KbCourseProgressTable {
  company_id: number;
  course_id: number;
  staff_id: number;
  reassigned_on: KbNullableTimestamp;
  completed_on: KbNullableTimestamp;
}

/** A company's plan as its billing provider knows it (0010-subscriptions). */
export interface SubscriptionsTable {
  company_id: number;
  plan: string;
  status: string;
  seats: number;
  provider: string;
  customer_id: string | null;
  subscription_id: string | null;
  trial_ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  next_billing_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  synced_at: Timestamp;
  created_at: Timestamp;
}
/** The built-in billing provider's checkout sessions; no card data. */
export interface CheckoutSessionsTable {
  id: string;
  company_id: number;
  user_id: number;
  plan: string;
  seats: number;
  status: Generated<string>;
  customer_id: string | null;
  subscription_id: string | null;
  next_billing_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Null when the checkout was paid at once, with no trial. */
  trial_ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}
export interface ReferralCreditsTable {
  id: Id;
  company_id: number;
  user_id: number | null;
  kind: 'share' | 'paid_signup' | 'applied';
  /** Negative for 'applied' (credit spent on an invoice): the balance is the sum. */
  amount_cents: number;
  /** For 'paid_signup': the referred company that paid (one such credit per referred company). */
  referred_company_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** For 'applied': the invoice the credit went to. */
  invoice_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** For 'applied' with the hosted provider: 'hosted:<its invoice id>'. */
  provider_reference: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}
export interface SlackConnectionsTable {
  company_id: number;
  team_id: string;
  team_name: string;
  bot_user_id: string | null;
  access_token: string;
  connected_by: number | null;
  connected_at: Timestamp;
}
export interface EsignRequestsTable {
  id: Id;
  company_id: number;
  signer_staff_id: number;
  created_by_staff_id: number | null;
  company_file_id: number | null;
  title: string;
  file_name: string;
  message: Generated<string>;
  provider_request_id: string;
  signing_url: string;
  status: ColumnType<EsignStatusColumn, EsignStatusColumn | undefined, EsignStatusColumn>;
  created_at: Timestamp;
  signed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  declined_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  cancelled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  signed_storage_name: string | null;
  signed_size: number | null;
}
export type EsignStatusColumn = 'sent' | 'signed' | 'declined' | 'cancelled';
export interface InvoicesTable {
  id: Id;
  company_id: number;
  number: string;
  /** The amount due, after credit. */
  amount_cents: number;
  /** Before credit. */
  subtotal_cents: number;
  credit_applied_cents: Generated<number>;
  currency: string;
  status: string;
  issued_at: Timestamp;
  period_start: Timestamp;
  period_end: Timestamp;
}

export interface DB {
  apps: AppsTable;
  currencies: CurrenciesTable;
  companies: CompaniesTable;
  company_apps: CompanyAppsTable;
  license_codes: LicenseCodesTable;
  users: UsersTable;
  divisions: DivisionsTable;
  positions: PositionsTable;
  staff: StaffTable;
  staff_invitations: StaffInvitationsTable;
  email_changes: EmailChangesTable;
  staff_positions: StaffPositionsTable;
  refresh_tokens: RefreshTokensTable;
  password_tokens: PasswordTokensTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limits: RateLimitsTable;
  stored_files: StoredFilesTable;
  company_storage: CompanyStorageTable;
  revoked_sessions: RevokedSessionsTable;
  login_failures: LoginFailuresTable;
  cross_host_logins: CrossHostLoginsTable;
  outbound_emails: OutboundEmailsTable;
  menu_links: MenuLinksTable;
  todos: TodosTable;
  holidays: HolidaysTable;
  frontend_errors: FrontendErrorsTable;
  clock_punches: ClockPunchesTable;
  kiosks: KiosksTable;
  staff_pins: StaffPinsTable;
  time_clock_settings: TimeClockSettingsTable;
  timesheets: TimesheetsTable;
  timesheet_punch_edits: TimesheetPunchEditsTable;
  shifts: ShiftsTable;
  shift_claims: ShiftClaimsTable;
  shift_swaps: ShiftSwapsTable;
  shift_templates: ShiftTemplatesTable;
  shift_template_rows: ShiftTemplateRowsTable;
  staff_time_offs: StaffTimeOffsTable;
  stats: StatsTable;
  stat_values: StatValuesTable;
  stat_api_tokens: StatApiTokensTable;
  responsibilities: ResponsibilitiesTable;
  staff_responsibilities: StaffResponsibilitiesTable;
  position_responsibilities: PositionResponsibilitiesTable;
  action_history: ActionHistoryTable;
  staff_files: StaffFilesTable;
  custom_field_definitions: CustomFieldDefinitionsTable;
  custom_field_choices: CustomFieldChoicesTable;
  staff_custom_field_values: StaffCustomFieldValuesTable;
  file_types: FileTypesTable;
  company_files: CompanyFilesTable;
  custom_views: CustomViewsTable;
  org_chart_layouts: OrgChartLayoutsTable;
  flow_charts: FlowChartsTable;
  kb_categories: KbCategoriesTable;
  kb_article_types: KbArticleTypesTable;
  kb_public_knowledgebases: KbPublicKnowledgebasesTable;
  kb_scorm_packages: KbScormPackagesTable;
  kb_scorm_attempts: KbScormAttemptsTable;
  kb_library_subscriptions: KbLibrarySubscriptionsTable;
  kb_articles: KbArticlesTable;
  kb_article_versions: KbArticleVersionsTable;
  kb_article_reads: KbArticleReadsTable;
  kb_acknowledgements: KbAcknowledgementsTable;
  kb_definition_categories: KbDefinitionCategoriesTable;
  kb_definitions: KbDefinitionsTable;
  kb_template_categories: KbTemplateCategoriesTable;
  kb_template_subjects: KbTemplateSubjectsTable;
  kb_course_categories: KbCourseCategoriesTable;
  kb_quizzes: KbQuizzesTable;
  kb_courses: KbCoursesTable;
  kb_course_sections: KbCourseSectionsTable;
  kb_course_items: KbCourseItemsTable;
  kb_quiz_attempts: KbQuizAttemptsTable;
  kb_quiz_responses: KbQuizResponsesTable;
  kb_course_progress: KbCourseProgressTable;
  checklist_templates: ChecklistTemplatesTable;
  checklist_template_items: ChecklistTemplateItemsTable;
  checklists: ChecklistsTable;
  checklist_assignees: ChecklistAssigneesTable;
  checklist_items: ChecklistItemsTable;
  checklist_files: ChecklistFilesTable;
  request_types: RequestTypesTable;
  leave_allowances: LeaveAllowancesTable;
  deleted_items: DeletedItemsTable;
  requests: RequestsTable;
  request_comments: RequestCommentsTable;
  request_events: RequestEventsTable;
  tasks: TasksTable;
  task_assignees: TaskAssigneesTable;
  purchase_options: PurchaseOptionsTable;
  purchase_requests: PurchaseRequestsTable;
  purchase_request_items: PurchaseRequestItemsTable;
  purchase_request_attachments: PurchaseRequestAttachmentsTable;
  purchase_request_events: PurchaseRequestEventsTable;
  subscriptions: SubscriptionsTable;
  checkout_sessions: CheckoutSessionsTable;
  invoices: InvoicesTable;
  referral_credits: ReferralCreditsTable;
  slack_connections: SlackConnectionsTable;
  esign_requests: EsignRequestsTable;
}

export type StaffRow = Selectable<StaffTable>;
export type UserRow = Selectable<UsersTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type CompanyUpdate = Updateable<CompaniesTable>;
