// Rows → the contract's statistics types. Database names stay here: owner_staff_id → stat_owner,
// division_id → stat_division, stat_id → stat.
import type { Stat, StatPeriod, StatValue, StatWithValues } from '../../../contract/statistics';
import type { PeriodRange } from './periods';
import type { StatRow } from './stats.repository';
import type { ValueRow } from './stat-values.repository';

export function presentStat(row: StatRow): Stat {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    stat_owner: row.owner_staff_id,
    stat_owner_name: row.owner_name,
    stat_division: row.division_id,
    stat_division_name: row.division_name ?? null,
    stat_division_color: row.division_color ?? null,
    tags: row.tags,
    order: row.order,
    archived: row.archived,
    period_type: row.period_type,
    is_inverted: row.is_inverted,
    created_at: row.created_at.toISOString(),
  };
}

export function presentValue(row: ValueRow): StatValue {
  return {
    id: row.id,
    stat: row.stat_id,
    period_start: row.period_start,
    period_end: row.period_end,
    value: row.value,
  };
}

/**
 * The dense series over `periods`: each period holds the sum of the values whose period starts
 * inside it (one value when the periods are the stat's own), or null when there is none.
 */
export function presentSeries(periods: PeriodRange[], values: ValueRow[]): StatPeriod[] {
  const sums: (number | null)[] = periods.map(() => null);
  let at = 0;
  // Both lists are ordered by start: one pass.
  for (const value of values) {
    while (at < periods.length && periods[at]!.end < value.period_start) at++;
    if (at === periods.length) break;
    if (value.period_start < periods[at]!.start) continue;
    sums[at] = (sums[at] ?? 0) + value.value;
  }
  return periods.map((p, i) => ({ period_start: p.start, period_end: p.end, value: sums[i] ?? null }));
}

export function presentStatWithValues(row: StatRow, periods: PeriodRange[], values: ValueRow[]): StatWithValues {
  return { ...presentStat(row), periods: presentSeries(periods, values), values: values.map(presentValue) };
}
