import { describe, expect, it } from 'vitest';
import { valueAxisLabel, valueAxisWidth } from './value-axis';

describe('the value axis', () => {
  it('reads plain up to four digits and compact above, in the locale', () => {
    expect(valueAxisLabel(9_999, 'en')).toBe('9,999');
    expect(valueAxisLabel(120_000, 'en')).toBe('120K');
    expect(valueAxisLabel(1_250_000, 'en')).toBe('1.3M');
    expect(valueAxisLabel(-450_000, 'en')).toBe('-450K');
    expect(valueAxisLabel(2_500, 'es')).toBe('2500');
    expect(valueAxisLabel(120_000, 'es')).toMatch(/^120\s?mil$/);
  });

  it('is as wide as its widest label', () => {
    const measure = (text: string) => text.length * 7;
    expect(valueAxisWidth(['0', '50K', '100K'], measure)).toBe(4 * 7 + 12);
    expect(valueAxisWidth(['999,999,999'], measure)).toBeGreaterThan(48);
    expect(valueAxisWidth([], measure)).toBe(12);
  });
});
