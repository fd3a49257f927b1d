// Attendance: punches (clock in / out), the company's time-clock settings, holidays and time off.
// A punch keeps the instant the user tapped as the device saw it (with its UTC offset and IANA
// zone) and the server's receive time; it is flagged, never refused, when the two disagree.
import { z } from 'zod';
import { CLOCK_BATCH_MAX } from './clock-batch';
import { PAY_PERIODS } from './pay-period';

/** Clock in and out, and start and end a break (issue 24) while clocked in. */
export const CLOCK_ACTIONS = ['in', 'out', 'break_start', 'break_end'] as const;
export type ClockAction = (typeof CLOCK_ACTIONS)[number];

/** ISO 8601 with an explicit offset (Z or ±hh:mm), as the device wrote it. */
const deviceTime = z.iso.datetime({ offset: true, message: 'Enter a date and time with its UTC offset.' });

export const clockRequestSchema = z.object({
  action: z.enum(CLOCK_ACTIONS),
  client_time: deviceTime,
  timezone: z.string().min(1).max(64),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  accuracy_m: z.number().min(0).max(1_000_000).nullable().optional(),
  /** The device queued the punch while offline (or could not send it at once). */
  recorded_offline: z.boolean().optional(),
});
export type ClockRequest = z.infer<typeof clockRequestSchema>;

// In a module without zod: the service worker's replay batches punches too.
export { CLOCK_BATCH_MAX };

/**
 * A punch in a batch: the single call's body, plus how much later than the batch's oldest change
 * it was queued (device milliseconds). The request's Outbox-Age-Ms is the oldest change's wait, so
 * each punch's own wait is that minus its offset — and the body stays the same on a retry.
 */
export const clockBatchItemSchema = clockRequestSchema.extend({
  queued_offset_ms: z.number().int().min(0).optional(),
});
export type ClockBatchItem = z.infer<typeof clockBatchItemSchema>;

/** Items are checked one by one on the server, so one bad punch does not refuse the others. */
export const clockBatchRequestSchema = z.object({
  punches: z.array(z.unknown()).min(1).max(CLOCK_BATCH_MAX),
});

export const clockBatchErrorSchema = z.object({
  /** Position of the punch in the request's `punches`. */
  index: z.number().int(),
  detail: z.string(),
});

export const PUNCH_FLAGS = [
  'clock_skew',
  'future_time',
  'location_missing',
  'location_inaccurate',
  /** Made outside the geofence of the person's division (contract/geofence.ts), by geofence_distance_m. */
  'outside_geofence',
  /** A clock-in later than its published shift's start plus the company's tolerance (issue 24). */
  'late',
  /** A kiosk that takes photos could not take this one (camera refused or absent; contract/kiosk.ts). */
  'no_photo',
] as const;
export type PunchFlag = (typeof PUNCH_FLAGS)[number];
/** The flags about a punch's location: none, or a fix too vague to tell where the punch was made. */
export type LocationFlag = Extract<PunchFlag, 'location_missing' | 'location_inaccurate'>;

export const punchSchema = z.object({
  id: z.number().int(),
  staff: z.number().int(),
  staff_name: z.string(),
  action: z.enum(CLOCK_ACTIONS),
  client_time: z.string(),
  client_utc_offset_minutes: z.number().int(),
  timezone: z.string(),
  server_received_at: z.string(),
  recorded_offline: z.boolean(),
  flagged: z.boolean(),
  flags: z.array(z.enum(PUNCH_FLAGS)),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracy_m: z.number().nullable(),
  /** Device: tapped by the person; admin: made by a manager (clock everyone out, a missing punch added). */
  source: z.enum(['device', 'admin']),
  /**
   * Metres from the centre of the person's division geofence where the punch was made; null without
   * a geofence or a location (issue 24). Optional: punches kept on a device from before it.
   */
  geofence_distance_m: z.number().nullable().optional(),
  /** Where a kiosk punch's photo is served (contract/kiosk.ts); in attendance admins' lists only. */
  photo: z.string().nullable().optional(),
});
export type Punch = z.infer<typeof punchSchema>;

/** The kiosk that recorded a punch (issue 24): its id and name as they are now. */
export const punchKioskSchema = z.object({ id: z.number().int(), name: z.string() });
export type PunchKiosk = z.infer<typeof punchKioskSchema>;

/**
 * A punch in GET inout/api/clock-ins/: a punch plus the kiosk that recorded it, null for one tapped
 * on the person's own device or added by an admin.
 */
export const clockInSchema = punchSchema.extend({ kiosk: punchKioskSchema.nullable() });
export type ClockIn = z.infer<typeof clockInSchema>;

/** 201 of inout/api/clock/bulk/: the saved punches in request order, and the refused ones. */
export const clockBatchResponseSchema = z.object({
  created: z.array(punchSchema),
  errors: z.array(clockBatchErrorSchema),
});
export type ClockBatchResponse = z.infer<typeof clockBatchResponseSchema>;

export const clockInsQuerySchema = z.object({
  staff: z.coerce.number().int().positive().optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(1000).default(100),
});

/** The largest accuracy limit an admin may set, in metres (100 km). */
export const MAX_LOCATION_ACCURACY_LIMIT_M = 100_000;

const accuracyLimit = z
  .number()
  .int({ error: 'Enter a whole number of metres.' })
  .min(0, { error: 'Enter 0 (no limit) or more metres.' })
  .max(MAX_LOCATION_ACCURACY_LIMIT_M, { error: `Enter at most ${MAX_LOCATION_ACCURACY_LIMIT_M} metres.` });

export const timeClockSettingsSchema = z.object({
  require_location: z.boolean(),
  /** Device time may differ from the server's receive time by this much before a punch is flagged. */
  max_clock_skew_minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  /**
   * With require_location on: a punch whose fix is less precise than this (its accuracy radius, in
   * metres, is larger) is flagged location_inaccurate. 0 is no limit. Not applied when the company
   * does not require a location (nothing to check a location against then).
   */
  max_location_accuracy_m: accuracyLimit,
  /** Breaks count as worked time (issue 24); unpaid by default. */
  paid_breaks: z.boolean(),
  /** The timesheet's pay period; weekly and bi-weekly ones start on pay_period_anchor's weekday. */
  pay_period: z.enum(PAY_PERIODS),
  pay_period_anchor: z.iso.date('Enter a valid date.'),
  /** Worked minutes a day past which time is overtime; 0 for none. */
  daily_overtime_minutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  /** Regular minutes a week past which time is overtime; 0 for none. */
  weekly_overtime_minutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60),
  /** First day of the overtime week: 0 = Monday … 6 = Sunday. */
  week_starts_on: z.number().int().min(0).max(6),
  /** Minutes late (or early out) allowed against a shift before the timesheet flags it. */
  tolerance_minutes: z.number().int().min(0).max(240),
});
export type TimeClockSettings = z.infer<typeof timeClockSettingsSchema>;

/** The timesheet rules, left out by an app from before they existed: the stored ones stay. */
const TIMESHEET_RULE_FIELDS = {
  paid_breaks: true,
  pay_period: true,
  pay_period_anchor: true,
  daily_overtime_minutes: true,
  weekly_overtime_minutes: true,
  week_starts_on: true,
  tolerance_minutes: true,
} as const;

/**
 * The body of PUT inout/api/time-clock-settings/. The accuracy limit may be null ("empty": no
 * limit, stored as 0) or left out (an app from before the limit existed): the stored one stays.
 */
export const timeClockSettingsInputSchema = timeClockSettingsSchema.partial(TIMESHEET_RULE_FIELDS).extend({
  max_location_accuracy_m: accuracyLimit.nullable().optional(),
});
export type TimeClockSettingsInput = z.infer<typeof timeClockSettingsInputSchema>;

export const DEFAULT_LOCATION_ACCURACY_LIMIT_M = 1_000;
export const DEFAULT_TIME_CLOCK_SETTINGS: TimeClockSettings = {
  require_location: false,
  max_clock_skew_minutes: 10,
  max_location_accuracy_m: DEFAULT_LOCATION_ACCURACY_LIMIT_M,
  paid_breaks: false,
  pay_period: 'weekly',
  pay_period_anchor: '2024-01-01',
  daily_overtime_minutes: 0,
  weekly_overtime_minutes: 40 * 60,
  week_starts_on: 0,
  tolerance_minutes: 5,
};

/**
 * Whether a punch's location deserves a flag under the company's settings: none when a location is
 * not required; location_missing without a fix (refused, unavailable, timed out); location_inaccurate
 * when the fix's accuracy is worse than the limit. The server flags by it, and the clock tells the
 * worker by it at once, before the punch is sent.
 */
export function locationFlag(
  settings: Pick<TimeClockSettings, 'require_location' | 'max_location_accuracy_m'>,
  fix: { latitude?: number | null; longitude?: number | null; accuracy_m?: number | null },
): LocationFlag | null {
  if (!settings.require_location) return null;
  if (fix.latitude == null || fix.longitude == null) return 'location_missing';
  const limit = settings.max_location_accuracy_m;
  // A fix without an accuracy cannot be judged: it is not flagged for it.
  if (limit > 0 && fix.accuracy_m != null && fix.accuracy_m > limit) return 'location_inaccurate';
  return null;
}

export const holidaySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  date: z.string(),
  end_date: z.string().nullable(),
});
export type Holiday = z.infer<typeof holidaySchema>;
export const holidayInputSchema = z
  .object({
    name: z.string().trim().min(1, 'This field is required').max(200),
    date: z.iso.date('Enter a valid date.'),
    end_date: z.iso.date('Enter a valid date.').nullable().default(null),
  })
  .refine((h) => h.end_date === null || h.end_date >= h.date, {
    path: ['end_date'],
    message: 'The end date cannot be before the start date.',
  });

export const timeOffSchema = z.object({
  id: z.number().int(),
  staff: z.number().int(),
  staff_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  time_off_type: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  note: z.string(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;

export const timeOffCalendarQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the form YYYY-MM.'),
});
export const timeOffCalendarSchema = z.object({
  month: z.string(),
  time_offs: z.array(timeOffSchema),
  holidays: z.array(holidaySchema),
});
export type TimeOffCalendar = z.infer<typeof timeOffCalendarSchema>;
