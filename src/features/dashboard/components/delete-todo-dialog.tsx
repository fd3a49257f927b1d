// Asks before a to-do is deleted; the delete itself is optimistic once confirmed.
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function DeleteTodoDialog({
  title,
  open,
  onOpenChange,
  onConfirm,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  // Mounted already open on the first delete: open it on the next frame, or StrictMode's double
  // mount reads the focus going back outside as a dismissal (as the shell's use-open-after-mount;
  // features do not share code, so the few lines live here too).
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open && mounted}
      onOpenChange={(details) => onOpenChange(details.open)}
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('dashboard.todos.deleteTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('dashboard.todos.deleteConfirm', { title })}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('common.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                onClick={() => {
                  onConfirm();
                  onOpenChange(false);
                }}
              >
                {t('common.delete')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
