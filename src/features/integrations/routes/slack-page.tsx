// /connect/slack (spec shell §2.1): connecting the company's Slack workspace. With a Slack app
// configured on the server, an admin goes to Slack, approves, and comes back here with a code and
// state, which the server exchanges; the page then shows the connected workspace and a disconnect.
// Unconfigured, an admin is told which server settings to fill in, anyone else to ask an admin.
// The route is unguarded, so a signed-out visitor is offered sign-in first.
import { useEffect, useMemo } from 'react';
import { Button, Card, Code, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { SLACK_NOT_CONFIGURED, SLACK_STATE_INVALID } from '../../../../contract/integrations-constants';
import { useCurrentUser } from '../../../api/current-user';
import { errorMessages } from '../../../api/errors';
import { rememberRequestedUrl, useSession } from '../../../api/session';
import { useSlackAuthorize, useSlackCallback, useSlackDisconnect, useSlackStatus } from '../api/slack';

/** A code is exchanged once: React's double effects and remounts must not send it twice. */
const exchanged = new Set<string>();

function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown) =>
    errorMessages(error)
      .map((m) =>
        m === SLACK_STATE_INVALID
          ? t('shellIntegrations.slack.stateInvalid')
          : m === SLACK_NOT_CONFIGURED
            ? t('shellIntegrations.slack.notConfiguredAdmin')
            : m,
      )
      .join(' ');
}

function SlackConnection() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const admin = useCurrentUser().data?.user_type.user_type_slug === 'admin';
  const status = useSlackStatus();
  const authorize = useSlackAuthorize();
  const callback = useSlackCallback();
  const disconnect = useSlackDisconnect();
  const errorText = useErrorText();
  const code = search.get('code');
  const state = search.get('state');
  const cancelled = search.get('error');

  const { mutate } = callback;
  useEffect(() => {
    if (!code || !state || exchanged.has(code)) return;
    exchanged.add(code);
    mutate(
      { code, state },
      // The code is spent either way: it leaves the address, so a reload does not send it again.
      { onSettled: () => setSearch({}, { replace: true }) },
    );
  }, [code, state, mutate, setSearch]);

  if (status.isPending || callback.isPending) return <Text role="status">{t('shellIntegrations.slack.checking')}</Text>;
  if (status.isError) return <Text color="fg.error">{errorText(status.error)}</Text>;
  const { configured, connection } = status.data;
  const problem = callback.error ?? authorize.error ?? disconnect.error;
  return (
    <Stack gap="4">
      {cancelled && <Text color="fg.warning">{t('shellIntegrations.slack.cancelled')}</Text>}
      {problem && (
        <Text color="fg.error" role="alert">
          {errorText(problem)}
        </Text>
      )}
      {connection ? (
        <>
          <Text data-testid="slack-connected">
            {t('shellIntegrations.slack.connected', {
              team: connection.team_name,
              date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
                new Date(connection.connected_at),
              ),
            })}
          </Text>
          {admin && (
            <Button
              variant="outline"
              alignSelf="start"
              loading={disconnect.isPending}
              onClick={() => disconnect.mutate()}
            >
              {t('shellIntegrations.slack.disconnect')}
            </Button>
          )}
        </>
      ) : !configured ? (
        admin ? (
          <Text>
            {t('shellIntegrations.slack.notConfiguredAdmin')} <Code>SLACK_CLIENT_ID</Code>,{' '}
            <Code>SLACK_CLIENT_SECRET</Code>
          </Text>
        ) : (
          <Text>{t('integrations.notConfigured')}</Text>
        )
      ) : admin ? (
        <>
          <Text>{t('integrations.slack.ready')}</Text>
          <Button
            colorPalette="teal"
            alignSelf="start"
            loading={authorize.isPending}
            onClick={() => authorize.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })}
          >
            {t('integrations.slack.start')}
          </Button>
        </>
      ) : (
        <Text>{t('shellIntegrations.slack.askAdmin')}</Text>
      )}
    </Stack>
  );
}

export function SlackPage() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const signInTarget = useMemo(() => location.pathname + location.search, [location]);
  return (
    <Stack as="main" gap="5" maxW="2xl" mx="auto" p={{ base: '4', md: '6' }}>
      <Heading as="h1" size="xl">
        {t('integrations.slack.title')}
      </Heading>
      <Text color="fg.muted">{t('integrations.slack.intro')}</Text>
      <Card.Root variant="outline">
        <Card.Body gap="4">
          {session ? (
            <SlackConnection />
          ) : (
            <Text>
              {t('shellIntegrations.slack.signInFirst')}{' '}
              <Link asChild colorPalette="teal" onClick={() => rememberRequestedUrl(signInTarget)}>
                <RouterLink to="/auth/signin">{t('shellIntegrations.slack.signIn')}</RouterLink>
              </Link>
            </Text>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
