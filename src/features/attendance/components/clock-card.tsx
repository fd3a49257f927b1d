// The time clock: one large button that offers the next action (clock in or out), works offline and
// confirms "Saved on this device" as soon as IndexedDB holds the punch (ARCHITECTURE.md sync rule 1).
// Under it: the latest punch with whether it waits on this device or reached the server, and the
// offline state. Sized for a thumb on a 390 px phone. Shown only when the company has attendance.
import { Badge, Box, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ClockAction } from '../../../../contract/attendance';
import { useCurrentUser } from '../../../api/current-user';
import { notify } from '../../../ui/toaster';
import { hasAttendanceApp } from '../lib/permissions';
import { localTime } from '../lib/punch-time';
import { useOnline } from '../../../lib/use-online';
import { useClock } from './use-clock';

export const PENDING_CHANGES_PATH = '/account/pending-changes/';

interface SavedPunch {
  action: ClockAction;
  at: number;
}

function LatestPunch({ clock }: { clock: ReturnType<typeof useClock> }) {
  const { t, i18n } = useTranslation();
  const { latest } = clock;
  if (!clock.ready) return <Text color="fg.muted">{t('attendance.clock.checking')}</Text>;
  if (!latest) return <Text color="fg.muted">{t('attendance.clock.never')}</Text>;
  const time = localTime(latest.at, i18n.language);
  return (
    <HStack gap="2" flexWrap="wrap" data-testid="latest-punch">
      <Text fontWeight="medium">
        {t(latest.action === 'in' ? 'attendance.clock.lastIn' : 'attendance.clock.lastOut', { time })}
      </Text>
      <Badge colorPalette={latest.queued ? 'orange' : 'green'} variant="subtle">
        {t(latest.queued ? 'attendance.badges.waiting' : 'attendance.badges.sent')}
      </Badge>
    </HStack>
  );
}

function ClockCardBody() {
  const { t, i18n } = useTranslation();
  const clock = useClock();
  const online = useOnline();
  const [saved, setSaved] = useState<SavedPunch | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const tap = async () => {
    setFailed(null);
    try {
      const body = await clock.punch(clock.next);
      setSaved({ action: body.action, at: Date.parse(body.client_time) });
      notify('success', t('attendance.clock.saved'));
    } catch (error) {
      // Storage full, private mode or no session: the punch is not safe anywhere, say so plainly.
      const message = t('attendance.clock.saveFailed', { reason: error instanceof Error ? error.message : '' });
      setFailed(message);
      notify('error', message);
    }
  };

  const clockingIn = clock.next === 'in';
  return (
    <Card.Root data-testid="clock-card" w="full" maxW={{ lg: '2xl' }}>
      <Card.Body gap="4">
        <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
          <Stack gap="1">
            <Text fontWeight="semibold" fontSize="lg">
              {t('attendance.clock.title')}
            </Text>
            <LatestPunch clock={clock} />
          </Stack>
          {!online && (
            <Badge colorPalette="orange" variant="solid" role="status">
              {t('attendance.clock.offline')}
            </Badge>
          )}
        </HStack>

        <Stack gap="2">
          <Button
            onClick={() => void tap()}
            disabled={!clock.ready}
            loading={clock.busy}
            colorPalette={clockingIn ? 'green' : 'orange'}
            w="full"
            h={{ base: '20', md: '16' }}
            fontSize={{ base: '2xl', md: 'xl' }}
            rounded="xl"
            data-testid="clock-button"
          >
            {t(clockingIn ? 'attendance.clock.in' : 'attendance.clock.out')}
          </Button>

          <Box role="status" aria-live="polite">
            {saved && !failed && (
              <Text color="green.fg" fontWeight="medium" data-testid="clock-saved">
                ✓ {t('attendance.clock.saved')} ·{' '}
                {t(saved.action === 'in' ? 'attendance.actions.in' : 'attendance.actions.out')}{' '}
                {localTime(saved.at, i18n.language)}
              </Text>
            )}
            {failed && <Text color="red.fg">{failed}</Text>}
          </Box>
        </Stack>

        {!online && (
          <Text fontSize="sm" color="fg.muted">
            {t('attendance.clock.offlineHint')}
          </Text>
        )}
        {clock.pending > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('attendance.clock.pending', { count: clock.pending })}
          </Text>
        )}
        {clock.needsAttention > 0 && (
          <Text fontSize="sm" color="red.fg">
            {t('attendance.clock.needsAttention', { count: clock.needsAttention })}{' '}
            <Link asChild colorPalette="blue" fontWeight="medium">
              <RouterLink to={PENDING_CHANGES_PATH}>{t('attendance.clock.review')}</RouterLink>
            </Link>
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function ClockCard() {
  const me = useCurrentUser().data;
  if (!me || !hasAttendanceApp(me)) return null;
  return <ClockCardBody />;
}
