// Renaming a SCORM package: a small dialog with the name field; the server's refusal (an empty
// name) shows under the field.
import { Button, CloseButton, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCORM_NAME_MAX, type ScormPackage } from '../../../../../contract/scorm';
import { errorMessages } from '../../../../api/errors';
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
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('scorm.renameTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root invalid={Boolean(error)}>
                <Field.Label>{t('scorm.name')}</Field.Label>
                <Input
                  value={name}
                  maxLength={SCORM_NAME_MAX}
                  onChange={(e) => setName(e.currentTarget.value)}
                  onKeyDown={(e) => e.key === 'Enter' && save()}
                />
                {error && <Field.ErrorText>{error}</Field.ErrorText>}
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('scorm.cancel')}
              </Button>
              <Button colorPalette="blue" loading={rename.isPending} onClick={save}>
                {t('scorm.save')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
