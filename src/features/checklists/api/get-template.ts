// GET checklist/api/template/details/{id}/: one template with its items.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChecklistTemplate } from '../../../../contract/checklists';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { CHECKLISTS_KEY } from './checklists-key';

export function getTemplate(id: number, signal?: AbortSignal): Promise<ChecklistTemplate> {
  return api<ChecklistTemplate>(API_PATHS.checklistTemplateDetail(id), { signal });
}

export function getTemplateQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...CHECKLISTS_KEY, 'template', id],
    queryFn: ({ signal }) => getTemplate(id, signal),
  });
}

export function useTemplate(id: number) {
  return useQuery(getTemplateQueryOptions(id));
}
