// A stat with its chart: the values of its last periods with the trend, the comparison with the
// previous period, and (for stat admins) its actions. Used by the Stat List and the Stat Grid.
// A stat whose data cannot be drawn shows people §8's "Stat has error, contact support" with what
// identifies it, in its own card: the other stats of the page still show.
import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Component, useMemo, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatWithValues } from '../../../../contract/statistics';
import { periodLabel } from '../lib/period-label';
import { trendDirection } from '../lib/trend';
import { StatChart } from './stat-chart';
import { StatComparison, StatHeading } from './stat-summary';

interface StatCardProps {
  stat: StatWithValues;
  actions?: ReactNode;
  chartHeight?: number;
}

export function StatCard(props: StatCardProps) {
  return (
    <StatErrorBoundary stat={props.stat}>
      <StatCardContent {...props} />
    </StatErrorBoundary>
  );
}

function StatErrorCard({ stat }: { stat: StatWithValues }) {
  const { t } = useTranslation();
  const data = `#${String(stat.id)} ${String(stat.name ?? '')}`.trim();
  return (
    <Card.Root size="sm" data-testid="stat-card" data-stat={stat.id} role="alert">
      <Card.Body>
        <Text color="fg.error">{t('statistics.messages.hasError', { data })}</Text>
      </Card.Body>
    </Card.Root>
  );
}

class StatErrorBoundary extends Component<{ stat: StatWithValues; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`stat ${String(this.props.stat.id)} cannot be drawn`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <StatErrorCard stat={this.props.stat} /> : this.props.children;
  }
}

function StatCardContent({ stat, actions, chartHeight = 160 }: StatCardProps) {
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
