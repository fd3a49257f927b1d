// /inout/list/ Clock Ins: the clock button, then the punches (own for staff, everyone's for
// attendance admins) with filters kept in the address (so a filtered list can be shared or
// reloaded), pagination, the CSV export of the filter, and "Clock all users out" for admins.
import { Button, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../../api/current-user';
import { useClockIns } from '../api/get-clock-ins';
import { ClockAllOutButton } from '../components/clock-all-out-button';
import { ClockCard } from '../components/clock-card';
import { ClockInsFilters, staffChoices } from '../components/clock-ins-filters';
import { ExportCsvButton } from '../components/export-csv-button';
import { PunchTable } from '../components/punch-table';
import { usePunchList, type PunchFilter } from '../components/use-punch-list';
import { isAttendanceAdmin } from '../lib/permissions';
import { StaleDataNote } from '../../../ui/stale-data-note';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** How many of the company's latest punches name the staff choices (no user list endpoint yet). */
const CHOICE_SAMPLE = 200;

function useFilter(): [PunchFilter, (patch: Partial<PunchFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const staff = Number(params.get('staff'));
  const page = Number(params.get('page'));
  const date = (key: string) => (DATE.test(params.get(key) ?? '') ? (params.get(key) ?? undefined) : undefined);
  const filter: PunchFilter = {
    staff: Number.isInteger(staff) && staff > 0 ? staff : undefined,
    from: date('from'),
    to: date('to'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
  const update = (patch: Partial<PunchFilter>) => {
    // Any filter change starts again at page one.
    const next = { ...filter, page: 1, ...patch };
    const search = new URLSearchParams();
    if (next.staff) search.set('staff', String(next.staff));
    if (next.from) search.set('from', next.from);
    if (next.to) search.set('to', next.to);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };
  return [filter, update];
}

export function ClockInsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const admin = me ? isAttendanceAdmin(me) : false;
  const [filter, setFilter] = useFilter();
  const list = usePunchList(filter, me ? { staffId: me.staff_id } : undefined);
  const sample = useClockIns({ page: 1, page_size: CHOICE_SAMPLE }, { enabled: admin });
  const choices = admin
    ? staffChoices([...(sample.data?.results ?? []), ...(list.rows ?? [])], filter.staff, (id) =>
        t('attendance.filters.staffId', { id }),
      )
    : undefined;
  const myName = admin && me ? `${me.first_name} ${me.last_name}`.trim() : null;
  const empty = list.rows?.length === 0 && list.queued.length === 0;

  return (
    <Stack gap="5">
      <ClockCard />
      <HStack justify="space-between" align="end" gap="3" flexWrap="wrap">
        <Heading as="h1" size="2xl">
          {t('attendance.list.title')}
        </Heading>
        <HStack gap="2" flexWrap="wrap">
          <ExportCsvButton fetchAll={list.fetchAll} from={filter.from} to={filter.to} disabled={list.isPending} />
          {admin && <ClockAllOutButton />}
        </HStack>
      </HStack>
      <ClockInsFilters filter={filter} choices={choices} onChange={setFilter} />
      {(filter.from || filter.to) && (
        <Text fontSize="sm" color="fg.muted">
          {t('attendance.filters.localDays')}
        </Text>
      )}

      <StaleDataNote query={list.source} />
      {list.isError ? (
        <HStack>
          <Text color="fg.muted">{t('attendance.list.loadError')}</Text>
          <Button size="xs" variant="outline" onClick={list.refetch}>
            {t('common.retry')}
          </Button>
        </HStack>
      ) : list.isPending && list.queued.length === 0 ? (
        <Stack gap="2" role="status" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h="8" />
          ))}
        </Stack>
      ) : empty ? (
        <Text color="fg.muted">{t('attendance.list.empty')}</Text>
      ) : (
        <PunchTable rows={list.rows ?? []} queued={list.queued} myName={myName} />
      )}

      {list.pages > 1 && (
        <HStack justify="center" gap="3" as="nav" aria-label={t('attendance.list.pagination')}>
          <Button
            size="sm"
            variant="outline"
            disabled={filter.page <= 1}
            onClick={() => setFilter({ ...filter, page: filter.page - 1 })}
          >
            {t('attendance.list.previous')}
          </Button>
          <Text fontSize="sm">{t('attendance.list.page', { page: filter.page, pages: list.pages })}</Text>
          <Button
            size="sm"
            variant="outline"
            disabled={filter.page >= list.pages}
            onClick={() => setFilter({ ...filter, page: filter.page + 1 })}
          >
            {t('attendance.list.next')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
