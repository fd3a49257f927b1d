// GET request/api/list/?status=my_request|for_approval (spec people §7): one page of requests with
// the server-side filters the list screen keeps in its URL.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '../../../../contract/pagination';
import { API_PATHS } from '../../../../contract/paths';
import type { Request, RequestListQuery } from '../../../../contract/requests';
import { api } from '../../../api/client';

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
