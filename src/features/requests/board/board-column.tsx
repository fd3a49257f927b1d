// One status column of the Progress Board. Only the cards in view (and a few around them) are in
// the DOM, each at its own offset, so a column of a thousand tasks costs what twenty do. When the
// board asks for a card to be focused, the column scrolls it into its window first.
import { Badge, Box, Heading, HStack } from '@chakra-ui/react';
import { memo, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardTask } from '../../../../contract/requests';
import type { TaskStatus } from '../../../../contract/requests-constants';
import { cardWindow } from './board-model';
import { CARD_HEIGHT, TaskCard } from './task-card';

interface Props {
  status: TaskStatus;
  tasks: BoardTask[];
  today: string;
  namesOf: (task: BoardTask) => string;
  focusId: number | null;
  /** The column under a dragged card. */
  dropTarget: boolean;
  draggingId: number | null;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, task: BoardTask) => void;
  onDragStart: (event: PointerEvent<HTMLElement>, task: BoardTask) => void;
  onMove: (task: BoardTask, status: TaskStatus) => void;
}

export const BoardColumn = memo(function BoardColumn({
  status,
  tasks,
  today,
  namesOf,
  focusId,
  dropTarget,
  draggingId,
  ...handlers
}: Props) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 640 });
  const focusIndex = focusId === null ? -1 : tasks.findIndex((task) => task.id === focusId);

  // Bring the card to focus into the drawn window, then focus it once it is drawn.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || focusIndex < 0) return;
    const top = focusIndex * CARD_HEIGHT;
    if (top < el.scrollTop || top + CARD_HEIGHT > el.scrollTop + el.clientHeight) {
      el.scrollTop = Math.max(0, top - CARD_HEIGHT);
    }
    const card = el.querySelector<HTMLElement>(`[data-task-id="${focusId}"]`);
    if (card && document.activeElement !== card) card.focus();
    else if (!card) setView({ top: el.scrollTop, height: el.clientHeight });
  }, [focusId, focusIndex, view]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) setView({ top: el.scrollTop, height: el.clientHeight });
  }, []);

  const { from, to } = cardWindow(view.top, view.height, CARD_HEIGHT, tasks.length);
  const headingId = `board-column-${status}`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-board-column={status}
      flex={{ base: '0 0 85%', sm: '0 0 18rem', lg: '1 1 0' }}
      minW="0"
      scrollSnapAlign="start"
      display="flex"
      flexDirection="column"
      bg={dropTarget ? 'blue.subtle' : 'bg.muted'}
      borderRadius="lg"
      borderWidth="2px"
      borderColor={dropTarget ? 'blue.solid' : 'transparent'}
    >
      <HStack justify="space-between" px="3" py="2">
        <Heading as="h2" size="sm" id={headingId}>
          {t(`requests.tasks.status.${status}`)}
        </Heading>
        <Badge variant="subtle">{tasks.length}</Badge>
      </HStack>
      <Box
        ref={scroller}
        overflowY="auto"
        flex="1"
        onScroll={(e) => setView({ top: e.currentTarget.scrollTop, height: e.currentTarget.clientHeight })}
      >
        <Box position="relative" style={{ height: tasks.length * CARD_HEIGHT }}>
          {tasks.slice(from, to).map((task, i) => (
            <TaskCard
              key={task.id}
              task={task}
              top={(from + i) * CARD_HEIGHT}
              names={namesOf(task)}
              overdue={task.status !== 'done' && task.due_date !== null && task.due_date < today}
              dragging={task.id === draggingId}
              {...handlers}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
});
