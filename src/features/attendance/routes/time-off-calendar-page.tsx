// /inout/time-off-calendar/ Calendar: who is off on which day of a month, with each request's status,
// and the company holidays (account/api/time-off-calendar/). The month is kept in the address.
// Anyone can request their own time off here, with or without a network (it waits on the device
// and shows at once, marked as waiting); admins who review time off approve or reject the pending
// ones. Each time off is a request under Requests as well, and the staff member's leave balances
// (the requests area's, composed in by src/app as `leaveBalances`) show next to the form. Reached from Attendance, or from Requests when attendance is not active: it does
// not need the attendance app.
import { Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../../api/current-user';
import { StaleDataNote } from '../../../ui/stale-data-note';
import { useTimeOffCalendar } from '../api/get-time-off-calendar';
import { MonthCalendar } from '../components/month-calendar';
import { PendingTimeOff } from '../components/pending-time-off';
import { TimeOffForm } from '../components/time-off-form';
import { useQueuedTimeOff } from '../components/use-queued-time-off';
import { addMonths, monthGrid, placeEvents } from '../lib/month-grid';
import { canManageHolidays, canReviewTimeOff } from '../lib/permissions';
import { useToday } from '../lib/use-today';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function TimeOffCalendarPage({ leaveBalances }: { leaveBalances?: ReactNode } = {}) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser().data;
  const [params, setParams] = useSearchParams();
  const today = useToday();
  const thisMonth = today.slice(0, 7);
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : thisMonth;
  const go = (next: string) => setParams(next === thisMonth ? {} : { month: next }, { replace: true });
  const calendar = useTimeOffCalendar(month);
  const weeks = monthGrid(month);
  const shown = calendar.data?.month === month ? calendar.data : undefined;
  const queued = useQueuedTimeOff(me);
  const events = placeEvents(weeks, [...(calendar.data?.time_offs ?? []), ...queued], calendar.data?.holidays ?? []);
  const title = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${month}-01T00:00:00Z`),
  );

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {t('attendance.timeOff.title')}
      </Heading>
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => go(addMonths(month, -1))}
            aria-label={t('attendance.timeOff.previousMonth')}
          >
            ‹
          </Button>
          <Text
            fontWeight="semibold"
            fontSize="lg"
            minW="40"
            textAlign="center"
            textTransform="capitalize"
            data-testid="month-title"
          >
            {title}
          </Text>
          <Button
            size="sm"
            variant="outline"
            onClick={() => go(addMonths(month, 1))}
            aria-label={t('attendance.timeOff.nextMonth')}
          >
            ›
          </Button>
        </HStack>
        <HStack gap="2">
          <Button size="sm" variant="ghost" disabled={month === thisMonth} onClick={() => go(thisMonth)}>
            {t('attendance.timeOff.thisMonth')}
          </Button>
          {/* The holidays page is not in the menu (spec people §2): it is reached from here. */}
          <Button asChild size="sm" variant="outline">
            <Link to="/company/manage-holidays">
              {me && canManageHolidays(me) ? t('attendance.timeOff.manageHolidays') : t('attendance.timeOff.holidays')}
            </Link>
          </Button>
        </HStack>
      </HStack>

      {shown && <StaleDataNote query={calendar} />}
      {calendar.isError && !calendar.data && (
        <HStack>
          <Text color="fg.muted">{t('attendance.timeOff.loadError')}</Text>
          <Button size="xs" variant="outline" onClick={() => void calendar.refetch()}>
            {t('common.retry')}
          </Button>
        </HStack>
      )}
      {/* Not loaded (an offline start): time off waiting on this device still shows. */}
      {(!calendar.isError || calendar.data || queued.length > 0) && (
        <Stack gap="1" aria-busy={!shown && !calendar.isError} opacity={shown || calendar.isError ? 1 : 0.6}>
          <MonthCalendar weeks={weeks} events={events} today={today} locale={i18n.language} />
        </Stack>
      )}

      {me && canReviewTimeOff(me) && shown && <PendingTimeOff timeOffs={shown.time_offs} />}

      {leaveBalances}
      <Card.Root maxW="2xl">
        <Card.Header>
          <Card.Title as="h2">{t('attendance.timeOff.requestTitle')}</Card.Title>
        </Card.Header>
        <Card.Body>
          <TimeOffForm />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
