// DELETE checklist/api/details/{id}/?version=N (checklist admins; a newer version answers 409).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { CHECKLISTS_KEY } from './checklists-key';

export function deleteChecklist({ id, version }: { id: number; version: number }): Promise<void> {
  return api<void>(API_PATHS.checklistDetail(id), { method: 'DELETE', query: { version } });
}

export function useDeleteChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChecklist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHECKLISTS_KEY }),
  });
}
