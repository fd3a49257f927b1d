// GET retrieve-update-delete/{id}/ (an article) or draft-articles/{id}/ (a draft): the whole article
// for its page and its form. A 404 (missing, another company's, or not readable) is the not-found view.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '../../../../contract/knowledge-base';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { NotFoundApiError } from '../../../api/errors';
import { KB_KEY } from './kb-key';

export type ArticleKind = 'article' | 'draft';

export function articlePath(kind: ArticleKind, id: number): string {
  return kind === 'draft' ? API_PATHS.kbDraftDetail(id) : API_PATHS.kbArticleDetail(id);
}

export function getArticle(kind: ArticleKind, id: number, signal?: AbortSignal) {
  return api<Article>(articlePath(kind, id), { signal });
}

export function getArticleQueryOptions(kind: ArticleKind, id: number) {
  return queryOptions({
    queryKey: [...KB_KEY, kind, id],
    queryFn: ({ signal }) => getArticle(kind, id, signal),
    enabled: Number.isInteger(id) && id > 0,
    // A 404 will not turn up on a retry.
    retry: (count, error) => !(error instanceof NotFoundApiError) && count < 2,
  });
}

export function useArticle(kind: ArticleKind, id: number) {
  return useQuery(getArticleQueryOptions(kind, id));
}
