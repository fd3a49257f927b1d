// The statistics calls' fixed values without their schemas: period types, default window sizes,
// limits, the API-token header and the spec's messages (people §4, §8, §9; shell free plan). No zod,
// so the PWA's statistics screens and its outbox use the same values as the server without loading
// it; statistics.ts re-exports everything here next to the schemas built from it.

/**
 * A stat's period type. DAILY…YEARLY are calendar periods in the company's time zone; WEEKLY starts
 * on the company's week start. DEFAULT is "the company's usual period", which is a week: a DEFAULT
 * stat buckets its values exactly like a WEEKLY one (see DEFAULT_PERIOD_BUCKET).
 */
export const PERIOD_TYPES = ['DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'YEARLY', 'DEFAULT'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];
/** The calendar period types (DEFAULT resolved). */
export type CalendarPeriodType = Exclude<PeriodType, 'DEFAULT'>;
export const DEFAULT_PERIOD_BUCKET: CalendarPeriodType = 'WEEKLY';
/** Finest first: a single-stat series can be viewed in its own period type or a coarser one. */
export const PERIOD_TYPE_RANK: Record<CalendarPeriodType, number> = {
  DAILY: 0,
  WEEKLY: 1,
  MONTHLY: 2,
  QUARTERLY: 3,
  YEARLY: 4,
};

/** People §4, §9: lists show the last 12 periods unless told otherwise. */
export const STAT_DEFAULT_PERIODS = 12;
/** People §9: the comparison list (list-create/) asks for the current and the previous period. */
export const STAT_COMPARISON_PERIODS = 2;
/** The most periods one list or series answers (a year of days, with a leap day). */
export const STAT_MAX_PERIODS = 366;

/** Shell §5, people §5: the free plan holds up to 6 stats. Archived stats do not count. */
export const FREE_PLAN_STAT_LIMIT = 6;
/** subscription_plan values that mean the free plan, compared trimmed and case-insensitively. */
export const FREE_PLAN_NAMES = ['free', 'free plan'] as const;

/** Items per statvalue/bulk-create/ (and external push) request. */
export const STAT_BULK_MAX = 1000;
/** page_size of the paginated lists: default and most. The sheet asks for many stats at once. */
export const STAT_PAGE_SIZE_DEFAULT = 50;
export const STAT_PAGE_SIZE_MAX = 500;
export const STAT_NAME_MAX = 200;
export const STAT_DESCRIPTION_MAX = 2000;
export const STAT_TAG_MAX = 50;
export const STAT_TAGS_MAX = 20;
export const STAT_NAME_PREFIX_MAX = 50;

/** sort= of the list calls (people §4); a leading "-" reverses. Without sort: the stats' order. */
export const STAT_SORTS = ['stat_division', 'stat_owner', 'stat_name', 'order'] as const;
export type StatSort = (typeof STAT_SORTS)[number];

/** Monday. Weeks start here unless the company sets another day (0 = Sunday … 6 = Saturday). */
export const DEFAULT_WEEK_START = 1;

/**
 * Pushing values from another system: POST API_PATHS.statExternalPush with this header carrying
 * the company's statistics API token (created or rotated by a stat admin; shown once).
 */
export const STAT_TOKEN_HEADER = 'x-stat-token';

// The spec's client messages, word for word (people §8).
/** Prefix of the error toast on add, delete, update and update order; the server's text follows. */
export const STAT_ERROR_PREFIX = 'Error: ';
export const STAT_CREATE_FAILED = "Couldn't Create Stat";
/** Bulk upload failed without an errors list in the answer (with one, the list goes to the caller). */
export const STAT_UPLOAD_FAILED = 'Error: Failed to upload values';
export const STAT_HAS_ERROR = 'Stat has error, contact support';
export const STAT_DUPLICATE_FAILED_PREFIX = 'Error duplicating stats: ';
export const STAT_LIST_LOAD_FAILED = 'Could not load the list of stats for calculation.';
export const STAT_VALUE_ADDED = 'Stat Value Added';
export const STAT_VALUE_UPDATED = 'Stat Value Updated Successfully';
export const STATS_DUPLICATED = 'Stats duplicated successfully';
export const STAT_ORDER_UPDATED = 'Stat order updated successfully';

// The server's refusals (400 `{field: [message]}` unless noted), so the client can match them.
/** 400 `{non_field_errors: [this]}` when a create, duplicate or unarchive would pass the limit. */
export const FREE_PLAN_STAT_LIMIT_REACHED = `The free plan allows up to ${FREE_PLAN_STAT_LIMIT} stats. Archive a stat or upgrade your plan to add another.`;
export const STAT_NOT_FOUND = 'Stat not found.';
export const STAT_ARCHIVED_NO_VALUES = 'This stat is archived: values cannot be entered.';
export const STAT_VALUE_NOT_ALLOWED = 'Only the stat owner or a stat admin can enter values for this stat.';
export const STAT_PERIOD_REQUIRED = 'Give period_start or date.';
export const STAT_PERIOD_TYPE_LOCKED = 'The period type cannot change once the stat has values.';
export const STAT_OWNER_UNKNOWN = 'Choose a staff member of this company.';
export const STAT_DIVISION_UNKNOWN = 'Choose a division of this company.';
export const STAT_RANGE_INVALID = 'The end of the range cannot be before its start.';
export const STAT_RANGE_TOO_LONG = `A range can cover at most ${STAT_MAX_PERIODS} periods.`;
export const STAT_SERIES_TOO_FINE = 'A stat can be viewed in its own period type or a longer one, not a shorter one.';
/** 401 of the external push: missing, unknown or rotated token. */
export const STAT_TOKEN_INVALID = 'Invalid or revoked statistics API token.';
