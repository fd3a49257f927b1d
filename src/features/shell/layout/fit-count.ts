// How many of the horizontal menu's entries fit on its one line (issue 21: at 1280 px half the menu
// hid in a strip that scrolled sideways with no cue). The rest go into a "More" menu, whose button
// needs room of its own only when something overflows. Pure, so it is tested without a layout engine.

/**
 * `widths`: each entry's width in order; `available`: the line's inner width; `moreWidth`: the More
 * button's; `gap`: the space between neighbours. Answers how many entries to show (at least none).
 */
export function fitCount(widths: number[], available: number, moreWidth: number, gap: number): number {
  const total = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(widths.length - 1, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}
