// GET checklist/api/details/{id}/: one checklist with its items and version.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Checklist } from '../../../../contract/checklists';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { CHECKLISTS_KEY } from './checklists-key';

export function getChecklist(id: number, signal?: AbortSignal): Promise<Checklist> {
  return api<Checklist>(API_PATHS.checklistDetail(id), { signal });
}

export function getChecklistQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...CHECKLISTS_KEY, 'detail', id],
    queryFn: ({ signal }) => getChecklist(id, signal),
  });
}

/**
 * How often a checklist open for filling asks the server again: two people filling the same one
 * see each other's entries without reloading (only while the tab is shown).
 */
export const CHECKLIST_REFRESH_MS = 20_000;

export function useChecklist(id: number, { live = false }: { live?: boolean } = {}) {
  return useQuery({ ...getChecklistQueryOptions(id), refetchInterval: live ? CHECKLIST_REFRESH_MS : false });
}
