// The refused items of a bulk call, each as the server words it: "Error for ID {id}: {reason}"
// (spec people §4, §8).
import { Alert, List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BulkResult } from '../../../../contract/people';

export function BulkErrors({ result }: { result: BulkResult | null }) {
  const { t } = useTranslation();
  if (!result) return null;
  return (
    <Alert.Root status={result.errors.length > 0 ? 'warning' : 'success'} role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('people.bulk.done', { count: result.succeeded.length })}</Alert.Title>
        {result.errors.length > 0 && (
          <Alert.Description>
            <List.Root ps="4" maxH="48" overflowY="auto">
              {result.errors.map((error) => (
                <List.Item key={`${error.id}-${error.reason}`}>{error.message}</List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
