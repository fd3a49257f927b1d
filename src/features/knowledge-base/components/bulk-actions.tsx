// Bulk actions on the selected articles (KB admins): delete (asked first) and move to a category.
// The server applies every good item and reports the others one by one as "Error for ID {id}:
// {reason}" (§8); those are listed until dismissed.
import { Alert, Button, CloseButton, Flex, List, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkResult } from '../../../../contract/knowledge-base';
import { DELETE_ARTICLE_CONFIRM } from '../../../../contract/knowledge-base-constants';
import { errorMessages } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useBulkArticles, type BulkAction } from '../api/bulk-articles';
import { useCategories } from '../api/get-categories';
import { flattenCategories } from '../lib/category-tree';
import { ConfirmDialog } from './confirm-dialog';

export function BulkActions({ selected, onDone }: { selected: number[]; onDone: () => void }) {
  const { t } = useTranslation();
  const bulk = useBulkArticles();
  const categories = flattenCategories(useCategories().data ?? []);
  const [confirm, setConfirm] = useState(false);
  const [result, setResult] = useState<BulkResult | null>(null);

  const run = (action: BulkAction) =>
    bulk.mutate(action, {
      onSuccess: (answer) => {
        setResult(answer);
        if (answer.succeeded.length)
          notify('success', t('knowledgeBase.bulk.done', { count: answer.succeeded.length }));
        onDone();
      },
      onError: (e) => errorMessages(e).forEach((m) => notify('error', m)),
      onSettled: () => setConfirm(false),
    });

  return (
    <>
      {selected.length > 0 && (
        <Flex
          gap="2"
          wrap="wrap"
          align="center"
          p="2"
          bg="bg.muted"
          borderRadius="md"
          role="region"
          aria-label={t('knowledgeBase.bulk.title')}
        >
          <Text fontSize="sm">{t('knowledgeBase.bulk.selected', { count: selected.length })}</Text>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label={t('knowledgeBase.bulk.move')}
              value=""
              onChange={(e) =>
                e.currentTarget.value &&
                run({ action: 'update', ids: selected, changes: { article_category: Number(e.currentTarget.value) } })
              }
            >
              <option value="">{t('knowledgeBase.bulk.move')}</option>
              {categories.map(({ category, depth }) => (
                <option key={category.id} value={category.id}>
                  {`${'\u00a0\u00a0'.repeat(depth)}${category.category}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" colorPalette="red" variant="outline" onClick={() => setConfirm(true)}>
            {t('knowledgeBase.bulk.delete')}
          </Button>
        </Flex>
      )}
      {result && result.errors.length > 0 && (
        <Alert.Root status="error" role="alert" alignItems="start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('knowledgeBase.bulk.someFailed', { count: result.errors.length })}</Alert.Title>
            <List.Root ps="4" fontSize="sm">
              {result.errors.map((e) => (
                <List.Item key={e.id}>{e.message}</List.Item>
              ))}
            </List.Root>
          </Alert.Content>
          <CloseButton size="sm" aria-label={t('common.close')} onClick={() => setResult(null)} />
        </Alert.Root>
      )}
      {confirm && (
        <ConfirmDialog
          title={t('knowledgeBase.bulk.deleteTitle', { count: selected.length })}
          text={DELETE_ARTICLE_CONFIRM}
          confirmLabel={t('common.delete')}
          cancelLabel={t('common.cancel')}
          danger
          loading={bulk.isPending}
          onCancel={() => setConfirm(false)}
          onConfirm={() => run({ action: 'delete', ids: selected })}
        />
      )}
    </>
  );
}
