// A yes/no question before something that cannot be undone (delete, discard, clock everyone out).
// The caller closes it (onOpenChange) when the action is done, so a slow one can show loading.
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  colorPalette = 'red',
  loading = false,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text?: string;
  confirmLabel: string;
  colorPalette?: 'red' | 'orange' | 'blue';
  loading?: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => onOpenChange(details.open)} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {text && <Dialog.Body>{text}</Dialog.Body>}
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('common.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={colorPalette} loading={loading} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
