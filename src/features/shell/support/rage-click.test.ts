// Rage clicks: 5 clicks within 1 s on one spot, timed with fake timers, and the prompt the document
// listener sends.
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSupportPrompt, SUPPORT_PROMPT_INTERVAL_MS } from '../../../lib/support';
import { createRageClickDetector } from './rage-click';
import { useRageClick } from './use-rage-click';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T08:00:00Z'));
  vi.spyOn(console, 'info').mockImplementation(() => {});
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

function clickTimes(
  detector: ReturnType<typeof createRageClickDetector>,
  gapsMs: number[],
  at = (_i: number) => ({ x: 100, y: 100 }),
): boolean[] {
  return gapsMs.map((gap, i) => {
    vi.advanceTimersByTime(gap);
    return detector.record(Date.now(), at(i));
  });
}

describe('createRageClickDetector', () => {
  it('fires on the fifth click within one second', () => {
    expect(clickTimes(createRageClickDetector(), [0, 200, 200, 200, 200])).toEqual([false, false, false, false, true]);
  });

  it('does not fire when the clicks spread over more than a second', () => {
    expect(clickTimes(createRageClickDetector(), [0, 300, 300, 300, 300, 300])).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('counts clicks that land near each other, not quick clicks spread over the page', () => {
    const jitter = (i: number) => ({ x: 100 + (i % 2) * 30, y: 100 - (i % 3) * 20 });
    expect(clickTimes(createRageClickDetector(), [0, 100, 100, 100, 100], jitter)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    const acrossAForm = (i: number) => ({ x: 100, y: 100 + i * 60 });
    expect(clickTimes(createRageClickDetector(), [0, 100, 100, 100, 100], acrossAForm)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('starts a new run when a click lands elsewhere', () => {
    const points = [0, 0, 0, 300, 300, 300, 300, 300].map((x) => ({ x, y: 50 }));
    expect(clickTimes(createRageClickDetector(), [0, 50, 50, 50, 50, 50, 50, 50], (i) => points[i]!)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('starts counting again after firing', () => {
    const detector = createRageClickDetector();
    clickTimes(detector, [0, 50, 50, 50, 50]);
    expect(clickTimes(detector, [50, 50, 50, 50])).toEqual([false, false, false, false]);
    expect(clickTimes(detector, [50])).toEqual([true]);
  });
});

describe('useRageClick', () => {
  it('prompts support on a rage click, at most once per 10 minutes', () => {
    const reasons: string[] = [];
    const off = onSupportPrompt((d) => reasons.push(d.reason));
    const { unmount } = renderHook(() => useRageClick());
    const burst = () => {
      for (let i = 0; i < 5; i += 1) {
        document.body.click();
        vi.advanceTimersByTime(100);
      }
    };
    burst();
    expect(reasons).toEqual(['rage-click']);
    vi.advanceTimersByTime(2_000);
    burst();
    expect(reasons).toHaveLength(1);
    vi.advanceTimersByTime(SUPPORT_PROMPT_INTERVAL_MS);
    burst();
    expect(reasons).toHaveLength(2);
    unmount();
    burst();
    expect(reasons).toHaveLength(2);
    off();
  });
});
