// The signed-out reads of a public knowledge base (spec knowledge-base §7): the company's public
// articles (optionally one base's, optionally those matching a search), grouped by category, and one
// article. Sent without a token (auth: false) so a visitor who never signed in — or someone signed
// in to another company — reads exactly what the public sees.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../../contract/paths';
import type {
  PublicArticleDetail,
  PublicArticlesPage,
  PublicCategoryWithArticles,
} from '../../../../../contract/public-knowledge-bases';
import { api } from '../../../../api/client';

const KEY = ['public-knowledge-base'] as const;

/** `search`: only the articles whose title or text contains it (the public pages' search box). */
export function getPublicArticlesQueryOptions(companySlug: string, knowledgebase?: number, search?: string) {
  return queryOptions({
    queryKey: [...KEY, companySlug, 'articles', knowledgebase ?? null, search || null],
    queryFn: ({ signal }) =>
      api<PublicArticlesPage>(API_PATHS.kbPublicArticles(companySlug), {
        query: { knowledgebase, search: search || undefined },
        auth: false,
        signal,
      }),
  });
}
export const usePublicArticles = (companySlug: string, knowledgebase?: number, search?: string) =>
  useQuery(getPublicArticlesQueryOptions(companySlug, knowledgebase, search));

export function getPublicCategoriesQueryOptions(companySlug: string, knowledgebase?: number) {
  return queryOptions({
    queryKey: [...KEY, companySlug, 'categories', knowledgebase ?? null],
    queryFn: ({ signal }) =>
      api<PublicCategoryWithArticles[]>(API_PATHS.kbCategoriesWithPublicArticles(companySlug), {
        query: { knowledgebase },
        auth: false,
        signal,
      }),
  });
}
export const usePublicCategories = (companySlug: string, knowledgebase?: number) =>
  useQuery(getPublicCategoriesQueryOptions(companySlug, knowledgebase));

export function getPublicArticleQueryOptions(companySlug: string, id: number) {
  return queryOptions({
    queryKey: [...KEY, companySlug, 'article', id],
    queryFn: ({ signal }) =>
      api<PublicArticleDetail>(API_PATHS.kbPublicArticleDetail(id), {
        query: { company: companySlug },
        auth: false,
        signal,
      }),
  });
}
export const usePublicArticle = (companySlug: string, id: number) =>
  useQuery(getPublicArticleQueryOptions(companySlug, id));
