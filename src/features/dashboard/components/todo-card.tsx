// The dashboard's to-do card: add, tick, rename and delete, with loading, empty and error states.
// The list is the server's with what waits on this device laid over it (offline/queued-todos.ts):
// to-dos added offline are there at once and after a reload, until the server has them.
import { Badge, Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StaleDataNote } from '../../../ui/stale-data-note';
import type { TodoRow } from '../offline/queued-todos';
import { useTodoList } from '../offline/use-todo-list';
import { TodoForm } from './todo-form';
import { TodoItem } from './todo-item';

function TodoList({ list }: { list: ReturnType<typeof useTodoList> }) {
  const { t } = useTranslation();
  const { query, rows } = list;
  if (!rows || (query.isPending && rows.length === 0)) {
    return (
      <Stack gap="3" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="6" />
        ))}
      </Stack>
    );
  }
  const failed = query.isError && !query.data;
  return (
    <Stack gap="3">
      {failed && (
        <HStack justify="space-between">
          <Text color="fg.muted">{t('dashboard.todos.loadError')}</Text>
          <Button size="xs" variant="outline" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </HStack>
      )}
      {rows.length === 0 && !failed && <Text color="fg.muted">{t('dashboard.todos.empty')}</Text>}
      {rows.length > 0 && (
        <Stack as="ul" gap="0" listStyleType="none" data-testid="todo-list">
          {rows.map((todo: TodoRow) => (
            <TodoItem key={todo.key} todo={todo} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function TodoCard() {
  const { t } = useTranslation();
  const list = useTodoList();
  const open = list.rows?.filter((todo) => !todo.is_completed).length;
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title>{t('dashboard.todos.title')}</Card.Title>
          {open !== undefined && open > 0 && (
            <Badge colorPalette="blue" variant="subtle">
              {t('dashboard.todos.open', { count: open })}
            </Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        <StaleDataNote query={list.query} />
        <TodoForm />
        <TodoList list={list} />
      </Card.Body>
    </Card.Root>
  );
}
