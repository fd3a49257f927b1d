// /statistics/archived/ Archived, for stat admins: the archived stats (list-create2/?archived=true)
// with Restore (back in the lists and the sheet; on the free plan it counts again towards the 6)
// and Delete (asked first; the values go too).
import { Button, HStack, Heading, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type { Stat } from '../../../../contract/statistics';
import { useArchivedStats } from '../api/get-archived-stats';
import { ListState } from '../components/list-state';
import { StatFilters } from '../components/stat-filters';
import { useStatActions } from '../components/use-stat-actions';
import { useStatFilter } from '../lib/use-stat-filter';

export function ArchivedPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useStatFilter();
  const archived = useArchivedStats(filter);
  const actions = useStatActions();
  const [deleting, setDeleting] = useState<Stat | null>(null);
  const stats = archived.data ?? [];

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('statistics.archived.title')}
      </Heading>
      <StatFilters filter={filter} onChange={setFilter} fields={['interval', 'sort']} />
      <ListState query={archived} empty={stats.length === 0}>
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" data-testid="archived-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('statistics.sheet.stat')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('statistics.compare.owner')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('statistics.filters.division')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('statistics.filters.interval')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('statistics.archived.actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {stats.map((stat) => (
                <Table.Row key={stat.id}>
                  <Table.Cell>{stat.name}</Table.Cell>
                  <Table.Cell>{stat.stat_owner_name}</Table.Cell>
                  <Table.Cell>{stat.stat_division_name ?? '—'}</Table.Cell>
                  <Table.Cell>{t(`statistics.periodTypes.${stat.period_type}`)}</Table.Cell>
                  <Table.Cell>
                    <HStack justify="end" gap="2">
                      <Button size="xs" variant="outline" onClick={() => actions.setArchived(stat, false)}>
                        {t('statistics.actions.restore')}
                      </Button>
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(stat)}>
                        {t('statistics.actions.delete')}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </ListState>
      <ConfirmDialog
        open={deleting !== null}
        title={t('statistics.actions.delete')}
        text={deleting ? t('statistics.actions.deleteConfirm', { name: deleting.name }) : undefined}
        confirmLabel={t('statistics.actions.delete')}
        loading={actions.busy}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() => deleting && actions.remove(deleting, () => setDeleting(null))}
      />
    </Stack>
  );
}
