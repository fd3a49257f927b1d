// GET version-history/{id}/ (an article's published versions, newest first) and article-version/{id}/
// (one version with its content, /knowledgebase/articles/version/:id).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleVersion, ArticleVersionSummary } from '../../../../contract/knowledge-base';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { KB_KEY } from './kb-key';

export function getVersionHistoryQueryOptions(articleId: number) {
  return queryOptions({
    queryKey: [...KB_KEY, 'versions', articleId],
    queryFn: ({ signal }) => api<ArticleVersionSummary[]>(API_PATHS.kbVersionHistory(articleId), { signal }),
  });
}

export function useVersionHistory(articleId: number, enabled: boolean) {
  return useQuery({ ...getVersionHistoryQueryOptions(articleId), enabled });
}

export function getVersionQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...KB_KEY, 'version', id],
    queryFn: ({ signal }) => api<ArticleVersion>(API_PATHS.kbVersion(id), { signal }),
  });
}

export function useVersion(id: number) {
  return useQuery(getVersionQueryOptions(id));
}
