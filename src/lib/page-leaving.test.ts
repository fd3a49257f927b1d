import { describe, expect, it } from 'vitest';
import { onPageLeaving } from './page-leaving';

describe('page leaving', () => {
  it('hands over before keeping, whatever order the listeners came in, and says why', () => {
    const calls: string[] = [];
    const stopKeep = onPageLeaving('keep', (leaving) => calls.push(`keep ${leaving}`));
    const stopHandOver = onPageLeaving('handOver', (leaving) => calls.push(`hand over ${leaving}`));
    window.dispatchEvent(new Event('pagehide'));
    expect(calls).toEqual(['hand over pagehide', 'keep pagehide']);

    calls.length = 0;
    stopHandOver();
    window.dispatchEvent(new Event('pagehide'));
    expect(calls).toEqual(['keep pagehide']);
    stopKeep();
    window.dispatchEvent(new Event('pagehide'));
    expect(calls).toEqual(['keep pagehide']);
  });
});
