// The dashboard's time clock, loaded after the first screen. The clock cannot act before it has read
// the device's outbox (its next action depends on punches still waiting there, and a tap writes to
// it), so it needs the offline core (Dexie, ~30 KiB gzip), which stays out of the first load
// (src/lib/first-screen). Until it arrives, the card's frame holds its place in its "checking"
// state: the same title and words the card itself shows before it has read the outbox, and the
// button's space, so nothing shifts when the card takes over.
import { Box, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/current-user';
import { hasAttendanceApp } from '../../features/attendance/lib/permissions';
import { afterFirstScreen } from '../../lib/first-screen';

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

export function ClockCardSlot() {
  return (
    <Suspense fallback={<ClockCardPlaceholder />}>
      <ClockCard />
    </Suspense>
  );
}
