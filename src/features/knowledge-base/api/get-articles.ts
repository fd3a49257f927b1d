// GET knowledgebase/api/list-create/: a page of articles with the caller's reading state, filtered
// by category (with its subcategories), type, tag, status (admins) and search words.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleListItem, ArticleListQuery } from '../../../../contract/knowledge-base';
import type { Paginated } from '../../../../contract/pagination';
import { API_PATHS } from '../../../../contract/paths';
import { api, type QueryValue } from '../../../api/client';
import { KB_KEY } from './kb-key';

export function getArticles(query: ArticleListQuery, signal?: AbortSignal) {
  return api<Paginated<ArticleListItem>>(API_PATHS.kbArticles, { query: query as Record<string, QueryValue>, signal });
}

export function getArticlesQueryOptions(query: ArticleListQuery) {
  return queryOptions({
    queryKey: [...KB_KEY, 'articles', query],
    queryFn: ({ signal }) => getArticles(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useArticles(query: ArticleListQuery) {
  return useQuery(getArticlesQueryOptions(query));
}
