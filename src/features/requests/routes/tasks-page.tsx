// /tasks/, Task/Order View All: tasks paged and filtered on the server (status, assignee, overdue,
// title search, sort), the filters in the URL.
import {
  Button,
  Card,
  Checkbox,
  Field,
  HStack,
  Heading,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Task } from '../../../../contract/requests';
import { REQUEST_PAGE_SIZE_DEFAULT, TASK_SORTS, TASK_STATUSES } from '../../../../contract/requests-constants';
import { taskListQuery, useTasks } from '../api/get-tasks';
import { Pager, pageCount } from '../../../ui/pager';
import { ListStates } from '../components/list-states';
import { StaleDataNote } from '../../../ui/stale-data-note';
import { useSearchState } from '../../../lib/use-search-state';

function TaskRow({ task }: { task: Task }) {
  const { t } = useTranslation();
  return (
    <Card.Root as="li" size="sm">
      <Card.Body>
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Stack gap="1" minW="0">
            <Link asChild fontWeight="semibold">
              <RouterLink to={`/tasks/details/${task.id}`}>{task.title}</RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {task.assignees.map((a) => a.name).join(', ') || t('requests.tasks.unassigned')}
            </Text>
          </Stack>
          <Text fontSize="sm">
            {t(`requests.tasks.status.${task.status}`)} ·{' '}
            {task.due_date ? t('requests.tasks.due', { date: task.due_date }) : t('requests.tasks.noDue')}
          </Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

export function TasksPage() {
  const { t } = useTranslation();
  const { values, page, set } = useSearchState(['status', 'assignee', 'overdue', 'search', 'sort'] as const);
  const list = useTasks(taskListQuery(values, page));
  const select = (name: 'status' | 'sort', options: { value: string; label: string }[]) => (
    <NativeSelect.Root>
      <NativeSelect.Field value={values[name]} onChange={(e) => set({ [name]: e.currentTarget.value })}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <Stack gap="5" maxW="5xl">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('requests.tasks.title')}
        </Heading>
        <HStack gap="2">
          <Button asChild variant="outline">
            <RouterLink to="/request/tasks-kanban/">{t('requests.tasks.board')}</RouterLink>
          </Button>
          <Button asChild colorPalette="blue">
            <RouterLink to="/tasks/create/">{t('requests.tasks.create')}</RouterLink>
          </Button>
        </HStack>
      </HStack>
      <SimpleGrid
        as="form"
        role="search"
        aria-label={t('requests.tasks.filters.label')}
        columns={{ base: 1, sm: 2, md: 4 }}
        gap="3"
        alignItems="end"
        onSubmit={(e) => e.preventDefault()}
      >
        <Field.Root>
          <Field.Label>{t('requests.tasks.filters.status')}</Field.Label>
          {select('status', [
            { value: '', label: t('requests.tasks.filters.anyStatus') },
            ...TASK_STATUSES.map((s) => ({ value: s, label: t(`requests.tasks.status.${s}`) })),
          ])}
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('requests.tasks.filters.sort')}</Field.Label>
          {select(
            'sort',
            TASK_SORTS.map((s) => ({
              value: s === 'due_date' ? '' : s,
              label: t(`requests.tasks.filters.sorts.${s}`),
            })),
          )}
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('requests.filters.search')}</Field.Label>
          <Input type="search" defaultValue={values.search} onChange={(e) => set({ search: e.currentTarget.value })} />
        </Field.Root>
        <Stack gap="2">
          <Checkbox.Root
            checked={values.assignee === 'me'}
            onCheckedChange={(d) => set({ assignee: d.checked === true ? 'me' : '' })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('requests.board.mine')}</Checkbox.Label>
          </Checkbox.Root>
          <Checkbox.Root
            checked={values.overdue === 'true'}
            onCheckedChange={(d) => set({ overdue: d.checked === true ? 'true' : '' })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('requests.tasks.filters.overdue')}</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      </SimpleGrid>
      <StaleDataNote query={list} />
      <ListStates
        loading={list.isPending}
        // A failed refresh keeps the last list on screen (offline, or the server unreachable).
        error={list.isError && list.data === undefined}
        empty={list.data?.results.length === 0}
        errorText={t('requests.tasks.loadError')}
        emptyText={t('requests.tasks.empty')}
      >
        <Stack as="ul" gap="2" listStyleType="none">
          {list.data?.results.map((task) => (
            <TaskRow key={task.id} task={task} />
          ))}
        </Stack>
      </ListStates>
      <Pager
        page={page}
        pages={pageCount(list.data?.count ?? 0, REQUEST_PAGE_SIZE_DEFAULT)}
        onPage={(p) => set({ page: p })}
      />
    </Stack>
  );
}
