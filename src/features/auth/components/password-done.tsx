// The end of a password page: what happened, and the way on to sign in.
import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FormAlert } from './form-alert';

export function PasswordDone({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      <FormAlert status="success">{message}</FormAlert>
      <Button asChild colorPalette="teal" size="lg" width="full">
        <RouterLink to="/auth/signin">{t('auth.signIn.submit')}</RouterLink>
      </Button>
    </Stack>
  );
}
