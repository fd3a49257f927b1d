// POST checklist/api/template/ (create) and PUT checklist/api/template/details/{id}/ (edit), for
// checklist admins; DELETE removes one (checklists made from it keep their copy).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistTemplate, TemplateInput } from '../../../../contract/checklists';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { CHECKLISTS_KEY } from './checklists-key';

export function saveTemplate({ id, input }: { id?: number; input: TemplateInput }): Promise<ChecklistTemplate> {
  return id === undefined
    ? api<ChecklistTemplate>(API_PATHS.checklistTemplates, { method: 'POST', body: input })
    : api<ChecklistTemplate>(API_PATHS.checklistTemplateDetail(id), { method: 'PUT', body: input });
}

export function deleteTemplate(id: number): Promise<void> {
  return api<void>(API_PATHS.checklistTemplateDetail(id), { method: 'DELETE' });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHECKLISTS_KEY }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHECKLISTS_KEY }),
  });
}
