// GET request/api/tasks-board/: every task, compact, for the Progress Board.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { TaskBoard, TaskBoardQuery } from '../../../../contract/requests';
import { api } from '../../../api/client';

export function getTaskBoardQueryOptions(query: TaskBoardQuery = {}) {
  return queryOptions({
    queryKey: ['tasks', 'board', query],
    queryFn: ({ signal }) => api<TaskBoard>(API_PATHS.tasksBoard, { query: { ...query }, signal }),
  });
}

export function useTaskBoard(query: TaskBoardQuery) {
  return useQuery(getTaskBoardQueryOptions(query));
}
