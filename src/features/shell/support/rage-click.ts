// Rage-click detection (spec shell §4, §9): 5 clicks within 1 s anywhere on the page mean the user is
// stuck, and the support panel is offered (under the shared 10-minute prompt limit).

export const RAGE_CLICK_COUNT = 5;
export const RAGE_CLICK_WINDOW_MS = 1_000;

export interface RageClickDetector {
  /** Records a click at `at` (ms); true when it completes a rage click. */
  record(at: number): boolean;
}

export function createRageClickDetector(count = RAGE_CLICK_COUNT, windowMs = RAGE_CLICK_WINDOW_MS): RageClickDetector {
  let clicks: number[] = [];
  return {
    record(at) {
      clicks = [...clicks.filter((t) => at - t <= windowMs && t <= at), at];
      if (clicks.length < count) return false;
      // Start over, so a sixth click right after does not count as a second rage click.
      clicks = [];
      return true;
    },
  };
}
