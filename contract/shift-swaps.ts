// Shift swaps (issue 24): a staff member offers one of their own published, future shifts to a named
// colleague of the company; the colleague accepts or declines; an accepted offer waits for an
// attendance admin, who approves (the shift becomes the colleague's) or rejects it. The offerer may
// withdraw the offer until it is decided. Answers are shaped like the open-shift requests'
// (ShiftClaim): the shift itself, who, the state and when.
import { z } from 'zod';
import { shiftSchema } from './shifts';

export const SHIFT_SWAP_STATUSES = ['offered', 'accepted', 'declined', 'withdrawn', 'approved', 'rejected'] as const;
export type ShiftSwapStatus = (typeof SHIFT_SWAP_STATUSES)[number];
/** Still to be answered or decided: one such offer per shift at most. */
export const OPEN_SWAP_STATUSES: readonly ShiftSwapStatus[] = ['offered', 'accepted'];

export type ShiftSwapAction = 'accept' | 'decline' | 'withdraw' | 'approve' | 'reject';

export const SWAP_SHIFT_STARTED = 'This shift has already started.';
export const SWAP_UNKNOWN_COLLEAGUE = 'Choose an active colleague of your company.';
export const SWAP_NOT_YOURSELF = 'Choose someone other than yourself.';
export const SWAP_ALREADY_OPEN = 'This shift is already offered to a colleague.';
export const SWAP_NOT_OFFERERS = 'This shift no longer belongs to the person who offered it.';
export const SWAP_COLLEAGUE_INACTIVE = 'The colleague is no longer active in this company.';
export const SWAP_COLLEAGUE_OVERLAP = 'The colleague has another shift at that time.';
export const SWAP_COLLEAGUE_TIME_OFF = 'The colleague has approved time off that day.';
/** The offer is not in the state the action needs (answered, withdrawn or decided already). */
export const SWAP_NOT_OPEN = 'This offer has already been answered or decided.';

/** POST inout/api/shifts/{id}/swap/ */
export const shiftSwapOfferSchema = z.object({ colleague: z.number().int().positive() });
export type ShiftSwapOffer = z.infer<typeof shiftSwapOfferSchema>;

export const shiftSwapSchema = z.object({
  id: z.number().int(),
  shift: shiftSchema,
  /** Who offers the shift (its holder when offered). */
  staff: z.number().int(),
  staff_name: z.string(),
  colleague: z.number().int(),
  colleague_name: z.string(),
  status: z.enum(SHIFT_SWAP_STATUSES),
  created_at: z.string(),
  /** When the colleague accepted or declined, or the offerer withdrew. */
  answered_at: z.string().nullable(),
  /** When an attendance admin approved or rejected. */
  decided_at: z.string().nullable(),
});
export type ShiftSwap = z.infer<typeof shiftSwapSchema>;
