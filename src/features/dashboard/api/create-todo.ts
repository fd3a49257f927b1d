// POST account/api/todo/: adds a to-do, shown at once with a temporary id. The Idempotency-Key makes
// a retried request create it once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Todo, TodoInput } from '../../../../contract/company';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useTodosQueryKey } from './get-todos';
import { editTodos, restoreTodos, settleTodos, TODO_MUTATION_KEY, type TodoSnapshot } from './todos-cache';

export function createTodo(input: Pick<TodoInput, 'title'> & Partial<TodoInput>, idempotencyKey: string) {
  return api<Todo>(API_PATHS.todos, { method: 'POST', body: input, idempotencyKey });
}

let temporaryId = 0;

export function useCreateTodo() {
  const queryClient = useQueryClient();
  const key = useTodosQueryKey();
  return useMutation<Todo, Error, { title: string }, TodoSnapshot & { tempId: number }>({
    mutationKey: TODO_MUTATION_KEY,
    mutationFn: ({ title }) => createTodo({ title }, crypto.randomUUID()),
    onMutate: async ({ title }) => {
      const tempId = --temporaryId;
      const draft: Todo = {
        id: tempId,
        title,
        is_completed: false,
        due_date: null,
        created_at: new Date().toISOString(),
      };
      return { ...(await editTodos(queryClient, key, (todos) => [draft, ...todos])), tempId };
    },
    onSuccess: (todo, _input, context) => {
      queryClient.setQueryData<{ results: Todo[] }>(key, (page) =>
        page ? { ...page, results: page.results.map((t) => (t.id === context.tempId ? todo : t)) } : page,
      );
    },
    onError: (_error, _input, context) => restoreTodos(queryClient, key, context),
    onSettled: () => settleTodos(queryClient, key),
  });
}
