// /request, View All: "My requests" and "For approval" (spec people §7 list/?status=), paged and
// filtered on the server, with the filters in the URL; my own counts above my requests.
import { Button, ButtonGroup, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { RequestListView } from '../../../../contract/requests-constants';
import { REQUEST_PAGE_SIZE_DEFAULT } from '../../../../contract/requests-constants';
import { useCurrentUser } from '../../../api/current-user';
import { useRequestOptions } from '../api/get-request-options';
import { requestListQuery, useRequests } from '../api/get-requests';
import { useStaffRequestsSummary } from '../api/get-staff-requests-summary';
import { Pager, pageCount } from '../../../ui/pager';
import { StaleDataNote } from '../../../ui/stale-data-note';
import { LeaveBalancesCard } from '../components/leave-balances';
import { ListStates } from '../components/list-states';
import { QueuedRequests } from '../components/queued-requests';
import { RequestFilters } from '../components/request-filters';
import { RequestRow } from '../components/request-row';
import { useSearchState } from '../../../lib/use-search-state';

const VIEWS: RequestListView[] = ['my_request', 'for_approval'];

function MySummary() {
  const { t } = useTranslation();
  const summary = useStaffRequestsSummary(useCurrentUser().data?.staff_id).data;
  if (!summary) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="requests-summary">
      {t('requests.summary.counts', summary.by_status)} ·{' '}
      {t('requests.summary.timeOffDays', { count: summary.time_off_days_this_year })}
    </Text>
  );
}

export function RequestsPage() {
  const { t } = useTranslation();
  const { values, page, set } = useSearchState(['view', 'state', 'type', 'search'] as const);
  const view: RequestListView = values.view === 'for_approval' ? 'for_approval' : 'my_request';
  const types = useRequestOptions().data?.request_types ?? [];
  const list = useRequests(requestListQuery(view, values, page));

  return (
    <Stack gap="5" maxW="5xl">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('requests.title')}
        </Heading>
        <Button asChild colorPalette="blue">
          <RouterLink to="/request/create">{t('requests.create')}</RouterLink>
        </Button>
      </HStack>
      <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={t('requests.title')}>
        {VIEWS.map((v) => (
          <Button
            key={v}
            aria-pressed={v === view}
            variant={v === view ? 'solid' : 'outline'}
            onClick={() => set({ view: v })}
          >
            {t(`requests.views.${v}`)}
          </Button>
        ))}
      </ButtonGroup>
      {view === 'my_request' && <MySummary />}
      {view === 'my_request' && <LeaveBalancesCard />}
      {view === 'my_request' && <QueuedRequests />}
      <RequestFilters values={values} types={types} onChange={set} />
      <StaleDataNote query={list} />
      <ListStates
        loading={list.isPending}
        // A failed refresh keeps the last list on screen (offline, or the server unreachable).
        error={list.isError && list.data === undefined}
        empty={list.data?.results.length === 0}
        errorText={t('requests.loadError')}
        emptyText={t('requests.empty')}
      >
        <Stack as="ul" gap="2" listStyleType="none" aria-busy={list.isFetching}>
          {list.data?.results.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </Stack>
      </ListStates>
      <Pager
        page={page}
        pages={pageCount(list.data?.count ?? 0, REQUEST_PAGE_SIZE_DEFAULT)}
        onPage={(p) => set({ page: p })}
      />
    </Stack>
  );
}
