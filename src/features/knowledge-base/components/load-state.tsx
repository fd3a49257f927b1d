// What an article screen shows before it has its article: a skeleton while loading, the not-found
// view on a 404, and the error's message with a retry otherwise.
import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessages, NotFoundApiError } from '../../../api/errors';
import { ArticleNotFound } from './article-not-found';

export function LoadState({ query }: { query: Pick<UseQueryResult, 'isPending' | 'error' | 'refetch'> }) {
  const { t } = useTranslation();
  if (query.error instanceof NotFoundApiError) return <ArticleNotFound />;
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
  return (
    <Stack gap="3" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height="10" width="60%" />
      <Skeleton height="4" />
      <Skeleton height="300px" />
    </Stack>
  );
}
