// articles/bulk-delete and articles/bulk-update (KB admins): every good item is applied and the
// others come back as §8's "Error for ID {id}: {reason}", shown per item.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArticleBulkUpdate, BulkResult } from '../../../../contract/knowledge-base';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { KB_KEY } from './kb-key';

export type BulkAction = { action: 'delete'; ids: number[] } | ({ action: 'update' } & ArticleBulkUpdate);

export function bulkArticles(input: BulkAction): Promise<BulkResult> {
  if (input.action === 'delete') {
    return api<BulkResult>(API_PATHS.kbArticlesBulkDelete, { method: 'POST', body: { ids: input.ids } });
  }
  return api<BulkResult>(API_PATHS.kbArticlesBulkUpdate, {
    method: 'POST',
    body: { ids: input.ids, changes: input.changes },
  });
}

export function useBulkArticles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkArticles,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KB_KEY }),
  });
}
