// Previous / next for a paginated list ({count, next, previous}).
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function Pager({
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
    <HStack justify="center" gap="3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('checklists.previous')}
      </Button>
      <Text>{t('checklists.page', { page, pages })}</Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('checklists.next')}
      </Button>
    </HStack>
  );
}
