// Clocking in and out against the schedule (issue 24): which shift a punch belongs to, and by how
// much a clock-in is late or a clock-out early. Without zod, so the server flags a punch `late` by it
// and the clock tells the worker the same thing at the tap, offline too (the geofence's rule lives
// beside it, contract/geofence.ts). A clock-out is not flagged on the punch; the timesheet flags the
// day `left_early` by the same rule (contract/timesheet.ts), and the clock says so at the tap.
import { SHIFT_MATCH_MS } from './timesheet';

/** A shift as instants (ms): all the rule needs. */
export interface ShiftSpan {
  start: number;
  end: number;
}

/**
 * The shift of a clock-in at `at` among a person's shifts: the one it falls in, or starts within
 * SHIFT_MATCH_MS before, starting nearest (the timesheet matches clock-ins to shifts the same way).
 */
export function shiftOfClockIn<S extends ShiftSpan>(shifts: readonly S[], at: number): S | null {
  let best: S | null = null;
  for (const shift of shifts) {
    if (at < shift.start - SHIFT_MATCH_MS || at >= shift.end) continue;
    if (!best || Math.abs(shift.start - at) < Math.abs(best.start - at)) best = shift;
  }
  return best;
}

/** Minutes a clock-in at `at` is after its shift's start, rounded as the timesheet's lateMinutes. */
export function minutesLate(shift: ShiftSpan, at: number): number {
  return Math.max(0, Math.round((at - shift.start) / 60_000));
}

/**
 * Whether a clock-in at `at` is late for its shift: later than the shift's start plus the company's
 * tolerance. Null when it is not (no shift, on time, within the tolerance); else the whole minutes
 * after the start, what the worker is told ("Late by 7 min").
 */
export function lateClockIn(shifts: readonly ShiftSpan[], at: number, toleranceMinutes: number): number | null {
  const shift = shiftOfClockIn(shifts, at);
  if (!shift || at <= shift.start + toleranceMinutes * 60_000) return null;
  return minutesLate(shift, at);
}

/**
 * The shift of a clock-out at `at`: one it falls after the start of, ending at most SHIFT_MATCH_MS
 * before it, ending nearest (the timesheet's match for a shift's clock-out).
 */
export function shiftOfClockOut<S extends ShiftSpan>(shifts: readonly S[], at: number): S | null {
  let best: S | null = null;
  for (const shift of shifts) {
    if (at <= shift.start || at > shift.end + SHIFT_MATCH_MS) continue;
    if (!best || Math.abs(shift.end - at) < Math.abs(best.end - at)) best = shift;
  }
  return best;
}

/**
 * Whether a clock-out at `at` leaves its shift early: before the shift's end less the company's
 * tolerance (the timesheet's `left_early`). Null when it does not; else the minutes before the end.
 */
export function earlyClockOut(shifts: readonly ShiftSpan[], at: number, toleranceMinutes: number): number | null {
  const shift = shiftOfClockOut(shifts, at);
  if (!shift || at >= shift.end - toleranceMinutes * 60_000) return null;
  return Math.round((shift.end - at) / 60_000);
}
