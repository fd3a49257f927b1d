// Leave balances (issue 21): how many working days of each time-off request type a staff member
// may take in a year. Request admins set a company default per type and year, and may override it
// for one person; the allowance is there from 1 January ("yearly") or accrues a twelfth at the
// start of each month ("monthly"). A balance is worked out when read: approved time-off requests
// of the type are used (their working days inside the year: no weekend day of the company, no
// company holiday), pending ones are shown apart; nothing is stored per request, so an approval,
// a rejection or a cancellation is reflected at once.
import { z } from 'zod';

export const LEAVE_ACCRUALS = ['yearly', 'monthly'] as const;
export type LeaveAccrual = (typeof LEAVE_ACCRUALS)[number];
/** Days are kept to halves (a 0.5 allowance step; 12.5 days a year). */
export const LEAVE_DAYS_MAX = 366;

const year = z.coerce.number().int().min(2000).max(2100);

export const leaveAllowanceSchema = z.object({
  id: z.number().int(),
  request_type: z.number().int(),
  request_type_name: z.string(),
  /** null: the company default for everyone without an override. */
  staff: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  year: z.number().int(),
  days: z.number(),
  accrual: z.enum(LEAVE_ACCRUALS),
});
export type LeaveAllowance = z.infer<typeof leaveAllowanceSchema>;

/** POST request/api/leave-allowances/: sets (creates or replaces) one allowance. */
export const leaveAllowanceSetSchema = z.object({
  request_type: z.number().int().positive(),
  staff: z.number().int().positive().nullable().default(null),
  year,
  days: z
    .number()
    .min(0)
    .max(LEAVE_DAYS_MAX)
    .refine((d) => Number.isInteger(d * 2), 'Use whole or half days.'),
  accrual: z.enum(LEAVE_ACCRUALS).default('yearly'),
});
export type LeaveAllowanceSet = z.input<typeof leaveAllowanceSetSchema>;
export type LeaveAllowanceSetParams = z.infer<typeof leaveAllowanceSetSchema>;

export const leaveAllowanceListQuerySchema = z.object({ year });

export const leaveBalanceQuerySchema = z.object({
  year: year.optional(),
  /** The day accrual is counted to (YYYY-MM-DD); today (server, UTC) when absent. */
  on: z.iso.date().optional(),
});

export const leaveBalanceSchema = z.object({
  request_type: z.number().int(),
  request_type_name: z.string(),
  year: z.number().int(),
  /** The year's allowance (the person's override, else the company default); null: none set. */
  allowance: z.number().nullable(),
  accrual: z.enum(LEAVE_ACCRUALS),
  /** Whether the allowance is this person's own rather than the company default. */
  personal: z.boolean(),
  /** Earned by `on`: the whole allowance (yearly) or a twelfth per month begun (monthly). */
  accrued: z.number(),
  /** Working days of approved requests in the year. */
  used: z.number(),
  /** Working days of pending requests in the year. */
  pending: z.number(),
  /** accrued − used: what is left to take now (pending requests not yet counted). */
  available: z.number(),
});
export type LeaveBalance = z.infer<typeof leaveBalanceSchema>;

export const leaveBalancesSchema = z.object({
  staff: z.number().int(),
  year: z.number().int(),
  on: z.string(),
  balances: z.array(leaveBalanceSchema),
});
export type LeaveBalances = z.infer<typeof leaveBalancesSchema>;
