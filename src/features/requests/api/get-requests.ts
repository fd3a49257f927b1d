// GET request/api/list/?status=my_request|for_approval (spec people §7): one page of requests with
// the server-side filters the list screen keeps in its URL.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '../../../../contract/pagination';
import { API_PATHS } from '../../../../contract/paths';
import type { Request, RequestListQuery } from '../../../../contract/requests';
import type { RequestListView, RequestStatus } from '../../../../contract/requests-constants';
import { api } from '../../../api/client';

/** The list screen's filters as its URL holds them ('' when not set). */
export interface RequestListFilters {
  state?: string;
  type?: string;
  search?: string;
}

/**
 * The list screen's query for a view, its filters and page: the screen and the offline working set
 * (src/app) build it here, so a list fetched in the background is the very query the screen reads.
 */
export function requestListQuery(view: RequestListView, filters: RequestListFilters = {}, page = 1): RequestListQuery {
  return {
    status: view,
    state: (filters.state || undefined) as RequestStatus | undefined,
    request_type: filters.type ? Number(filters.type) : undefined,
    search: filters.search || undefined,
    page,
  };
}

export function getRequests(query: RequestListQuery, signal?: AbortSignal): Promise<Paginated<Request>> {
  return api<Paginated<Request>>(API_PATHS.requests, { query: { ...query }, signal });
}

export function getRequestsQueryOptions(query: RequestListQuery = {}) {
  return queryOptions({
    queryKey: ['requests', 'list', query],
    queryFn: ({ signal }) => getRequests(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRequests(query: RequestListQuery) {
  return useQuery(getRequestsQueryOptions(query));
}
