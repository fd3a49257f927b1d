// GET purchase_requisition/api/detail/{id}/ (spec people §7): with items, attachments and history.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { PurchaseRequestDetail } from '../../../../contract/purchase-requests';
import { api } from '../../../api/client';

export function getPurchaseRequestQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['purchase-requests', 'detail', id],
    queryFn: ({ signal }) => api<PurchaseRequestDetail>(API_PATHS.purchaseRequestDetail(id), { signal }),
  });
}

export function usePurchaseRequest(id: number) {
  return useQuery(getPurchaseRequestQueryOptions(id));
}
