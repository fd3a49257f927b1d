// PATCH account/api/todo/{id}/: ticks a to-do done or not done (or renames it), shown at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Todo, TodoPatch } from '../../../../contract/company';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useTodosQueryKey } from './get-todos';
import { editTodos, restoreTodos, settleTodos, TODO_MUTATION_KEY, type TodoSnapshot } from './todos-cache';

export function updateTodo(id: number, patch: TodoPatch): Promise<Todo> {
  return api<Todo>(API_PATHS.todoDetail(id), { method: 'PATCH', body: patch });
}

export function useUpdateTodo() {
  const queryClient = useQueryClient();
  const key = useTodosQueryKey();
  return useMutation<Todo, Error, { id: number; patch: TodoPatch }, TodoSnapshot>({
    mutationKey: TODO_MUTATION_KEY,
    mutationFn: ({ id, patch }) => updateTodo(id, patch),
    onMutate: ({ id, patch }) =>
      editTodos(queryClient, key, (todos) => todos.map((todo) => (todo.id === id ? { ...todo, ...patch } : todo))),
    onError: (_error, _input, context) => restoreTodos(queryClient, key, context),
    onSettled: () => settleTodos(queryClient, key),
  });
}
