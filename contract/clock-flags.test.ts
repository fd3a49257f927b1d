// The late rule the server flags by and the clock tells the worker by: the shift a clock-in belongs
// to, the company's tolerance, and the whole minutes after the start.
import { describe, expect, it } from 'vitest';
import { earlyClockOut, lateClockIn, shiftOfClockIn } from './clock-flags';

const H = 3_600_000;
const M = 60_000;
const nine = Date.UTC(2026, 11, 7, 9);
const dayShift = { start: nine, end: nine + 8 * H };
const evening = { start: nine + 9 * H, end: nine + 13 * H };

describe('lateClockIn', () => {
  it('is the minutes after the start once past the tolerance', () => {
    expect(lateClockIn([dayShift], nine + 7 * M, 5)).toBe(7);
    // Rounded as the timesheet's late minutes.
    expect(lateClockIn([dayShift], nine + 7 * M + 20_000, 5)).toBe(7);
    expect(lateClockIn([dayShift], nine + 7 * M + 40_000, 5)).toBe(8);
  });

  it('is null within the tolerance, at it, early, or with no shift', () => {
    expect(lateClockIn([dayShift], nine + 5 * M, 5)).toBeNull();
    expect(lateClockIn([dayShift], nine + 3 * M, 5)).toBeNull();
    expect(lateClockIn([dayShift], nine - 20 * M, 5)).toBeNull();
    expect(lateClockIn([], nine + 30 * M, 5)).toBeNull();
    // After the shift ended it belongs to no shift.
    expect(lateClockIn([dayShift], dayShift.end + M, 5)).toBeNull();
  });

  it('judges against the shift starting nearest', () => {
    expect(shiftOfClockIn([dayShift, evening], evening.start - 30 * M)).toBe(evening);
    expect(lateClockIn([dayShift, evening], evening.start + 12 * M, 10)).toBe(12);
  });
});

describe('earlyClockOut', () => {
  it("is the minutes before the shift's end once before the end less the tolerance", () => {
    expect(earlyClockOut([dayShift], dayShift.end - 20 * M, 5)).toBe(20);
    expect(earlyClockOut([dayShift], dayShift.end - 5 * M, 5)).toBeNull();
    expect(earlyClockOut([dayShift], dayShift.end + 30 * M, 5)).toBeNull();
    // Before the shift began it leaves no shift.
    expect(earlyClockOut([dayShift], nine - M, 5)).toBeNull();
    expect(earlyClockOut([], dayShift.end - 2 * H, 5)).toBeNull();
  });
});
