// Attendance: punches (clock in / out), the company's time-clock settings, holidays and time off.
// A punch keeps the instant the user tapped as the device saw it (with its UTC offset and IANA
// zone) and the server's receive time; it is flagged, never refused, when the two disagree.
import { z } from 'zod';
import { CLOCK_BATCH_MAX } from './clock-batch';

export const CLOCK_ACTIONS = ['in', 'out'] as const;
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

export const PUNCH_FLAGS = ['clock_skew', 'future_time', 'location_missing'] as const;
export type PunchFlag = (typeof PUNCH_FLAGS)[number];

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
  source: z.enum(['device', 'admin']),
});
export type Punch = z.infer<typeof punchSchema>;

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

export const timeClockSettingsSchema = z.object({
  require_location: z.boolean(),
  /** Device time may differ from the server's receive time by this much before a punch is flagged. */
  max_clock_skew_minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
});
export type TimeClockSettings = z.infer<typeof timeClockSettingsSchema>;
export const DEFAULT_TIME_CLOCK_SETTINGS: TimeClockSettings = { require_location: false, max_clock_skew_minutes: 10 };

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
