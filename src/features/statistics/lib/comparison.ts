// The period comparison of a stat (spec people §9, periods=2): the current period against the one
// before, and the change between them. "Better" follows the stat: for an inverted stat (incidents,
// costs) a fall is good.
import type { StatPeriod } from '../../../../contract/statistics';

export interface Comparison {
  current: number | null;
  previous: number | null;
  /** current − previous, when both are known. */
  change: number | null;
  /** The change relative to |previous|, when previous is not 0. */
  percent: number | null;
  better: boolean | null;
}

export function compareLastTwo(periods: readonly StatPeriod[], inverted: boolean): Comparison {
  const current = periods.at(-1)?.value ?? null;
  const previous = periods.at(-2)?.value ?? null;
  const change = current !== null && previous !== null ? current - previous : null;
  const percent = change !== null && previous ? (change / Math.abs(previous)) * 100 : null;
  const better = change === null || change === 0 ? null : inverted ? change < 0 : change > 0;
  return { current, previous, change, percent, better };
}
