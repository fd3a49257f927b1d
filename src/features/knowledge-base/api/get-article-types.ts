// GET knowledgebase/api/article-types/, and adding or editing one (KB admins; type and colour required).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArticleType } from '../../../../contract/knowledge-base';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { KB_KEY } from './kb-key';

export function getArticleTypesQueryOptions() {
  return queryOptions({
    queryKey: [...KB_KEY, 'types'],
    queryFn: ({ signal }) => api<ArticleType[]>(API_PATHS.kbArticleTypes, { signal }),
    staleTime: 60_000,
  });
}

export function useArticleTypes() {
  return useQuery(getArticleTypesQueryOptions());
}

export type ArticleTypeInput = Pick<ArticleType, 'type' | 'color' | 'description'>;

export function saveArticleType({ id, ...input }: ArticleTypeInput & { id?: number }) {
  return id
    ? api<ArticleType>(API_PATHS.kbArticleTypeDetail(id), { method: 'PATCH', body: input })
    : api<ArticleType>(API_PATHS.kbArticleTypes, { method: 'POST', body: input });
}

export function useSaveArticleType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveArticleType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getArticleTypesQueryOptions().queryKey }),
  });
}
