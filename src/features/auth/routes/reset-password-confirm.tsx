// Confirm a reset (/auth/reset-password-confirm/:uuid/:token): the link from the reset e-mail
// carries both values in its path; the page asks for the new password twice.
import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordForm } from '../components/new-password-form';
import { PasswordDone } from '../components/password-done';

export function ResetPasswordConfirmPage() {
  const { t } = useTranslation();
  const { uuid = '', token = '' } = useParams();
  const mutation = useConfirmPasswordReset();

  return (
    <AuthLayout
      title={t('auth.resetPasswordConfirm.title')}
      description={mutation.isSuccess ? undefined : t('auth.resetPasswordConfirm.description')}
      footer={
        mutation.isSuccess ? undefined : (
          <Link asChild colorPalette="teal" fontWeight="medium">
            <RouterLink to="/auth/reset-password">{t('auth.resetPasswordConfirm.newLink')}</RouterLink>
          </Link>
        )
      }
    >
      {mutation.isSuccess ? (
        <PasswordDone message={t('auth.resetPasswordConfirm.done')} />
      ) : (
        <NewPasswordForm
          submitLabel={t('auth.resetPasswordConfirm.submit')}
          pending={mutation.isPending}
          error={mutation.error}
          onEdit={() => {
            if (mutation.isError) mutation.reset();
          }}
          onSubmit={({ new_password }) => mutation.mutate({ uuid, token, new_password })}
        />
      )}
    </AuthLayout>
  );
}
