// A manager corrects a punch on a timesheet: the time in the company's zone and why. The reason is
// required (the server keeps it with the timesheet and in the action history).
import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimesheetPunchView } from '../../../../contract/timesheets';
import { notify } from '../../../ui/toaster';
import { useEditPunch } from '../api/timesheet-actions';
import { instantOfWallTime, wallTime } from '../../../../contract/local-time';

export function PunchEditForm({
  punch,
  zone,
  onDone,
}: {
  punch: TimesheetPunchView;
  zone: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [time, setTime] = useState(() => wallTime(Date.parse(punch.client_time), zone));
  const [reason, setReason] = useState('');
  const edit = useEditPunch();
  const save = () => {
    const at = instantOfWallTime(time, zone);
    edit.mutate(
      { punchId: punch.id, client_time: new Date(at).toISOString(), reason },
      {
        onSuccess: () => {
          notify('success', t('attendance.timesheets.savedToast'));
          onDone();
        },
        onError: (error) => notify('error', t('attendance.timesheets.actionFailed', { reason: error.message })),
      },
    );
  };
  return (
    <Stack gap="2" p="3" borderWidth="1px" rounded="md" data-testid="punch-edit-form">
      <Field.Root required>
        <Field.Label>{t('attendance.timesheets.newTime')}</Field.Label>
        <Input
          type="datetime-local"
          value={time}
          onChange={(e) => setTime(e.target.value)}
          data-testid="punch-edit-time"
        />
      </Field.Root>
      <Field.Root required>
        <Field.Label>{t('attendance.timesheets.reason')}</Field.Label>
        <Input
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          data-testid="punch-edit-reason"
        />
      </Field.Root>
      <HStack gap="2">
        <Button
          minH="11"
          colorPalette="blue"
          onClick={save}
          disabled={!reason.trim() || !time}
          loading={edit.isPending}
          data-testid="punch-edit-save"
        >
          {t('attendance.timesheets.save')}
        </Button>
        <Button minH="11" variant="outline" onClick={onDone}>
          {t('attendance.timesheets.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
