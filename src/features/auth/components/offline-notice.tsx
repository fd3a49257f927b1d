// "You are offline. Sign-in needs a connection; your saved work is kept." with "Try again" (issue 18):
// what a signed-out device shows when it starts without a connection (never signed in, or signed
// out), instead of a form that fails on submit with a generic error. Saved work (changes waiting
// on the device) stays there and is sent when its user signs in again.
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ConnectionCheck } from '../lib/use-connection-check';

export function OfflineNotice({ connection }: { connection: ConnectionCheck }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" role="status" borderRadius="l2" data-testid="offline-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('auth.offline.title')}</Alert.Title>
        <Alert.Description>
          <Stack gap="3" align="start">
            <Text>{t('auth.offline.signIn')}</Text>
            {connection.stillOffline && !connection.checking && <Text>{t('auth.offline.stillOffline')}</Text>}
            <Button
              size="sm"
              variant="outline"
              colorPalette="orange"
              loading={connection.checking}
              onClick={() => void connection.retry()}
            >
              {t('auth.offline.retry')}
            </Button>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
