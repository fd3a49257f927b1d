// "Request time off" for the signed-in staff member: first and last day, type and a note. The
// server's 400 messages appear under their fields. Needs a connection: the request waits for an
// admin anyway, and the form says so when offline instead of failing.
import { Button, Field, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/toaster';
import { useRequestTimeOff } from '../api/request-time-off';
import { formErrors } from '../lib/form-errors';
import { useOnline } from '../../../lib/use-online';

export const TIME_OFF_TYPES = ['vacation', 'sick', 'personal', 'other'] as const;

export function TimeOffForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  const mutation = useRequestTimeOff();
  const [values, setValues] = useState({ start_date: '', end_date: '', time_off_type: 'vacation', note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.start_date) found.start_date = t('attendance.form.required');
    if (!values.end_date) found.end_date = t('attendance.form.required');
    if (values.start_date && values.end_date && values.end_date < values.start_date) {
      found.end_date = t('attendance.form.endBeforeStart');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(values, {
      onSuccess: () => {
        notify('success', t('attendance.timeOff.requested'));
        setValues({ start_date: '', end_date: '', time_off_type: 'vacation', note: '' });
        onDone?.();
      },
      onError: (error) => {
        const result = formErrors(error, { offline: t('attendance.offlineAction'), generic: t('errors.generic') });
        setErrors(result.fields);
        if (result.other) notify('error', result.other);
      },
    });
  };

  const dateField = (name: 'start_date' | 'end_date', label: string) => (
    <Field.Root required invalid={Boolean(errors[name])}>
      <Field.Label>{label}</Field.Label>
      <Input type="date" name={name} value={values[name]} onChange={(e) => set(name)(e.currentTarget.value)} />
      {errors[name] && <Field.ErrorText>{errors[name]}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <form onSubmit={submit} noValidate data-testid="time-off-form">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {dateField('start_date', t('attendance.timeOff.start'))}
          {dateField('end_date', t('attendance.timeOff.end'))}
        </SimpleGrid>
        <Field.Root invalid={Boolean(errors.time_off_type)}>
          <Field.Label>{t('attendance.timeOff.type')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.time_off_type}
              onChange={(e) => set('time_off_type')(e.currentTarget.value)}
            >
              {TIME_OFF_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`attendance.timeOff.types.${type}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.time_off_type && <Field.ErrorText>{errors.time_off_type}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.note)}>
          <Field.Label>{t('attendance.timeOff.note')}</Field.Label>
          <Textarea value={values.note} onChange={(e) => set('note')(e.currentTarget.value)} maxLength={2000} />
          {errors.note && <Field.ErrorText>{errors.note}</Field.ErrorText>}
        </Field.Root>
        {!online && (
          <Text fontSize="sm" color="orange.fg">
            {t('attendance.offlineAction')}
          </Text>
        )}
        <Button type="submit" colorPalette="blue" loading={mutation.isPending} disabled={!online} alignSelf="start">
          {t('attendance.timeOff.submit')}
        </Button>
      </Stack>
    </form>
  );
}
