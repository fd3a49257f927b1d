// The end of a password page: what happened, and the way on to sign in.
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FormAlert } from './form-alert';
import { PrimaryButton } from './primary-button';

export function PasswordDone({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      <FormAlert status="success">{message}</FormAlert>
      <PrimaryButton asChild>
        <RouterLink to="/auth/signin">{t('auth.signIn.submit')}</RouterLink>
      </PrimaryButton>
    </Stack>
  );
}
