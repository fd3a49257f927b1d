// /inout/my-shifts/ My shifts (issue 24): a staff member's upcoming published shifts, day by day in
// the company's time zone. It reads the persisted ['shifts', 'mine'] query the offline working set
// keeps fresh, so it shows with no signal, with a note saying how old the copy is. Each future shift
// can be offered to a colleague (shift swaps); shifts colleagues offer them come first, and below,
// the open shifts they may ask for (online).
import { Badge, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user';
import { StaleDataNote } from '../../../ui/stale-data-note';
import { useMyShifts } from '../api/get-shifts';
import { OpenShifts } from '../components/open-shifts';
import { OwnShiftSwap } from '../components/shift-swaps/own-shift-swap';
import { SwapOffersToMe } from '../components/shift-swaps/swap-offers';
import { shiftPlace, shiftTimes, useShiftDay } from '../components/shift-summary';
import { upcomingShifts } from '../lib/upcoming-shifts';
import { useNow } from '../lib/use-now';

export function MyShiftsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const list = useMyShifts(me?.staff_id, { fresh: true });
  const day = useShiftDay();
  const now = useNow();
  const zone = list.data?.time_zone ?? 'UTC';
  const shifts = list.data ? upcomingShifts(list.data.results, now) : [];
  return (
    <Stack gap="4" data-testid="my-shifts-page" maxW="2xl">
      <Heading size="lg">{t('shifts.myShiftsTitle')}</Heading>
      <StaleDataNote query={list} />
      {list.isPending && list.fetchStatus !== 'idle' && <Skeleton h="40" />}
      {list.isError && !list.data && <Text color="red.fg">{t('shifts.loadFailed')}</Text>}
      {me && <SwapOffersToMe staffId={me.staff_id} now={now} zone={zone} />}
      {list.data && shifts.length === 0 && <Text color="fg.muted">{t('shifts.noUpcoming')}</Text>}
      {shifts.map((shift) => {
        const place = shiftPlace(shift);
        const current = Date.parse(shift.start) <= now;
        return (
          <Card.Root key={shift.id} data-testid="my-shift" size="sm">
            <Card.Body gap="1">
              <Text fontWeight="semibold">{day(shift, zone)}</Text>
              <Text fontSize="lg" data-testid="my-shift-times">
                {shiftTimes(shift, zone)}
                {current && (
                  <Badge ms="2" colorPalette="green" variant="subtle">
                    {t('shifts.now')}
                  </Badge>
                )}
              </Text>
              {place && <Text color="fg.muted">{place}</Text>}
              {shift.note && <Text fontSize="sm">{shift.note}</Text>}
              {!current && me && <OwnShiftSwap shift={shift} staffId={me.staff_id} />}
            </Card.Body>
          </Card.Root>
        );
      })}
      {list.data && (
        <Text fontSize="sm" color="fg.muted">
          {t('shifts.zoneNote', { zone })}
        </Text>
      )}
      <OpenShifts />
    </Stack>
  );
}
