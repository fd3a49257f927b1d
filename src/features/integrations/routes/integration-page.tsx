// /connect/slack and /humesign/: one screen per integration. Configured, it hands over to the
// provider's own flow (the team-chat install, the e-signature service). Not configured, an admin
// is told which setting to fill in, anyone else to ask an admin; nothing fails either way.
import { Button, Card, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user';
import { INTEGRATIONS, type IntegrationId } from '../lib/providers';

export function IntegrationPage({ id }: { id: IntegrationId }) {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const provider = INTEGRATIONS[id];
  const admin = me?.user_type.user_type_slug === 'admin';
  return (
    <Stack as="main" gap="5" maxW="2xl" mx="auto" p={{ base: '4', md: '6' }}>
      <Heading as="h1" size="xl">
        {t(`integrations.${id}.title`)}
      </Heading>
      <Text color="fg.muted">{t(`integrations.${id}.intro`)}</Text>
      <Card.Root variant="outline">
        <Card.Body gap="4">
          {provider.startUrl ? (
            <>
              <Text>{t(`integrations.${id}.ready`)}</Text>
              <Button asChild colorPalette="teal" alignSelf="start">
                <a href={provider.startUrl} rel="noopener noreferrer">
                  {t(`integrations.${id}.start`)}
                </a>
              </Button>
            </>
          ) : admin ? (
            <Text>
              {t('integrations.notConfiguredAdmin')} <Code>{provider.setting}</Code>
            </Text>
          ) : (
            <Text>{t('integrations.notConfigured')}</Text>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

/** /connect/slack: the server-side Slack connection (slack-page.tsx). */
export { SlackPage as ConnectSlackPage } from './slack-page';

export function ESignPage() {
  return <IntegrationPage id="esign" />;
}
