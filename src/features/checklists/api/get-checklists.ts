// GET checklist/api/: the checklists assigned to the caller (all of them for checklist admins),
// paginated and filtered on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChecklistListQuery, ChecklistSummary } from '../../../../contract/checklists';
import type { Paginated } from '../../../../contract/pagination';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { CHECKLISTS_KEY } from './checklists-key';

type Query = Omit<ChecklistListQuery, 'assigned_to'> & { assigned_to?: 'me' | number };

/** Checklists on one page of the list screen. */
export const CHECKLIST_PAGE_SIZE = 20;

/**
 * The list screen's query for its filters: the screen and the offline working set (src/app) build
 * it here, so a list fetched in the background is the very query the screen reads.
 */
export function checklistListQuery({
  page = 1,
  status,
  mine = false,
}: { page?: number; status?: 'open' | 'completed'; mine?: boolean } = {}): Query {
  return { page, page_size: CHECKLIST_PAGE_SIZE, status, ...(mine ? { assigned_to: 'me' as const } : {}) };
}

export function getChecklists(query: Query, signal?: AbortSignal): Promise<Paginated<ChecklistSummary>> {
  return api<Paginated<ChecklistSummary>>(API_PATHS.checklists, { query: query as Record<string, string>, signal });
}

export function getChecklistsQueryOptions(query: Query) {
  return queryOptions({
    queryKey: [...CHECKLISTS_KEY, 'list', query],
    queryFn: ({ signal }) => getChecklists(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useChecklists(query: Query) {
  return useQuery(getChecklistsQueryOptions(query));
}
