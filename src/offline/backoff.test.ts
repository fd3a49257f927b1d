// Backoff grows exponentially to its cap, with jitter within [half, full] of the ceiling.
import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_MAX_MS, backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('doubles per attempt between half and all of the ceiling', () => {
    for (const attempts of [1, 2, 3, 6]) {
      const ceiling = BACKOFF_BASE_MS * 2 ** (attempts - 1);
      expect(backoffDelay(attempts, () => 0)).toBe(ceiling / 2);
      expect(backoffDelay(attempts, () => 1)).toBe(ceiling);
    }
  });

  it('never exceeds the cap, however many attempts', () => {
    expect(backoffDelay(50, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(1000, () => 0.5)).toBeLessThanOrEqual(BACKOFF_MAX_MS);
  });

  it('spreads devices apart', () => {
    const delays = new Set(Array.from({ length: 50 }, () => backoffDelay(4)));
    expect(delays.size).toBeGreaterThan(10);
  });
});
