import { describe, expect, it } from 'vitest';
import { stepFromUrl, stepsFor } from './onboarding-step';

describe('onboarding steps', () => {
  it('open the plan step from the plan gate, or an app-deal company’s last step, never "all done"', () => {
    expect(stepFromUrl('2', stepsFor(false).length)).toBe(2);
    expect(stepFromUrl('2', stepsFor(true).length)).toBe(1);
    expect(stepFromUrl('9', stepsFor(true).length)).toBe(1);
    expect(stepFromUrl('0', stepsFor(true).length)).toBe(0);
    expect(stepFromUrl(null, 3)).toBeNull();
    expect(stepFromUrl('x', 3)).toBeNull();
  });
});
