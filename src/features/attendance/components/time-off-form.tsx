// "Request time off" for the signed-in staff member: first and last day, type and a note. Works with
// no network: the request is saved on this device first (the outbox) and shows on the calendar at
// once, and is sent when there is a connection; the server files it as a request, so Requests lists
// it too. Checked here first (dates given, in order), so the server has no reason to refuse it.
import { Button, Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { queueChange } from '../../../offline/queue';
import { notify } from '../../../ui/toaster';
import { useOnline } from '../../../lib/use-online';
import { TIME_OFF_KIND, type QueuedTimeOff } from '../offline/time-off-kind';

export const TIME_OFF_TYPES = ['vacation', 'sick', 'personal', 'other'] as const;
export const TIME_OFF_NOTE_MAX = 2000;

const EMPTY = { start_date: '', end_date: '', time_off_type: 'vacation', note: '' };

export function TimeOffForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.start_date) found.start_date = t('attendance.form.required');
    if (!values.end_date) found.end_date = t('attendance.form.required');
    if (values.start_date && values.end_date && values.end_date < values.start_date) {
      found.end_date = t('attendance.form.endBeforeStart');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const key = crypto.randomUUID();
      await queueChange<QueuedTimeOff>(TIME_OFF_KIND, { ...values, key }, { id: key });
      notify('success', t(online ? 'attendance.timeOff.requested' : 'attendance.timeOff.savedOffline'));
      setValues(EMPTY);
      onDone?.();
    } catch (error) {
      // Not saved anywhere (storage full, signed out): the form keeps what was typed.
      notify('error', t('attendance.timeOff.saveFailed', { reason: error instanceof Error ? error.message : '' }));
    } finally {
      setSaving(false);
    }
  };

  const dateField = (name: 'start_date' | 'end_date', label: string) => (
    <Field.Root required invalid={Boolean(errors[name])}>
      <Field.Label>{label}</Field.Label>
      <Input type="date" name={name} value={values[name]} onChange={(e) => set(name)(e.currentTarget.value)} />
      {errors[name] && <Field.ErrorText>{errors[name]}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="time-off-form">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {dateField('start_date', t('attendance.timeOff.start'))}
          {dateField('end_date', t('attendance.timeOff.end'))}
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{t('attendance.timeOff.type')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="time_off_type"
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
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('attendance.timeOff.note')}</Field.Label>
          <Textarea
            name="note"
            value={values.note}
            onChange={(e) => set('note')(e.currentTarget.value)}
            maxLength={TIME_OFF_NOTE_MAX}
          />
        </Field.Root>
        <Button type="submit" colorPalette="blue" loading={saving} alignSelf="start">
          {t('attendance.timeOff.submit')}
        </Button>
      </Stack>
    </form>
  );
}
