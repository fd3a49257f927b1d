// The calendar arithmetic the working-hours screen and the timesheets rest on: nextDate (string
// arithmetic, for speed) agrees with the Date object's calendar over leap years and century years,
// weeks start on the day asked for, and wall times of a zone read back across a daylight-saving change.
import { describe, expect, it } from 'vitest';
import { addDays, instantOfWallTime, nextDate, wallTime, weekStart, weekStartOn } from './local-time';

describe('local dates', () => {
  it('nextDate agrees with the calendar from 1999 to 2101, leap days and 2100 included', () => {
    let date = '1999-12-25';
    let days = 0;
    while (date < '2101-01-05') {
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      const expected = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
      expect(nextDate(date)).toBe(expected);
      date = expected;
      days++;
    }
    expect(days).toBe(36_901);
    expect(nextDate('2024-02-28')).toBe('2024-02-29');
    expect(nextDate('2100-02-28')).toBe('2100-03-01');
  });

  it('finds the first day of a week starting on any day', () => {
    // 2026-06-03 is a Wednesday.
    expect(weekStart('2026-06-03')).toBe('2026-06-01');
    expect(weekStartOn('2026-06-03', 2)).toBe('2026-06-03');
    expect(weekStartOn('2026-06-03', 6)).toBe('2026-05-31');
    expect(weekStartOn('2026-06-03', 3)).toBe('2026-05-28');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('shows an instant as the zone’s wall time and reads it back, across a daylight-saving change', () => {
    const at = Date.parse('2026-10-25T04:30:00Z');
    expect(wallTime(at, 'Europe/Paris')).toBe('2026-10-25T05:30');
    expect(instantOfWallTime('2026-10-25T05:30', 'Europe/Paris')).toBe(at);
    expect(instantOfWallTime('2026-10-24T23:45', 'Europe/Paris')).toBe(Date.parse('2026-10-24T21:45:00Z'));
    expect(instantOfWallTime('2026-03-02T09:00', 'America/New_York')).toBe(Date.parse('2026-03-02T14:00:00Z'));
    // 02:30 happens twice the night Paris goes back an hour: the later one.
    expect(instantOfWallTime('2026-10-25T02:30', 'Europe/Paris')).toBe(Date.parse('2026-10-25T01:30:00Z'));
  });
});
