// The lists a purchase request is filed under (spec people §7: purchase-method/, purchase-type/,
// set-aside/) and the company currencies (company/api/currencies/), for the form and the filters.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Currency } from '../../../../contract/company';
import { API_PATHS } from '../../../../contract/paths';
import type { PurchaseOption } from '../../../../contract/purchase-requests';
import type { PurchaseOptionKind } from '../../../../contract/purchase-requests-constants';
import { api } from '../../../api/client';

const PATHS: Record<PurchaseOptionKind, string> = {
  purchase_method: API_PATHS.purchaseMethods,
  purchase_type: API_PATHS.purchaseTypes,
  set_aside: API_PATHS.setAsides,
};

export function getPurchaseOptionsQueryOptions(kind: PurchaseOptionKind) {
  return queryOptions({
    queryKey: ['purchase-requests', 'options', kind],
    queryFn: ({ signal }) => api<PurchaseOption[]>(PATHS[kind], { signal }),
    staleTime: 60_000,
  });
}

export function usePurchaseOptions(kind: PurchaseOptionKind) {
  return useQuery(getPurchaseOptionsQueryOptions(kind));
}

export function useCurrencies() {
  return useQuery({
    queryKey: ['purchase-requests', 'currencies'],
    queryFn: ({ signal }) => api<Currency[]>(API_PATHS.currencies, { signal }),
    staleTime: Infinity,
  });
}
