// /statistics/multi/ Stat Grid: many stats' charts at a glance, two or three across on a wide
// screen and one on a phone, with the same filters as the list (kept in the URL).
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user';
import { useStats } from '../api/get-stats';
import { ListState } from '../components/list-state';
import { Pager } from '../../../ui/pager';
import { StatActionsMenu } from '../components/stat-actions-menu';
import { StatCard } from '../components/stat-card';
import { StatFilters } from '../components/stat-filters';
import { isStatAdmin } from '../lib/permissions';
import { useStatFilter } from '../lib/use-stat-filter';
import { useStatisticsSetup } from '../lib/use-statistics-setup';

const PAGE_SIZE = 24;

export function StatGridPage() {
  const { t } = useTranslation();
  useStatisticsSetup();
  const me = useCurrentUser().data;
  const admin = me ? isStatAdmin(me) : false;
  const [filter, setFilter] = useStatFilter();
  const list = useStats(filter, PAGE_SIZE);
  const stats = list.data?.results ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1;

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('statistics.grid.title')}
      </Heading>
      <StatFilters filter={filter} onChange={setFilter} />
      <ListState query={list} empty={stats.length === 0}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
          {stats.map((stat) => (
            <StatCard
              key={stat.id}
              stat={stat}
              chartHeight={120}
              actions={admin && <StatActionsMenu stat={stat} canReorder={!filter.sort} />}
            />
          ))}
        </SimpleGrid>
        <Pager page={filter.page} pages={pages} onPage={(page) => setFilter({ page })} />
      </ListState>
    </Stack>
  );
}
