// What the clock tells a worker about a punch against their schedule and their site (issue 24): late
// for the shift, or leaving it early, by so many minutes (the punch's `late` flag, the timesheet's
// `left_early`), or made outside the division's geofence, with the distance. At
// the tap it is worked out from what the device holds (My shifts with the person's geofence, and the
// company's tolerance) by the rules the server flags by (contract/clock-flags.ts and
// contract/geofence.ts), so it shows offline too and agrees with the flags the server will set.
// Once the punch reached the server, its own flags say it. Never a reason to refuse a punch.
import type { ClockAction, Punch } from '../../../../contract/attendance';
import {
  earlyClockOut,
  lateClockIn,
  minutesLate,
  shiftOfClockIn,
  type ShiftSpan,
} from '../../../../contract/clock-flags';
import { geofenceCheck, type Geofence } from '../../../../contract/geofence';
import type { Shift } from '../../../../contract/shifts';

export type ClockFlagNote =
  /** minutes: after the shift's start; null when the server said late and the device knows no shift. */
  | { flag: 'late'; minutes: number | null }
  /** minutes: before the shift's end (a clock-out; the timesheet flags the day left_early). */
  | { flag: 'left_early'; minutes: number }
  /** distance_m: from the geofence's centre; null when the server did not say. */
  | { flag: 'outside_geofence'; distance_m: number | null };

/** What the device knows to judge a punch by; undefined: not known here (yet). */
export interface ClockFlagContext {
  shifts: readonly Shift[] | undefined;
  tolerance_minutes: number | undefined;
  geofence: Geofence | null | undefined;
}

type Fix = { latitude?: number | null; longitude?: number | null; accuracy_m?: number | null };

const spans = (shifts: readonly Shift[]): ShiftSpan[] =>
  shifts.map((s) => ({ start: Date.parse(s.start), end: Date.parse(s.end) }));

/** The notes of a punch at the tap (its fix, once it came), from what the device knows. */
export function tapFlagNotes(
  punch: { action: ClockAction; at: number; fix?: Fix | null },
  known: ClockFlagContext,
): ClockFlagNote[] {
  const notes: ClockFlagNote[] = [];
  if (punch.action === 'in' && known.shifts && known.tolerance_minutes !== undefined) {
    const minutes = lateClockIn(spans(known.shifts), punch.at, known.tolerance_minutes);
    if (minutes !== null) notes.push({ flag: 'late', minutes });
  }
  if (punch.action === 'out' && known.shifts && known.tolerance_minutes !== undefined) {
    const minutes = earlyClockOut(spans(known.shifts), punch.at, known.tolerance_minutes);
    if (minutes !== null) notes.push({ flag: 'left_early', minutes });
  }
  const where = geofenceCheck(known.geofence ?? null, punch.fix ?? {});
  if (where?.outside) notes.push({ flag: 'outside_geofence', distance_m: where.distance_m });
  return notes;
}

/**
 * The notes of a punch the server holds, from its own flags (the minutes late from My shifts); a
 * clock-out, which the server flags on the timesheet rather than on the punch, by the same rule.
 */
export function serverFlagNotes(
  punch: Pick<Punch, 'action' | 'flags' | 'client_time' | 'geofence_distance_m'>,
  known: Omit<ClockFlagContext, 'geofence'>,
): ClockFlagNote[] {
  const { shifts } = known;
  const notes: ClockFlagNote[] = [];
  if (punch.flags.includes('late')) {
    const at = Date.parse(punch.client_time);
    const shift = shifts ? shiftOfClockIn(spans(shifts), at) : null;
    notes.push({ flag: 'late', minutes: shift ? minutesLate(shift, at) : null });
  }
  if (punch.action === 'out') {
    notes.push(...tapFlagNotes({ action: 'out', at: Date.parse(punch.client_time) }, { ...known, geofence: null }));
  }
  if (punch.flags.includes('outside_geofence')) {
    notes.push({ flag: 'outside_geofence', distance_m: punch.geofence_distance_m ?? null });
  }
  return notes;
}

/** A distance as a person reads it: metres below a kilometre, else kilometres to one decimal. */
export function readableDistance(metres: number, language: string): string {
  if (metres < 1_000) {
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(metres);
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(
    metres / 1_000,
  );
}
