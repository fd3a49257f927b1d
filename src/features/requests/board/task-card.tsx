// One card of the Progress Board: the task's title (a link to its details), due date and assignees,
// a drag handle, and a "Move to" list for moving without dragging. The card itself takes focus:
// ← and → move it to the next column, ↑ and ↓ go to the card above or below (see progress-board).
import { Box, chakra, HStack, Link, Text } from '@chakra-ui/react';
import { memo, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { BoardTask } from '../../../../contract/requests';
import { TASK_STATUSES, type TaskStatus } from '../../../../contract/requests-constants';

export const CARD_HEIGHT = 104;

interface Props {
  task: BoardTask;
  top: number;
  names: string;
  overdue: boolean;
  dragging: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, task: BoardTask) => void;
  onDragStart: (event: PointerEvent<HTMLElement>, task: BoardTask) => void;
  onMove: (task: BoardTask, status: TaskStatus) => void;
}

const Select = chakra('select');

export const TaskCard = memo(function TaskCard({
  task,
  top,
  names,
  overdue,
  dragging,
  onKeyDown,
  onDragStart,
  onMove,
}: Props) {
  const { t } = useTranslation();
  const status = t(`requests.tasks.status.${task.status}`);
  return (
    <Box
      data-task-id={task.id}
      role="group"
      tabIndex={0}
      aria-label={t('requests.board.cardLabel', { title: task.title, status })}
      aria-describedby="board-keyboard-help"
      aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown"
      onKeyDown={(e) => onKeyDown(e, task)}
      position="absolute"
      insetX="2"
      // Inline, not a style prop: each distinct offset would add a CSS rule, and a new rule makes the
      // browser restyle the whole page (measured: a 100 ms frame when a drop shifts the cards).
      style={{ top }}
      height={`${CARD_HEIGHT - 8}px`}
      p="2"
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      shadow="xs"
      opacity={dragging ? 0.4 : 1}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
      display="flex"
      flexDirection="column"
      gap="1"
    >
      <HStack gap="1" align="start">
        <chakra.button
          type="button"
          aria-label={t('requests.board.dragHandle', { title: task.title })}
          onPointerDown={(e) => onDragStart(e, task)}
          cursor="grab"
          touchAction="none"
          px="1"
          minW="6"
          minH="6"
          color="fg.muted"
          tabIndex={-1}
        >
          ⠿
        </chakra.button>
        <Link asChild fontWeight="medium" fontSize="sm" lineClamp={2} flex="1">
          <RouterLink to={`/tasks/details/${task.id}`} tabIndex={-1}>
            {task.title}
          </RouterLink>
        </Link>
      </HStack>
      <HStack justify="space-between" gap="2" mt="auto">
        <Text fontSize="xs" color={overdue ? 'red.fg' : 'fg.muted'} truncate>
          {task.due_date ? t('requests.tasks.due', { date: task.due_date }) : names || '\u00a0'}
        </Text>
        <Select
          aria-label={t('requests.board.moveTo', { title: task.title })}
          value={task.status}
          onChange={(e) => onMove(task, e.currentTarget.value as TaskStatus)}
          fontSize="xs"
          borderWidth="1px"
          borderRadius="sm"
          px="1"
          minH="6"
          bg="bg"
        >
          {TASK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`requests.tasks.status.${s}`)}
            </option>
          ))}
        </Select>
      </HStack>
      {task.due_date && names && (
        <Text fontSize="xs" color="fg.muted" truncate>
          {names}
        </Text>
      )}
    </Box>
  );
});
