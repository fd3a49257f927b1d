// The link sent to a new e-mail address (/auth/confirm-email/:id?token=…; contract IDENTITY_LINKS):
// the account's e-mail changes when its owner clicks Confirm here (a POST on the click, never on
// load, so a mail scanner opening the link changes nothing). From then on they sign in with it.
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { getMeQueryOptions } from '../../../api/current-user';
import { useSession } from '../../../api/session';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { PrimaryButton } from '../components/primary-button';
import { formErrors } from '../lib/form-errors';

export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const token = useSearchParams()[0].get('token') ?? '';
  const session = useSession();
  const queryClient = useQueryClient();
  const confirm = useConfirmEmailChange();
  const error = formErrors(confirm.error, t, []).form;

  let body;
  if (confirm.isSuccess) {
    body = (
      <Stack gap="5">
        <FormAlert status="success">{t('auth.confirmEmail.done', { email: confirm.data.email })}</FormAlert>
        <PrimaryButton asChild>
          {session ? (
            <RouterLink to="/account/dashboard/">{t('auth.confirmEmail.backToApp')}</RouterLink>
          ) : (
            <RouterLink to="/auth/signin">{t('auth.signIn.submit')}</RouterLink>
          )}
        </PrimaryButton>
      </Stack>
    );
  } else if (!token) {
    body = <FormAlert>{t('auth.serverMessages.emailChangeInvalid')}</FormAlert>;
  } else {
    body = (
      <Stack gap="4">
        {error && <FormAlert>{error}</FormAlert>}
        <PrimaryButton
          loading={confirm.isPending}
          onClick={() =>
            confirm.mutate(
              { id, token },
              {
                // A signed-in tab shows the new address at once.
                onSuccess: () =>
                  void queryClient.invalidateQueries({
                    queryKey: getMeQueryOptions(session?.userId, session?.companyId).queryKey,
                  }),
              },
            )
          }
        >
          {t('auth.confirmEmail.submit')}
        </PrimaryButton>
      </Stack>
    );
  }

  return (
    <AuthLayout
      title={t('auth.confirmEmail.title')}
      description={confirm.isSuccess || !token ? undefined : t('auth.confirmEmail.description')}
    >
      {body}
    </AuthLayout>
  );
}
