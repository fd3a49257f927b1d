// What a stat list shows before or instead of its stats: skeletons while loading, the load error
// with a retry, or that nothing matches.
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from './load-error';

export function ListState({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return (
      <Stack gap="2" role="status" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="40" />
        ))}
      </Stack>
    );
  }
  if (empty) return <Text color="fg.muted">{t('statistics.empty')}</Text>;
  return children;
}
