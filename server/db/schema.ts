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
  subscription_plan: string | null;
  coupon_data: Json<unknown[]>;
  created_at: Timestamp;
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
}
export interface PositionsTable {
  id: Id;
  company_id: number;
  name: string;
  division_id: number | null;
  manager_id: number | null;
  order: Generated<number>;
  description: Generated<string>;
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
export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}
export interface OutboundEmailsTable {
  id: Id;
  company_id: number;
  to_email: string;
  subject: string;
  body_text: string;
  kind: string;
  status: Generated<'stored' | 'sent' | 'failed'>;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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
  action: 'in' | 'out';
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
}
export interface TimeClockSettingsTable {
  company_id: number;
  require_location: Generated<boolean>;
  max_clock_skew_minutes: Generated<number>;
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

export interface DB {
  apps: AppsTable;
  currencies: CurrenciesTable;
  companies: CompaniesTable;
  company_apps: CompanyAppsTable;
  users: UsersTable;
  divisions: DivisionsTable;
  positions: PositionsTable;
  staff: StaffTable;
  staff_positions: StaffPositionsTable;
  refresh_tokens: RefreshTokensTable;
  password_tokens: PasswordTokensTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limits: RateLimitsTable;
  outbound_emails: OutboundEmailsTable;
  menu_links: MenuLinksTable;
  todos: TodosTable;
  holidays: HolidaysTable;
  frontend_errors: FrontendErrorsTable;
  clock_punches: ClockPunchesTable;
  time_clock_settings: TimeClockSettingsTable;
  staff_time_offs: StaffTimeOffsTable;
  stats: StatsTable;
  stat_values: StatValuesTable;
  stat_api_tokens: StatApiTokensTable;
}

export type StaffRow = Selectable<StaffTable>;
export type UserRow = Selectable<UsersTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type CompanyUpdate = Updateable<CompaniesTable>;
