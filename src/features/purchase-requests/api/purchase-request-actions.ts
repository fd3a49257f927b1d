// The writes on purchase requests: create, decide (approvers), pay (payers), cancel (requester) and
// attach a file (multipart). Each answers the new detail, which replaces the cached one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type {
  PurchaseDecision,
  PurchasePayment,
  PurchaseRequestCreate,
  PurchaseRequestDetail,
} from '../../../../contract/purchase-requests';
import { api } from '../../../api/client';
import { getPurchaseRequestQueryOptions } from './get-purchase-request';
import { getPurchaseRequestsQueryOptions } from './get-purchase-requests';
import { putAnswer } from '../../../api/query-answer';

export const createPurchaseRequest = (body: PurchaseRequestCreate) =>
  api<PurchaseRequestDetail>(API_PATHS.purchaseRequestCreate, {
    method: 'POST',
    body,
    idempotencyKey: crypto.randomUUID(),
  });
export const decidePurchaseRequest = ({ id, ...body }: PurchaseDecision & { id: number }) =>
  api<PurchaseRequestDetail>(API_PATHS.purchaseRequestDecision(id), { method: 'POST', body });
export const payPurchaseRequest = ({ id, ...body }: PurchasePayment & { id: number }) =>
  api<PurchaseRequestDetail>(API_PATHS.purchaseRequestPay(id), { method: 'POST', body });
export const cancelPurchaseRequest = (id: number) =>
  api<PurchaseRequestDetail>(API_PATHS.purchaseRequestCancel(id), { method: 'POST' });
export function attachToPurchaseRequest({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.set('file_name', file.name);
  form.set('file', file);
  return api<PurchaseRequestDetail>(API_PATHS.purchaseRequestAttachments(id), { method: 'POST', body: form });
}

function usePurchaseMutation<V>(mutationFn: (variables: V) => Promise<PurchaseRequestDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (detail) => {
      await putAnswer(queryClient, getPurchaseRequestQueryOptions(detail.id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: getPurchaseRequestsQueryOptions().queryKey.slice(0, 2) });
    },
  });
}

export const useCreatePurchaseRequest = () => usePurchaseMutation(createPurchaseRequest);
export const useDecidePurchaseRequest = () => usePurchaseMutation(decidePurchaseRequest);
export const usePayPurchaseRequest = () => usePurchaseMutation(payPurchaseRequest);
export const useCancelPurchaseRequest = () => usePurchaseMutation(cancelPurchaseRequest);
export const useAttachToPurchaseRequest = () => usePurchaseMutation(attachToPurchaseRequest);
