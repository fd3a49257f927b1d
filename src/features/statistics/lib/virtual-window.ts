// Which rows of a long list are drawn: only those in view plus a margin (overscan), so 500 stats
// cost as much as the 20 on screen. Rows have one fixed height, which keeps this arithmetic exact
// and lets the browser place each row without measuring anything.

export interface RowWindow {
  /** First row drawn (inclusive). */
  start: number;
  /** Row after the last one drawn (exclusive). */
  end: number;
}

export function visibleRows(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  rowCount: number,
  overscan = 6,
): RowWindow {
  if (rowCount === 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + viewportHeight) / rowHeight);
  // Edges move in steps of half the overscan (outwards, so the view stays covered): a scroll of a
  // row or two keeps the same window, and the list is not redrawn on every frame.
  const step = Math.max(1, Math.floor(overscan / 2));
  return {
    start: Math.max(0, Math.floor((first - overscan) / step) * step),
    end: Math.min(rowCount, Math.ceil((last + overscan) / step) * step),
  };
}

/** The scrollTop that brings a row fully into view, or null when it already is. */
export function scrollToRow(
  row: number,
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  /** Height covered by sticky headers at the top of the viewport. */
  stickyTop = 0,
): number | null {
  const top = row * rowHeight;
  const bottom = top + rowHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewportHeight - stickyTop) return bottom - viewportHeight + stickyTop;
  return null;
}
