// Period bucketing: the period a date falls in for every period type, week starts, quarter and year
// edges, windows, and "today" in the company's zone (around a daylight-saving change too).
import { describe, expect, it } from 'vitest';
import { periodOf, periodsBetween, periodsEndingAt, todayIn } from './periods';

const MONDAY = 1;
const SUNDAY = 0;
const SATURDAY = 6;

describe('periodOf', () => {
  it('puts a day in its own day', () => {
    expect(periodOf('DAILY', '2024-02-29', MONDAY)).toEqual({ start: '2024-02-29', end: '2024-02-29' });
  });

  it('starts weeks on the company week start', () => {
    // 2024-03-13 is a Wednesday.
    expect(periodOf('WEEKLY', '2024-03-13', MONDAY)).toEqual({ start: '2024-03-11', end: '2024-03-17' });
    expect(periodOf('WEEKLY', '2024-03-13', SUNDAY)).toEqual({ start: '2024-03-10', end: '2024-03-16' });
    expect(periodOf('WEEKLY', '2024-03-13', SATURDAY)).toEqual({ start: '2024-03-09', end: '2024-03-15' });
    // The start day itself and the last day belong to the same week.
    expect(periodOf('WEEKLY', '2024-03-11', MONDAY).start).toBe('2024-03-11');
    expect(periodOf('WEEKLY', '2024-03-17', MONDAY).start).toBe('2024-03-11');
  });

  it('lets a week cross a month and a year', () => {
    expect(periodOf('WEEKLY', '2025-01-01', MONDAY)).toEqual({ start: '2024-12-30', end: '2025-01-05' });
  });

  it('treats DEFAULT as the company week', () => {
    expect(periodOf('DEFAULT', '2024-03-13', SUNDAY)).toEqual(periodOf('WEEKLY', '2024-03-13', SUNDAY));
  });

  it('cuts months, leap February included', () => {
    expect(periodOf('MONTHLY', '2024-02-10', MONDAY)).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(periodOf('MONTHLY', '2023-02-28', MONDAY)).toEqual({ start: '2023-02-01', end: '2023-02-28' });
    expect(periodOf('MONTHLY', '2024-12-31', MONDAY)).toEqual({ start: '2024-12-01', end: '2024-12-31' });
  });

  it('cuts quarters at their edges', () => {
    expect(periodOf('QUARTERLY', '2024-03-31', MONDAY)).toEqual({ start: '2024-01-01', end: '2024-03-31' });
    expect(periodOf('QUARTERLY', '2024-04-01', MONDAY)).toEqual({ start: '2024-04-01', end: '2024-06-30' });
    expect(periodOf('QUARTERLY', '2024-09-30', MONDAY)).toEqual({ start: '2024-07-01', end: '2024-09-30' });
    expect(periodOf('QUARTERLY', '2024-12-31', MONDAY)).toEqual({ start: '2024-10-01', end: '2024-12-31' });
  });

  it('cuts years at their edges', () => {
    expect(periodOf('YEARLY', '2024-12-31', MONDAY)).toEqual({ start: '2024-01-01', end: '2024-12-31' });
    expect(periodOf('YEARLY', '2025-01-01', MONDAY)).toEqual({ start: '2025-01-01', end: '2025-12-31' });
  });
});

describe('windows', () => {
  it('counts periods back from the one containing the last day, oldest first', () => {
    expect(periodsEndingAt('MONTHLY', '2024-02-15', 3, MONDAY).map((p) => p.start)).toEqual([
      '2023-12-01',
      '2024-01-01',
      '2024-02-01',
    ]);
    expect(periodsEndingAt('QUARTERLY', '2024-02-15', 2, MONDAY)).toEqual([
      { start: '2023-10-01', end: '2023-12-31' },
      { start: '2024-01-01', end: '2024-03-31' },
    ]);
  });

  it('gives the periods overlapping a range, and refuses one too long', () => {
    expect(periodsBetween('WEEKLY', '2024-03-13', '2024-03-25', MONDAY)!.map((p) => p.start)).toEqual([
      '2024-03-11',
      '2024-03-18',
      '2024-03-25',
    ]);
    expect(periodsBetween('DAILY', '2020-01-01', '2024-01-01', MONDAY)).toBeNull();
    expect(periodsBetween('YEARLY', '2020-01-01', '2024-01-01', MONDAY)).toHaveLength(5);
  });
});

describe('todayIn', () => {
  it('takes the day from the company zone, not from UTC', () => {
    const instant = new Date('2024-06-01T02:00:00Z');
    expect(todayIn('UTC', instant)).toBe('2024-06-01');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2024-05-31');
    expect(todayIn('Asia/Tokyo', new Date('2024-05-31T20:00:00Z'))).toBe('2024-06-01');
  });

  it('finds the current week across the daylight-saving change of New York', () => {
    // Clocks went forward on Sunday 2024-03-10. Sunday 23:30 EDT is still that week (Monday start);
    // an hour later it is Monday of the next.
    const sundayNight = todayIn('America/New_York', new Date('2024-03-11T03:30:00Z'));
    const mondayEarly = todayIn('America/New_York', new Date('2024-03-11T04:30:00Z'));
    expect(sundayNight).toBe('2024-03-10');
    expect(mondayEarly).toBe('2024-03-11');
    expect(periodOf('WEEKLY', sundayNight, MONDAY)).toEqual({ start: '2024-03-04', end: '2024-03-10' });
    expect(periodOf('WEEKLY', mondayEarly, MONDAY)).toEqual({ start: '2024-03-11', end: '2024-03-17' });
    // The week that holds the change is still seven days.
    expect(periodsBetween('DAILY', '2024-03-04', '2024-03-10', MONDAY)).toHaveLength(7);
  });
});
