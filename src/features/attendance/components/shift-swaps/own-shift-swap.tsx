// Under each of one's own future shifts in My shifts: "Offer to a colleague" (a searchable picker of
// the company's people, in place: a phone has no room for a dialog over a dropdown), then the offer's
// state (waiting for the colleague, accepted and waiting for an administrator, declined, not
// approved) and, while it is open, Withdraw. A closed offer leaves the button to offer it again.
import { Badge, Button, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShiftSwap } from '../../../../../contract/shift-swaps';
import type { Shift } from '../../../../../contract/shifts';
import { PeoplePicker } from '../../../../ui/people-picker';
import { notify } from '../../../../ui/toaster';
import { scheduleStaffChoices } from '../../api/get-schedule-choices';
import { useOfferSwap, useShiftSwaps, useSwapAction } from '../../api/shift-swaps';
import { useSwapFailed } from './use-swap-failed';

/** The latest offer of `shiftId` made by `staffId`, if any (the list is newest first). */
export function latestOffer(swaps: readonly ShiftSwap[], shiftId: number, staffId: number): ShiftSwap | undefined {
  return swaps.find((s) => s.shift.id === shiftId && s.staff === staffId);
}

const STATE_COLOR: Record<ShiftSwap['status'], string> = {
  offered: 'orange',
  accepted: 'blue',
  approved: 'green',
  declined: 'red',
  rejected: 'red',
  withdrawn: 'gray',
};

export function OwnShiftSwap({ shift, staffId }: { shift: Shift; staffId: number }) {
  const { t } = useTranslation();
  const swaps = useShiftSwaps();
  const [picking, setPicking] = useState(false);
  const offer = latestOffer(swaps.data ?? [], shift.id, staffId);
  const open = offer?.status === 'offered' || offer?.status === 'accepted';
  // Shows after a withdrawal only until the person moves on: a withdrawn offer is theirs to know.
  const shown = offer && offer.status !== 'withdrawn' && offer.status !== 'approved' ? offer : undefined;
  return (
    <Stack gap="2" mt="1" data-testid="own-shift-swap">
      {shown && (
        <Badge
          alignSelf="start"
          colorPalette={STATE_COLOR[shown.status]}
          variant="subtle"
          whiteSpace="normal"
          data-testid="own-shift-swap-state"
        >
          {t(`shifts.swaps.state.${shown.status}`, { name: shown.colleague_name })}
        </Badge>
      )}
      {open ? (
        <WithdrawButton swap={offer} />
      ) : picking ? (
        <OfferForm shift={shift} staffId={staffId} onDone={() => setPicking(false)} />
      ) : (
        <Button minH="11" alignSelf="start" variant="outline" onClick={() => setPicking(true)}>
          {t('shifts.swaps.offer')}
        </Button>
      )}
    </Stack>
  );
}

function WithdrawButton({ swap }: { swap: ShiftSwap }) {
  const { t } = useTranslation();
  const act = useSwapAction();
  const failed = useSwapFailed();
  return (
    <Button
      minH="11"
      alignSelf="start"
      variant="ghost"
      loading={act.isPending}
      onClick={() =>
        act.mutate(
          { id: swap.id, action: 'withdraw' },
          { onSuccess: () => notify('success', t('shifts.swaps.withdrawn')), onError: failed },
        )
      }
    >
      {t('shifts.swaps.withdraw')}
    </Button>
  );
}

function OfferForm({ shift, staffId, onDone }: { shift: Shift; staffId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const people = useQuery(scheduleStaffChoices);
  const offer = useOfferSwap();
  const failed = useSwapFailed();
  const [colleague, setColleague] = useState<number[]>([]);
  const [missing, setMissing] = useState(false);
  const choices = (people.data ?? []).filter((p) => p.id !== staffId);
  const send = () => {
    const [chosen] = colleague;
    if (chosen === undefined) return setMissing(true);
    offer.mutate(
      { shiftId: shift.id, colleague: chosen },
      {
        onSuccess: (swap) => {
          notify('success', t('shifts.swaps.sent', { name: swap.colleague_name }));
          onDone();
        },
        onError: failed,
      },
    );
  };
  return (
    <Stack gap="2" data-testid="offer-swap-form">
      <PeoplePicker
        single
        label={t('shifts.swaps.colleague')}
        placeholder={t('shifts.swaps.search')}
        choices={choices}
        value={colleague}
        invalid={missing}
        onChange={(ids) => {
          setColleague(ids);
          setMissing(false);
        }}
      />
      {missing && (
        <Badge alignSelf="start" colorPalette="red" variant="plain" role="alert">
          {t('shifts.swaps.chooseColleague')}
        </Badge>
      )}
      <HStack gap="2" flexWrap="wrap">
        <Button minH="11" colorPalette="blue" loading={offer.isPending} onClick={send}>
          {t('shifts.swaps.send')}
        </Button>
        <Button minH="11" variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
