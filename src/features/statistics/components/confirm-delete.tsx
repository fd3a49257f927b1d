// Asks before deleting a stat with its values: it cannot be undone.
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function ConfirmDelete({
  name,
  loading,
  onConfirm,
  onClose,
}: {
  name: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root role="alertdialog" open onOpenChange={(d) => !d.open && onClose()} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('statistics.actions.delete')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('statistics.actions.deleteConfirm', { name })}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('common.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={loading} onClick={onConfirm}>
                {t('statistics.actions.delete')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
