// What a checklist screen shows before or instead of its data: a skeleton while loading, the error
// with a retry (offline without a saved copy, or not found), or that nothing matches. Data the
// device kept stays on screen when a refresh fails, with when it was fetched (issue 18.2).
import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleDataNote, type StaleDataQuery } from '../../../ui/stale-data-note';

export function LoadState({
  query,
  empty = false,
  children,
}: {
  query: StaleDataQuery & { isPending: boolean; refetch: () => unknown };
  empty?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Stack gap="2" role="status" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="12" />
        ))}
      </Stack>
    );
  }
  if (query.isError && query.data === undefined) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('checklists.loadError')}</Alert.Title>
        <Button size="xs" ml="auto" onClick={() => void query.refetch()}>
          {t('checklists.retry')}
        </Button>
      </Alert.Root>
    );
  }
  return (
    <>
      <StaleDataNote query={query} />
      {empty ? <Text color="fg.muted">{t('checklists.empty')}</Text> : children}
    </>
  );
}
