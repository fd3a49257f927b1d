// /statistics/statsheet/ Stat Sheet: every stat of one interval with its last periods, to enter
// values fast from the keyboard or by pasting a column from a spreadsheet. A value is saved on this
// device first and shown as waiting until the server has it; a value the server refused shows its
// message. The interval is always set: the columns are periods, and stats of different period types
// have different periods.
import { Alert, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatWithValues } from '../../../../contract/statistics';
import { useCurrentUser } from '../../../api/current-user';
import { StaleDataNote } from '../../../ui/stale-data-note';
import { useSheetStats } from '../api/get-sheet-stats';
import { LoadError } from '../components/load-error';
import { StatSheet, type CellEntry, type SheetColumn } from '../components/sheet/stat-sheet';
import { StatFilters } from '../components/stat-filters';
import { periodLabel, periodRangeLabel } from '../lib/period-label';
import { isStatAdmin } from '../lib/permissions';
import { SHEET_DEFAULTS, SHEET_INTERVALS } from '../lib/stat-sheet-filter';
import { useStatFilter } from '../lib/use-stat-filter';
import { useStatisticsSetup } from '../lib/use-statistics-setup';
import { useEnterStatValue } from '../offline/use-enter-stat-value';
import { useQueuedValues } from '../offline/use-queued-values';

export function StatSheetPage() {
  const { t, i18n } = useTranslation();
  useStatisticsSetup();
  const [filter, setFilter] = useStatFilter(SHEET_DEFAULTS);
  const sheet = useSheetStats(filter);
  const queued = useQueuedValues();
  const enterValue = useEnterStatValue();
  const stats = useMemo(() => sheet.data?.results ?? [], [sheet.data]);
  const interval = filter.interval ?? 'WEEKLY';
  const me = useCurrentUser().data;
  // The server lets stat admins and each stat's owner enter its values (server: canEnterValues).
  const readOnly = (stat: StatWithValues) => !me || (!isStatAdmin(me) && stat.stat_owner !== me.staff_id);

  const columns = useMemo<SheetColumn[]>(
    () =>
      (stats[0]?.periods ?? []).map((p) => ({
        periodStart: p.period_start,
        label: periodLabel(p.period_start, interval, i18n.language),
        fullLabel: periodRangeLabel(p.period_start, p.period_end, i18n.language),
      })),
    [stats, interval, i18n.language],
  );

  const onEnter = async (entries: CellEntry[]) => {
    // One after the other: each is its own outbox transaction, in the order typed or pasted.
    for (const entry of entries) {
      await enterValue({ stat: entry.stat, period_start: entry.periodStart, value: entry.value }, entry.queued);
    }
  };

  const waiting = queued ? [...queued.values()].filter((c) => c.state !== 'failed').length : 0;
  const refused = queued ? [...queued.values()].filter((c) => c.state === 'failed').length : 0;

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('statistics.sheet.title')}
      </Heading>
      <StatFilters filter={filter} onChange={setFilter} intervals={SHEET_INTERVALS} allIntervals={false} />
      <HStack gap="4" flexWrap="wrap" fontSize="sm" aria-live="polite">
        <Text color="fg.muted">{t('statistics.sheet.help')}</Text>
        {waiting > 0 && (
          <Text color="yellow.fg" data-testid="sheet-waiting">
            {t('statistics.sheet.waitingCount', { count: waiting })}
          </Text>
        )}
        {refused > 0 && (
          <Text color="red.fg" data-testid="sheet-refused">
            {t('statistics.sheet.refusedCount', { count: refused })}
          </Text>
        )}
      </HStack>
      <StaleDataNote query={sheet} />
      {sheet.isError && !sheet.data ? (
        <LoadError onRetry={() => void sheet.refetch()} />
      ) : sheet.isPending || !queued ? (
        <Stack gap="1" role="status" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} h="8" />
          ))}
        </Stack>
      ) : stats.length === 0 ? (
        <Text color="fg.muted">{t('statistics.empty')}</Text>
      ) : (
        <>
          {sheet.data && sheet.data.count > stats.length && (
            <Alert.Root status="info" size="sm">
              <Alert.Indicator />
              <Alert.Title>
                {t('statistics.sheet.truncated', { shown: stats.length, count: sheet.data.count })}
              </Alert.Title>
            </Alert.Root>
          )}
          <StatSheet
            stats={stats}
            columns={columns}
            queued={queued}
            locale={i18n.language}
            label={t('statistics.sheet.gridLabel')}
            onEnter={onEnter}
            readOnly={readOnly}
          />
        </>
      )}
    </Stack>
  );
}
