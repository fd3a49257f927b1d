// GET request/api/options/: the active request types and the company's staff, for the request and
// task forms' pickers and the board's names.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { RequestOptions } from '../../../../contract/requests';
import { api } from '../../../api/client';

export function getRequestOptions(signal?: AbortSignal): Promise<RequestOptions> {
  return api<RequestOptions>(API_PATHS.requestOptions, { signal });
}

export function getRequestOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['requests', 'options'],
    queryFn: ({ signal }) => getRequestOptions(signal),
    staleTime: 60_000,
  });
}

export function useRequestOptions(enabled = true) {
  return useQuery({ ...getRequestOptionsQueryOptions(), enabled });
}
