// The "as of" note: shown for data that could not be refreshed (offline, or the last refetch
// failed) and for data older than a few minutes, with the time it was fetched (and the day, when it
// is not today); a screen rendered with old data says so, and says nothing once it is refreshed.
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { asOfTime, isStaleData, OLD_DATA_MS, StaleDataNote, staleReason } from './stale-data-note';

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

describe('staleReason', () => {
  const at = fetched.dataUpdatedAt;
  it('says offline, failed, or old (online, past OLD_DATA_MS), and nothing for fresh data', () => {
    expect(staleReason(fetched, false, at)).toBe('offline');
    expect(staleReason({ ...fetched, isError: true }, true, at)).toBe('failed');
    expect(staleReason(fetched, true, at + OLD_DATA_MS + 1)).toBe('old');
    expect(staleReason(fetched, true, at + OLD_DATA_MS)).toBeNull();
    expect(staleReason({ data: undefined, isError: false, dataUpdatedAt: 0 }, true, at + OLD_DATA_MS * 9)).toBeNull();
  });
});

describe('StaleDataNote', () => {
  it('appears on a screen left open once its data is older than a few minutes, and goes with a refresh', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.parse('2026-03-02T14:02:00'));
    const query = { ...fetched, dataUpdatedAt: Date.now() };
    const { rerender } = renderWithProviders(<StaleDataNote query={query} />);
    expect(screen.queryByTestId('stale-data-note')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(OLD_DATA_MS + 60_000);
    });
    expect(screen.getByTestId('stale-data-note')).toHaveTextContent(
      `Last updated ${asOfTime(query.dataUpdatedAt, 'en')}`,
    );
    rerender(<StaleDataNote query={{ ...query, dataUpdatedAt: Date.now() }} />);
    expect(screen.queryByTestId('stale-data-note')).toBeNull();
  });
});

describe('asOfTime', () => {
  it('shows the time alone today, and the day too on another day', () => {
    const at = fetched.dataUpdatedAt;
    expect(asOfTime(at, 'en-GB', at + 60_000)).toBe('14:02');
    expect(asOfTime(at, 'en-GB', at + 3 * 24 * 60 * 60_000)).toMatch(/2 Mar.*14:02/);
  });
});
