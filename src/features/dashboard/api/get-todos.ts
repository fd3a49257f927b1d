// GET account/api/todo/: the signed-in staff member's own to-dos (first page of up to 200; a to-do
// list longer than that is not a to-do list any more).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Todo } from '../../../../contract/company';
import type { Paginated } from '../../../../contract/pagination';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useSession } from '../../../api/session';

export const TODO_PAGE_SIZE = 200;

export function getTodos(signal?: AbortSignal): Promise<Paginated<Todo>> {
  return api<Paginated<Todo>>(API_PATHS.todos, { signal, query: { page_size: TODO_PAGE_SIZE } });
}

export function getTodosQueryOptions(userId: number | undefined, companyId: number | undefined) {
  return queryOptions({
    queryKey: ['todos', userId, companyId],
    queryFn: ({ signal }) => getTodos(signal),
    enabled: userId !== undefined,
  });
}

export function useTodosQueryKey() {
  const session = useSession();
  return getTodosQueryOptions(session?.userId, session?.companyId).queryKey;
}

export function useTodos() {
  const session = useSession();
  return useQuery(getTodosQueryOptions(session?.userId, session?.companyId));
}
