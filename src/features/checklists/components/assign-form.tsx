// Assigning a checklist (checklist admins): whom, with an optional title and due date. Used to create
// a checklist from a template and to change an existing checklist's own fields.
import { Button, Checkbox, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChecklistStaff } from '../api/get-checklist-staff';

export interface AssignValue {
  title: string;
  due_date: string | null;
  assignees: number[];
}

export function AssignForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
}: {
  initial: AssignValue;
  submitLabel: string;
  busy: boolean;
  onSubmit: (value: AssignValue) => void;
}) {
  const { t } = useTranslation();
  const staff = useChecklistStaff();
  const [value, setValue] = useState(initial);
  const toggle = (id: number, on: boolean) =>
    setValue((v) => ({ ...v, assignees: on ? [...v.assignees, id] : v.assignees.filter((a) => a !== id) }));
  return (
    <Stack
      as="form"
      gap="3"
      maxW="xl"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <Field.Root>
        <Field.Label>{t('checklists.fields.title')}</Field.Label>
        <Input value={value.title} onChange={(e) => setValue((v) => ({ ...v, title: e.target.value }))} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('checklists.fields.due_date')}</Field.Label>
        <Input
          type="date"
          maxW="xs"
          value={value.due_date ?? ''}
          onChange={(e) => setValue((v) => ({ ...v, due_date: e.target.value || null }))}
        />
      </Field.Root>
      <Stack as="fieldset" gap="2">
        <Text as="legend" fontWeight="medium">
          {t('checklists.fields.assignees')}
        </Text>
        {staff.data?.map((person) => (
          <Checkbox.Root
            key={person.id}
            checked={value.assignees.includes(person.id)}
            onCheckedChange={(d) => toggle(person.id, d.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{person.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      <Button type="submit" alignSelf="start" loading={busy} disabled={value.assignees.length === 0}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
