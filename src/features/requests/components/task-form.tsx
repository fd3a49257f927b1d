// A task's fields: title, description, status, due date and assignees (checkboxes of the company's
// staff, which a thumb can tick). Used to create a task and to edit one.
import { Button, Checkbox, Field, Fieldset, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffOption, TaskCreate } from '../../../../contract/requests';
import { pickerLabels } from '../../../lib/people-labels';
import {
  REQUEST_TEXT_MAX,
  TASK_STATUSES,
  TASK_TITLE_MAX,
  type TaskStatus,
} from '../../../../contract/requests-constants';

export interface TaskValues {
  title: string;
  description: string;
  status: TaskStatus;
  due_date: string;
  assignees: number[];
}

export const EMPTY_TASK: TaskValues = { title: '', description: '', status: 'todo', due_date: '', assignees: [] };

export const taskBody = (v: TaskValues): Required<Omit<TaskCreate, 'request'>> => ({
  ...v,
  due_date: v.due_date || null,
});

interface Props {
  initial: TaskValues;
  staff: StaffOption[];
  submitLabel: string;
  pending: boolean;
  errors: Record<string, string>;
  onSubmit: (values: TaskValues) => void;
}

export function TaskForm({ initial, staff, submitLabel, pending, errors: serverErrors, onSubmit }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [required, setRequired] = useState(false);
  const labels = pickerLabels(staff);
  const errors: Record<string, string> = required
    ? { ...serverErrors, title: t('requests.form.required') }
    : serverErrors;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.title.trim()) return setRequired(true);
    onSubmit(values);
  };
  const toggle = (id: number, on: boolean) =>
    setValues((v) => ({ ...v, assignees: on ? [...v.assignees, id] : v.assignees.filter((x) => x !== id) }));

  return (
    <form onSubmit={submit} noValidate data-testid="task-form">
      <Stack gap="4">
        <Field.Root required invalid={Boolean(errors.title)}>
          <Field.Label>
            {t('requests.tasks.form.title')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="title"
            value={values.title}
            maxLength={TASK_TITLE_MAX}
            onChange={(e) => {
              setRequired(false);
              setValues({ ...values, title: e.currentTarget.value });
            }}
          />
          {errors.title && <Field.ErrorText>{errors.title}</Field.ErrorText>}
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root invalid={Boolean(errors.status)}>
            <Field.Label>{t('requests.tasks.form.status')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="status"
                value={values.status}
                onChange={(e) => setValues({ ...values, status: e.currentTarget.value as TaskStatus })}
              >
                {TASK_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`requests.tasks.status.${s}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.due_date)}>
            <Field.Label>{t('requests.tasks.form.dueDate')}</Field.Label>
            <Input
              type="date"
              name="due_date"
              value={values.due_date}
              onChange={(e) => setValues({ ...values, due_date: e.currentTarget.value })}
            />
            {errors.due_date && <Field.ErrorText>{errors.due_date}</Field.ErrorText>}
          </Field.Root>
        </SimpleGrid>
        <Fieldset.Root invalid={Boolean(errors.assignees)}>
          <Fieldset.Legend>{t('requests.tasks.form.assignees')}</Fieldset.Legend>
          <Fieldset.HelperText>{t('requests.tasks.form.assigneesHint')}</Fieldset.HelperText>
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2" maxH="12rem" overflowY="auto">
            {staff.map((person) => (
              <Checkbox.Root
                key={person.id}
                checked={values.assignees.includes(person.id)}
                onCheckedChange={(d) => toggle(person.id, d.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{labels.get(person.id)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
          {errors.assignees && <Fieldset.ErrorText>{errors.assignees}</Fieldset.ErrorText>}
        </Fieldset.Root>
        <Field.Root>
          <Field.Label>{t('requests.tasks.form.description')}</Field.Label>
          <Textarea
            name="description"
            value={values.description}
            maxLength={REQUEST_TEXT_MAX}
            onChange={(e) => setValues({ ...values, description: e.currentTarget.value })}
          />
        </Field.Root>
        <Button type="submit" colorPalette="blue" loading={pending} alignSelf="start">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
