// The writes on tasks: create, edit, delete, and a board move. A move updates every cached board at
// once (the card lands before the server answers) and puts the old boards back if it is refused.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { Task, TaskBoard, TaskCreate, TaskStatus, TaskUpdate } from '../../../../contract/requests';
import { api } from '../../../api/client';
import { getTaskQueryOptions } from './get-task';
import { getTaskBoardQueryOptions } from './get-task-board';
import { getTasksQueryOptions } from './get-tasks';
import { putAnswer } from '../../../api/query-answer';

export const createTask = (body: TaskCreate) =>
  api<Task>(API_PATHS.tasks, { method: 'POST', body, idempotencyKey: crypto.randomUUID() });
export const updateTask = ({ id, ...body }: TaskUpdate & { id: number }) =>
  api<Task>(API_PATHS.taskDetail(id), { method: 'PATCH', body });
export const deleteTask = (id: number) => api<void>(API_PATHS.taskDetail(id), { method: 'DELETE' });

const boardsKey = getTaskBoardQueryOptions().queryKey.slice(0, 2);
const listsKey = getTasksQueryOptions().queryKey.slice(0, 2);

function refreshLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listsKey }),
    queryClient.invalidateQueries({ queryKey: boardsKey }),
  ]);
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTask, onSuccess: () => refreshLists(queryClient) });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: async (task) => {
      await putAnswer(queryClient, getTaskQueryOptions(task.id).queryKey, task);
      return refreshLists(queryClient);
    },
  });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTask, onSuccess: () => refreshLists(queryClient) });
}

/** The board with one task moved to the top of another column. */
export function moveOnBoard(board: TaskBoard, id: number, status: TaskStatus): TaskBoard {
  const top = Math.min(0, ...board.tasks.filter((t) => t.status === status).map((t) => t.position));
  return { ...board, tasks: board.tasks.map((t) => (t.id === id ? { ...t, status, position: top - 1 } : t)) };
}

export function useMoveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: TaskStatus }) => updateTask({ id, status }),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: boardsKey });
      const before = queryClient.getQueriesData<TaskBoard>({ queryKey: boardsKey });
      queryClient.setQueriesData<TaskBoard>(
        { queryKey: boardsKey },
        (board) => board && moveOnBoard(board, id, status),
      );
      return { before };
    },
    onError: (_error, _vars, context) => {
      for (const [key, board] of context?.before ?? []) queryClient.setQueryData(key, board);
    },
    onSuccess: async (task) => {
      // The server's position for the card, without refetching a thousand tasks.
      queryClient.setQueriesData<TaskBoard>(
        { queryKey: boardsKey },
        (board) =>
          board && {
            ...board,
            tasks: board.tasks.map((t) => (t.id === task.id ? { ...t, position: task.position } : t)),
          },
      );
      await putAnswer(queryClient, getTaskQueryOptions(task.id).queryKey, task);
      return queryClient.invalidateQueries({ queryKey: listsKey });
    },
  });
}
