// Period names by period type, never shifted by the device's time zone.
import { describe, expect, it } from 'vitest';
import { formatValue, periodLabel, periodRangeLabel } from './period-label';

describe('period labels', () => {
  it('names a period by its type', () => {
    expect(periodLabel('2026-03-02', 'WEEKLY', 'en')).toBe('Mar 2');
    expect(periodLabel('2026-03-02', 'DAILY', 'en')).toBe('Mar 2');
    expect(periodLabel('2026-03-01', 'MONTHLY', 'en')).toBe('Mar 2026');
    expect(periodLabel('2026-10-01', 'QUARTERLY', 'en')).toBe('Q4 2026');
    expect(periodLabel('2026-01-01', 'YEARLY', 'en')).toBe('2026');
    expect(periodLabel('2026-01-01', 'MONTHLY', 'es')).toMatch(/ene/);
  });

  it('gives the whole range for tooltips and screen readers', () => {
    // ICU puts thin spaces around the dash.
    expect(periodRangeLabel('2026-03-02', '2026-03-08', 'en').replace(/\s/g, ' ')).toBe('Mar 2 – 8, 2026');
    expect(periodRangeLabel('2026-03-02', '2026-03-02', 'en')).toBe('Mar 2, 2026');
  });

  it('formats values with grouping and up to 4 decimals', () => {
    expect(formatValue(1234.56789, 'en')).toBe('1,234.5679');
    expect(formatValue(-3, 'en')).toBe('-3');
  });
});
