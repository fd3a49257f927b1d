// A person's shifts from now on: those not yet ended, in start order, and the one the clock shows
// (the shift under way, else the next). Pure: the kept copy of My shifts is read offline, days after
// it was fetched, so what has ended is left out here rather than by the server.
import type { Shift } from '../../../../contract/shifts';

export function upcomingShifts(shifts: readonly Shift[], now: number): Shift[] {
  return shifts.filter((s) => Date.parse(s.end) > now).sort((a, b) => a.start.localeCompare(b.start));
}

export function currentOrNextShift(shifts: readonly Shift[], now: number): { shift: Shift; current: boolean } | null {
  const [first] = upcomingShifts(shifts, now);
  return first ? { shift: first, current: Date.parse(first.start) <= now } : null;
}
