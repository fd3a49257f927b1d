// GET request/api/tasks/: one page of tasks with the list's server-side filters.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '../../../../contract/pagination';
import { API_PATHS } from '../../../../contract/paths';
import type { Task, TaskListQuery } from '../../../../contract/requests';
import type { TaskSort, TaskStatus } from '../../../../contract/requests-constants';
import { api } from '../../../api/client';

/** The task list's filters as its URL holds them ('' when not set). */
export interface TaskListFilters {
  status?: string;
  assignee?: string;
  overdue?: string;
  search?: string;
  sort?: string;
}

/**
 * The task list's query for its filters and page: the screen and the offline working set (src/app)
 * build it here, so a list fetched in the background is the very query the screen reads.
 */
export function taskListQuery(filters: TaskListFilters = {}, page = 1): TaskListQuery {
  return {
    status: (filters.status || undefined) as TaskStatus | undefined,
    assignee: filters.assignee === 'me' ? 'me' : undefined,
    overdue: filters.overdue === 'true' ? 'true' : undefined,
    search: filters.search || undefined,
    sort: (filters.sort || undefined) as TaskSort | undefined,
    page,
  };
}

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
