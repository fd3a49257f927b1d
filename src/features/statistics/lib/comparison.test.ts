// The current period against the previous one.
import { describe, expect, it } from 'vitest';
import { compareLastTwo } from './comparison';

const periods = (...values: (number | null)[]) =>
  values.map((value, i) => ({ period_start: `2026-01-0${i + 1}`, period_end: `2026-01-0${i + 1}`, value }));

describe('compareLastTwo', () => {
  it('compares the last two periods', () => {
    expect(compareLastTwo(periods(1, 80, 100), false)).toEqual({
      current: 100,
      previous: 80,
      change: 20,
      percent: 25,
      better: true,
    });
  });

  it('counts a fall as better for an inverted stat', () => {
    expect(compareLastTwo(periods(10, 5), true).better).toBe(true);
    expect(compareLastTwo(periods(5, 10), true).better).toBe(false);
  });

  it('has no change without both values, and no percent from zero', () => {
    expect(compareLastTwo(periods(null, 4), false)).toMatchObject({ change: null, percent: null, better: null });
    expect(compareLastTwo(periods(0, 4), false)).toMatchObject({ change: 4, percent: null, better: true });
    expect(compareLastTwo([], false).current).toBeNull();
  });
});
