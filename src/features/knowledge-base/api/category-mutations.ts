// POST category/list-create/, PATCH and DELETE category/list-edit/{id}/ (KB admins): the category
// modals. A category moved under itself or one of its subcategories is refused by the server too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArticleCategory } from '../../../../contract/knowledge-base';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { KB_KEY } from './kb-key';

export interface CategoryInput {
  category: string;
  parent: number | null;
}

export function saveCategory({ id, ...input }: CategoryInput & { id?: number }) {
  return id
    ? api<ArticleCategory>(API_PATHS.kbCategoryDetail(id), { method: 'PATCH', body: input })
    : api<ArticleCategory>(API_PATHS.kbCategories, { method: 'POST', body: input });
}

export function deleteCategory(id: number) {
  return api<void>(API_PATHS.kbCategoryDetail(id), { method: 'DELETE' });
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KB_KEY }),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KB_KEY }),
  });
}
