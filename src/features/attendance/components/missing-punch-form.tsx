// A manager adds a punch someone forgot (issue 24): which punch, the date and time in the company's
// zone (as the timesheet shows it, whatever the manager's own device zone) and why. The reason is
// required: the server keeps it with the timesheet's edits and in the action history, and marks the
// punch as added by a manager.
import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOCK_ACTIONS, type ClockAction } from '../../../../contract/attendance';
import type { TimesheetDetail } from '../../../../contract/timesheets';
import { notify } from '../../../ui/toaster';
import { useAddMissingPunch } from '../api/timesheet-actions';
import { actionLabelKey } from '../lib/action-label';

/**
 * Where the form starts: a clock-out at 17:00 on the last day left without one, else a clock-in at
 * 09:00 on the period's last day with punches (or its first day).
 */
export function missingPunchDefaults(sheet: Pick<TimesheetDetail, 'days' | 'period_from'>): {
  action: ClockAction;
  local_time: string;
} {
  const open = sheet.days.filter((d) => d.flags.includes('missing_out')).at(-1);
  if (open) return { action: 'out', local_time: `${open.date}T17:00` };
  const last = sheet.days.filter((d) => d.punches.length > 0).at(-1);
  return { action: 'in', local_time: `${last?.date ?? sheet.period_from}T09:00` };
}

export function MissingPunchForm({ sheet, onDone }: { sheet: TimesheetDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<{ action: ClockAction; local_time: string; reason: string }>(() => ({
    ...missingPunchDefaults(sheet),
    reason: '',
  }));
  const add = useAddMissingPunch();
  // The value is read in the handler: the event's target is gone by the time a state updater runs.
  const set = (field: 'action' | 'local_time' | 'reason') => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));
  const save = () =>
    add.mutate(
      { staffId: sheet.staff, action: values.action, local_time: values.local_time, reason: values.reason.trim() },
      {
        onSuccess: () => {
          notify('success', t('geofence.addPunch.saved'));
          onDone();
        },
        onError: (error) => notify('error', t('geofence.addPunch.failed', { reason: error.message })),
      },
    );
  return (
    <Stack gap="3" p="3" borderWidth="1px" rounded="md" data-testid="missing-punch-form">
      <Text fontWeight="semibold">{t('geofence.addPunch.title')}</Text>
      <Field.Root required>
        <Field.Label>{t('geofence.addPunch.action')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={values.action}
            onChange={(e) => set('action')(e.currentTarget.value)}
            data-testid="missing-punch-action"
          >
            {CLOCK_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(actionLabelKey(action))}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root required>
        <Field.Label>{t('geofence.addPunch.time', { zone: sheet.time_zone })}</Field.Label>
        <Input
          type="datetime-local"
          value={values.local_time}
          onChange={(e) => set('local_time')(e.currentTarget.value)}
          data-testid="missing-punch-time"
        />
      </Field.Root>
      <Field.Root required>
        <Field.Label>{t('geofence.addPunch.reason')}</Field.Label>
        <Input
          value={values.reason}
          maxLength={500}
          onChange={(e) => set('reason')(e.currentTarget.value)}
          data-testid="missing-punch-reason"
        />
      </Field.Root>
      <HStack gap="2">
        <Button
          minH="11"
          colorPalette="blue"
          onClick={save}
          disabled={!values.reason.trim() || !values.local_time}
          loading={add.isPending}
          data-testid="missing-punch-save"
        >
          {t('geofence.addPunch.save')}
        </Button>
        <Button minH="11" variant="outline" onClick={onDone}>
          {t('geofence.addPunch.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
