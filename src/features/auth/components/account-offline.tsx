// The sign-in gate's screen for a signed-in device that starts without a connection and has none of
// the account's data yet (the saved copy was never written, or is older than it may be kept): the
// app cannot open without the signed-in user, so it says so, with "Try again", instead of a spinner
// that never ends (offline) or "An error occurred" (a network that does not answer). Going online
// opens the app by itself; "Try again" asks the server, and when it answers loads the account.
import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMarkFirstScreen } from '../../../lib/first-screen';
import { useConnectionCheck } from '../lib/use-connection-check';
import { OfflineNotice } from './offline-notice';

export function AccountOffline({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  useMarkFirstScreen();
  const connection = useConnectionCheck(true, onBack);
  return (
    <Box maxW="md" mx="auto" my={{ base: '8', md: '16' }} px="4">
      <OfflineNotice connection={connection} message={t('auth.offline.account')} />
    </Box>
  );
}
