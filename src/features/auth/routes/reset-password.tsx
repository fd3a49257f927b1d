// Request a password reset (/auth/reset-password). The answer never says whether the address has an
// account, and neither does this page: after sending it shows the same neutral confirmation.
import { Input, Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { FormField } from '../components/form-field';
import { formErrors } from '../lib/form-errors';
import { useForm } from '../lib/use-form';
import { useOnline } from '../../../lib/use-online';
import { email, validate } from '../lib/validation';
import { PrimaryButton } from '../components/primary-button';

const FIELDS = ['email'] as const;

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const online = useOnline();
  const mutation = useRequestPasswordReset();
  const form = useForm({ email: '' }, () => {
    if (mutation.isError) mutation.reset();
  });
  const server = formErrors(mutation.error, t, FIELDS);
  const onSubmit = form.submit(
    (v) => validate({ email: email(v.email) }),
    (v) => mutation.mutate(v.email.trim()),
  );

  const footer = (
    <Link asChild colorPalette="teal" fontWeight="medium">
      <RouterLink to="/auth/signin">{t('auth.backToSignIn')}</RouterLink>
    </Link>
  );

  if (mutation.isSuccess) {
    return (
      <AuthLayout title={t('auth.resetPassword.sentTitle')} footer={footer}>
        <FormAlert status="success">{t('auth.resetPassword.sent')}</FormAlert>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.resetPassword.title')} description={t('auth.resetPassword.description')} footer={footer}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          {!online && (
            <FormAlert status="warning" title={t('auth.offline.title')}>
              {t('auth.errors.network')}
            </FormAlert>
          )}
          {server.form && <FormAlert>{server.form}</FormAlert>}
          <FormField
            label={t('auth.fields.email')}
            error={form.errors.email ? t(form.errors.email) : server.fields.email}
          >
            <Input type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
          </FormField>
          <PrimaryButton type="submit" loading={mutation.isPending}>
            {t('auth.resetPassword.submit')}
          </PrimaryButton>
        </Stack>
      </form>
    </AuthLayout>
  );
}
