// "Clock all users out" for attendance admins: asks first, then says how many were clocked out.
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/toaster';
import { useClockAllUsersOut } from '../api/clock-all-users-out';
import { useOnline } from '../../../lib/use-online';
import { ConfirmDialog } from '../../../ui/confirm-dialog';

export function ClockAllOutButton() {
  const { t } = useTranslation();
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const mutation = useClockAllUsersOut();
  const confirm = () =>
    mutation.mutate(undefined, {
      onSuccess: ({ clocked_out }) => {
        setOpen(false);
        notify('success', t('attendance.clockAllOut.done', { count: clocked_out }));
      },
      onError: () => notify('error', t('attendance.clockAllOut.failed')),
    });
  return (
    <>
      <Button colorPalette="orange" variant="outline" disabled={!online} onClick={() => setOpen(true)}>
        {t('attendance.clockAllOut.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('attendance.clockAllOut.title')}
        text={t('attendance.clockAllOut.text')}
        confirmLabel={t('attendance.clockAllOut.button')}
        colorPalette="orange"
        loading={mutation.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
