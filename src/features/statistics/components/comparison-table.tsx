// The period comparison (list-create/ with periods=2): each stat's current period against the one
// before, in a table that scrolls sideways on a phone.
import { Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StatWithValues } from '../../../../contract/statistics';
import { compareLastTwo } from '../lib/comparison';
import { formatValue } from '../lib/period-label';

export function ComparisonTable({ stats }: { stats: StatWithValues[] }) {
  const { t, i18n } = useTranslation();
  const show = (v: number | null) => (v === null ? '—' : formatValue(v, i18n.language));
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid="comparison-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('statistics.sheet.stat')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('statistics.compare.owner')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('statistics.compare.previous')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('statistics.compare.current')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('statistics.compare.change')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {stats.map((stat) => {
            const c = compareLastTwo(stat.periods, stat.is_inverted);
            return (
              <Table.Row key={stat.id}>
                <Table.Cell>{stat.name}</Table.Cell>
                <Table.Cell>{stat.stat_owner_name}</Table.Cell>
                <Table.Cell textAlign="end">{show(c.previous)}</Table.Cell>
                <Table.Cell textAlign="end">{show(c.current)}</Table.Cell>
                <Table.Cell textAlign="end" color={c.better === null ? undefined : c.better ? 'green.fg' : 'red.fg'}>
                  {c.change === null ? '—' : `${c.change > 0 ? '+' : ''}${show(c.change)}`}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
