// Measures the horizontal menu: the line's width (a ResizeObserver, so a window resize or a sidebar
// change re-fits it) and each entry's width in a hidden copy of the line, then answers how many
// entries fit (fit-count.ts). Without ResizeObserver (old browsers, jsdom) every entry shows.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { fitCount } from './fit-count';

export function useFitCount(
  itemCount: number,
  gap: number,
): { lineRef: RefObject<HTMLDivElement | null>; measureRef: RefObject<HTMLDivElement | null>; count: number } {
  const lineRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(itemCount);
  useLayoutEffect(() => {
    const line = lineRef.current;
    const measure = measureRef.current;
    if (!line || !measure || typeof ResizeObserver === 'undefined') {
      setCount(itemCount);
      return;
    }
    const fit = () => {
      // The measuring copy holds every entry, then the More button last.
      const widths = [...measure.children].map((child) => (child as HTMLElement).offsetWidth);
      const more = widths.pop() ?? 0;
      const style = getComputedStyle(line);
      const available = line.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      setCount(fitCount(widths, available, more, gap));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(line);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [itemCount, gap]);
  return { lineRef, measureRef, count };
}
