// The Progress Board (/request/tasks-kanban): tasks in one column per status, moved by dragging a
// card's handle (mouse, pen or finger), by its "Move to" list, or from the keyboard: with a card
// focused, ← and → move it one column, ↑ and ↓ go to the neighbouring card, Enter opens it. Focus
// follows a moved card, and a live region says where it went. On a phone the columns sit side by
// side in a horizontal scroller that snaps to each column.
import { Box, chakra, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BoardTask, StaffRef } from '../../../../contract/requests';
import { TASK_STATUSES, type TaskStatus } from '../../../../contract/requests-constants';
import { BoardColumn } from './board-column';
import { groupColumns, neighbourColumn } from './board-model';
import { useCardDrag } from './use-card-drag';

interface Props {
  tasks: BoardTask[];
  staff: StaffRef[];
  onMove: (taskId: number, status: TaskStatus) => void;
  /** 'YYYY-MM-DD', for overdue dates. */
  today: string;
}

export function ProgressBoard({ tasks, staff, onMove, today }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useMemo(() => groupColumns(tasks), [tasks]);
  const names = useMemo(() => new Map(staff.map((s) => [s.id, s.name])), [staff]);
  const namesOf = useCallback((task: BoardTask) => task.assignees.map((id) => names.get(id) ?? '').join(', '), [names]);
  const [focusId, setFocusId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const ghost = useRef<HTMLDivElement>(null);

  const move = useCallback(
    (task: Pick<BoardTask, 'id' | 'title'>, status: TaskStatus) => {
      onMove(task.id, status);
      setFocusId(task.id);
      setAnnouncement(t('requests.board.moved', { title: task.title, status: t(`requests.tasks.status.${status}`) }));
    },
    [onMove, t],
  );
  const dropped = useCallback(
    (taskId: number, status: TaskStatus) => {
      const task = tasks.find((x) => x.id === taskId);
      if (task) move(task, status);
    },
    [move, tasks],
  );
  const { drag, start } = useCardDrag(scroller, ghost, dropped);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, task: BoardTask) => {
      // Keys typed in the card's own controls (the "Move to" list) are theirs.
      if (event.target !== event.currentTarget) return;
      const column = columns[task.status];
      const index = column.findIndex((x) => x.id === task.id);
      const go = (next: BoardTask | undefined) => next && setFocusId(next.id);
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        const to = neighbourColumn(task.status, event.key === 'ArrowLeft' ? -1 : 1);
        if (to) move(task, to);
      } else if (event.key === 'ArrowUp') go(column[index - 1]);
      else if (event.key === 'ArrowDown') go(column[index + 1]);
      else if (event.key === 'Home') go(column[0]);
      else if (event.key === 'End') go(column.at(-1));
      else if (event.key === 'Enter') void navigate(`/tasks/details/${task.id}`);
      else return;
      event.preventDefault();
    },
    [columns, move, navigate],
  );
  const onSelectMove = useCallback((task: BoardTask, status: TaskStatus) => move(task, status), [move]);

  return (
    <Box>
      <Text id="board-keyboard-help" fontSize="sm" color="fg.muted" mb="2">
        {t('requests.board.help')}
      </Text>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      <HStack
        ref={scroller}
        align="stretch"
        gap="3"
        overflowX="auto"
        scrollSnapType="x mandatory"
        height={{ base: 'calc(100dvh - 13rem)', md: 'calc(100dvh - 11rem)' }}
        minH="20rem"
        pb="2"
        data-testid="progress-board"
      >
        {TASK_STATUSES.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            tasks={columns[status]}
            today={today}
            namesOf={namesOf}
            focusId={focusId}
            dropTarget={drag?.over === status && status !== tasks.find((x) => x.id === drag.taskId)?.status}
            draggingId={drag?.taskId ?? null}
            onKeyDown={onKeyDown}
            onDragStart={start}
            onMove={onSelectMove}
          />
        ))}
      </HStack>
      {drag && (
        <chakra.div
          ref={ghost}
          aria-hidden
          position="fixed"
          top="0"
          left="0"
          zIndex="overlay"
          pointerEvents="none"
          width="16rem"
          p="2"
          bg="bg"
          borderWidth="1px"
          borderRadius="md"
          shadow="lg"
          fontSize="sm"
          fontWeight="medium"
          willChange="transform"
        >
          {drag.title}
        </chakra.div>
      )}
    </Box>
  );
}
