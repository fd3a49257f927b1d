// Timesheets on the API (issue 24): per person per pay period, computed from the punches with
// contract/timesheet.ts when read. Figures are whole minutes (each day's rounded once; totals are
// the sum of the days, so a payroll sheet adds up). A timesheet is open until an attendance admin
// approves it (the approval keeps the totals it approved), then the staff member confirms it; a
// punch edited later (with a reason, kept in the action history) opens it again.
import { z } from 'zod';
import { CLOCK_ACTIONS, type ClockAction } from './attendance';

export const TIMESHEET_STATUSES = ['open', 'approved', 'confirmed'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

/** Any date of the pay period asked for; today in the company's zone when left out. */
export const timesheetPeriodQuerySchema = z.object({
  date: z.iso.date('Enter a valid date.').optional(),
});

export const timesheetListQuerySchema = timesheetPeriodQuerySchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(1000).default(500),
});

export const TIMESHEET_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const timesheetExportQuerySchema = timesheetPeriodQuerySchema.extend({
  format: z.enum(TIMESHEET_EXPORT_FORMATS).default('csv'),
});

export const timesheetActionSchema = timesheetPeriodQuerySchema;

export const punchEditSchema = z.object({
  /** The corrected instant, with its offset. */
  client_time: z.iso.datetime({ offset: true, message: 'Enter a date and time with its UTC offset.' }),
  reason: z.string().trim().min(1, 'Say why the punch is changed.').max(500),
});
export type PunchEditInput = z.infer<typeof punchEditSchema>;

/**
 * A punch the person forgot, added by an attendance admin on their timesheet (issue 24): the wall
 * time in the company's time zone ('YYYY-MM-DDTHH:mm', as a datetime-local input holds it) and why.
 * It is marked as made by a manager (source admin), never as a device punch.
 */
export const missingPunchSchema = z.object({
  action: z.enum(CLOCK_ACTIONS),
  local_time: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, 'Enter a date and time.'),
  reason: z.string().trim().min(1, 'Say why the punch is added.').max(500),
});
export type MissingPunchInput = z.infer<typeof missingPunchSchema>;

export interface TimesheetTotalsMinutes {
  worked_minutes: number;
  break_minutes: number;
  unpaid_break_minutes: number;
  scheduled_minutes: number;
  regular_minutes: number;
  overtime_minutes: number;
}

export interface TimesheetSummary {
  staff: number;
  staff_name: string;
  period_from: string;
  period_to: string;
  status: TimesheetStatus;
  totals: TimesheetTotalsMinutes;
  /** Every flag of the period's days, once each. */
  flags: string[];
  /** The totals the last approval approved; null before one. */
  approved_totals: TimesheetTotalsMinutes | null;
  /** An approval's totals differ from today's figures (a punch came or was edited since). */
  changed_since_approval: boolean;
}

export interface TimesheetPunchView {
  id: number;
  action: ClockAction;
  client_time: string;
  flags: string[];
  /** Edited by a manager (the edits list why). */
  edited: boolean;
  /** Admin: made by a manager (a missing punch added on the timesheet, or clock everyone out), not a device. */
  source: 'device' | 'admin';
  /** Metres from the person's division geofence centre (issue 24); null without one or a location. */
  geofence_distance_m: number | null;
}

export interface TimesheetDayView extends TimesheetTotalsMinutes {
  date: string;
  late_minutes: number;
  flags: string[];
  /** The punches tapped on this local day. */
  punches: TimesheetPunchView[];
}

export interface TimesheetEditView {
  punch: number;
  /** The punch's action (in, out, break_start, break_end). */
  action: ClockAction;
  /** Null for a punch the manager added (missingPunchSchema). */
  previous_time: string | null;
  new_time: string;
  reason: string;
  edited_by_name: string;
  created_at: string;
}

export interface TimesheetDetail extends TimesheetSummary {
  time_zone: string;
  days: TimesheetDayView[];
  approved_at: string | null;
  approved_by_name: string | null;
  confirmed_at: string | null;
  edits: TimesheetEditView[];
}

export interface TimesheetList {
  period_from: string;
  period_to: string;
  count: number;
  next: string | null;
  previous: string | null;
  results: TimesheetSummary[];
}
