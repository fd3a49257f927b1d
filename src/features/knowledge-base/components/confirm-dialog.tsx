// Asks before something that cannot be undone or that picks between two versions (deleting an
// article or a category, §5; the server's newer version, §4). role="alertdialog", phone-sized.
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  loading?: boolean;
  danger?: boolean;
}

export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  loading,
  danger,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open
      onOpenChange={(d) => !d.open && onCancel()}
      size="sm"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{typeof text === 'string' ? <Text>{text}</Text> : text}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button colorPalette={danger ? 'red' : 'blue'} loading={loading} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
