// Optimistic edits of the cached to-do list: each mutation changes the list at once, remembers what
// it replaced, puts it back if the server refuses, and refetches when done so the list ends up as
// the server has it.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Todo } from '../../../../contract/company';
import type { Paginated } from '../../../../contract/pagination';

export type TodoPage = Paginated<Todo>;

export interface TodoSnapshot {
  previous: TodoPage | undefined;
}

export async function editTodos(
  queryClient: QueryClient,
  key: QueryKey,
  change: (todos: Todo[]) => Todo[],
): Promise<TodoSnapshot> {
  // A refetch in flight would overwrite the optimistic list with the old one.
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueryData<TodoPage>(key);
  if (previous) {
    const results = change(previous.results);
    queryClient.setQueryData<TodoPage>(key, {
      ...previous,
      results,
      count: previous.count + results.length - previous.results.length,
    });
  }
  return { previous };
}

export function restoreTodos(queryClient: QueryClient, key: QueryKey, snapshot: TodoSnapshot | undefined): void {
  if (snapshot?.previous) queryClient.setQueryData(key, snapshot.previous);
}

/** Temporary ids of to-dos not yet created on the server are negative. */
export const isTemporaryTodo = (todo: Todo) => todo.id < 0;

/** Every to-do mutation carries this key, so the list refetches only after the last one settles. */
export const TODO_MUTATION_KEY = ['todos'] as const;

/**
 * Refetches the list once no other to-do change is in flight: refetching after the first of two
 * quick ticks would show the second one undone until it settled.
 */
export function settleTodos(queryClient: QueryClient, key: QueryKey): Promise<void> | undefined {
  if (queryClient.isMutating({ mutationKey: TODO_MUTATION_KEY }) > 1) return undefined;
  return queryClient.invalidateQueries({ queryKey: key });
}
