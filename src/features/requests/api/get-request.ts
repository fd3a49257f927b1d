// GET request/api/detail/{id}/: a request with its comments and history.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { RequestDetail } from '../../../../contract/requests';
import { api } from '../../../api/client';

export function getRequest(id: number, signal?: AbortSignal): Promise<RequestDetail> {
  return api<RequestDetail>(API_PATHS.requestDetail(id), { signal });
}

export function getRequestQueryOptions(id: number) {
  return queryOptions({ queryKey: ['requests', 'detail', id], queryFn: ({ signal }) => getRequest(id, signal) });
}

export function useRequest(id: number) {
  return useQuery(getRequestQueryOptions(id));
}
