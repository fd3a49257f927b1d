import { describe, expect, it } from 'vitest';
import { fitCount } from './fit-count';

describe('fitCount', () => {
  it('shows every entry when all fit, without room for More', () => {
    expect(fitCount([100, 100, 100], 308, 80, 4)).toBe(3);
  });

  it('keeps room for the More button once something overflows', () => {
    // 100+4+100+4+100 = 308 > 300: More (80) + 4 + 100 + 4 + 100 = 288 fits two.
    expect(fitCount([100, 100, 100], 300, 80, 4)).toBe(2);
    expect(fitCount([100, 100, 100], 190, 80, 4)).toBe(1);
    expect(fitCount([100, 100, 100], 100, 80, 4)).toBe(0);
  });

  it('shows nothing to measure as nothing', () => {
    expect(fitCount([], 0, 80, 4)).toBe(0);
  });
});
