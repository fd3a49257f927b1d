// Rage-click detection (spec shell §4, §9): 5 clicks within 1 s mean the user is stuck, and the
// support panel is offered (under the shared 10-minute prompt limit). The clicks must land on one
// spot, as a rage click does (a control that does not answer, hit again and again): five quick
// clicks spread over a form are someone working fast, not someone stuck.

export const RAGE_CLICK_COUNT = 5;
export const RAGE_CLICK_WINDOW_MS = 1_000;
/** How far apart (CSS pixels, either way) clicks of one rage click may land. */
export const RAGE_CLICK_RADIUS_PX = 40;

export interface ClickPoint {
  x: number;
  y: number;
}

export interface RageClickDetector {
  /** Records a click at `at` (ms) and where it landed; true when it completes a rage click. */
  record(at: number, point?: ClickPoint): boolean;
}

const ORIGIN: ClickPoint = { x: 0, y: 0 };

export function createRageClickDetector(
  count = RAGE_CLICK_COUNT,
  windowMs = RAGE_CLICK_WINDOW_MS,
  radiusPx = RAGE_CLICK_RADIUS_PX,
): RageClickDetector {
  let clicks: { at: number; point: ClickPoint }[] = [];
  const near = (a: ClickPoint, b: ClickPoint) => Math.abs(a.x - b.x) <= radiusPx && Math.abs(a.y - b.y) <= radiusPx;
  return {
    record(at, point = ORIGIN) {
      // A click elsewhere starts a new run: only the clicks on this spot within the window count.
      clicks = [...clicks.filter((c) => at - c.at <= windowMs && c.at <= at && near(c.point, point)), { at, point }];
      if (clicks.length < count) return false;
      // Start over, so a sixth click right after does not count as a second rage click.
      clicks = [];
      return true;
    },
  };
}
