// A dialog that is one form: a title, its fields, and a footer ending in Cancel and Save. Enter in
// a field submits it, and Save shows that the change is on its way. Extra actions (Delete, say)
// stand before Cancel, pushed to the left with mr="auto".
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function FormDialog({
  title,
  onClose,
  onSubmit,
  saving,
  extraActions,
  size,
  submitLabel,
  restoreFocus,
  initialFocusEl,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  saving: boolean;
  extraActions?: ReactNode;
  size?: Dialog.RootProps['size'];
  /** The submit button's words (Save unless told). */
  submitLabel?: string;
  /** False when the caller puts the focus back itself (the article editor restores its caret). */
  restoreFocus?: boolean;
  initialFocusEl?: () => HTMLElement | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open
      onOpenChange={(d) => !d.open && onClose()}
      size={size}
      restoreFocus={restoreFocus}
      initialFocusEl={initialFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            as="form"
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              onSubmit();
            }}
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {extraActions}
              <Button variant="outline" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" colorPalette="blue" loading={saving}>
                {submitLabel ?? t('common.save')}
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
