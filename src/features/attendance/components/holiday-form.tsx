// Add or edit a company holiday: name, first day and an optional last day for a holiday of several
// days. Missing fields are caught here; the server's 400 messages appear under their fields.
import { Button, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Holiday } from '../../../../contract/attendance';
import { notify } from '../../../ui/toaster';
import { useCreateHoliday } from '../api/create-holiday';
import { useUpdateHoliday } from '../api/update-holiday';
import { formErrors } from '../lib/form-errors';

type Values = { name: string; date: string; end_date: string };

export function HolidayForm({ holiday, onDone }: { holiday: Holiday | null; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateHoliday();
  const update = useUpdateHoliday();
  const [values, setValues] = useState<Values>({
    name: holiday?.name ?? '',
    date: holiday?.date ?? '',
    end_date: holiday?.end_date ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.name.trim()) found.name = t('attendance.form.required');
    if (!values.date) found.date = t('attendance.form.required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = { name: values.name.trim(), date: values.date, end_date: values.end_date || null };
    const handlers = {
      onSuccess: () => {
        notify('success', t(holiday ? 'attendance.holidays.updated' : 'attendance.holidays.created'));
        onDone();
      },
      onError: (error: unknown) => {
        const result = formErrors(error, { offline: t('attendance.offlineAction'), generic: t('errors.generic') });
        setErrors(result.fields);
        if (result.other) notify('error', result.other);
      },
    };
    if (holiday) update.mutate({ id: holiday.id, patch: input }, handlers);
    else create.mutate(input, handlers);
  };

  const field = (name: keyof Values, label: string, type: string, required: boolean) => (
    <Field.Root required={required} invalid={Boolean(errors[name])}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input type={type} name={name} value={values[name]} onChange={(e) => set(name)(e.currentTarget.value)} />
      {errors[name] && <Field.ErrorText data-testid={`error-${name}`}>{errors[name]}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <form onSubmit={submit} noValidate data-testid="holiday-form">
      <Dialog.Body>
        <Stack gap="4">
          {field('name', t('attendance.holidays.name'), 'text', true)}
          {field('date', t('attendance.holidays.date'), 'date', true)}
          {field('end_date', t('attendance.holidays.endDate'), 'date', false)}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t('common.cancel')}</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="blue" loading={create.isPending || update.isPending}>
          {t('common.save')}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

export function HolidayDialog({
  holiday,
  open,
  onOpenChange,
}: {
  holiday: Holiday | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {t(holiday ? 'attendance.holidays.editTitle' : 'attendance.holidays.addTitle')}
              </Dialog.Title>
            </Dialog.Header>
            {open && <HolidayForm key={holiday?.id ?? 'new'} holiday={holiday} onDone={() => onOpenChange(false)} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
