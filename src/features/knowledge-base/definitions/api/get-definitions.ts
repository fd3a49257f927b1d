// GET definitions-create/ (the company's definitions, searched by term or text and narrowed by
// category; no pagination) and GET definition-category/ (spec knowledge-base §7), for the
// definitions screen.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Definition, DefinitionCategory } from '../../../../../contract/knowledge-base';
import { API_PATHS } from '../../../../../contract/paths';
import { api } from '../../../../api/client';
import { KB_KEY } from '../../api/kb-key';

export const DEFINITIONS_KEY = [...KB_KEY, 'definitions'] as const;

export interface DefinitionFilters {
  search?: string;
  category?: number;
}

export function getDefinitionsQueryOptions(filters: DefinitionFilters) {
  return queryOptions({
    queryKey: [...DEFINITIONS_KEY, 'list', filters],
    queryFn: ({ signal }) =>
      api<Definition[]>(API_PATHS.kbDefinitions, {
        query: { search: filters.search || undefined, category: filters.category },
        signal,
      }),
  });
}

export function useDefinitions(filters: DefinitionFilters) {
  return useQuery({ ...getDefinitionsQueryOptions(filters), placeholderData: keepPreviousData });
}

export function getDefinitionCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [...DEFINITIONS_KEY, 'categories'],
    queryFn: ({ signal }) => api<DefinitionCategory[]>(API_PATHS.kbDefinitionCategories, { signal }),
    staleTime: 60_000,
  });
}

export const useDefinitionCategories = () => useQuery(getDefinitionCategoriesQueryOptions());
