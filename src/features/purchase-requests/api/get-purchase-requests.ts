// GET purchase_requisition/api/list/: one page of purchase requests in a view (all, mine, to approve,
// to pay) with the list's server-side filters.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '../../../../contract/pagination';
import { API_PATHS } from '../../../../contract/paths';
import type { PurchaseRequest, PurchaseRequestListQuery } from '../../../../contract/purchase-requests';
import { api } from '../../../api/client';

export function getPurchaseRequestsQueryOptions(query: PurchaseRequestListQuery = {}) {
  return queryOptions({
    queryKey: ['purchase-requests', 'list', query],
    queryFn: ({ signal }) =>
      api<Paginated<PurchaseRequest>>(API_PATHS.purchaseRequests, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePurchaseRequests(query: PurchaseRequestListQuery) {
  return useQuery(getPurchaseRequestsQueryOptions(query));
}
