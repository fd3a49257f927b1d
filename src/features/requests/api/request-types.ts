// Request Settings: GET request/api/types/ (request admins see every type, on or off), and create,
// change and delete for request admins. A change refetches the types and the forms' options.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { RequestType, RequestTypeCreate, RequestTypeUpdate } from '../../../../contract/requests';
import { api } from '../../../api/client';
import { getRequestOptionsQueryOptions } from './get-request-options';

export function getRequestTypesQueryOptions() {
  return queryOptions({
    queryKey: ['requests', 'types'],
    queryFn: ({ signal }) => api<RequestType[]>(API_PATHS.requestTypes, { signal }),
  });
}

export function useRequestTypes(enabled = true) {
  return useQuery({ ...getRequestTypesQueryOptions(), enabled });
}

export const createRequestType = (body: RequestTypeCreate) =>
  api<RequestType>(API_PATHS.requestTypes, { method: 'POST', body });
export const updateRequestType = ({ id, ...body }: RequestTypeUpdate & { id: number }) =>
  api<RequestType>(API_PATHS.requestTypeDetail(id), { method: 'PATCH', body });
export const deleteRequestType = (id: number) => api<void>(API_PATHS.requestTypeDetail(id), { method: 'DELETE' });

function useTypesMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getRequestTypesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getRequestOptionsQueryOptions().queryKey }),
      ]),
  });
}

export const useCreateRequestType = () => useTypesMutation(createRequestType);
export const useUpdateRequestType = () => useTypesMutation(updateRequestType);
export const useDeleteRequestType = () => useTypesMutation(deleteRequestType);
