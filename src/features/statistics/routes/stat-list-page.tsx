// /statistics/single/ Stat List: one stat per row with its chart over the chosen periods and its
// comparison with the previous period, or the whole comparison as a table (list-create/ with
// periods=2). Stat admins reorder (in the company's own order), duplicate a selection and archive.
// Filters and the view are in the URL.
import { Button, Checkbox, HStack, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../../api/current-user';
import { useComparison } from '../api/get-comparison';
import { useStats } from '../api/get-stats';
import { ComparisonTable } from '../components/comparison-table';
import { DuplicateDialog } from '../components/duplicate-dialog';
import { ListState } from '../components/list-state';
import { Pager } from '../../../ui/pager';
import { StatActionsMenu } from '../components/stat-actions-menu';
import { StatCard } from '../components/stat-card';
import { StatFilters } from '../components/stat-filters';
import { isStatAdmin } from '../lib/permissions';
import { useStatFilter } from '../lib/use-stat-filter';
import { useStatisticsSetup } from '../lib/use-statistics-setup';

const PAGE_SIZE = 10;

export function StatListPage() {
  const { t } = useTranslation();
  useStatisticsSetup();
  const me = useCurrentUser().data;
  const admin = me ? isStatAdmin(me) : false;
  const [params, setParams] = useSearchParams();
  const compare = params.get('view') === 'compare';
  const [filter, setFilter] = useStatFilter();
  const list = useStats(filter, PAGE_SIZE);
  const comparison = useComparison(filter, compare);
  const [selected, setSelected] = useState<number[]>([]);
  const [duplicating, setDuplicating] = useState(false);
  const stats = list.data?.results ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1;

  const setView = (view: string) => {
    const next = new URLSearchParams(params);
    if (view === 'compare') next.set('view', 'compare');
    else next.delete('view');
    setParams(next, { replace: true });
  };
  const toggle = (id: number, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));

  return (
    <Stack gap="4">
      <HStack justify="space-between" align="end" flexWrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('statistics.list.title')}
        </Heading>
        <HStack gap="2" flexWrap="wrap">
          {admin && selected.length > 0 && (
            <Button size="sm" variant="outline" onClick={() => setDuplicating(true)}>
              {t('statistics.list.duplicateSelected', { count: selected.length })}
            </Button>
          )}
          <HStack gap="0" role="group" aria-label={t('statistics.list.view')}>
            {(['charts', 'compare'] as const).map((view, i) => (
              <Button
                key={view}
                size="sm"
                variant={(view === 'compare') === compare ? 'solid' : 'outline'}
                aria-pressed={(view === 'compare') === compare}
                roundedLeft={i === 0 ? undefined : '0'}
                roundedRight={i === 0 ? '0' : undefined}
                onClick={() => setView(view)}
              >
                {t(`statistics.list.${view}`)}
              </Button>
            ))}
          </HStack>
        </HStack>
      </HStack>
      <StatFilters filter={filter} onChange={setFilter} fields={compare ? ['interval', 'sort'] : undefined} />
      {compare ? (
        <ListState query={comparison} empty={comparison.data?.length === 0}>
          <ComparisonTable stats={comparison.data ?? []} />
        </ListState>
      ) : (
        <ListState query={list} empty={stats.length === 0}>
          <Stack gap="3">
            {stats.map((stat) => (
              <StatCard
                key={stat.id}
                stat={stat}
                actions={
                  admin && (
                    <HStack gap="1">
                      <Checkbox.Root
                        size="sm"
                        checked={selected.includes(stat.id)}
                        onCheckedChange={(d) => toggle(stat.id, d.checked === true)}
                      >
                        <Checkbox.HiddenInput aria-label={t('statistics.list.select', { name: stat.name })} />
                        <Checkbox.Control />
                      </Checkbox.Root>
                      <StatActionsMenu stat={stat} canReorder={!filter.sort} />
                    </HStack>
                  )
                }
              />
            ))}
          </Stack>
          <Pager page={filter.page} pages={pages} onPage={(page) => setFilter({ page })} />
        </ListState>
      )}
      {duplicating && (
        <DuplicateDialog
          statIds={selected}
          open={duplicating}
          onOpenChange={(open) => {
            setDuplicating(open);
            if (!open) setSelected([]);
          }}
        />
      )}
    </Stack>
  );
}
