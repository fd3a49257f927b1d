// The e-mailed invitation link (/auth/invitation/:id?token=…; contract IDENTITY_LINKS): an account
// that is its owner's own joins a company only when its owner says yes. The page shows Accept and
// Decline and sends nothing until one is clicked, so a mail scanner opening the link answers
// nothing. Holding the link is enough, signed in or not; after accepting the way on is signing in,
// or, for someone already signed in, switching to the company.
import { Button, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../api/session';
import { useAcceptInvitationLink } from '../api/accept-invitation-link';
import { useDeclineInvitationLink } from '../api/decline-invitation-link';
import { getMyCompaniesQueryOptions } from '../api/switch-company';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { PrimaryButton } from '../components/primary-button';
import { formErrors } from '../lib/form-errors';

export function InvitationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const token = useSearchParams()[0].get('token') ?? '';
  const session = useSession();
  const queryClient = useQueryClient();
  const accept = useAcceptInvitationLink();
  const decline = useDeclineInvitationLink();
  const busy = accept.isPending || decline.isPending;
  const error = formErrors(accept.error ?? decline.error, t, []).form;

  let body;
  if (accept.isSuccess) {
    const company = accept.data.company.company_name;
    body = (
      <Stack gap="5">
        <FormAlert status="success">{t('auth.invitation.joined', { company })}</FormAlert>
        <PrimaryButton asChild>
          {session ? (
            <RouterLink to="/switch-company">{t('auth.switchCompany.switchTo', { company })}</RouterLink>
          ) : (
            <RouterLink to="/auth/signin">{t('auth.signIn.submit')}</RouterLink>
          )}
        </PrimaryButton>
      </Stack>
    );
  } else if (decline.isSuccess) {
    body = <FormAlert status="info">{t('auth.invitation.declined')}</FormAlert>;
  } else if (!token) {
    body = <FormAlert>{t('auth.serverMessages.invitationInvalid')}</FormAlert>;
  } else {
    const link = { id, token };
    body = (
      <Stack gap="4">
        {error && <FormAlert>{error}</FormAlert>}
        <PrimaryButton
          loading={accept.isPending}
          disabled={busy}
          onClick={() => {
            decline.reset();
            accept.mutate(link, {
              onSuccess: () =>
                void queryClient.invalidateQueries({ queryKey: getMyCompaniesQueryOptions(session?.userId).queryKey }),
            });
          }}
        >
          {t('auth.invitation.accept')}
        </PrimaryButton>
        <Button
          variant="outline"
          size="lg"
          width="full"
          loading={decline.isPending}
          disabled={busy}
          onClick={() => {
            accept.reset();
            decline.mutate(link);
          }}
        >
          {t('auth.invitation.decline')}
        </Button>
      </Stack>
    );
  }

  return (
    <AuthLayout
      title={t('auth.invitation.title')}
      description={accept.isSuccess || decline.isSuccess || !token ? undefined : t('auth.invitation.description')}
    >
      {body}
    </AuthLayout>
  );
}
