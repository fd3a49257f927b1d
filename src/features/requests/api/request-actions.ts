// The writes on one request: create, decide (approver), cancel (requester) and comment. Each answers
// the request's new detail, which replaces the cached one; the lists refetch.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { RequestCreate, RequestDecision, RequestDetail } from '../../../../contract/requests';
import { api } from '../../../api/client';
import { getLeaveBalancesQueryOptions } from './get-leave-balances';
import { getRequestQueryOptions } from './get-request';
import { getRequestsQueryOptions } from './get-requests';
import { putAnswer } from '../../../api/query-answer';

/** Sent under `key` (its Idempotency-Key): the form queues it under the same key when the network fails. */
export const createRequest = ({ key, ...body }: RequestCreate & { key: string }) =>
  api<RequestDetail>(API_PATHS.requestCreate, { method: 'POST', body, idempotencyKey: key });
export const decideRequest = ({ id, ...body }: RequestDecision & { id: number }) =>
  api<RequestDetail>(API_PATHS.requestDecision(id), { method: 'POST', body });
export const cancelRequest = (id: number) => api<RequestDetail>(API_PATHS.requestCancel(id), { method: 'POST' });
export const commentOnRequest = ({ id, body }: { id: number; body: string }) =>
  api<RequestDetail>(API_PATHS.requestComments(id), { method: 'POST', body: { body } });

async function settle(queryClient: QueryClient, detail: RequestDetail) {
  await putAnswer(queryClient, getRequestQueryOptions(detail.id).queryKey, detail);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getRequestsQueryOptions().queryKey.slice(0, 2) }),
    // A time-off request filed, decided or cancelled moves a balance.
    queryClient.invalidateQueries({ queryKey: getLeaveBalancesQueryOptions(0).queryKey.slice(0, 2) }),
  ]);
}

function useRequestMutation<V>(mutationFn: (variables: V) => Promise<RequestDetail>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (detail) => settle(queryClient, detail) });
}

export const useCreateRequest = () => useRequestMutation(createRequest);
export const useDecideRequest = () => useRequestMutation(decideRequest);
export const useCancelRequest = () => useRequestMutation(cancelRequest);
export const useCommentOnRequest = () => useRequestMutation(commentOnRequest);
