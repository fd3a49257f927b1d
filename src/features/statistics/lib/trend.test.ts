// The trend under a stat's chart: a least-squares fit that skips periods without a value.
import { describe, expect, it } from 'vitest';
import { linearTrend, trendDirection, trendLine } from './trend';

describe('trend', () => {
  it('fits a straight line exactly', () => {
    expect(linearTrend([1, 3, 5, 7])).toEqual({ slope: 2, intercept: 1 });
    expect(trendLine([1, 3, 5, 7])).toEqual([1, 3, 5, 7]);
  });

  it('skips gaps instead of counting them as zero', () => {
    expect(linearTrend([10, null, 30])).toEqual({ slope: 10, intercept: 10 });
  });

  it('has no trend with fewer than two values', () => {
    expect(linearTrend([null, 5, null])).toBeNull();
    expect(trendLine([5])).toEqual([null]);
    expect(trendDirection([])).toBeNull();
  });

  it('says up, down or flat, ignoring noise', () => {
    expect(trendDirection([1, 2, 3])).toBe('up');
    expect(trendDirection([3, 2, 1])).toBe('down');
    expect(trendDirection([1000, 1001, 1000, 1001])).toBe('flat');
  });
});
