// One to-do: a checkbox that ticks it done, its text (a tap opens it for editing), whether it waits
// on this device or was refused, and delete (after confirming). Works the same for a to-do added
// offline and not on the server yet: its changes wait behind its creation in the outbox.
import { Checkbox, chakra, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Icon } from '../../../ui/icons';
import { notify } from '../../../ui/toaster';
import type { TodoRow } from '../offline/queued-todos';
import { todoActions } from '../offline/use-todo-list';
import { TodoTitleEditor } from './todo-title-editor';

// The dialog loads on the first delete: most visits to the dashboard never need it.
const DeleteTodoDialog = lazy(() => import('./delete-todo-dialog').then((m) => ({ default: m.DeleteTodoDialog })));

export function TodoItem({ todo }: { todo: TodoRow }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const [editing, setEditing] = useState(false);
  // Storage full or signed out: the change is not saved anywhere, say so plainly.
  const run = (action: Promise<void>) =>
    action.catch((error: unknown) =>
      notify('error', t('dashboard.todos.saveFailed', { reason: error instanceof Error ? error.message : '' })),
    );

  return (
    <HStack as="li" gap="2" py="1" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} align="center">
      <Checkbox.Root
        minW="11"
        minH="11"
        justifyContent="center"
        checked={todo.is_completed}
        onCheckedChange={(details) => void run(todoActions.tick(todo.ref, details.checked === true))}
      >
        {/* Named by the to-do's text, which is shown once, beside it (the button that edits it). */}
        <Checkbox.HiddenInput aria-label={todo.title} />
        <Checkbox.Control />
      </Checkbox.Root>
      {editing ? (
        <TodoTitleEditor
          title={todo.title}
          onSave={(title) => void run(todoActions.rename(todo.ref, title))}
          onClose={() => setEditing(false)}
        />
      ) : (
        <Stack gap="0" flex="1" minW="0">
          <chakra.button
            type="button"
            textAlign="start"
            minH="11"
            px="1"
            rounded="sm"
            cursor="text"
            wordBreak="break-word"
            textDecoration={todo.is_completed ? 'line-through' : undefined}
            color={todo.is_completed ? 'fg.muted' : undefined}
            _hover={{ bg: 'bg.muted' }}
            aria-label={t('dashboard.todos.edit', { title: todo.title })}
            onClick={() => setEditing(true)}
          >
            {todo.title}
          </chakra.button>
          {todo.problem !== null ? (
            <Text fontSize="xs" color="red.fg" px="1" data-testid="todo-problem">
              {t('dashboard.todos.refused', { message: todo.problem })}{' '}
              <Link asChild colorPalette="blue">
                <RouterLink to="/account/pending-changes/">{t('sync.viewLink')}</RouterLink>
              </Link>
            </Text>
          ) : (
            todo.waiting && (
              <HStack gap="1" fontSize="xs" color="fg.muted" px="1" data-testid="todo-waiting">
                <Icon name="cloud" size={12} />
                <Text>{t('dashboard.todos.waiting')}</Text>
              </HStack>
            )
          )}
        </Stack>
      )}
      {!editing && (
        <IconButton
          minW="11"
          minH="11"
          variant="ghost"
          colorPalette="red"
          aria-label={t('dashboard.todos.delete', { title: todo.title })}
          onClick={() => setConfirming(true)}
        >
          <Icon name="trash" size={16} />
        </IconButton>
      )}
      {confirming !== null && (
        <Suspense fallback={null}>
          <DeleteTodoDialog
            title={todo.title}
            open={confirming}
            onOpenChange={setConfirming}
            onConfirm={() => void run(todoActions.remove(todo.ref))}
          />
        </Suspense>
      )}
    </HStack>
  );
}
