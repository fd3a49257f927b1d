// The trend line drawn under a stat's values: an ordinary least-squares fit over the periods that
// have a value. Periods without a value are gaps, not zeros: a week nobody entered says nothing
// about the trend, and counting it as 0 would drag the line down.

export interface Trend {
  /** Change per period. */
  slope: number;
  /** The fitted value at index 0. */
  intercept: number;
}

/** The fit over the values (null = no value for that period), or null with fewer than two values. */
export function linearTrend(values: ReadonlyArray<number | null>): Trend | null {
  let n = 0;
  let sumX = 0;
  let sumY = 0;
  let sumXY = 0;
  let sumXX = 0;
  values.forEach((y, x) => {
    if (y === null || !Number.isFinite(y)) return;
    n++;
    sumX += x;
    sumY += y;
    sumXY += x * y;
    sumXX += x * x;
  });
  if (n < 2) return null;
  const denominator = n * sumXX - sumX * sumX;
  if (denominator === 0) return null;
  const slope = (n * sumXY - sumX * sumY) / denominator;
  return { slope, intercept: (sumY - slope * sumX) / n };
}

/** The trend line's value at each period, for drawing it as a second series. */
export function trendLine(values: ReadonlyArray<number | null>): (number | null)[] {
  const trend = linearTrend(values);
  return values.map((_, x) => (trend ? trend.intercept + trend.slope * x : null));
}

export type TrendDirection = 'up' | 'down' | 'flat';

/** Up, down or flat, ignoring slopes under 1 % of the mean size of the values (noise). */
export function trendDirection(values: ReadonlyArray<number | null>): TrendDirection | null {
  const trend = linearTrend(values);
  if (!trend) return null;
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  const scale = known.reduce((sum, v) => sum + Math.abs(v), 0) / known.length || 1;
  if (Math.abs(trend.slope) < scale * 0.01) return 'flat';
  return trend.slope > 0 ? 'up' : 'down';
}
