// Edit a custom field definition (profile admins, spec people §§4, 8): its name and whether it is
// required; its type stays (values already given were checked against it). "Custom field updated
// successfully!" after a save; a refused one shows the server's answer.
import { Checkbox, Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomFieldDefinition } from '../../../../contract/company-data';
import { CUSTOM_FIELD_UPDATED, FIELD_REQUIRED } from '../../../../contract/people-constants';
import { errorMessages } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useUpdateCustomField } from '../api/custom-fields';
import { FormDialog } from './form-dialog';

export function CustomFieldDialog({ field, onClose }: { field: CustomFieldDefinition; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCustomField();
  const [name, setName] = useState(field.name);
  const [required, setRequired] = useState(field.is_required);
  const [touched, setTouched] = useState(false);
  const nameError = touched && !name.trim() ? FIELD_REQUIRED : undefined;

  async function save() {
    setTouched(true);
    if (!name.trim()) return;
    try {
      await update.mutateAsync({ id: field.id, name: name.trim(), is_required: required });
      notify('success', CUSTOM_FIELD_UPDATED);
      onClose();
    } catch (error) {
      for (const message of errorMessages(error)) notify('error', message);
    }
  }

  return (
    <FormDialog
      title={t('people.customFields.edit', { name: field.name })}
      size="sm"
      loading={update.isPending}
      disabled={Boolean(nameError)}
      onSubmit={() => void save()}
      onOpenChange={(open) => !open && onClose()}
    >
      <Field.Root required invalid={Boolean(nameError)}>
        <Field.Label>
          {t('people.customFields.name')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Field.ErrorText>{nameError}</Field.ErrorText>
      </Field.Root>
      <Checkbox.Root checked={required} onCheckedChange={(d) => setRequired(d.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('people.customFields.required')}</Checkbox.Label>
      </Checkbox.Root>
    </FormDialog>
  );
}
