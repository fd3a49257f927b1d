// POST checklist/api/: a checklist from a template, assigned to staff (checklist admins).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Checklist, ChecklistCreate } from '../../../../contract/checklists';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { CHECKLISTS_KEY } from './checklists-key';

export function createChecklist(input: ChecklistCreate): Promise<Checklist> {
  return api<Checklist>(API_PATHS.checklists, { method: 'POST', body: input });
}

export function useCreateChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChecklist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...CHECKLISTS_KEY, 'list'] }),
  });
}
