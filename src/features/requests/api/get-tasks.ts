// GET request/api/tasks/: one page of tasks with the list's server-side filters.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '../../../../contract/pagination';
import { API_PATHS } from '../../../../contract/paths';
import type { Task, TaskListQuery } from '../../../../contract/requests';
import { api } from '../../../api/client';

export function getTasks(query: TaskListQuery, signal?: AbortSignal): Promise<Paginated<Task>> {
  return api<Paginated<Task>>(API_PATHS.tasks, { query: { ...query }, signal });
}

export function getTasksQueryOptions(query: TaskListQuery = {}) {
  return queryOptions({
    queryKey: ['tasks', 'list', query],
    queryFn: ({ signal }) => getTasks(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTasks(query: TaskListQuery) {
  return useQuery(getTasksQueryOptions(query));
}
