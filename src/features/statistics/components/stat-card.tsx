// A stat with its chart: the values of its last periods with the trend, the comparison with the
// previous period, and (for stat admins) its actions. Used by the Stat List and the Stat Grid.
import { Card, HStack, Stack } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatWithValues } from '../../../../contract/statistics';
import { periodLabel } from '../lib/period-label';
import { trendDirection } from '../lib/trend';
import { StatChart } from './stat-chart';
import { StatComparison, StatHeading } from './stat-summary';

export function StatCard({
  stat,
  actions,
  chartHeight = 160,
}: {
  stat: StatWithValues;
  actions?: ReactNode;
  chartHeight?: number;
}) {
  const { t, i18n } = useTranslation();
  const points = useMemo(
    () =>
      stat.periods.map((p) => ({
        label: periodLabel(p.period_start, stat.period_type === 'DEFAULT' ? 'WEEKLY' : stat.period_type, i18n.language),
        value: p.value,
      })),
    [stat.periods, stat.period_type, i18n.language],
  );
  const direction = trendDirection(points.map((p) => p.value));
  const summary = t('statistics.chart.summary', {
    name: stat.name,
    count: points.length,
    trend: t(`statistics.chart.trend.${direction ?? 'none'}`),
  });
  return (
    <Card.Root size="sm" data-testid="stat-card" data-stat={stat.id}>
      <Card.Header>
        <HStack justify="space-between" align="start" gap="2">
          <StatHeading stat={stat} />
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <StatComparison stat={stat} />
          <StatChart points={points} height={chartHeight} label={summary} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
