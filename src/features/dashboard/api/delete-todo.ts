// DELETE account/api/todo/{id}/: removes a to-do (after the user confirmed), shown at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { NotFoundApiError } from '../../../api/errors';
import { useTodosQueryKey } from './get-todos';
import { editTodos, restoreTodos, settleTodos, TODO_MUTATION_KEY, type TodoSnapshot } from './todos-cache';

export async function deleteTodo(id: number): Promise<void> {
  try {
    await api(API_PATHS.todoDetail(id), { method: 'DELETE' });
  } catch (error) {
    // Already gone (deleted in another tab): the user's intent holds.
    if (!(error instanceof NotFoundApiError)) throw error;
  }
}

export function useDeleteTodo() {
  const queryClient = useQueryClient();
  const key = useTodosQueryKey();
  return useMutation<void, Error, number, TodoSnapshot>({
    mutationKey: TODO_MUTATION_KEY,
    mutationFn: deleteTodo,
    onMutate: (id) => editTodos(queryClient, key, (todos) => todos.filter((todo) => todo.id !== id)),
    onError: (_error, _id, context) => restoreTodos(queryClient, key, context),
    onSettled: () => settleTodos(queryClient, key),
  });
}
