// What a list on the acknowledgement pages shows instead of rows: a skeleton while the first page
// loads, the error's message with a retry, or the empty text (different when filters are on).
import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../../../api/errors';

export function ListState({
  query,
  empty,
  filtered,
  onClear,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'error' | 'refetch'>;
  empty: boolean;
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (query.error) {
    return (
      <Stack gap="3" align="start" role="alert">
        <Text>{errorMessages(query.error)[0]}</Text>
        <Button size="sm" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }
  if (query.isPending) {
    return (
      <Stack gap="2" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="8" />
        ))}
      </Stack>
    );
  }
  if (!empty) return null;
  return (
    <Stack gap="2" align="start" py="6">
      <Text color="fg.muted">{filtered ? t('kbAcks.emptyFiltered') : t('kbAcks.empty')}</Text>
      {filtered && (
        <Button size="sm" variant="outline" onClick={onClear}>
          {t('kbAcks.clearFilters')}
        </Button>
      )}
    </Stack>
  );
}
