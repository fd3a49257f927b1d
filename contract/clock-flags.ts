// Clocking in against the schedule (issue 24): which shift a clock-in belongs to, and by how much it
// is late. Without zod, so the server flags a punch `late` by it and the clock tells the worker the
// same thing at the tap, offline too (the geofence's rule lives beside it, contract/geofence.ts).
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

/** Whole minutes a clock-in at `at` is after its shift's start (0 when on time or early). */
export function minutesLate(shift: ShiftSpan, at: number): number {
  return Math.max(0, Math.floor((at - shift.start) / 60_000));
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
