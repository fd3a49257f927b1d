// /kiosk: the shared time-clock kiosk (issue 24), full screen with no navigation and no person
// signed in. It shows the kiosk's clock once this device was set up by an admin (kiosks-page.tsx),
// says so when it was not, and says it was revoked (having forgotten everything) when an admin
// revoked it. Offline it keeps working from its own database; a line says how many punches wait.
import { Badge, Box, Center, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../lib/use-online';
import { KioskClock } from '../components/kiosk-clock';
import { useKioskDevice } from '../components/use-kiosk-device';

/** Full screen at the first tap (browsers allow it only from a gesture); an installed PWA already is. */
function useFullScreenOnFirstTap() {
  useEffect(() => {
    const goFullScreen = () => {
      if (!document.fullscreenElement) void document.documentElement.requestFullscreen?.().catch(() => {});
    };
    window.addEventListener('pointerdown', goFullScreen, { once: true });
    return () => window.removeEventListener('pointerdown', goFullScreen);
  }, []);
}

function Message({ title, text }: { title: string; text?: string }) {
  return (
    <Center minH="100dvh" p="6">
      <Stack gap="3" maxW="lg" textAlign="center" role="status">
        <Heading size="2xl">{title}</Heading>
        {text && <Text color="fg.muted">{text}</Text>}
      </Stack>
    </Center>
  );
}

export function KioskPage() {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const { state, pending, punched } = useKioskDevice();
  useFullScreenOnFirstTap();

  if (state.status === 'loading') {
    return (
      <Center minH="100dvh" gap="3">
        <Spinner />
        <Text>{t('kiosk.screen.loading')}</Text>
      </Center>
    );
  }
  if (state.status === 'not-set-up')
    return <Message title={t('kiosk.screen.notSetUp')} text={t('kiosk.screen.notSetUpHelp')} />;
  if (state.status === 'revoked')
    return <Message title={t('kiosk.screen.revokedTitle')} text={t('kiosk.screen.revokedText')} />;

  const { device, roster } = state;
  const namesAt = device.rosterAt
    ? new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(device.rosterAt))
    : null;
  return (
    <Box minH="100dvh" p={{ base: '4', md: '8' }} bg="bg">
      <HStack justify="space-between" wrap="wrap" mb="6" gap="3">
        <Stack gap="0">
          <Heading size="xl">{t('kiosk.screen.title')}</Heading>
          <Text color="fg.muted">
            {device.companyName} · {device.name}
          </Text>
        </Stack>
        <Stack gap="1" align="end">
          {!online && (
            <Badge colorPalette="orange" size="lg" data-testid="kiosk-offline">
              {t('kiosk.screen.offline')}
            </Badge>
          )}
          {pending > 0 && (
            <Text data-testid="kiosk-pending" fontSize="sm">
              {t('kiosk.screen.waiting', { count: pending })}
            </Text>
          )}
          {namesAt && (
            <Text fontSize="xs" color="fg.muted">
              {t('kiosk.screen.namesUpdated', { time: namesAt })}
            </Text>
          )}
        </Stack>
      </HStack>
      <KioskClock device={device} roster={roster} onPunched={punched} />
    </Box>
  );
}
