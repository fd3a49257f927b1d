// The stat filter of spec people §4, kept in the address bar so a filtered view survives a reload
// and can be shared: interval (→ period_type), sort, search, periods (default 12), division, tag,
// my stats, my division and a date range. The URL uses short, readable names; toStatQuery maps
// them to the API's parameters. Values the URL cannot mean (a typo, an old link) fall back to the
// default rather than failing the page.
import type { QueryValue } from '../../../api/client';
import {
  PERIOD_TYPES,
  STAT_DEFAULT_PERIODS,
  STAT_MAX_PERIODS,
  STAT_SORTS,
  type PeriodType,
  type StatSort,
} from '../../../../contract/statistics-constants';

/** A sort key, or the same key reversed ("-stat_name"). */
export type StatSortParam = StatSort | `-${StatSort}`;
export const SORT_PARAMS: readonly StatSortParam[] = STAT_SORTS.flatMap((s) => [s, `-${s}` as const]);

export interface StatFilter {
  /** Period type of the stats shown; undefined = every type. */
  interval?: PeriodType;
  sort?: StatSortParam;
  search: string;
  /** How many periods of values, counting back from the current one. */
  periods: number;
  division?: number;
  tag?: string;
  myStats: boolean;
  myDivision: boolean;
  /** Date range (YYYY-MM-DD) of the values, instead of a number of periods. */
  from?: string;
  to?: string;
  page: number;
}

export const EMPTY_FILTER: StatFilter = {
  search: '',
  periods: STAT_DEFAULT_PERIODS,
  myStats: false,
  myDivision: false,
  page: 1,
};

/** The URL parameters the filter owns. */
export const STAT_FILTER_PARAMS = [
  'interval',
  'sort',
  'search',
  'periods',
  'division',
  'tag',
  'my_stats',
  'my_division',
  'from',
  'to',
  'page',
] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(raw: string | null): number | undefined {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 ? n : undefined;
}

function oneOf<T extends string>(choices: readonly T[], raw: string | null): T | undefined {
  return choices.find((c) => c === raw);
}

const flag = (raw: string | null) => raw === '1' || raw === 'true';
const date = (raw: string | null) => (raw && DATE.test(raw) ? raw : undefined);

/** The filter a URL's search params describe, on top of a screen's defaults. */
export function readStatFilter(params: URLSearchParams, defaults: Partial<StatFilter> = {}): StatFilter {
  const base = { ...EMPTY_FILTER, ...defaults };
  const periods = positiveInt(params.get('periods'));
  const from = date(params.get('from'));
  const to = date(params.get('to'));
  return {
    interval: params.has('interval') ? oneOf(PERIOD_TYPES, params.get('interval')) : base.interval,
    sort: oneOf(SORT_PARAMS, params.get('sort')) ?? base.sort,
    search: params.get('search')?.trim() ?? base.search,
    periods: periods ? Math.min(periods, STAT_MAX_PERIODS) : base.periods,
    division: positiveInt(params.get('division')) ?? base.division,
    tag: params.get('tag')?.trim() || base.tag,
    myStats: params.has('my_stats') ? flag(params.get('my_stats')) : base.myStats,
    myDivision: params.has('my_division') ? flag(params.get('my_division')) : base.myDivision,
    // A range the wrong way round means nothing: keep only its start.
    from,
    to: to && (!from || to >= from) ? to : undefined,
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The search params for a filter; values equal to the screen's defaults are left out. */
export function writeStatFilter(filter: StatFilter, defaults: Partial<StatFilter> = {}): URLSearchParams {
  const base = { ...EMPTY_FILTER, ...defaults };
  const params = new URLSearchParams();
  if (filter.interval !== base.interval) params.set('interval', filter.interval ?? 'ALL');
  if (filter.sort) params.set('sort', filter.sort);
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.periods !== base.periods) params.set('periods', String(filter.periods));
  if (filter.division) params.set('division', String(filter.division));
  if (filter.tag) params.set('tag', filter.tag);
  if (filter.myStats !== base.myStats) params.set('my_stats', filter.myStats ? '1' : '0');
  if (filter.myDivision !== base.myDivision) params.set('my_division', filter.myDivision ? '1' : '0');
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** The API's query parameters for a filter (spec people §4 and §7). */
export function toStatQuery(filter: StatFilter): Record<string, QueryValue> {
  const range = filter.from || filter.to;
  return {
    period_type: filter.interval,
    sort: filter.sort,
    search: filter.search || undefined,
    // A date range replaces the number of periods (list-create-all-paginated takes either).
    periods: range ? undefined : filter.periods,
    stat_value_period_start: filter.from,
    stat_value_period_end: filter.to,
    division: filter.division,
    tag: filter.tag,
    my_stats: filter.myStats || undefined,
    my_division: filter.myDivision || undefined,
    page: filter.page,
  };
}
