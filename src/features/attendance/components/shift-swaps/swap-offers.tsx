// The two lists of swaps someone acts on. Staff, in My shifts: the shifts colleagues offer them, to
// accept (then an administrator decides) or decline, and those they accepted, shown as waiting. An
// attendance admin, beside the open-shift requests on the schedule: the accepted swaps, to approve
// (the shift becomes the colleague's) or reject (it stays with the person who offered it).
import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ShiftSwap, ShiftSwapAction } from '../../../../../contract/shift-swaps';
import { notify } from '../../../../ui/toaster';
import { useShiftSwaps, useSwapAction } from '../../api/shift-swaps';
import { shiftPlace, shiftTimes, useShiftDay } from '../shift-summary';
import { useSwapFailed } from './use-swap-failed';

type Decision = Exclude<ShiftSwapAction, 'withdraw'>;

const DONE = {
  accept: 'shifts.swaps.acceptedDone',
  decline: 'shifts.swaps.declinedDone',
  approve: 'shifts.swaps.approvedDone',
  reject: 'shifts.swaps.rejectedDone',
} as const satisfies Record<Decision, string>;

function useAct() {
  const { t } = useTranslation();
  const act = useSwapAction();
  const failed = useSwapFailed();
  const run = (swap: ShiftSwap, action: Decision) =>
    act.mutate(
      { id: swap.id, action },
      {
        onSuccess: () => notify('success', t(DONE[action], { name: swap.staff_name, colleague: swap.colleague_name })),
        onError: failed,
      },
    );
  return { run, busy: act.isPending };
}

/** Staff: shifts offered to them that have not started, to accept or decline (times in `zone`). */
export function SwapOffersToMe({ staffId, now, zone }: { staffId: number; now: number; zone: string }) {
  const { t } = useTranslation();
  const swaps = useShiftSwaps({ fresh: true });
  const day = useShiftDay();
  const { run, busy } = useAct();
  const mine = (swaps.data ?? []).filter(
    (s) =>
      s.colleague === staffId && (s.status === 'offered' || s.status === 'accepted') && Date.parse(s.shift.start) > now,
  );
  if (mine.length === 0) return null;
  return (
    <Stack gap="3" data-testid="swap-offers">
      <Heading size="md">{t('shifts.swaps.offersTitle')}</Heading>
      {mine.map((swap) => {
        const place = shiftPlace(swap.shift);
        return (
          <Card.Root key={swap.id} size="sm" data-testid="swap-offer">
            <Card.Body gap="2">
              <Text>{t('shifts.swaps.offeredBy', { name: swap.staff_name })}</Text>
              <Text fontWeight="semibold">
                {day(swap.shift, zone)} · {shiftTimes(swap.shift, zone)}
              </Text>
              {place && <Text color="fg.muted">{place}</Text>}
              {swap.shift.note && <Text fontSize="sm">{swap.shift.note}</Text>}
              {swap.status === 'accepted' ? (
                <Badge alignSelf="start" colorPalette="blue" variant="subtle" data-testid="swap-offer-state">
                  {t('shifts.swaps.youAccepted')}
                </Badge>
              ) : (
                <HStack gap="2" flexWrap="wrap">
                  <Button minH="11" colorPalette="green" disabled={busy} onClick={() => run(swap, 'accept')}>
                    {t('shifts.swaps.accept')}
                  </Button>
                  <Button minH="11" variant="outline" disabled={busy} onClick={() => run(swap, 'decline')}>
                    {t('shifts.swaps.decline')}
                  </Button>
                </HStack>
              )}
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}

/** An attendance admin: accepted swaps waiting for a decision. */
export function ShiftSwapsPanel({ zone }: { zone: string }) {
  const { t } = useTranslation();
  const swaps = useShiftSwaps({ fresh: true });
  const day = useShiftDay();
  const { run, busy } = useAct();
  const waiting = (swaps.data ?? []).filter((s) => s.status === 'accepted');
  if (waiting.length === 0) return null;
  return (
    <Card.Root variant="outline" data-testid="shift-swaps">
      <Card.Body gap="3">
        <Heading size="sm">{t('shifts.swaps.pendingTitle', { count: waiting.length })}</Heading>
        {waiting.map((swap) => (
          <HStack key={swap.id} gap="3" flexWrap="wrap" data-testid="shift-swap">
            <Text flex="1" minW="48">
              {t('shifts.swaps.request', {
                name: swap.staff_name,
                colleague: swap.colleague_name,
                day: day(swap.shift, zone),
                times: shiftTimes(swap.shift, zone),
              })}
            </Text>
            <Button minH="11" size="sm" colorPalette="green" disabled={busy} onClick={() => run(swap, 'approve')}>
              {t('shifts.swaps.approve')}
            </Button>
            <Button minH="11" size="sm" variant="outline" disabled={busy} onClick={() => run(swap, 'reject')}>
              {t('shifts.swaps.reject')}
            </Button>
          </HStack>
        ))}
      </Card.Body>
    </Card.Root>
  );
}
