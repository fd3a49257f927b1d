// Below a paged list: where the user is, and the previous and next pages.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function ListFooter({
  page,
  count,
  pageSize,
  onPage,
}: {
  page: number;
  count: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={t('requests.pager.label')} justify="center" gap="3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('requests.pager.previous')}
      </Button>
      <Text fontSize="sm">{t('requests.pager.page', { page, pages })}</Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('requests.pager.next')}
      </Button>
    </HStack>
  );
}
