// Open shifts taken by request (issue 24). Staff, under My shifts, see the open published shifts of
// the coming weeks and ask for one (then see it as asked, or declined); an attendance admin, on the
// schedule, sees the pending requests and gives the shift to one person or declines.
import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ShiftClaim } from '../../../../contract/shifts';
import { notify } from '../../../ui/toaster';
import { useClaimShift, useDecideClaim, useOpenShifts, useShiftClaims } from '../api/shift-claims';
import { formErrors } from '../lib/form-errors';
import { upcomingShifts } from '../lib/upcoming-shifts';
import { useNow } from '../lib/use-now';
import { shiftPlace, shiftTimes, useShiftDay } from './shift-summary';

function useFailed() {
  const { t } = useTranslation();
  return (error: unknown) => {
    const shown = formErrors(error, { offline: t('shifts.offline'), generic: t('shifts.saveFailed') });
    notify('error', shown.other ?? Object.values(shown.fields).join(' '));
  };
}

/** Staff: the open shifts they may ask for, each with its request's state. */
export function OpenShifts() {
  const { t } = useTranslation();
  const open = useOpenShifts();
  const claims = useShiftClaims();
  const claim = useClaimShift();
  const failed = useFailed();
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
        const place = shiftPlace(shift);
        return (
          <Card.Root key={shift.id} size="sm" data-testid="open-shift">
            <Card.Body gap="2">
              <Text fontWeight="semibold">
                {day(shift, zone)} · {shiftTimes(shift, zone)}
              </Text>
              {place && <Text color="fg.muted">{place}</Text>}
              {shift.note && <Text fontSize="sm">{shift.note}</Text>}
              {mine ? (
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
                  loading={claim.isPending && claim.variables === shift.id}
                  onClick={() =>
                    claim.mutate(shift.id, {
                      onSuccess: () => notify('success', t('shifts.claims.sent')),
                      onError: failed,
                    })
                  }
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
