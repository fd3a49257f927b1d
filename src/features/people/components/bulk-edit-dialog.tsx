// Bulk edit of the selected staff (spec people §7 POST bulk-edit-staff/): the same division,
// manager or user type for each; fields left at "no change" are not sent. Refused staff are listed
// with the server's "Error for ID {id}: {reason}".
import { Button, Dialog, Field, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkResult, StaffBulkEdit } from '../../../../contract/people';
import { errorMessages } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useBulkEditStaff } from '../api/staff-actions';
import { BulkErrors } from './bulk-errors';
import { DivisionPicker, StaffPicker, UserTypePicker } from './pickers';

export function BulkEditDialog({
  ids,
  open,
  onOpenChange,
}: {
  ids: number[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const edit = useBulkEditStaff();
  const [division, setDivision] = useState('');
  const [manager, setManager] = useState('');
  const [userType, setUserType] = useState('');
  const [result, setResult] = useState<BulkResult | null>(null);

  async function save() {
    const changes: StaffBulkEdit['changes'] = {};
    if (division) changes.staff_division = Number(division);
    if (manager) changes.manager = Number(manager);
    if (userType) changes.user_type = userType;
    try {
      setResult(await edit.mutateAsync({ ids, changes }));
    } catch (error) {
      for (const message of errorMessages(error)) notify('error', message);
    }
  }

  const noChange = t('people.bulk.noChange');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        if (!d.open) setResult(null);
        onOpenChange(d.open);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('people.bulk.editTitle', { count: ids.length })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root>
                  <Field.Label htmlFor="bulk-division">{t('people.fields.division')}</Field.Label>
                  <DivisionPicker id="bulk-division" value={division} onChange={setDivision} emptyLabel={noChange} />
                </Field.Root>
                <Field.Root>
                  <Field.Label htmlFor="bulk-manager">{t('people.fields.manager')}</Field.Label>
                  <StaffPicker id="bulk-manager" value={manager} onChange={setManager} emptyLabel={noChange} />
                </Field.Root>
                <Field.Root>
                  <Field.Label htmlFor="bulk-type">{t('people.fields.userType')}</Field.Label>
                  <UserTypePicker id="bulk-type" value={userType} onChange={setUserType} emptyLabel={noChange} />
                </Field.Root>
                <BulkErrors result={result} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('common.close')}</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="blue"
                loading={edit.isPending}
                disabled={!division && !manager && !userType}
                onClick={() => void save()}
              >
                {t('common.save')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
