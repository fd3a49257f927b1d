// Statistics (spec people §3 Stat, §4 filters, §7 statistics/api/): stats, their values per period,
// the list filters, bulk value entry, duplicate, settings, tags and the API token for pushing values
// from other systems. Request schemas are checked again on the server; types are inferred from them.
// The fixed values live in statistics-constants.ts, without zod, and are re-exported here.
//
// Periods: a value belongs to one period of its stat's period type, in the company's time zone and
// week start. A client may send any date inside the period (`date`) or the period's first day
// (`period_start`); the server buckets it, and a second value for the same stat and period replaces
// the first. Dates are 'YYYY-MM-DD'; period_end is the period's last day (inclusive).
import { z } from 'zod';
import {
  PERIOD_TYPES,
  STAT_BULK_MAX,
  STAT_DESCRIPTION_MAX,
  STAT_MAX_PERIODS,
  STAT_NAME_MAX,
  STAT_NAME_PREFIX_MAX,
  STAT_PAGE_SIZE_DEFAULT,
  STAT_PAGE_SIZE_MAX,
  STAT_PERIOD_REQUIRED,
  STAT_RANGE_INVALID,
  STAT_SORTS,
  STAT_TAG_MAX,
  STAT_TAGS_MAX,
} from './statistics-constants';

export * from './statistics-constants';

const id = z.number().int().positive();
const isoDate = z.iso.date('Enter a valid date (YYYY-MM-DD).');
/** Query-string booleans: true/1 and false/0 (z.coerce.boolean would read "false" as true). */
const queryFlag = z
  .enum(['true', 'false', 'True', 'False', '1', '0'])
  .transform((v) => v === 'true' || v === 'True' || v === '1');
const queryId = z.coerce.number().int().positive();

export const periodTypeSchema = z.enum(PERIOD_TYPES);

// ---- Answers ----

export const statSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Staff id of the owner: the person who reports this number. */
  stat_owner: z.number().int(),
  stat_owner_name: z.string(),
  stat_division: z.number().int().nullable(),
  stat_division_name: z.string().nullable(),
  stat_division_color: z.string().nullable(),
  tags: z.array(z.string()),
  /** Position in the company's list (1 first); PATCH order moves the stat there. */
  order: z.number().int(),
  archived: z.boolean(),
  period_type: periodTypeSchema,
  /** true: a falling value is good (incidents, costs); charts colour the trend the other way. */
  is_inverted: z.boolean(),
  created_at: z.string(),
});
export type Stat = z.infer<typeof statSchema>;

export const statValueSchema = z.object({
  id: z.number().int(),
  stat: z.number().int(),
  period_start: z.string(),
  period_end: z.string(),
  value: z.number(),
});
export type StatValue = z.infer<typeof statValueSchema>;

/** One period of a series: a chart point, or a sheet column. value is null when nothing was entered. */
export const statPeriodSchema = z.object({
  period_start: z.string(),
  period_end: z.string(),
  value: z.number().nullable(),
});
export type StatPeriod = z.infer<typeof statPeriodSchema>;

/**
 * A stat with its window of periods, oldest first, ending with the period containing today in the
 * company's zone (or the end of the asked range). `periods` is the dense series for charts;
 * `values` are the stored rows inside the window (their ids edit or delete a cell).
 */
export const statWithValuesSchema = statSchema.extend({
  periods: z.array(statPeriodSchema),
  values: z.array(statValueSchema),
});
export type StatWithValues = z.infer<typeof statWithValuesSchema>;

/**
 * single-stat/{id}/: the stat's series in `shown_period_type` (its own, or a longer one asked with
 * period_type: each period then holds the sum of the stat's values whose period starts inside it,
 * and `values` lists those stored rows).
 */
export const statSeriesSchema = statWithValuesSchema.extend({
  shown_period_type: z.enum(['DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'YEARLY']),
});
export type StatSeries = z.infer<typeof statSeriesSchema>;

/** settings/{id}/: the stat for its edit form, what the caller may do, and the calendar it uses. */
export const statSettingsSchema = statSchema.extend({
  value_count: z.number().int(),
  first_period_start: z.string().nullable(),
  last_period_start: z.string().nullable(),
  can_edit: z.boolean(),
  can_enter_values: z.boolean(),
  /** The company's week start (0 Sunday … 6 Saturday) and IANA zone: how dates become periods. */
  week_start: z.number().int().min(0).max(6),
  timezone: z.string(),
});
export type StatSettings = z.infer<typeof statSettingsSchema>;

export const statSimpleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  period_type: periodTypeSchema,
  archived: z.boolean(),
  stat_owner: z.number().int(),
  stat_division: z.number().int().nullable(),
});
export type StatSimple = z.infer<typeof statSimpleSchema>;

export const statBulkErrorSchema = z.object({
  /** Position of the item in the request's `values`. */
  index: z.number().int(),
  /** The item's stat id when it had a readable one. */
  stat: z.number().int().nullable(),
  detail: z.string(),
});
export type StatBulkError = z.infer<typeof statBulkErrorSchema>;

/** 201 of statvalue/bulk-create/ and of the external push: good items are saved even if others fail. */
export const statValueBulkResponseSchema = z.object({
  created: z.array(statValueSchema),
  errors: z.array(statBulkErrorSchema),
});
export type StatValueBulkResponse = z.infer<typeof statValueBulkResponseSchema>;

export const duplicateStatsResponseSchema = z.object({ created: z.array(statSchema) });
export type DuplicateStatsResponse = z.infer<typeof duplicateStatsResponseSchema>;

/** OPTIONS list-create/: what POST accepts, field by field (Django REST framework's metadata shape). */
export const statFieldMetaSchema = z.object({
  type: z.enum(['string', 'integer', 'boolean', 'choice', 'list']),
  required: z.boolean(),
  read_only: z.boolean(),
  label: z.string(),
  max_length: z.number().int().optional(),
  choices: z.array(z.object({ value: z.union([z.string(), z.number()]), display_name: z.string() })).optional(),
});
export const statOptionsSchema = z.object({
  name: z.string(),
  description: z.string(),
  renders: z.array(z.string()),
  parses: z.array(z.string()),
  actions: z.object({ POST: z.record(z.string(), statFieldMetaSchema) }),
});
export type StatOptions = z.infer<typeof statOptionsSchema>;

/** GET external/token/: whether a token exists; the token itself is shown only when made. */
export const statApiTokenStatusSchema = z.object({
  exists: z.boolean(),
  /** First characters of the token, to recognise it. */
  prefix: z.string().nullable(),
  created_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});
export type StatApiTokenStatus = z.infer<typeof statApiTokenStatusSchema>;
/** 201 of POST external/token/: the new token, once. Any earlier token stops working. */
export const statApiTokenCreatedSchema = z.object({ token: z.string(), prefix: z.string(), created_at: z.string() });
export type StatApiTokenCreated = z.infer<typeof statApiTokenCreatedSchema>;

// ---- Requests ----

const tags = z.array(z.string().trim().min(1).max(STAT_TAG_MAX)).max(STAT_TAGS_MAX);

export const statCreateSchema = z.object({
  name: z.string().trim().min(1, 'This field is required').max(STAT_NAME_MAX),
  description: z.string().max(STAT_DESCRIPTION_MAX).default(''),
  /** Defaults to the caller. */
  stat_owner: id.optional(),
  stat_division: id.nullable().default(null),
  tags: tags.default([]),
  period_type: periodTypeSchema.default('WEEKLY'),
  is_inverted: z.boolean().default(false),
});
export type StatCreate = z.input<typeof statCreateSchema>;

export const statUpdateSchema = z.object({
  name: z.string().trim().min(1, 'This field is required').max(STAT_NAME_MAX).optional(),
  description: z.string().max(STAT_DESCRIPTION_MAX).optional(),
  stat_owner: id.optional(),
  stat_division: id.nullable().optional(),
  tags: tags.optional(),
  period_type: periodTypeSchema.optional(),
  is_inverted: z.boolean().optional(),
  archived: z.boolean().optional(),
  /** Moves the stat to this position; the stats in between shift by one. */
  order: z.number().int().min(1).optional(),
});
export type StatUpdate = z.infer<typeof statUpdateSchema>;

const value = z.number('Enter a number.').min(-1e15).max(1e15);

/** One value: for `period_start`'s period, or for the period containing `date`. */
export const statValueInputSchema = z
  .object({ stat: id, period_start: isoDate.optional(), date: isoDate.optional(), value })
  .refine((v) => v.period_start !== undefined || v.date !== undefined, {
    path: ['period_start'],
    message: STAT_PERIOD_REQUIRED,
  });
export type StatValueInput = z.infer<typeof statValueInputSchema>;

export const statValueUpdateSchema = z.object({ value });
export type StatValueUpdate = z.infer<typeof statValueUpdateSchema>;

/**
 * statvalue/bulk-create/ and the external push. Items are checked one by one on the server (each
 * against statValueInputSchema), so one bad item is reported in `errors` and the others are saved.
 */
export const statValueBulkRequestSchema = z.object({
  values: z.array(z.unknown()).min(1, 'Send at least one value.').max(STAT_BULK_MAX),
});
export interface StatValueBulkRequest {
  values: StatValueInput[];
}

export const duplicateStatsSchema = z.object({
  stat_ids: z.array(id).min(1, 'Choose at least one stat.').max(STAT_PAGE_SIZE_MAX),
  name_prefix: z.string().max(STAT_NAME_PREFIX_MAX).default('Copy of '),
  /** The copies' owner; without it each copy keeps its stat's owner. */
  stat_owner: id.optional(),
  /** Copy the stored values too (default: the copies start empty). */
  copy_values: z.boolean().default(false),
});
export type DuplicateStats = z.input<typeof duplicateStatsSchema>;

const sort = z.enum([...STAT_SORTS, ...STAT_SORTS.map((s) => `-${s}` as const)]);

/**
 * The filters of every stat list (people §4). period_type (the Interval) keeps stats of that type;
 * DEFAULT or none keeps all. periods counts periods back from today's; a range instead picks the
 * periods overlapping stat_value_period_start..stat_value_period_end (either end may be left out).
 */
export const statListQuerySchema = z
  .object({
    period_type: periodTypeSchema.optional(),
    sort: sort.optional(),
    search: z.string().trim().max(STAT_NAME_MAX).optional(),
    periods: z.coerce.number().int().min(1).max(STAT_MAX_PERIODS).optional(),
    division: queryId.optional(),
    tag: z.string().trim().max(STAT_TAG_MAX).optional(),
    my_stats: queryFlag.optional(),
    my_division: queryFlag.optional(),
    archived: queryFlag.optional(),
    stat_value_period_start: isoDate.optional(),
    stat_value_period_end: isoDate.optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(STAT_PAGE_SIZE_MAX).default(STAT_PAGE_SIZE_DEFAULT),
  })
  .refine(
    (q) =>
      !q.stat_value_period_start || !q.stat_value_period_end || q.stat_value_period_start <= q.stat_value_period_end,
    { path: ['stat_value_period_end'], message: STAT_RANGE_INVALID },
  );
export type StatListQuery = z.input<typeof statListQuerySchema>;

export const singleStatQuerySchema = z
  .object({
    period_type: periodTypeSchema.optional(),
    periods: z.coerce.number().int().min(1).max(STAT_MAX_PERIODS).optional(),
    stat_value_period_start: isoDate.optional(),
    stat_value_period_end: isoDate.optional(),
  })
  .refine(
    (q) =>
      !q.stat_value_period_start || !q.stat_value_period_end || q.stat_value_period_start <= q.stat_value_period_end,
    { path: ['stat_value_period_end'], message: STAT_RANGE_INVALID },
  );
export type SingleStatQuery = z.input<typeof singleStatQuerySchema>;

export const statValuesQuerySchema = z.object({
  stat_value_period_start: isoDate.optional(),
  stat_value_period_end: isoDate.optional(),
});
export const simpleListQuerySchema = z.object({ all: queryFlag.optional() });
