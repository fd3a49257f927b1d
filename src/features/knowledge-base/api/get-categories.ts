// GET knowledgebase/api/category/list-create/: the category tree (roots with their subcategories).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleCategory } from '../../../../contract/knowledge-base';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { KB_KEY } from './kb-key';

export function getCategories(signal?: AbortSignal) {
  return api<ArticleCategory[]>(API_PATHS.kbCategories, { signal });
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [...KB_KEY, 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 60_000,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
