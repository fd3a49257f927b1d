// The clock's notes against the schedule and the site agree with the server's flags: late past the
// tolerance only, for clock-ins only; left early by the timesheet's rule, for clock-outs only;
// outside the geofence by the server's distance rule (allowing for the fix's accuracy); and a sent
// punch's notes come from its own flags.
import { describe, expect, it } from 'vitest';
import type { Punch } from '../../../../contract/attendance';
import type { Shift } from '../../../../contract/shifts';
import { readableDistance, serverFlagNotes, tapFlagNotes } from './clock-flag-notes';

const shift = (start: string, end: string): Shift => ({
  id: 1,
  staff: 2,
  staff_name: 'Sam',
  position: null,
  position_name: null,
  division: null,
  division_name: null,
  start,
  end,
  note: '',
  status: 'published',
  conflicts: [],
});
const shifts = [shift('2026-12-07T09:00:00Z', '2026-12-07T17:00:00Z')];
const at = (iso: string) => Date.parse(iso);
/** The Puerta del Sol, 250 m around; a point 2 km north of it (1/111,195 of a degree a metre). */
const fence = { latitude: 40.416775, longitude: -3.70379, radius_m: 250 };
const north = (metres: number, accuracy_m = 10) => ({
  latitude: fence.latitude + metres / 111_195,
  longitude: fence.longitude,
  accuracy_m,
});

describe('tapFlagNotes', () => {
  it('says late by the minutes after the start, past the tolerance only, and for a clock-in only', () => {
    const known = { shifts, tolerance_minutes: 5, geofence: null };
    expect(tapFlagNotes({ action: 'in', at: at('2026-12-07T09:07:00Z') }, known)).toEqual([
      { flag: 'late', minutes: 7 },
    ]);
    expect(tapFlagNotes({ action: 'in', at: at('2026-12-07T09:05:00Z') }, known)).toEqual([]);
    expect(tapFlagNotes({ action: 'break_start', at: at('2026-12-07T09:30:00Z') }, known)).toEqual([]);
    // Leaving 30 minutes before the end: left early (the timesheet's flag), for a clock-out only.
    expect(tapFlagNotes({ action: 'out', at: at('2026-12-07T16:30:00Z') }, known)).toEqual([
      { flag: 'left_early', minutes: 30 },
    ]);
    expect(tapFlagNotes({ action: 'out', at: at('2026-12-07T16:57:00Z') }, known)).toEqual([]);
    // Without the company's tolerance on the device, nothing is claimed.
    expect(
      tapFlagNotes({ action: 'in', at: at('2026-12-07T09:30:00Z') }, { ...known, tolerance_minutes: undefined }),
    ).toEqual([]);
  });

  it('says outside the site with the distance, giving a vague fix the benefit of the doubt', () => {
    const known = { shifts: undefined, tolerance_minutes: undefined, geofence: fence };
    expect(tapFlagNotes({ action: 'in', at: 0, fix: north(2_000) }, known)).toEqual([
      { flag: 'outside_geofence', distance_m: 2_000 },
    ]);
    expect(tapFlagNotes({ action: 'in', at: 0, fix: north(200) }, known)).toEqual([]);
    // 300 m out with a ±100 m fix: it may have been inside.
    expect(tapFlagNotes({ action: 'in', at: 0, fix: north(300, 100) }, known)).toEqual([]);
    // No fix, or no geofence on this device: nothing to say.
    expect(tapFlagNotes({ action: 'in', at: 0, fix: null }, known)).toEqual([]);
    expect(tapFlagNotes({ action: 'in', at: 0, fix: north(2_000) }, { ...known, geofence: null })).toEqual([]);
  });
});

describe('serverFlagNotes', () => {
  it("reads a sent punch's flags, with the minutes late when the device knows the shift", () => {
    const punch = {
      action: 'in' as const,
      flags: ['late', 'outside_geofence'] as Punch['flags'],
      client_time: '2026-12-07T09:12:00Z',
      geofence_distance_m: 1_234,
    };
    const known = { shifts, tolerance_minutes: 5 };
    expect(serverFlagNotes(punch, known)).toEqual([
      { flag: 'late', minutes: 12 },
      { flag: 'outside_geofence', distance_m: 1_234 },
    ]);
    expect(serverFlagNotes({ ...punch, flags: ['late'] }, { shifts: undefined, tolerance_minutes: 5 })).toEqual([
      { flag: 'late', minutes: null },
    ]);
    expect(serverFlagNotes({ ...punch, flags: ['clock_skew'] }, known)).toEqual([]);
    // A clock-out is flagged on the timesheet, not the punch: the same rule says it.
    const out = { ...punch, action: 'out' as const, flags: [], client_time: '2026-12-07T16:30:00Z' };
    expect(serverFlagNotes(out, known)).toEqual([{ flag: 'left_early', minutes: 30 }]);
  });
});

describe('readableDistance', () => {
  it('is metres below a kilometre, else kilometres to one decimal', () => {
    expect(readableDistance(850, 'en')).toBe('850 m');
    expect(readableDistance(1_234, 'en')).toBe('1.2 km');
    expect(readableDistance(2_000, 'en')).toBe('2 km');
    expect(readableDistance(1_234, 'es')).toBe('1,2 km');
  });
});
