// The frame of the bulk edit dialogs (staff, positions): the fields for the changes, Save, and after
// saving the answer's per-item "Error for ID {id}: {reason}" lines (spec people §4, §8); a call
// refused whole shows its messages. The answer is cleared when the dialog closes.
import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkResult } from '../../../../contract/people';
import { errorMessages } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { BulkErrors } from './bulk-errors';

export function BulkDialog({
  title,
  open,
  saving,
  canSave,
  onSave,
  onOpenChange,
  children,
}: {
  title: string;
  open: boolean;
  saving: boolean;
  canSave: boolean;
  /** The bulk call with the chosen changes. */
  onSave: () => Promise<BulkResult>;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [result, setResult] = useState<BulkResult | null>(null);
  async function save() {
    try {
      setResult(await onSave());
    } catch (error) {
      for (const message of errorMessages(error)) notify('error', message);
    }
  }
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
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {children}
                <BulkErrors result={result} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('common.close')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="blue" loading={saving} disabled={!canSave} onClick={() => void save()}>
                {t('common.save')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
