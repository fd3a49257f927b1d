// The Stat Sheet's filter defaults: it always shows one interval (its columns are periods, and stats
// of different period types have different periods), weekly unless the URL says otherwise. The
// screen and the offline working set (src/app) read the filter here, so a sheet fetched in the
// background is the very query the screen opens with.
import type { CalendarPeriodType } from '../../../../contract/statistics-constants';
import { readStatFilter, type StatFilter } from './stat-filter';

export const SHEET_INTERVALS: readonly CalendarPeriodType[] = ['DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'YEARLY'];
export const SHEET_DEFAULTS = { interval: 'WEEKLY' } as const;

/** The filter of the Stat Sheet opened on `interval` with nothing else chosen (its menu link, or
 * the interval picked alone). */
export function sheetFilter(interval: CalendarPeriodType = SHEET_DEFAULTS.interval): StatFilter {
  const params = new URLSearchParams();
  if (interval !== SHEET_DEFAULTS.interval) params.set('interval', interval);
  return readStatFilter(params, SHEET_DEFAULTS);
}
