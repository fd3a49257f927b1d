// Asks before something that cannot be undone: deleting a stat with its values, replacing the API
// token (the old one stops working).
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface ConfirmProps {
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDelete({ name, ...props }: ConfirmProps & { name: string }) {
  const { t } = useTranslation();
  return (
    <ConfirmAction
      title={t('statistics.actions.delete')}
      text={t('statistics.actions.deleteConfirm', { name })}
      confirmLabel={t('statistics.actions.delete')}
      {...props}
    />
  );
}

export function ConfirmAction({
  title,
  text,
  confirmLabel,
  loading,
  onConfirm,
  onClose,
}: ConfirmProps & { title: string; text: string; confirmLabel: string }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root role="alertdialog" open onOpenChange={(d) => !d.open && onClose()} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{text}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('common.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={loading} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
