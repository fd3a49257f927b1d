// The leaving half of a cross-host referral account (spec shell §4): a user whose company is served
// at another host is signed out here and sent to that host's sign-in with autoLogin, token,
// timestamp and redirect (the page they were opening). The token is asked for before the session
// ends, since asking needs it. If the server gives none (the address is no longer one of this
// service's), the user stays here.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Center, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { createCrossHostToken } from '../api/cross-host';
import { crossHostSignInUrl } from '../lib/cross-host';
import { useEndSession } from '../lib/use-sign-out';

export function CrossHostHandoff({ origin, children }: { origin: string; children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const endSession = useEndSession();
  const [stay, setStay] = useState(false);
  const started = useRef(false);
  const redirect = location.pathname + location.search + location.hash;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    createCrossHostToken().then(
      async (link) => {
        await endSession();
        window.location.assign(crossHostSignInUrl(link.origin, { ...link, redirect }));
      },
      () => setStay(true),
    );
  }, [endSession, redirect]);

  if (stay) return children;
  return (
    <Center minH="50vh" flexDirection="column" gap="4" role="status" aria-live="polite">
      <Spinner size="lg" color="blue.500" />
      <Text>{t('shellIntegrations.crossHost.leaving', { host: new URL(origin).host })}</Text>
    </Center>
  );
}
