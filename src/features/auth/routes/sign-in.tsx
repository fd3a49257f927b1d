// Sign-in (/auth/signin, /account/login, /signin; spec shell §2.1). On success the session is stored
// and SignedOutOnly sends the user on to the URL they first asked for, or to /; the plan gate then
// takes a user without a plan to onboarding. Kept light: it is the first screen of most visits.
// Opened from another host's cross-host link (autoLogin, token, timestamp, redirect; spec shell §4)
// it signs in with the token first, and falls back to the form with the reason when refused.
// When every company of the user is deleted (issue 17), it says so and offers an admin the restore.
// Without a connection (a device started offline, signed out or never signed in; issue 18) it says
// that sign-in needs one and that saved work is kept, with "Try again".
import { useMemo, useState } from 'react';
import { Input, Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useLogin } from '../api/login';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { FormField } from '../components/form-field';
import { PasswordInput } from '../components/password-input';
import { formErrors } from '../lib/form-errors';
import { useForm } from '../lib/use-form';
import { useStartSession } from '../lib/use-start-session';
import { readAutoLoginLink } from '../lib/cross-host';
import { useAutoLogin } from '../lib/use-auto-login';
import { email, required, validate } from '../lib/validation';
import { PrimaryButton } from '../components/primary-button';
import { DeletedCompaniesNotice } from '../components/deleted-companies-notice';
import { ForbiddenApiError, NetworkError } from '../../../api/errors';
import { OfflineNotice } from '../components/offline-notice';
import { useConnectionCheck } from '../lib/use-connection-check';
import { COMPANY_DELETED_CODE } from '../../../../contract/company-constants';
import type { DeletedCompany } from '../../../../contract/company';

/** The companies sign-in says are deleted, from its 403 company_deleted answer; null otherwise. */
function deletedCompaniesOf(error: unknown): DeletedCompany[] | null {
  if (!(error instanceof ForbiddenApiError) || error.code !== COMPANY_DELETED_CODE) return null;
  const listed = (error.body as { deleted_companies?: DeletedCompany[] } | null)?.deleted_companies;
  return Array.isArray(listed) ? listed : [];
}

const FIELDS = ['email', 'password'] as const;

export function SignInPage() {
  const { t } = useTranslation();
  const startSession = useStartSession();
  const mutation = useLogin();
  const [search] = useSearchParams();
  const link = useMemo(() => readAutoLoginLink(search), [search]);
  const auto = useAutoLogin(link);
  const autoError = formErrors(auto.error, t, [], 'auth.signIn.needsConnection').form;
  const form = useForm({ email: '', password: '' }, () => {
    if (mutation.isError) mutation.reset();
  });
  const deleted = deletedCompaniesOf(mutation.error);
  // The credentials sign-in was refused with, for the restore (the form may have changed since).
  const [tried, setTried] = useState({ email: '', password: '' });
  // No connection (the browser says so, or the sign-in could not reach the server): the offline
  // notice says it, with "Try again", instead of an error under the form.
  const failedForNetwork = mutation.error instanceof NetworkError;
  const connection = useConnectionCheck(failedForNetwork, mutation.reset);
  const server = formErrors(
    deleted || failedForNetwork ? null : mutation.error,
    t,
    FIELDS,
    'auth.signIn.needsConnection',
  );
  const fieldError = (name: (typeof FIELDS)[number]) => {
    const key = form.errors[name];
    return key ? t(key) : server.fields[name];
  };

  const onSubmit = form.submit(
    (values) => validate({ email: email(values.email), password: required(values.password) }),
    (values) => {
      const credentials = { email: values.email.trim(), password: values.password };
      setTried(credentials);
      mutation.mutate(credentials, { onSuccess: startSession });
    },
  );

  return (
    <AuthLayout
      title={t('auth.signIn.title')}
      description={t('auth.signIn.description')}
      footer={
        <>
          {t('auth.signIn.noAccount')}{' '}
          <Link asChild colorPalette="teal" fontWeight="medium">
            <RouterLink to="/auth/signup">{t('auth.signIn.signUpLink')}</RouterLink>
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          {connection.offline && <OfflineNotice connection={connection} message={t('auth.offline.signIn')} />}
          {auto.isPending && <FormAlert status="info">{t('shellIntegrations.crossHost.signingIn')}</FormAlert>}
          {autoError && <FormAlert>{autoError}</FormAlert>}
          {server.form && <FormAlert>{server.form}</FormAlert>}
          {deleted && <DeletedCompaniesNotice companies={deleted} credentials={tried} onRestored={startSession} />}
          <FormField label={t('auth.fields.email')} error={fieldError('email')}>
            <Input type="email" autoComplete="username" inputMode="email" {...form.field('email')} />
          </FormField>
          <FormField
            label={t('auth.fields.password')}
            error={fieldError('password')}
            labelEnd={
              <Link asChild textStyle="sm" colorPalette="teal">
                <RouterLink to="/auth/reset-password">{t('auth.signIn.forgotPassword')}</RouterLink>
              </Link>
            }
          >
            <PasswordInput autoComplete="current-password" {...form.field('password')} />
          </FormField>
          <PrimaryButton type="submit" loading={mutation.isPending}>
            {t('auth.signIn.submit')}
          </PrimaryButton>
        </Stack>
      </form>
    </AuthLayout>
  );
}
