// Previous / next between the pages of a server-paged list, with where the user is.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** How many pages `count` items make at `pageSize` a page (at least one). */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={t('common.pager.label')} justify="center" gap="3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.pager.previous')}
      </Button>
      <Text fontSize="sm">{t('common.pager.page', { page, pages })}</Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.pager.next')}
      </Button>
    </HStack>
  );
}
