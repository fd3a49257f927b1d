// One stat's values over its periods, with the trend, drawn by uPlot (a small canvas chart; it is
// imported only here, so it travels in the statistics screens' chunk and never in the first load).
// The canvas says nothing to a screen reader: the figure carries a text summary instead (latest
// value and the trend's direction).
import 'uplot/dist/uPlot.min.css';
import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import { trendLine } from '../lib/trend';
import { valueAxisLabel, valueAxisWidth } from '../lib/value-axis';

export interface ChartPoint {
  label: string;
  value: number | null;
}

const VALUE_COLOR = '#3182ce';
const TREND_COLOR = '#dd6b20';

/** The value axis's width for its current labels, measured in the axis's own font. */
function valueAxisSize(plot: uPlot, labels: string[] | null, axisIndex: number): number {
  const axis = plot.axes[axisIndex]!;
  // uPlot keeps the axis font scaled by the device pixel ratio; the canvas measures in device pixels.
  const font = (axis.font as unknown as [string] | undefined)?.[0];
  if (font) plot.ctx.font = font;
  return valueAxisWidth(labels ?? [], (text) => plot.ctx.measureText(text).width / devicePixelRatio);
}

function chartOptions(points: ChartPoint[], width: number, height: number, ink: string, locale: string): uPlot.Options {
  const axis: uPlot.Axis = { stroke: ink, grid: { stroke: 'rgba(128,128,128,0.15)' }, ticks: { show: false } };
  return {
    width,
    height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    // Periods are categories (week of…, March…): the x scale is their index, labelled by name.
    scales: { x: { time: false } },
    axes: [
      {
        ...axis,
        values: (_u, ticks) => ticks.map((i) => (Number.isInteger(i) ? (points[i]?.label ?? '') : '')),
      },
      {
        ...axis,
        values: (_u, ticks) => ticks.map((value) => valueAxisLabel(value, locale)),
        size: valueAxisSize,
      },
    ],
    series: [
      {},
      { label: 'value', stroke: VALUE_COLOR, width: 2, points: { show: true, size: 5 }, spanGaps: true },
      { label: 'trend', stroke: TREND_COLOR, width: 1, dash: [4, 4], points: { show: false } },
    ],
  };
}

export function StatChart({ points, height = 160, label }: { points: ChartPoint[]; height?: number; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  const locale = useTranslation().i18n.language;

  // Built once per set of points; resized, not rebuilt, when its box changes.
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const values = points.map((p) => p.value);
    const data: uPlot.AlignedData = [points.map((_, i) => i), values, trendLine(values)];
    const ink = getComputedStyle(element).color || '#718096';
    const plot = new uPlot(chartOptions(points, element.clientWidth || 300, height, ink, locale), data, element);
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width > 0 && width !== plot.width) plot.setSize({ width, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [points, height, locale]);

  return <Box ref={host} role="img" aria-label={label} color="fg.muted" minH={`${height}px`} w="full" />;
}
