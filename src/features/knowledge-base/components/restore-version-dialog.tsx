// Asks before restoring a version (issue 20 item 9), the way the article form's save menu does for
// an update: "Restore & Notify" makes the readers read the article again and tells them;
// "Restore & Don't Notify" records the new version only. Either way the server keeps the current
// text as a version too, so a restore can itself be undone.
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function RestoreVersionDialog({
  open,
  number,
  loading,
  onOpenChange,
  onRestore,
}: {
  open: boolean;
  number: number;
  loading: boolean;
  onOpenChange: (open: boolean) => void;
  onRestore: (notify: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(d) => onOpenChange(d.open)} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('kbAdmin.restore.title', { number })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('kbAdmin.restore.text')}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('common.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button variant="outline" colorPalette="blue" loading={loading} onClick={() => onRestore(false)}>
                {t('kbAdmin.restore.silently')}
              </Button>
              <Button colorPalette="blue" loading={loading} onClick={() => onRestore(true)}>
                {t('kbAdmin.restore.notify')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
