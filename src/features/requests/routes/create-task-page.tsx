// /tasks/create: a new task; it starts at the top of its board column.
import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../ui/toaster';
import { useRequestOptions } from '../api/get-request-options';
import { useCreateTask } from '../api/task-actions';
import { EMPTY_TASK, TaskForm, taskBody } from '../components/task-form';
import { showSaveError } from '../lib/form-errors';

export function CreateTaskPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const staff = useRequestOptions().data?.staff ?? [];
  const mutation = useCreateTask();
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <Stack gap="5" maxW="2xl">
      <Heading as="h1" size="2xl">
        {t('requests.tasks.createTitle')}
      </Heading>
      <TaskForm
        initial={EMPTY_TASK}
        staff={staff}
        submitLabel={t('requests.tasks.form.submit')}
        pending={mutation.isPending}
        errors={errors}
        onSubmit={(values) =>
          mutation.mutate(
            { ...taskBody(values), request: null },
            {
              onSuccess: (task) => {
                notify('success', t('requests.tasks.form.created'));
                void navigate(`/tasks/details/${task.id}`);
              },
              onError: (error) => setErrors(showSaveError(error, t('requests.form.offline'))),
            },
          )
        }
      />
    </Stack>
  );
}
