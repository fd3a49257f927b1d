// Change password while signed in (/auth/change-password; the route wraps it in RequireAuth). The
// server revokes every other session and answers a fresh token pair, which the mutation stores, so
// this device stays signed in while the others are signed out.
import { useState } from 'react';
import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { notify } from '../../../ui/toaster';
import { useChangePassword } from '../api/change-password';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordForm } from '../components/new-password-form';

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  // A new key empties the form after a change, so the passwords do not linger on screen.
  const [formKey, setFormKey] = useState(0);

  return (
    <AuthLayout
      title={t('auth.changePassword.title')}
      description={t('auth.changePassword.description')}
      footer={
        <Link asChild colorPalette="teal" fontWeight="medium">
          <RouterLink to="/">{t('auth.changePassword.back')}</RouterLink>
        </Link>
      }
    >
      <NewPasswordForm
        key={formKey}
        withOldPassword
        submitLabel={t('auth.changePassword.submit')}
        pending={mutation.isPending}
        error={mutation.error}
        onEdit={() => {
          if (mutation.isError) mutation.reset();
        }}
        onSubmit={(values) =>
          mutation.mutate(values, {
            onSuccess: () => {
              notify('success', t('auth.changePassword.done'));
              setFormKey((k) => k + 1);
            },
          })
        }
      />
    </AuthLayout>
  );
}
