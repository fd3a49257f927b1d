// One to-do: a checkbox that ticks it done, its title, and delete (after confirming). Actions wait
// while the to-do is still being created (it has no server id yet).
import { Checkbox, HStack, IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Todo } from '../../../../contract/company';
import { useDeleteTodo } from '../api/delete-todo';
import { isTemporaryTodo } from '../api/todos-cache';
import { useUpdateTodo } from '../api/update-todo';
import { Icon } from '../../../ui/icons';
import { notifyMutationError } from './mutation-error';

// The dialog loads on the first delete: most visits to the dashboard never need it.
const DeleteTodoDialog = lazy(() => import('./delete-todo-dialog').then((m) => ({ default: m.DeleteTodoDialog })));

export function TodoItem({ todo }: { todo: Todo }) {
  const { t } = useTranslation();
  const update = useUpdateTodo();
  const remove = useDeleteTodo();
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const pending = isTemporaryTodo(todo);
  const onError = (error: unknown) => notifyMutationError(error, t);

  return (
    <HStack
      as="li"
      gap="3"
      py="2"
      px="1"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      opacity={pending ? 0.6 : 1}
    >
      <Checkbox.Root
        flex="1"
        minW="0"
        checked={todo.is_completed}
        disabled={pending}
        onCheckedChange={(details) =>
          update.mutate({ id: todo.id, patch: { is_completed: details.checked === true } }, { onError })
        }
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label
          textDecoration={todo.is_completed ? 'line-through' : undefined}
          color={todo.is_completed ? 'fg.muted' : undefined}
          wordBreak="break-word"
        >
          {todo.title}
        </Checkbox.Label>
      </Checkbox.Root>
      <IconButton
        size="xs"
        variant="ghost"
        colorPalette="red"
        disabled={pending}
        aria-label={t('dashboard.todos.delete', { title: todo.title })}
        onClick={() => setConfirming(true)}
      >
        <Icon name="trash" size={14} />
      </IconButton>
      {confirming !== null && (
        <Suspense fallback={null}>
          <DeleteTodoDialog
            title={todo.title}
            open={confirming}
            onOpenChange={setConfirming}
            onConfirm={() => remove.mutate(todo.id, { onError })}
          />
        </Suspense>
      )}
    </HStack>
  );
}
