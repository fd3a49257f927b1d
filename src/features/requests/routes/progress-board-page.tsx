// /request/tasks-kanban, the Progress Board: every task in its status column (only mine, or a title
// search, on the server). A refused move is undone on the board and said in a toast.
import { Alert, Button, Checkbox, HStack, Heading, Input, Stack } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { TaskStatus } from '../../../../contract/requests-constants';
import { TASK_BOARD_MAX } from '../../../../contract/requests-constants';
import { errorMessages } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useTaskBoard } from '../api/get-task-board';
import { useMoveTask } from '../api/task-actions';
import { ProgressBoard } from '../board/progress-board';
import { ListStates } from '../components/list-states';
import { StaleDataNote } from '../../../ui/stale-data-note';
import { useSearchState } from '../../../lib/use-search-state';

const today = () => new Date().toLocaleDateString('sv');

export function ProgressBoardPage() {
  const { t } = useTranslation();
  const { values, set } = useSearchState(['mine', 'search'] as const);
  const board = useTaskBoard({ assignee: values.mine ? 'me' : undefined, search: values.search || undefined });
  // mutate is stable across renders, so the board's cards do not re-render when the page does.
  const { mutate } = useMoveTask();
  const onMove = useCallback(
    (id: number, status: TaskStatus) =>
      mutate(
        { id, status },
        {
          onError: (error) =>
            notify('error', t('requests.board.moveFailed', { message: error.message || errorMessages(error)[0] })),
        },
      ),
    [mutate, t],
  );

  return (
    <Stack gap="3">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('requests.board.title')}
        </Heading>
        <Button asChild colorPalette="blue" size="sm">
          <RouterLink to="/tasks/create/">{t('requests.tasks.create')}</RouterLink>
        </Button>
      </HStack>
      <HStack gap="4" flexWrap="wrap">
        <Checkbox.Root
          checked={values.mine === '1'}
          onCheckedChange={(d) => set({ mine: d.checked === true ? '1' : '' })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('requests.board.mine')}</Checkbox.Label>
        </Checkbox.Root>
        <Input
          type="search"
          size="sm"
          maxW="xs"
          aria-label={t('requests.board.search')}
          placeholder={t('requests.board.search')}
          defaultValue={values.search}
          onChange={(e) => set({ search: e.currentTarget.value })}
        />
      </HStack>
      {board.data?.truncated && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('requests.board.truncated', { count: TASK_BOARD_MAX })}</Alert.Title>
        </Alert.Root>
      )}
      <StaleDataNote query={board} />
      <ListStates
        loading={board.isPending}
        error={board.isError && board.data === undefined}
        empty={false}
        errorText={t('requests.tasks.loadError')}
        emptyText=""
      >
        {board.data && (
          <ProgressBoard tasks={board.data.tasks} staff={board.data.staff} today={today()} onMove={onMove} />
        )}
      </ListStates>
    </Stack>
  );
}
