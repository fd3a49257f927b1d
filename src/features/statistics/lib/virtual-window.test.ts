// The rows the sheet draws for a scroll position, and the scroll that shows the active row.
import { describe, expect, it } from 'vitest';
import { scrollToRow, visibleRows } from './virtual-window';

describe('visibleRows', () => {
  it('draws the rows in view plus the overscan, within the list, moving in steps', () => {
    expect(visibleRows(0, 360, 36, 500, 4)).toEqual({ start: 0, end: 14 });
    expect(visibleRows(3600, 360, 36, 500, 4)).toEqual({ start: 96, end: 114 });
    // One row further keeps the same window.
    expect(visibleRows(3636, 360, 36, 500, 4)).toEqual({ start: 96, end: 116 });
    expect(visibleRows(3672, 360, 36, 500, 4)).toEqual({ start: 98, end: 116 });
    expect(visibleRows(17_640, 360, 36, 500, 4)).toEqual({ start: 486, end: 500 });
    expect(visibleRows(0, 360, 36, 0)).toEqual({ start: 0, end: 0 });
  });
});

describe('scrollToRow', () => {
  it('scrolls up or down just enough, below a sticky header', () => {
    expect(scrollToRow(5, 360, 360, 36, 40)).toBe(180);
    expect(scrollToRow(12, 0, 360, 36, 40)).toBe(12 * 36 + 36 - 360 + 40);
    expect(scrollToRow(3, 0, 360, 36, 40)).toBeNull();
  });
});
