// A list that could not be loaded, with a retry.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <HStack>
      <Text color="fg.muted">{t('statistics.loadError')}</Text>
      <Button size="xs" variant="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </HStack>
  );
}
