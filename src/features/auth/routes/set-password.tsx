// Set a first password (/auth/set-password/:uuid?token=…): the invitation link has only the uuid in
// its path (spec shell §2.1), so its token travels in the query string (contract PASSWORD_LINKS).
// Success says "Password set successfully!" (people §8) and leads on to sign in.
import { useTranslation } from 'react-i18next';
import { PASSWORD_SET } from '../../../../contract/people-constants';
import { notify } from '../../../ui/toaster';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSetPassword } from '../api/set-password';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { NewPasswordForm } from '../components/new-password-form';
import { PasswordDone } from '../components/password-done';

export function SetPasswordPage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const token = useSearchParams()[0].get('token') ?? '';
  const mutation = useSetPassword();

  let body;
  if (mutation.isSuccess) body = <PasswordDone message={t('auth.setPassword.done')} />;
  else if (!token) body = <FormAlert>{t('auth.serverMessages.tokenInvalid')}</FormAlert>;
  else
    body = (
      <NewPasswordForm
        submitLabel={t('auth.setPassword.submit')}
        pending={mutation.isPending}
        error={mutation.error}
        onEdit={() => {
          if (mutation.isError) mutation.reset();
        }}
        onSubmit={({ new_password }) =>
          mutation.mutate({ uuid, token, new_password }, { onSuccess: () => notify('success', PASSWORD_SET) })
        }
      />
    );

  return (
    <AuthLayout
      title={t('auth.setPassword.title')}
      description={mutation.isSuccess || !token ? undefined : t('auth.setPassword.description')}
    >
      {body}
    </AuthLayout>
  );
}
