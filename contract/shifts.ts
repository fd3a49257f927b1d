// The schedule on the API (issue 24): shifts (a person's, or open: nobody's yet) with a position,
// a division, start and end instants and a note, drafted by an attendance admin and published at
// once (each person told by e-mail); a template week saved from a week and applied to another.
// Shift times are instants; the week and a template's rows are read in the company's time zone
// (contract/local-time.ts), so a 09:00 shift stays 09:00 over a daylight-saving change.
import { z } from 'zod';
import type { Geofence } from './geofence';

export const SHIFT_STATUSES = ['draft', 'published'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];

/** A shift longer than this is a typing mistake, not a shift (a timesheet counts no longer one). */
export const MAX_SHIFT_HOURS = 24;

export const SHIFT_END_BEFORE_START = 'The end must be after the start.';
export const SHIFT_TOO_LONG = `A shift lasts at most ${MAX_SHIFT_HOURS} hours.`;
export const SHIFT_UNKNOWN_STAFF = 'Choose a staff member of this company.';
export const SHIFT_UNKNOWN_POSITION = 'Choose a position of this company.';
export const SHIFT_UNKNOWN_DIVISION = 'Choose a division of this company.';

const instant = z.iso.datetime({ offset: true, message: 'Enter a date and time with its UTC offset.' });
const date = z.iso.date('Enter a valid date.');
const optionalId = z.number().int().positive().nullable().optional();

/** Why a shift deserves a second look before it is published. */
export const shiftConflictSchema = z.discriminatedUnion('kind', [
  /** Another shift of the same person that overlaps this one (a draft counts too). */
  z.object({ kind: z.literal('overlap'), shift: z.number().int(), start: z.string(), end: z.string() }),
  /** The person has approved time off on a day the shift touches. */
  z.object({
    kind: z.literal('time_off'),
    time_off: z.number().int(),
    start_date: z.string(),
    end_date: z.string(),
    time_off_type: z.string(),
  }),
]);
export type ShiftConflict = z.infer<typeof shiftConflictSchema>;

export const shiftSchema = z.object({
  id: z.number().int(),
  /** null: an open shift, nobody's yet. */
  staff: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  position: z.number().int().nullable(),
  position_name: z.string().nullable(),
  division: z.number().int().nullable(),
  division_name: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  note: z.string(),
  status: z.enum(SHIFT_STATUSES),
  conflicts: z.array(shiftConflictSchema),
});
export type Shift = z.infer<typeof shiftSchema>;

/**
 * GET inout/api/shifts/: the shifts starting on the local dates date_from..date_to (inclusive) of
 * the company's zone. Attendance admins see every shift, filtered by staff, position or division;
 * everyone else sees their own published shifts and the open published ones.
 */
export const shiftListQuerySchema = z.object({
  date_from: date,
  date_to: date,
  staff: z.coerce.number().int().positive().optional(),
  position: z.coerce.number().int().positive().optional(),
  division: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(2000).default(1000),
});
export type ShiftListQuery = z.infer<typeof shiftListQuerySchema>;

export interface ShiftList {
  count: number;
  next: string | null;
  previous: string | null;
  /** The company's IANA zone: the days and weeks the schedule shows. */
  time_zone: string;
  /** The company's first day of the week (0 = Monday … 6 = Sunday), from its timesheet rules. */
  week_starts_on: number;
  /**
   * The geofence of the asking person's own division, null without one: kept with My shifts on the
   * device, so the clock tells them at the tap, offline too, that a punch is outside it (issue 24).
   * Optional: a list kept on a device from before it.
   */
  geofence?: Geofence | null;
  results: Shift[];
}

export const shiftInputSchema = z.object({
  staff: optionalId,
  position: optionalId,
  division: optionalId,
  start: instant,
  end: instant,
  note: z.string().trim().max(500).optional(),
});
export type ShiftInput = z.infer<typeof shiftInputSchema>;

/** PATCH: any field; a moved shift keeps its length unless both ends are given. */
export const shiftPatchSchema = shiftInputSchema.partial();
export type ShiftPatch = z.infer<typeof shiftPatchSchema>;

/** A week, by its first local date (the company's week_starts_on weekday). */
export const shiftWeekSchema = z.object({ week_start: date });
export type ShiftWeek = z.infer<typeof shiftWeekSchema>;

/** Answer of copy-week and apply-template: drafts made, and those left out as already there. */
export interface ShiftCopyResult {
  created: number;
  skipped: number;
}

export const shiftPublishSchema = z.object({ date_from: date, date_to: date }).refine((r) => r.date_to >= r.date_from, {
  path: ['date_to'],
  message: 'The end date cannot be before the start date.',
});
export type ShiftPublishInput = z.infer<typeof shiftPublishSchema>;

export interface ShiftPublishResult {
  published: number;
  /** People told by e-mail (one message each, however many of their shifts were published). */
  notified: number;
}

/** 'HH:MM', 24-hour, a wall time of the company's zone. */
const wallClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM.');

/** A template row: a weekday (0 = the week's first day … 6) and local start and end times. */
export const shiftTemplateRowSchema = z.object({
  /** Days after the week's first day: 0 … 6. */
  day: z.number().int().min(0).max(6),
  /** An end at or before the start ends the next day (a night shift). */
  start_time: wallClock,
  end_time: wallClock,
  staff: z.number().int().nullable(),
  position: z.number().int().nullable(),
  division: z.number().int().nullable(),
  note: z.string(),
});
export type ShiftTemplateRow = z.infer<typeof shiftTemplateRowSchema>;

export const shiftTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rows: z.array(shiftTemplateRowSchema),
  created_at: z.string(),
});
export type ShiftTemplate = z.infer<typeof shiftTemplateSchema>;

/** POST inout/api/shift-templates/: the shifts of the week become the template's rows. */
export const shiftTemplateInputSchema = shiftWeekSchema.extend({
  name: z.string().trim().min(1, 'This field is required').max(120),
});
export type ShiftTemplateInput = z.infer<typeof shiftTemplateInputSchema>;

/** Open shifts taken by request: a staff member asks, an attendance admin approves or declines. */
export const SHIFT_CLAIM_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ShiftClaimStatus = (typeof SHIFT_CLAIM_STATUSES)[number];

export const SHIFT_NOT_OPEN = 'This shift is no longer open.';
export const SHIFT_CLAIM_DECIDED = 'This request has already been decided.';

export const shiftClaimSchema = z.object({
  id: z.number().int(),
  shift: shiftSchema,
  staff: z.number().int(),
  staff_name: z.string(),
  status: z.enum(SHIFT_CLAIM_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type ShiftClaim = z.infer<typeof shiftClaimSchema>;
