// The frame of the bulk edit dialogs (staff, positions): the fields for the changes, Save, and after
// saving the answer's per-item "Error for ID {id}: {reason}" lines (spec people §4, §8). The answer
// is cleared when the dialog closes.
import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkResult } from '../../../../contract/people';
import { BulkErrors } from './bulk-errors';

export function BulkDialog({
  title,
  open,
  result,
  saving,
  canSave,
  onSave,
  onOpenChange,
  children,
}: {
  title: string;
  open: boolean;
  result: BulkResult | null;
  saving: boolean;
  canSave: boolean;
  onSave: () => void;
  /** Called with false on close; the caller clears `result` then. */
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)}>
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
              <Button colorPalette="blue" loading={saving} disabled={!canSave} onClick={onSave}>
                {t('common.save')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
