// A stat's name line and its comparison: owner, division, period type and tags, then the current
// period against the previous one, coloured by whether the change is good for this stat.
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StatWithValues } from '../../../../contract/statistics';
import { compareLastTwo } from '../lib/comparison';
import { formatValue } from '../lib/period-label';

export function StatHeading({ stat }: { stat: StatWithValues }) {
  const { t } = useTranslation();
  return (
    <Stack gap="1" minW="0">
      <Text fontWeight="semibold" truncate title={stat.name}>
        {stat.name}
      </Text>
      <HStack gap="2" flexWrap="wrap" fontSize="xs" color="fg.muted">
        <Text>{stat.stat_owner_name}</Text>
        {stat.stat_division_name && <Text>· {stat.stat_division_name}</Text>}
        <Badge size="sm" variant="outline">
          {t(`statistics.periodTypes.${stat.period_type}`)}
        </Badge>
        {stat.tags.map((tag) => (
          <Badge key={tag} size="sm" variant="subtle" colorPalette="blue">
            {tag}
          </Badge>
        ))}
      </HStack>
    </Stack>
  );
}

export function StatComparison({ stat }: { stat: StatWithValues }) {
  const { t, i18n } = useTranslation();
  const c = compareLastTwo(stat.periods, stat.is_inverted);
  const show = (v: number | null) => (v === null ? '—' : formatValue(v, i18n.language));
  const color = c.better === null ? 'fg.muted' : c.better ? 'green.fg' : 'red.fg';
  const sign = c.change !== null && c.change > 0 ? '+' : '';
  return (
    <HStack gap="4" fontSize="sm" flexWrap="wrap" data-testid="stat-comparison">
      <Stack gap="0">
        <Text fontSize="xs" color="fg.muted">
          {t('statistics.compare.current')}
        </Text>
        <Text fontWeight="semibold" fontSize="lg">
          {show(c.current)}
        </Text>
      </Stack>
      <Stack gap="0">
        <Text fontSize="xs" color="fg.muted">
          {t('statistics.compare.previous')}
        </Text>
        <Text>{show(c.previous)}</Text>
      </Stack>
      <Stack gap="0">
        <Text fontSize="xs" color="fg.muted">
          {t('statistics.compare.change')}
        </Text>
        <Text color={color}>
          {c.change === null
            ? '—'
            : `${sign}${formatValue(c.change, i18n.language)}${c.percent === null ? '' : ` (${sign}${formatValue(Math.round(c.percent * 10) / 10, i18n.language)} %)`}`}
        </Text>
      </Stack>
    </HStack>
  );
}
