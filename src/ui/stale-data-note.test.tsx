// The "as of" note: shown only for data that could not be refreshed (offline, or the last refetch
// failed), with the time it was fetched (and the day, when it is not today).
import { describe, expect, it } from 'vitest';
import { asOfTime, isStaleData } from './stale-data-note';

const fetched = { data: { any: 'thing' }, isError: false, dataUpdatedAt: Date.parse('2026-03-02T14:02:00') };

describe('isStaleData', () => {
  it('is stale offline, or online when the last refetch failed', () => {
    expect(isStaleData(fetched, false)).toBe(true);
    expect(isStaleData({ ...fetched, isError: true }, true)).toBe(true);
    expect(isStaleData(fetched, true)).toBe(false);
  });

  it('is never stale without data', () => {
    expect(isStaleData({ data: undefined, isError: true, dataUpdatedAt: 0 }, false)).toBe(false);
  });
});

describe('asOfTime', () => {
  it('shows the time alone today, and the day too on another day', () => {
    const at = fetched.dataUpdatedAt;
    expect(asOfTime(at, 'en-GB', at + 60_000)).toBe('14:02');
    expect(asOfTime(at, 'en-GB', at + 3 * 24 * 60 * 60_000)).toMatch(/2 Mar.*14:02/);
  });
});
