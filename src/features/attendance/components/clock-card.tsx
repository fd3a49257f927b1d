// The time clock: one large button that offers the next action (clock in or out), works offline and
// confirms "Saved on this device" as soon as IndexedDB holds the punch (ARCHITECTURE.md sync rule 1).
// Under it: the latest punch with whether it waits on this device or reached the server, and the
// offline state. Sized for a thumb on a 390 px phone. Shown only when the company has attendance.
// A second tap within a few seconds records nothing and says "Already clocked out at 14:02 — Undo"
// (issue 18): undo takes the punch back while it waits on this device; once it reached the server,
// it offers a correction request to whoever decides requests.
// When the company requires a location and the punch has none (refused, unavailable, timed out) or
// one vaguer than the company allows (issue 21), the tap still saves it and then says it is flagged,
// and the latest punch shows the flag next to "Waiting to sync" or "Sent".
// While clocked in, a second button starts or ends a break (issue 24): the same outbox kind, the
// same device time and Idempotency-Key, the same double-tap guard.
// Under the latest punch: the shift under way or the next one (issue 24, ClockNextShift).
// A clock-in late for that shift ("Late by 7 min"), a clock-out leaving it early (the timesheet's
// flag, "Left 30 min early"), or a punch outside the division's geofence
// ("Outside the site area (2 km away)") is said at the tap, offline too, and on the latest punch:
// worked out on the device by the server's rules, then the server's own flags once sent (issue 24).
import { Badge, Box, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { ClockAction } from '../../../../contract/attendance';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../../../api/current-user';
import { StaleDataNote } from '../../../ui/stale-data-note';
import { notify } from '../../../ui/toaster';
import { readableDistance, type ClockFlagNote } from '../lib/clock-flag-notes';
import type { LocationNote } from '../lib/location-note';
import { actionLabelKey } from '../lib/action-label';
import { breakAction, type KnownPunch } from '../lib/next-action';
import { hasAttendanceApp } from '../lib/permissions';
import { localTime } from '../lib/punch-time';
import { useOnline } from '../../../lib/use-online';
import { ClockNextShift } from './clock-next-shift';
import { useClock } from './use-clock';

export const PENDING_CHANGES_PATH = '/account/pending-changes/';
const CREATE_REQUEST_PATH = '/request/create';

const LAST = {
  in: 'attendance.clock.lastIn',
  out: 'attendance.clock.lastOut',
  break_start: 'attendance.clock.lastBreakStart',
  break_end: 'attendance.clock.lastBreakEnd',
} as const;
const ALREADY = {
  in: 'attendance.clock.alreadyIn',
  out: 'attendance.clock.alreadyOut',
  break_start: 'attendance.clock.alreadyBreakStart',
  break_end: 'attendance.clock.alreadyBreakEnd',
} as const;

/** What the status line under the button says after the last tap. */
type TapNotice =
  | { type: 'saved'; punch: KnownPunch; location?: LocationNote; flags?: ClockFlagNote[] }
  | { type: 'repeat'; punch: KnownPunch }
  | { type: 'undone'; punch: KnownPunch }
  | { type: 'correction'; punch: KnownPunch }
  | { type: 'failed'; message: string };

/** The create-request form, filled in to remove a punch recorded by mistake. */
function correctionLink(punch: KnownPunch, title: string, description: string): string {
  const query = new URLSearchParams({ title, description: `${description}\n${new Date(punch.at).toISOString()}` });
  return `${CREATE_REQUEST_PATH}?${query.toString()}`;
}

/** "Saved, but flagged…": what the worker is told after the tap when the punch's location is flagged. */
function LocationFlagText({ note }: { note: LocationNote }) {
  const { t } = useTranslation();
  return (
    <Text color="red.fg" fontWeight="medium" data-testid="clock-location-flag">
      {locationFlagMessage(t, note)}
    </Text>
  );
}

function locationFlagMessage(t: TFunction, note: LocationNote): string {
  return note.flag === 'location_missing'
    ? t('attendance.clock.flaggedNoLocation')
    : t('attendance.clock.flaggedInaccurate', {
        meters: Math.round(note.accuracy_m ?? 0),
        limit: note.limit_m ?? 0,
      });
}

/** "Late by 7 min", "Outside the site area (2 km away)": a note against the schedule or the site. */
function clockFlagMessage(t: TFunction, language: string, note: ClockFlagNote): string {
  if (note.flag === 'late') {
    return note.minutes === null ? t('attendance.clock.late') : t('attendance.clock.lateBy', { minutes: note.minutes });
  }
  if (note.flag === 'left_early') return t('attendance.clock.leftEarlyBy', { minutes: note.minutes });
  return note.distance_m === null
    ? t('attendance.clock.outsideSite')
    : t('attendance.clock.outsideSiteBy', { distance: readableDistance(note.distance_m, language) });
}

/** What the tap's result says of each note: flagged for review, never refused. */
function ClockFlagText({ note }: { note: ClockFlagNote }) {
  const { t, i18n } = useTranslation();
  return (
    <Text color="orange.fg" fontWeight="medium" data-testid="clock-shift-flag" data-flag={note.flag}>
      {t('attendance.clock.flaggedFor', { what: clockFlagMessage(t, i18n.language, note) })}
    </Text>
  );
}

/** A note of the latest punch, next to its sync state. */
function ClockFlagBadge({ note }: { note: ClockFlagNote }) {
  const { t, i18n } = useTranslation();
  return (
    <Badge colorPalette="orange" variant="subtle" data-testid="latest-punch-note" data-flag={note.flag}>
      {clockFlagMessage(t, i18n.language, note)}
    </Badge>
  );
}

/** The flag of the latest punch's location, next to its sync state. */
function LocationFlagBadge({ note }: { note: LocationNote }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette="red" variant="subtle" data-testid="latest-punch-flag">
      {note.flag === 'location_missing'
        ? t('attendance.badges.noLocation')
        : t('attendance.badges.inaccurateLocation', { meters: Math.round(note.accuracy_m ?? 0) })}
    </Badge>
  );
}

function TapNoticeText({ notice, onUndo }: { notice: TapNotice; onUndo: (punch: KnownPunch) => void }) {
  const { t, i18n } = useTranslation();
  if (notice.type === 'failed') return <Text color="red.fg">{notice.message}</Text>;
  const { punch } = notice;
  const time = localTime(punch.at, i18n.language);
  const what = t(actionLabelKey(punch.action));
  if (notice.type === 'saved') {
    return (
      <Stack gap="1">
        <Text color="green.fg" fontWeight="medium" data-testid="clock-saved">
          ✓ {t('attendance.clock.saved')} · {what} {time}
        </Text>
        {notice.flags?.map((note) => (
          <ClockFlagText key={note.flag} note={note} />
        ))}
        {notice.location && <LocationFlagText note={notice.location} />}
      </Stack>
    );
  }
  if (notice.type === 'repeat') {
    return (
      <HStack gap="3" flexWrap="wrap" data-testid="clock-repeat">
        <Text fontWeight="medium">{t(ALREADY[punch.action], { time })}</Text>
        <Button size="sm" variant="outline" onClick={() => onUndo(punch)} data-testid="clock-undo">
          {t('attendance.clock.undo')}
        </Button>
      </HStack>
    );
  }
  if (notice.type === 'undone') {
    return <Text data-testid="clock-undone">{t('attendance.clock.undone', { action: what, time })}</Text>;
  }
  const link = correctionLink(
    punch,
    t('attendance.clock.correctionTitle', { action: what, time }),
    t('attendance.clock.correctionDetails', { action: what, time }),
  );
  return (
    <Text data-testid="clock-correction">
      {t('attendance.clock.alreadySent')}{' '}
      <Link asChild colorPalette="blue" fontWeight="medium">
        <RouterLink to={link}>{t('attendance.clock.requestCorrection')}</RouterLink>
      </Link>
    </Text>
  );
}

function LatestPunch({ clock }: { clock: ReturnType<typeof useClock> }) {
  const { t, i18n } = useTranslation();
  const { latest } = clock;
  if (!clock.ready) return <Text color="fg.muted">{t('attendance.clock.checking')}</Text>;
  if (!latest) return <Text color="fg.muted">{t('attendance.clock.never')}</Text>;
  const time = localTime(latest.at, i18n.language);
  return (
    <HStack gap="2" flexWrap="wrap" data-testid="latest-punch">
      <Text fontWeight="medium">{t(LAST[latest.action], { time })}</Text>
      <Badge colorPalette={latest.queued ? 'orange' : 'green'} variant="subtle">
        {t(latest.queued ? 'attendance.badges.waiting' : 'attendance.badges.sent')}
      </Badge>
      {latest.flags?.map((note) => (
        <ClockFlagBadge key={note.flag} note={note} />
      ))}
      {latest.location && <LocationFlagBadge note={latest.location} />}
    </HStack>
  );
}

function ClockCardBody() {
  const { t } = useTranslation();
  const clock = useClock();
  const online = useOnline();
  const [notice, setNotice] = useState<TapNotice | null>(null);

  const tap = async (action: ClockAction = clock.next) => {
    try {
      const result = await clock.punch(action);
      if (!result.saved) {
        setNotice({ type: 'repeat', punch: result.repeatOf });
        return;
      }
      // A second tap while this one was being saved already says "Already clocked…": keep saying
      // it, now about the saved punch (its undo needs the punch's id).
      setNotice((shown) =>
        shown?.type === 'repeat'
          ? { type: 'repeat', punch: result.punch }
          : { type: 'saved', punch: result.punch, flags: result.flags },
      );
      notify('success', t('attendance.clock.saved'));
      void result.flagsWithFix.then((flags) =>
        // Only onto the notice of this very punch: a later tap has its own.
        setNotice((shown) =>
          shown?.type === 'saved' && shown.punch.at === result.punch.at ? { ...shown, flags } : shown,
        ),
      );
      void result.location.then((location) => {
        if (!location) return;
        // Only onto the notice of this very punch: a later tap has its own.
        setNotice((shown) =>
          shown?.type === 'saved' && shown.punch.at === result.punch.at ? { ...shown, location } : shown,
        );
        notify('warning', locationFlagMessage(t, location));
      });
    } catch (error) {
      // Storage full, private mode or no session: the punch is not safe anywhere, say so plainly.
      const message = t('attendance.clock.saveFailed', { reason: error instanceof Error ? error.message : '' });
      setNotice({ type: 'failed', message });
      notify('error', message);
    }
  };

  const undo = async (punch: KnownPunch) => {
    try {
      setNotice({ type: (await clock.undo(punch)) === 'removed' ? 'undone' : 'correction', punch });
    } catch (error) {
      setNotice({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const clockingIn = clock.next === 'in';
  const breakNext = clock.ready ? breakAction(clock.latest) : null;
  return (
    <Card.Root data-testid="clock-card" w="full" maxW={{ lg: '2xl' }}>
      <Card.Body gap="4">
        <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
          <Stack gap="1">
            <Text fontWeight="semibold" fontSize="lg">
              {t('attendance.clock.title')}
            </Text>
            <LatestPunch clock={clock} />
            <ClockNextShift />
            <StaleDataNote query={clock.serverState} />
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
          {breakNext && (
            <Button
              onClick={() => void tap(breakNext)}
              disabled={clock.busy}
              variant={breakNext === 'break_end' ? 'solid' : 'outline'}
              colorPalette="blue"
              w="full"
              minH="11"
              data-testid="break-button"
            >
              {t(breakNext === 'break_start' ? 'attendance.clock.breakStart' : 'attendance.clock.breakEnd')}
            </Button>
          )}

          <Box role="status" aria-live="polite">
            {notice && <TapNoticeText notice={notice} onUndo={(punch) => void undo(punch)} />}
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
