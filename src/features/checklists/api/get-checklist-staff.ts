// GET checklist/api/staff/: the company's active staff to assign checklists to (checklist admins).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChecklistAssignee } from '../../../../contract/checklists';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { CHECKLISTS_KEY } from './checklists-key';

export function getChecklistStaff(signal?: AbortSignal): Promise<ChecklistAssignee[]> {
  return api<ChecklistAssignee[]>(API_PATHS.checklistStaff, { signal });
}

export function getChecklistStaffQueryOptions() {
  return queryOptions({ queryKey: [...CHECKLISTS_KEY, 'staff'], queryFn: ({ signal }) => getChecklistStaff(signal) });
}

export function useChecklistStaff(enabled = true) {
  return useQuery({ ...getChecklistStaffQueryOptions(), enabled });
}
