// The dashboard's card of invitations to join other companies (issue 17): "{invited_by} invites you
// to join {company}", each with Accept and Decline. Nothing of the person reaches the company until
// they accept. Accepting refreshes the list of the person's companies and offers to switch to the
// new one at once. "Not now" hides the card for this browser session; it comes back next time, or
// when a new invitation arrives.
import { Alert, Button, Card, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MyInvitation } from '../../../../contract/people';
import { getMeQueryOptions } from '../../../api/current-user';
import { useSession } from '../../../api/session';
import { notify } from '../../../ui/toaster';
import { useAcceptMyInvitation, type InvitationAccepted } from '../api/accept-my-invitation';
import { useDeclineMyInvitation } from '../api/decline-my-invitation';
import { getMyInvitationsQueryOptions, useMyInvitations } from '../api/get-my-invitations';
import { getMyCompaniesQueryOptions, useSwitchCompany } from '../api/switch-company';
import { formErrors } from '../lib/form-errors';
import { useStartSession } from '../lib/use-start-session';

const DISMISSED_KEY = 'groundwork.invitations-dismissed';

function readDismissed(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function MyInvitationsCard() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const invitations = useMyInvitations();
  const accept = useAcceptMyInvitation();
  const decline = useDeclineMyInvitation();
  const switching = useSwitchCompany();
  const [dismissed, setDismissed] = useState(readDismissed);
  const [joined, setJoined] = useState<InvitationAccepted['company'] | null>(null);

  const shown = (invitations.data ?? []).filter((i) => !dismissed.includes(i.id));
  if (shown.length === 0 && !joined) return null;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getMyInvitationsQueryOptions(session?.userId).queryKey }),
      queryClient.invalidateQueries({ queryKey: getMyCompaniesQueryOptions(session?.userId).queryKey }),
      queryClient.invalidateQueries({ queryKey: getMeQueryOptions(session?.userId, session?.companyId).queryKey }),
    ]);
  const failed = (error: unknown) => notify('error', formErrors(error, t, []).form ?? t('errors.generic'));

  const onAccept = (invitation: MyInvitation) =>
    accept.mutate(invitation.id, {
      onSuccess: (answer) => {
        setJoined(answer.company);
        void refresh();
      },
      onError: (error) => {
        failed(error);
        void refresh();
      },
    });
  const onDecline = (invitation: MyInvitation) =>
    decline.mutate(invitation.id, {
      onSuccess: () => {
        notify('info', t('auth.invitations.declined', { company: invitation.company_name }));
        void refresh();
      },
      onError: (error) => {
        failed(error);
        void refresh();
      },
    });
  const onSwitch = (companyId: number) =>
    switching.mutate(companyId, {
      onSuccess: (response) => {
        queryClient.clear();
        startSession(response);
        void navigate('/account/dashboard/', { replace: true });
      },
      onError: failed,
    });
  const notNow = () => {
    const next = [...dismissed, ...shown.map((i) => i.id)];
    sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    setDismissed(next);
    setJoined(null);
  };

  return (
    <Card.Root as="section" aria-labelledby="my-invitations-title" borderColor="blue.muted" variant="outline">
      <Card.Header flexDirection="row" justifyContent="space-between" alignItems="center" gap="3">
        <Card.Title id="my-invitations-title" as="h2">
          {t('auth.invitations.title')}
        </Card.Title>
        <CloseButton size="sm" aria-label={t('auth.invitations.notNow')} onClick={notNow} />
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {joined && (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{t('auth.invitations.joined', { company: joined.company_name })}</Alert.Description>
              </Alert.Content>
              <Button
                size="sm"
                colorPalette="teal"
                alignSelf="center"
                loading={switching.isPending}
                onClick={() => onSwitch(joined.id)}
              >
                {t('auth.invitations.switchTo', { company: joined.company_name })}
              </Button>
            </Alert.Root>
          )}
          {shown.length > 0 && (
            <Stack as="ul" gap="3" listStyleType="none">
              {shown.map((invitation) => (
                <HStack as="li" key={invitation.id} justify="space-between" gap="3" flexWrap="wrap">
                  <Text>
                    {t('auth.invitations.invites', {
                      who: invitation.invited_by,
                      company: invitation.company_name,
                    })}
                  </Text>
                  <HStack gap="2">
                    <Button
                      size="sm"
                      colorPalette="teal"
                      loading={accept.isPending && accept.variables === invitation.id}
                      disabled={accept.isPending || decline.isPending}
                      onClick={() => onAccept(invitation)}
                    >
                      {t('auth.invitations.accept')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      loading={decline.isPending && decline.variables === invitation.id}
                      disabled={accept.isPending || decline.isPending}
                      onClick={() => onDecline(invitation)}
                    >
                      {t('auth.invitations.decline')}
                    </Button>
                  </HStack>
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
