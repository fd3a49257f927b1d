// A dialog that asks for the user's password again before something weighty (deleting a company,
// restoring one): a title, what will happen, the password, and the server's refusal under the
// field or above the buttons. The caller owns the password and the request.
import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export function PasswordConfirmDialog({
  title,
  text,
  passwordLabel,
  confirmLabel,
  colorPalette,
  role,
  password,
  onPasswordChange,
  fieldError,
  formError,
  pending,
  onSubmit,
  onClose,
  inputTestId,
}: {
  title: string;
  text: string;
  passwordLabel: string;
  confirmLabel: string;
  colorPalette: 'red' | 'teal';
  /** 'alertdialog' for what cannot simply be taken back. */
  role?: 'dialog' | 'alertdialog';
  password: string;
  onPasswordChange: (password: string) => void;
  fieldError?: string;
  formError?: string | null;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  inputTestId?: string;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} role={role}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={submit}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{text}</Text>
                <Field.Root required invalid={Boolean(fieldError)}>
                  <Field.Label>{passwordLabel}</Field.Label>
                  <Input
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => onPasswordChange(e.target.value)}
                    data-testid={inputTestId}
                  />
                  {fieldError && <Field.ErrorText>{fieldError}</Field.ErrorText>}
                </Field.Root>
                {formError && (
                  <Text role="alert" color="fg.error">
                    {formError}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" colorPalette={colorPalette} loading={pending} disabled={password === ''}>
                {confirmLabel}
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
