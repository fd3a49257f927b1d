// The frame of the people screens' edit dialogs: a titled form with Cancel and Save (Save submits,
// so Enter in a field saves). The caller mounts it while editing and unmounts it on close.
import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function FormDialog({
  title,
  size = 'md',
  loading = false,
  disabled = false,
  validate = false,
  onSubmit,
  onInvalid,
  onOpenChange,
  children,
}: {
  title: string;
  size?: 'sm' | 'md' | 'lg';
  loading?: boolean;
  disabled?: boolean;
  /** true: the browser checks the fields' own constraints (required, pattern) before onSubmit. */
  validate?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** With `validate`: a field the browser finds invalid (the submit does not happen then). */
  onInvalid?: () => void;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(d) => onOpenChange(d.open)} size={{ base: 'full', md: size }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form
              noValidate={!validate}
              // 'invalid' does not bubble: catch it on the way down to its field.
              onInvalidCapture={onInvalid}
              onSubmit={(event) => {
                event.preventDefault();
                onSubmit(event);
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{t('common.cancel')}</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="blue" disabled={disabled} loading={loading}>
                  {t('common.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
