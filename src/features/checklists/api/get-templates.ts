// GET checklist/api/template/: the company's templates, paginated, searched on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChecklistTemplateSummary, TemplateListQuery } from '../../../../contract/checklists';
import type { Paginated } from '../../../../contract/pagination';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { CHECKLISTS_KEY } from './checklists-key';

export function getTemplates(
  query: TemplateListQuery,
  signal?: AbortSignal,
): Promise<Paginated<ChecklistTemplateSummary>> {
  return api<Paginated<ChecklistTemplateSummary>>(API_PATHS.checklistTemplates, {
    query: query as Record<string, string>,
    signal,
  });
}

export function getTemplatesQueryOptions(query: TemplateListQuery) {
  return queryOptions({
    queryKey: [...CHECKLISTS_KEY, 'templates', query],
    queryFn: ({ signal }) => getTemplates(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTemplates(query: TemplateListQuery) {
  return useQuery(getTemplatesQueryOptions(query));
}
