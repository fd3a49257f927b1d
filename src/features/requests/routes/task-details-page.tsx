// /tasks/details/:id: a task with its status, due date and assignees; edit it in place, or delete
// it (its creator or a request admin).
import { Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../../api/errors';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { notify } from '../../../ui/toaster';
import { useRequestOptions } from '../api/get-request-options';
import { useTask } from '../api/get-task';
import { useDeleteTask, useUpdateTask } from '../api/task-actions';
import { Facts } from '../components/facts';
import { ListStates } from '../components/list-states';
import { StaleDataNote } from '../../../ui/stale-data-note';
import { TaskForm, taskBody } from '../components/task-form';
import { showSaveError } from '../lib/form-errors';

export function TaskDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useTask(id);
  const staff = useRequestOptions().data?.staff ?? [];
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const task = query.data;
  const failed = (error: unknown) => setErrors(showSaveError(error, t('requests.form.offline')));
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  return (
    <Stack gap="5" maxW="3xl">
      <Link asChild fontSize="sm">
        <RouterLink to="/tasks/">← {t('requests.tasks.detail.back')}</RouterLink>
      </Link>
      {!notFound && <StaleDataNote query={query} />}
      <ListStates
        loading={query.isPending}
        // A failed refresh keeps the task on screen; a deleted one (404) does not stay.
        error={query.isError && (query.data === undefined || notFound)}
        empty={false}
        errorText={notFound ? t('requests.tasks.notFound') : t('requests.tasks.loadError')}
        emptyText=""
      >
        {task && (
          <Stack gap="4">
            <HStack justify="space-between" flexWrap="wrap" gap="2">
              <Heading as="h1" size="2xl">
                {task.title}
              </Heading>
              <HStack gap="2">
                <Button size="sm" variant="outline" onClick={() => setEditing((e) => !e)}>
                  {editing ? t('requests.tasks.detail.cancel') : t('requests.tasks.detail.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  loading={remove.isPending}
                  onClick={() => setConfirmingDelete(true)}
                >
                  {t('requests.tasks.detail.delete')}
                </Button>
              </HStack>
            </HStack>
            <ConfirmDialog
              open={confirmingDelete}
              title={t('requests.tasks.detail.confirmDelete')}
              confirmLabel={t('requests.tasks.detail.delete')}
              loading={remove.isPending}
              onOpenChange={setConfirmingDelete}
              onConfirm={() =>
                remove.mutate(task.id, {
                  onSuccess: () => {
                    setConfirmingDelete(false);
                    notify('success', t('requests.tasks.detail.deleted'));
                    void navigate('/tasks/');
                  },
                  onError: failed,
                })
              }
            />
            {editing ? (
              <TaskForm
                initial={{
                  title: task.title,
                  description: task.description,
                  status: task.status,
                  due_date: task.due_date ?? '',
                  assignees: task.assignees.map((a) => a.id),
                }}
                staff={staff}
                submitLabel={t('requests.tasks.form.save')}
                pending={update.isPending}
                errors={errors}
                onSubmit={(values) =>
                  update.mutate(
                    { id: task.id, ...taskBody(values) },
                    {
                      onSuccess: () => {
                        notify('success', t('requests.tasks.form.saved'));
                        setEditing(false);
                      },
                      onError: failed,
                    },
                  )
                }
              />
            ) : (
              <Card.Root>
                <Card.Body>
                  <Facts
                    items={[
                      [t('requests.tasks.form.status'), t(`requests.tasks.status.${task.status}`)],
                      [t('requests.tasks.form.dueDate'), task.due_date ?? t('requests.tasks.noDue')],
                      [
                        t('requests.tasks.form.assignees'),
                        task.assignees.map((a) => a.name).join(', ') || t('requests.tasks.unassigned'),
                      ],
                    ]}
                  />
                  {task.description && (
                    <Text mt="3" whiteSpace="pre-wrap">
                      {task.description}
                    </Text>
                  )}
                  <Text mt="3" fontSize="sm" color="fg.muted">
                    {t('requests.tasks.detail.createdBy', {
                      name: task.created_by.name,
                      date: task.created_at.slice(0, 10),
                    })}
                  </Text>
                  {task.request && (
                    <Link asChild fontSize="sm">
                      <RouterLink to={`/request/details/${task.request}`}>
                        {t('requests.tasks.detail.request', { id: task.request })}
                      </RouterLink>
                    </Link>
                  )}
                </Card.Body>
              </Card.Root>
            )}
          </Stack>
        )}
      </ListStates>
    </Stack>
  );
}
