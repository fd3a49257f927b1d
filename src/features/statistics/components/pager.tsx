// Previous / next between the pages of a list, with where the user is.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <HStack justify="center" gap="3" as="nav" aria-label={t('statistics.pager.label')}>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('statistics.pager.previous')}
      </Button>
      <Text fontSize="sm">{t('statistics.pager.page', { page, pages })}</Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('statistics.pager.next')}
      </Button>
    </HStack>
  );
}
