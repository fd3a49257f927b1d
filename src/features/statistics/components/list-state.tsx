// What a stat list shows before or instead of its stats: skeletons while loading, the load error
// with a retry, or that nothing matches. Stats the device kept stay on screen when a refresh fails,
// with when they were fetched (issue 18.2).
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleDataNote, type StaleDataQuery } from '../../../ui/stale-data-note';
import { LoadError } from './load-error';

export function ListState({
  query,
  empty,
  children,
}: {
  query: StaleDataQuery & { isPending: boolean; refetch: () => unknown };
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError && query.data === undefined) return <LoadError onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return (
      <Stack gap="2" role="status" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="40" />
        ))}
      </Stack>
    );
  }
  return (
    <>
      <StaleDataNote query={query} />
      {empty ? <Text color="fg.muted">{t('statistics.empty')}</Text> : children}
    </>
  );
}
