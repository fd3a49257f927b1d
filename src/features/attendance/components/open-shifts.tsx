// Open shifts taken by request (issue 24). Staff, under My shifts, see the open published shifts of
// the coming weeks and ask for one (then see it as asked, or declined); an attendance admin, on the
// schedule, sees the pending requests and gives the shift to one person or declines. Asking is saved
// on the device first (the outbox) and shows as waiting to be sent until the server has it.
import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ShiftClaim } from '../../../../contract/shifts';
import type { OutboxItem } from '../../../offline/db';
import { queueChange } from '../../../offline/queue';
import { useOutboxItems } from '../../../offline/use-outbox';
import { notify } from '../../../ui/toaster';
import { useDecideClaim, useOpenShifts, useShiftClaims } from '../api/shift-claims';
import { formErrors } from '../lib/form-errors';
import { upcomingShifts } from '../lib/upcoming-shifts';
import { useNow } from '../lib/use-now';
import { SHIFT_CLAIM_KIND, shiftClaimEntityKey, type ShiftClaimRequest } from '../offline/shift-claim-kind';
import { shiftPlace, shiftTimes, useShiftDay } from './shift-summary';

function useFailed() {
  const { t } = useTranslation();
  return (error: unknown) => {
    const shown = formErrors(error, { offline: t('shifts.offline'), generic: t('shifts.saveFailed') });
    notify('error', shown.other ?? Object.values(shown.fields).join(' '));
  };
}

/** A request still on this device: waiting to be sent, or refused by the server with its message. */
function QueuedClaimBadge({ item }: { item: OutboxItem }) {
  const { t } = useTranslation();
  const refused = item.state === 'failed';
  return (
    <Badge alignSelf="start" colorPalette={refused ? 'red' : 'orange'} variant="subtle" data-testid="open-shift-state">
      {refused ? t('shifts.claims.notSent', { reason: item.last_error ?? '' }) : t('shifts.claims.waiting')}
    </Badge>
  );
}

/** Asks for a shift: saved on this device, sent now or once back online. */
function useAskForShift() {
  const { t } = useTranslation();
  return async (shiftId: number) => {
    try {
      await queueChange<ShiftClaimRequest>(SHIFT_CLAIM_KIND, { shiftId });
      notify('success', t(navigator.onLine ? 'shifts.claims.sent' : 'shifts.claims.savedOffline'));
    } catch (error) {
      // Storage full or private mode: nothing was kept, say so.
      notify('error', t('shifts.claims.saveFailed', { reason: error instanceof Error ? error.message : '' }));
    }
  };
}

/** Staff: the open shifts they may ask for, each with its request's state. */
export function OpenShifts() {
  const { t } = useTranslation();
  const open = useOpenShifts();
  const claims = useShiftClaims();
  const queued = useOutboxItems(SHIFT_CLAIM_KIND);
  const ask = useAskForShift();
  const day = useShiftDay();
  const now = useNow();
  const zone = open.data?.time_zone ?? 'UTC';
  const shifts = open.data ? upcomingShifts(open.data.results, now) : [];
  if (shifts.length === 0) return null;
  const asked = new Map<number, ShiftClaim>((claims.data ?? []).map((c) => [c.shift.id, c]));
  return (
    <Stack gap="3" data-testid="open-shifts">
      <Heading size="md">{t('shifts.claims.openTitle')}</Heading>
      {shifts.map((shift) => {
        const mine = asked.get(shift.id);
        const waiting = queued?.find((item) => item.entity_key === shiftClaimEntityKey(shift.id));
        const place = shiftPlace(shift);
        return (
          <Card.Root key={shift.id} size="sm" data-testid="open-shift">
            <Card.Body gap="2">
              <Text fontWeight="semibold">
                {day(shift, zone)} · {shiftTimes(shift, zone)}
              </Text>
              {place && <Text color="fg.muted">{place}</Text>}
              {shift.note && <Text fontSize="sm">{shift.note}</Text>}
              {waiting && !mine ? (
                <QueuedClaimBadge item={waiting} />
              ) : mine ? (
                <Badge
                  alignSelf="start"
                  colorPalette={mine.status === 'declined' ? 'red' : 'orange'}
                  variant="subtle"
                  data-testid="open-shift-state"
                >
                  {t(mine.status === 'declined' ? 'shifts.claims.declined' : 'shifts.claims.asked')}
                </Badge>
              ) : (
                <Button
                  minH="11"
                  alignSelf="start"
                  colorPalette="blue"
                  // Not before the device knows what waits in its outbox: a second request would be one too many.
                  disabled={queued === undefined}
                  onClick={() => void ask(shift.id)}
                >
                  {t('shifts.claims.ask')}
                </Button>
              )}
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}

/** An attendance admin: the pending requests for open shifts, to approve or decline. */
export function ShiftClaimsPanel({ zone }: { zone: string }) {
  const { t } = useTranslation();
  const claims = useShiftClaims();
  const decide = useDecideClaim();
  const failed = useFailed();
  const day = useShiftDay();
  const pending = (claims.data ?? []).filter((c) => c.status === 'pending');
  if (pending.length === 0) return null;
  const act = (claim: ShiftClaim, approve: boolean) =>
    decide.mutate(
      { id: claim.id, approve },
      {
        onSuccess: () =>
          notify(
            'success',
            t(approve ? 'shifts.claims.approved' : 'shifts.claims.declinedDone', { name: claim.staff_name }),
          ),
        onError: failed,
      },
    );
  return (
    <Card.Root variant="outline" data-testid="shift-claims">
      <Card.Body gap="3">
        <Heading size="sm">{t('shifts.claims.pendingTitle', { count: pending.length })}</Heading>
        {pending.map((claim) => (
          <HStack key={claim.id} gap="3" flexWrap="wrap" data-testid="shift-claim">
            <Text flex="1" minW="48">
              {t('shifts.claims.request', {
                name: claim.staff_name,
                day: day(claim.shift, zone),
                times: shiftTimes(claim.shift, zone),
              })}
            </Text>
            <Button
              minH="11"
              size="sm"
              colorPalette="green"
              disabled={decide.isPending}
              onClick={() => act(claim, true)}
            >
              {t('shifts.claims.approve')}
            </Button>
            <Button minH="11" size="sm" variant="outline" disabled={decide.isPending} onClick={() => act(claim, false)}>
              {t('shifts.claims.decline')}
            </Button>
          </HStack>
        ))}
      </Card.Body>
    </Card.Root>
  );
}
