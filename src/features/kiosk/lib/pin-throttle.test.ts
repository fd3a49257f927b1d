// The kiosk's wrong-PIN delays: five free, then a growing wait from the last wrong PIN, capped.
import { describe, expect, it } from 'vitest';
import { failed, pinDelaySeconds, pinWaitSeconds } from './pin-throttle';

describe('PIN throttle', () => {
  it('lets five wrong PINs through, then makes each attempt wait longer', () => {
    expect([0, 1, 4].map(pinDelaySeconds)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8].map(pinDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(pinDelaySeconds(40)).toBe(15 * 60);
  });

  it('counts the wait from the last wrong PIN, and never longer than the delay when the clock goes back', () => {
    let state = { failures: 0, lastFailureAt: 0 };
    const t0 = 1_000_000;
    for (let i = 0; i < 5; i++) state = failed(state, t0);
    expect(pinWaitSeconds(state, t0)).toBe(30);
    expect(pinWaitSeconds(state, t0 + 29_001)).toBe(1);
    expect(pinWaitSeconds(state, t0 + 30_000)).toBe(0);
    state = failed(state, t0 + 30_000);
    expect(pinWaitSeconds(state, t0 + 30_000)).toBe(60);
    expect(pinWaitSeconds(state, t0 - 3_600_000)).toBe(60);
  });
});
