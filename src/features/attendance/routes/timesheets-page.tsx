// /inout/timesheets/ Timesheets (issue 24): the pay period holding ?date= (today by default), with
// buttons to the previous and next period. An attendance admin sees everyone's totals and opens one
// person (?staff=) to correct punches and approve; everyone else sees their own and confirms it.
// A staff member's current timesheet is in the offline working set (issue 24): offline, it shows
// from the kept copy with when it was last updated, and the confirmation waits in the outbox.
import { Button, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { addDays } from '../../../../contract/local-time';
import { useCurrentUser } from '../../../api/current-user';
import { StaleDataNote } from '../../../ui/stale-data-note';
import { useTimesheet } from '../api/get-timesheet';
import { useTimesheets } from '../api/get-timesheets';
import { TimesheetDetail } from '../components/timesheet-detail';
import { TimesheetList } from '../components/timesheet-list';
import { isAttendanceAdmin } from '../lib/permissions';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function PeriodPicker({ period, onGo }: { period?: { from: string; to: string }; onGo: (date: string) => void }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const show = (date: string) => format.format(Date.parse(`${date}T00:00:00Z`));
  return (
    <HStack gap="2" flexWrap="wrap">
      <Button minH="11" variant="outline" disabled={!period} onClick={() => period && onGo(addDays(period.from, -1))}>
        {t('attendance.timesheets.previous')}
      </Button>
      <Button minH="11" variant="outline" disabled={!period} onClick={() => period && onGo(addDays(period.to, 1))}>
        {t('attendance.timesheets.next')}
      </Button>
      {period && (
        <Text fontWeight="medium" data-testid="timesheet-period">
          {show(period.from)} – {show(period.to)}
        </Text>
      )}
    </HStack>
  );
}

function OnePerson({
  staffId,
  date,
  isAdmin,
  isOwn,
  onGo,
}: {
  staffId: number;
  date?: string;
  isAdmin: boolean;
  isOwn: boolean;
  onGo: (date: string) => void;
}) {
  const { t } = useTranslation();
  const sheet = useTimesheet(staffId, date);
  const period = sheet.data ? { from: sheet.data.period_from, to: sheet.data.period_to } : undefined;
  return (
    <Stack gap="4">
      <PeriodPicker period={period} onGo={onGo} />
      {sheet.isError && !sheet.data && <Text color="red.fg">{t('attendance.timesheets.loadFailed')}</Text>}
      {sheet.isPending && <Skeleton h="40" />}
      <StaleDataNote query={sheet} />
      {sheet.data && <TimesheetDetail sheet={sheet.data} isAdmin={isAdmin} isOwn={isOwn} />}
    </Stack>
  );
}

function Everyone({
  date,
  onGo,
  onOpen,
}: {
  date?: string;
  onGo: (date: string) => void;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const list = useTimesheets(date);
  const period = list.data ? { from: list.data.period_from, to: list.data.period_to } : undefined;
  return (
    <Stack gap="4">
      <PeriodPicker period={period} onGo={onGo} />
      {list.isError && !list.data && <Text color="red.fg">{t('attendance.timesheets.loadFailed')}</Text>}
      {list.isPending && <Skeleton h="40" />}
      <StaleDataNote query={list} />
      {list.data && <TimesheetList list={list.data} onOpen={onOpen} />}
    </Stack>
  );
}

export function TimesheetsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = DATE.test(asked) ? asked : undefined;
  const staffParam = Number(params.get('staff'));
  const set = (next: { date?: string; staff?: number }) => {
    const query: Record<string, string> = {};
    if (next.date) query.date = next.date;
    if (next.staff) query.staff = String(next.staff);
    setParams(query);
  };
  if (!me) return null;
  const admin = isAttendanceAdmin(me);
  const staffId = admin ? (Number.isInteger(staffParam) && staffParam > 0 ? staffParam : undefined) : me.staff_id;

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t(admin ? 'attendance.timesheets.title' : 'attendance.timesheets.mineTitle')}
        </Heading>
        <Text color="fg.muted">{t('attendance.timesheets.subtitle')}</Text>
      </Stack>
      {admin && staffId !== undefined && (
        <Button alignSelf="start" minH="11" variant="ghost" onClick={() => set({ date })} data-testid="timesheet-back">
          ← {t('attendance.timesheets.back')}
        </Button>
      )}
      {staffId !== undefined ? (
        <OnePerson
          staffId={staffId}
          date={date}
          isAdmin={admin}
          isOwn={staffId === me.staff_id}
          onGo={(d) => set({ date: d, staff: admin ? staffId : undefined })}
        />
      ) : (
        <Everyone date={date} onGo={(d) => set({ date: d })} onOpen={(id) => set({ date, staff: id })} />
      )}
    </Stack>
  );
}
