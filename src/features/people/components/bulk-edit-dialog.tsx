// Bulk edit of the selected staff (spec people §7 POST bulk-edit-staff/): the same division,
// manager or user type for each; fields left at "no change" are not sent. Refused staff are listed
// with the server's "Error for ID {id}: {reason}".
import { Field } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffBulkEdit } from '../../../../contract/people';
import { useBulkEditStaff } from '../api/staff-actions';
import { BulkDialog } from './bulk-dialog';
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

  function save() {
    const changes: StaffBulkEdit['changes'] = {};
    if (division) changes.staff_division = Number(division);
    if (manager) changes.manager = Number(manager);
    if (userType) changes.user_type = userType;
    return edit.mutateAsync({ ids, changes });
  }

  const noChange = t('people.bulk.noChange');
  return (
    <BulkDialog
      title={t('people.bulk.editTitle', { count: ids.length })}
      open={open}
      saving={edit.isPending}
      canSave={Boolean(division || manager || userType)}
      onSave={save}
      onOpenChange={onOpenChange}
    >
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
    </BulkDialog>
  );
}
