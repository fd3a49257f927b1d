// Dragging a card to another column with pointer events, so mouse, pen and touch work alike. The
// drag starts from the card's handle (touch-action: none there, so a finger elsewhere still scrolls
// the board). While dragging, nothing re-renders per pointer move: a frame callback moves the ghost
// with a transform and looks up the column under the finger, and React hears only when that column
// changes; near the board's left or right edge the board scrolls, so a phone can reach every column.
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import type { TaskStatus } from '../../../../contract/requests-constants';

export interface DragState {
  taskId: number;
  title: string;
  /** The column under the pointer, or null outside the board. */
  over: TaskStatus | null;
}

const EDGE_PX = 48;
const SCROLL_STEP_PX = 14;

function columnAt(x: number, y: number): TaskStatus | null {
  const element = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-board-column]');
  return (element?.dataset.boardColumn as TaskStatus | undefined) ?? null;
}

export function useCardDrag(
  scroller: RefObject<HTMLElement | null>,
  ghost: RefObject<HTMLElement | null>,
  onDrop: (taskId: number, status: TaskStatus) => void,
) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const start = useCallback(
    (event: ReactPointerEvent<HTMLElement>, task: { id: number; title: string; status: TaskStatus }) => {
      if (event.button !== 0 || stop.current) return;
      event.preventDefault();
      const card = event.currentTarget.closest<HTMLElement>('[data-task-id]')!.getBoundingClientRect();
      const grab = { x: event.clientX - card.left, y: event.clientY - card.top };
      let pointer = { x: event.clientX, y: event.clientY };
      let over: TaskStatus | null = task.status;
      let frame = 0;
      setDrag({ taskId: task.id, title: task.title, over });

      const paint = () => {
        frame = 0;
        const el = ghost.current;
        if (el) el.style.transform = `translate(${pointer.x - grab.x}px, ${pointer.y - grab.y}px)`;
        const box = scroller.current?.getBoundingClientRect();
        if (box && pointer.x < box.left + EDGE_PX) scroller.current!.scrollLeft -= SCROLL_STEP_PX;
        else if (box && pointer.x > box.right - EDGE_PX) scroller.current!.scrollLeft += SCROLL_STEP_PX;
        const now = columnAt(pointer.x, pointer.y);
        if (now !== over) {
          over = now;
          setDrag((d) => d && { ...d, over: now });
        }
        // Keep edge-scrolling while the finger rests at the edge.
        if (box && (pointer.x < box.left + EDGE_PX || pointer.x > box.right - EDGE_PX))
          frame = requestAnimationFrame(paint);
      };
      const move = (e: PointerEvent) => {
        pointer = { x: e.clientX, y: e.clientY };
        if (!frame) frame = requestAnimationFrame(paint);
      };
      const end = (e: PointerEvent) => {
        const target = e.type === 'pointerup' ? columnAt(e.clientX, e.clientY) : null;
        stop.current?.();
        if (target && target !== task.status) onDrop(task.id, target);
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', end);
      window.addEventListener('pointercancel', end);
      stop.current = () => {
        cancelAnimationFrame(frame);
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', end);
        window.removeEventListener('pointercancel', end);
        stop.current = null;
        setDrag(null);
      };
      requestAnimationFrame(paint);
    },
    [ghost, onDrop, scroller],
  );

  return { drag, start };
}
