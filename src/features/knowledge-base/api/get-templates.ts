// GET knowledgebase/api/auto-kb-articles/: the Templates modal's categories with their subjects.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateCategory } from '../../../../contract/knowledge-base';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { KB_KEY } from './kb-key';

export function getTemplatesQueryOptions() {
  return queryOptions({
    queryKey: [...KB_KEY, 'templates'],
    queryFn: ({ signal }) => api<TemplateCategory[]>(API_PATHS.kbTemplates, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useTemplates(enabled: boolean) {
  return useQuery({ ...getTemplatesQueryOptions(), enabled });
}
