// Working-hours arithmetic: plain shifts, overnight shifts, missing clock-outs, time zones and
// daylight-saving days.
import { describe, expect, it } from 'vitest';
import { startOfLocalDate, localDate } from '../../../../contract/local-time';
import { dailyHours, weeklyHours, type Punch } from './working-hours';

const H = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const zone = (z: string) => () => z;

describe('dailyHours', () => {
  it('takes an unpaid break off, over midnight for each day its part, and keeps paid ones', () => {
    const punches: Punch[] = [
      { staffId: 1, action: 'in', at: at('2026-03-02T20:00:00Z') },
      { staffId: 1, action: 'break_start', at: at('2026-03-02T23:45:00Z') },
      { staffId: 1, action: 'break_end', at: at('2026-03-03T00:15:00Z') },
      { staffId: 1, action: 'out', at: at('2026-03-03T04:00:00Z') },
    ];
    expect(dailyHours(punches, zone('UTC')).map((d) => [d.date, d.workedMs / H, d.breakMs / H])).toEqual([
      ['2026-03-02', 3.75, 0.25],
      ['2026-03-03', 3.75, 0.25],
    ]);
    expect(dailyHours(punches, zone('UTC'), true).map((d) => d.workedMs / H)).toEqual([4, 4]);
  });

  it('counts a day shift on its local date', () => {
    const punches: Punch[] = [
      { staffId: 1, action: 'in', at: at('2026-03-02T09:00:00-05:00') },
      { staffId: 1, action: 'out', at: at('2026-03-02T17:30:00-05:00') },
    ];
    expect(dailyHours(punches, zone('America/New_York'))).toEqual([
      { staffId: 1, date: '2026-03-02', workedMs: 8.5 * H, breakMs: 0, openShift: false, unmatchedOut: false },
    ]);
  });

  it('splits an overnight shift at local midnight', () => {
    const punches: Punch[] = [
      { staffId: 1, action: 'in', at: at('2026-03-02T22:00:00+01:00') },
      { staffId: 1, action: 'out', at: at('2026-03-03T06:00:00+01:00') },
    ];
    const days = dailyHours(punches, zone('Europe/Madrid'));
    expect(days.map((d) => [d.date, d.workedMs / H])).toEqual([
      ['2026-03-02', 2],
      ['2026-03-03', 6],
    ]);
  });

  it('shows a missing clock-out as an open shift, not as hours until the next clock-in', () => {
    const punches: Punch[] = [
      { staffId: 1, action: 'in', at: at('2026-03-02T09:00:00Z') },
      { staffId: 1, action: 'in', at: at('2026-03-03T09:00:00Z') },
      { staffId: 1, action: 'out', at: at('2026-03-03T17:00:00Z') },
      { staffId: 1, action: 'in', at: at('2026-03-04T09:00:00Z') },
    ];
    const days = dailyHours(punches, zone('UTC'));
    expect(days).toEqual([
      { staffId: 1, date: '2026-03-02', workedMs: 0, breakMs: 0, openShift: true, unmatchedOut: false },
      { staffId: 1, date: '2026-03-03', workedMs: 8 * H, breakMs: 0, openShift: false, unmatchedOut: false },
      { staffId: 1, date: '2026-03-04', workedMs: 0, breakMs: 0, openShift: true, unmatchedOut: false },
    ]);
  });

  it('never turns a forgotten clock-out into a multi-day shift', () => {
    const punches: Punch[] = [
      { staffId: 1, action: 'in', at: at('2026-03-02T09:00:00Z') },
      { staffId: 1, action: 'out', at: at('2026-03-05T17:00:00Z') },
    ];
    const days = dailyHours(punches, zone('UTC'));
    expect(days.every((d) => d.workedMs === 0)).toBe(true);
    expect(days.find((d) => d.date === '2026-03-02')?.openShift).toBe(true);
    expect(days.find((d) => d.date === '2026-03-05')?.unmatchedOut).toBe(true);
  });

  it('flags a clock-out with no clock-in', () => {
    const days = dailyHours([{ staffId: 3, action: 'out', at: at('2026-03-02T17:00:00Z') }], zone('UTC'));
    expect(days).toEqual([
      { staffId: 3, date: '2026-03-02', workedMs: 0, breakMs: 0, openShift: false, unmatchedOut: true },
    ]);
  });

  it('uses each person’s own time zone for the calendar day', () => {
    // The same instants: 23:00–01:00 UTC. In Tokyo it is a morning shift on one day.
    const punches: Punch[] = [
      { staffId: 1, action: 'in', at: at('2026-03-02T23:00:00Z') },
      { staffId: 1, action: 'out', at: at('2026-03-03T01:00:00Z') },
      { staffId: 2, action: 'in', at: at('2026-03-02T23:00:00Z') },
      { staffId: 2, action: 'out', at: at('2026-03-03T01:00:00Z') },
    ];
    const zones: Record<number, string> = { 1: 'UTC', 2: 'Asia/Tokyo' };
    const days = dailyHours(punches, (id) => zones[id]!);
    expect(days.map((d) => [d.staffId, d.date, d.workedMs / H])).toEqual([
      [1, '2026-03-02', 1],
      [1, '2026-03-03', 1],
      [2, '2026-03-03', 2],
    ]);
  });

  it('counts real elapsed time across the spring-forward night (23-hour day)', () => {
    // New York, 2026-03-08: clocks jump from 02:00 to 03:00.
    const punches: Punch[] = [
      { staffId: 1, action: 'in', at: at('2026-03-07T22:00:00-05:00') },
      { staffId: 1, action: 'out', at: at('2026-03-08T06:00:00-04:00') },
    ];
    const days = dailyHours(punches, zone('America/New_York'));
    expect(days.map((d) => [d.date, d.workedMs / H])).toEqual([
      ['2026-03-07', 2],
      ['2026-03-08', 5], // 00:00–06:00 local is 5 real hours that night
    ]);
  });

  it('counts real elapsed time across the fall-back night (25-hour day)', () => {
    // Madrid, 2026-10-25: clocks go back from 03:00 to 02:00.
    const punches: Punch[] = [
      { staffId: 1, action: 'in', at: at('2026-10-25T00:00:00+02:00') },
      { staffId: 1, action: 'out', at: at('2026-10-25T06:00:00+01:00') },
    ];
    const days = dailyHours(punches, zone('Europe/Madrid'));
    expect(days.map((d) => [d.date, d.workedMs / H])).toEqual([['2026-10-25', 7]]);
  });

  it('handles a person whose time zone changes between weeks (zone given per call)', () => {
    const punch: Punch[] = [
      { staffId: 1, action: 'in', at: at('2026-03-02T20:00:00Z') },
      { staffId: 1, action: 'out', at: at('2026-03-02T23:30:00Z') },
    ];
    expect(dailyHours(punch, zone('UTC')).map((d) => d.date)).toEqual(['2026-03-02']);
    expect(dailyHours(punch, zone('Pacific/Auckland')).map((d) => d.date)).toEqual(['2026-03-03']);
  });
});

describe('weeklyHours', () => {
  it('sums days into ISO weeks starting on Monday', () => {
    const punches: Punch[] = [
      // Sunday 2026-03-01 and Monday 2026-03-02: different weeks.
      { staffId: 1, action: 'in', at: at('2026-03-01T09:00:00Z') },
      { staffId: 1, action: 'out', at: at('2026-03-01T12:00:00Z') },
      { staffId: 1, action: 'in', at: at('2026-03-02T09:00:00Z') },
      { staffId: 1, action: 'out', at: at('2026-03-02T17:00:00Z') },
      { staffId: 1, action: 'in', at: at('2026-03-04T09:00:00Z') },
      { staffId: 1, action: 'out', at: at('2026-03-04T13:00:00Z') },
    ];
    const weeks = weeklyHours(dailyHours(punches, zone('UTC')));
    expect(weeks.map((w) => [w.weekStart, w.workedMs / H])).toEqual([
      ['2026-02-23', 3],
      ['2026-03-02', 12],
    ]);
  });
});

describe('local time helpers', () => {
  it('finds the start of a local day', () => {
    expect(new Date(startOfLocalDate('2026-03-08', 'America/New_York')).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(new Date(startOfLocalDate('2026-03-09', 'America/New_York')).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(localDate(at('2026-03-08T04:59:59Z'), 'America/New_York')).toBe('2026-03-07');
  });
});
