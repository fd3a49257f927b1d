// The dashboard's time clock, loaded after the first screen. The clock cannot act before it has read
// the device's outbox (its next action depends on punches still waiting there, and a tap writes to
// it), so it needs the offline core (Dexie, ~30 KiB gzip), which stays out of the first load
// (src/lib/first-screen). Until it arrives, the card's frame holds its place in its "checking"
// state: the same title and words the card itself shows before it has read the outbox, and the
// button's space, so nothing shifts when the card takes over.
// The clock is part of the dashboard's first usable screen: work no screen shows (the sync engine,
// the working set, course downloads…) waits until the card is there (inBackground), rather than
// loading and starting on the main thread while the clock's own code does (issue 22).
import { Box, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/current-user';
import { hasAttendanceApp } from '../../features/attendance/lib/permissions';
import { afterFirstScreen, holdBackgroundWork } from '../../lib/first-screen';

const ClockCard = lazy(async () => {
  await afterFirstScreen();
  return { default: (await import('../../features/attendance/components/clock-card')).ClockCard };
});

function ClockCardPlaceholder() {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  if (!me || !hasAttendanceApp(me)) return null;
  return (
    <Card.Root w="full" maxW={{ lg: '2xl' }} aria-busy="true" data-testid="clock-card-placeholder">
      <Card.Body gap="4">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="1">
            <Text fontWeight="semibold" fontSize="lg">
              {t('attendance.clock.title')}
            </Text>
            <Text color="fg.muted">{t('attendance.clock.checking')}</Text>
          </Stack>
        </HStack>
        <Stack gap="2">
          <Skeleton w="full" h={{ base: '20', md: '16' }} rounded="xl" />
          <Box />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Background work's hold while the first clock of the page loads (taken once per page). */
let releaseBackground: (() => void) | null = null;

/** Rendered after the card in the same Suspense boundary: committed once the card is. */
function CardLoaded() {
  useEffect(() => releaseBackground?.(), []);
  return null;
}

export function ClockCardSlot() {
  releaseBackground ??= holdBackgroundWork();
  return (
    <Suspense fallback={<ClockCardPlaceholder />}>
      <ClockCard />
      <CardLoaded />
    </Suspense>
  );
}
