// The stat filter round-trips through the URL, drops what a URL cannot mean, and maps to the API's
// parameter names (spec people §4).
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, readStatFilter, toStatQuery, writeStatFilter, type StatFilter } from './stat-filter';

const read = (search: string, defaults?: Partial<StatFilter>) => readStatFilter(new URLSearchParams(search), defaults);

describe('stat filter in the URL', () => {
  it('defaults to 12 periods, page 1 and nothing else', () => {
    expect(read('')).toEqual(EMPTY_FILTER);
    expect(writeStatFilter(EMPTY_FILTER).toString()).toBe('');
  });

  it('round-trips every field', () => {
    const filter: StatFilter = {
      interval: 'MONTHLY',
      sort: '-stat_owner',
      search: 'sales',
      periods: 6,
      division: 3,
      tag: 'north',
      myStats: true,
      myDivision: true,
      from: '2026-01-01',
      to: '2026-03-31',
      page: 2,
    };
    const params = writeStatFilter(filter);
    expect(params.toString()).toBe(
      'interval=MONTHLY&sort=-stat_owner&search=sales&periods=6&division=3&tag=north&my_stats=1&my_division=1&from=2026-01-01&to=2026-03-31&page=2',
    );
    expect(readStatFilter(params)).toEqual(filter);
  });

  it('keeps a screen default out of the URL, and can still choose "all" against it', () => {
    const defaults = { interval: 'WEEKLY' as const };
    expect(read('', defaults).interval).toBe('WEEKLY');
    expect(writeStatFilter(read('', defaults), defaults).toString()).toBe('');
    const all = { ...read('', defaults), interval: undefined };
    const params = writeStatFilter(all, defaults);
    expect(params.get('interval')).toBe('ALL');
    expect(readStatFilter(params, defaults).interval).toBeUndefined();
  });

  it('falls back on values it cannot mean', () => {
    const filter = read('interval=HOURLY&sort=salary&periods=-3&division=abc&page=0&from=yesterday&tag=%20');
    expect(filter).toEqual(EMPTY_FILTER);
    expect(read('periods=100000').periods).toBe(366);
    // A range the wrong way round keeps its start only.
    expect(read('from=2026-05-01&to=2026-04-01')).toMatchObject({ from: '2026-05-01', to: undefined });
  });

  it('maps to the API parameters; a date range replaces the number of periods', () => {
    expect(toStatQuery({ ...EMPTY_FILTER, interval: 'WEEKLY', sort: 'stat_name', myStats: true })).toEqual({
      period_type: 'WEEKLY',
      sort: 'stat_name',
      search: undefined,
      periods: 12,
      stat_value_period_start: undefined,
      stat_value_period_end: undefined,
      division: undefined,
      tag: undefined,
      my_stats: true,
      my_division: undefined,
      page: 1,
    });
    const ranged = toStatQuery({ ...EMPTY_FILTER, from: '2026-01-01', to: '2026-02-01' });
    expect(ranged).toMatchObject({
      periods: undefined,
      stat_value_period_start: '2026-01-01',
      stat_value_period_end: '2026-02-01',
    });
  });
});
