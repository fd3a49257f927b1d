// Renaming a SCORM package: a small dialog with the name field; the server's refusal (an empty
// name) shows under the field.
import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCORM_NAME_MAX, type ScormPackage } from '../../../../../contract/scorm';
import { errorMessages } from '../../../../api/errors';
import { FormDialog } from '../../../../ui/form-dialog';
import { notify } from '../../../../ui/toaster';
import { useRenamePackage } from '../api/save-package';

export function RenameDialog({ pkg, onClose }: { pkg: ScormPackage; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(pkg.name);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenamePackage();
  const save = () =>
    rename.mutate(
      { id: pkg.id, body: { name } },
      {
        onSuccess: () => {
          notify('success', t('scorm.renamed'));
          onClose();
        },
        onError: (e) => setError(errorMessages(e).join(' ')),
      },
    );
  return (
    <FormDialog title={t('scorm.renameTitle')} onClose={onClose} onSubmit={save} saving={rename.isPending}>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{t('scorm.name')}</Field.Label>
        <Input value={name} maxLength={SCORM_NAME_MAX} onChange={(e) => setName(e.currentTarget.value)} />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </FormDialog>
  );
}
