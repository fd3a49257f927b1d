// "You are offline. Sign-in needs a connection; your saved work is kept." with "Try again" (issue 18):
// what a device shows when it starts without a connection and cannot go on without one: signed out
// or never signed in (the sign-in page), or signed in with none of the account's data on the device
// yet (account-offline.tsx). Never a form that fails with a generic error, or "An error occurred".
// Saved work (changes waiting on the device) stays there and is sent when its user is signed in.
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ConnectionCheck } from '../lib/use-connection-check';

export function OfflineNotice({ connection, message }: { connection: ConnectionCheck; message: string }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" role="status" borderRadius="l2" data-testid="offline-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('auth.offline.title')}</Alert.Title>
        <Alert.Description>
          <Stack gap="3" align="start">
            <Text>{message}</Text>
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
