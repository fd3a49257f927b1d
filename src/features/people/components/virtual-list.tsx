// A list that draws only the rows in view (plus a few either side), so 10,000 employees scroll as
// smoothly as 10. Rows have one fixed height; the list scrolls inside its own box, and says when the
// user nears the end so the next page can load. The drawn window moves in steps of `overscan` rows,
// so scrolling a row or two draws nothing new.
import { Box, type SystemStyleObject } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function VirtualList<T>({
  items,
  rowHeight,
  height,
  overscan = 10,
  renderRow,
  getKey,
  onEndReached,
  label,
  total,
  css,
}: {
  items: readonly T[];
  rowHeight: number;
  /** CSS height of the scrolling box. */
  height: string;
  overscan?: number;
  renderRow: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string | number;
  onEndReached?: () => void;
  label: string;
  /** How many items there are in all (announced to assistive technology), when more load later. */
  total?: number;
  /** Styles for the rows, given once here rather than to each row (see employee-row.tsx). */
  css?: SystemStyleObject;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 800 });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setView((current) => {
        const top = Math.floor(element.scrollTop / (rowHeight * overscan)) * rowHeight * overscan;
        const next = { top, height: element.clientHeight };
        return current.top === next.top && current.height === next.height ? current : next;
      });
      if (element.scrollTop + element.clientHeight > element.scrollHeight - rowHeight * overscan * 2) onEndReached?.();
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onScroll);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [rowHeight, overscan, onEndReached, items.length]);

  const first = Math.max(0, Math.floor(view.top / rowHeight) - overscan);
  const last = Math.min(items.length, Math.ceil((view.top + view.height) / rowHeight) + overscan * 2);
  const rows: ReactNode[] = [];
  for (let i = first; i < last; i++) {
    const item = items[i]!;
    // A plain element: rows mount and unmount all through a scroll, so they carry no styled component.
    rows.push(
      <div
        key={getKey(item)}
        role="listitem"
        aria-setsize={total ?? items.length}
        aria-posinset={i + 1}
        style={{ position: 'absolute', left: 0, right: 0, top: i * rowHeight, height: rowHeight }}
      >
        {renderRow(item, i)}
      </div>,
    );
  }
  return (
    <Box
      ref={box}
      height={height}
      overflowY="auto"
      position="relative"
      role="list"
      aria-label={label}
      tabIndex={0}
      css={css}
    >
      <div style={{ position: 'relative', height: items.length * rowHeight }}>{rows}</div>
    </Box>
  );
}
