// Asks before signing out while this device still holds changes that have not reached the server
// (ARCHITECTURE.md offline rule 8). An alertdialog: the choice matters and must be made.
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function UnsentChangesDialog({
  count,
  onSignOut,
  onStay,
}: {
  count: number;
  onSignOut: () => void;
  onStay: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      size="sm"
      onOpenChange={(details) => {
        if (!details.open) onStay();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('auth.signOut.unsentTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t('auth.signOut.unsentMessage', { count })}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onStay}>
                {t('auth.signOut.stay')}
              </Button>
              <Button colorPalette="red" onClick={onSignOut}>
                {t('auth.signOut.anyway')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
