// The chart's value axis: labels in the reader's locale, compact past four digits ("120K", "1.2M"),
// and an axis as wide as its longest label, so six- and seven-digit stats are not cut off at the
// canvas edge (a fixed 48 px fitted four digits).

/** How a tick value reads on the axis: plain up to 9,999, compact above. */
export function valueAxisLabel(value: number, locale: string): string {
  const compact = Math.abs(value) >= 10_000;
  return new Intl.NumberFormat(locale, compact ? { notation: 'compact', maximumFractionDigits: 1 } : {}).format(value);
}

/** Space between the labels and the plot, and the canvas edge, in CSS pixels. */
const AXIS_PADDING = 12;

/** The axis width that fits the widest of `labels`, measured by `measure` (CSS pixels). */
export function valueAxisWidth(labels: readonly string[], measure: (text: string) => number): number {
  const widest = labels.reduce((max, label) => Math.max(max, measure(label)), 0);
  return Math.ceil(widest + AXIS_PADDING);
}
