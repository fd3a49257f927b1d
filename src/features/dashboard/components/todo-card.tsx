// The dashboard's to-do card: add, tick and delete, with loading, empty and error states.
import { Badge, Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StaleDataNote } from '../../../ui/stale-data-note';
import { useTodos } from '../api/get-todos';
import { TodoForm } from './todo-form';
import { TodoItem } from './todo-item';

function TodoList() {
  const { t } = useTranslation();
  const todos = useTodos();
  if (todos.isPending) {
    return (
      <Stack gap="3" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="6" />
        ))}
      </Stack>
    );
  }
  if (todos.isError && !todos.data) {
    return (
      <HStack justify="space-between">
        <Text color="fg.muted">{t('dashboard.todos.loadError')}</Text>
        <Button size="xs" variant="outline" onClick={() => void todos.refetch()}>
          {t('common.retry')}
        </Button>
      </HStack>
    );
  }
  const list = [...todos.data.results].sort((a, b) => Number(a.is_completed) - Number(b.is_completed));
  if (list.length === 0) return <Text color="fg.muted">{t('dashboard.todos.empty')}</Text>;
  return (
    <Stack as="ul" gap="0" listStyleType="none" data-testid="todo-list">
      {list.map((todo) => (
        <TodoItem key={todo.id} todo={todo} />
      ))}
    </Stack>
  );
}

export function TodoCard() {
  const { t } = useTranslation();
  const todos = useTodos();
  const open = todos.data?.results.filter((todo) => !todo.is_completed).length;
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
        <StaleDataNote query={todos} />
        <TodoForm />
        <TodoList />
      </Card.Body>
    </Card.Root>
  );
}
