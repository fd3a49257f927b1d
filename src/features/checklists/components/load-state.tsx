// What a checklist screen shows before or instead of its data: a skeleton while loading, the error
// with a retry (offline without a saved copy, or not found), or that nothing matches.
import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function LoadState({
  query,
  empty = false,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
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
  if (query.isError) {
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
  if (empty) return <Text color="fg.muted">{t('checklists.empty')}</Text>;
  return children;
}
