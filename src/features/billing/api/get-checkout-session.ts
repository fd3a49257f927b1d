// GET subscription/api/checkout/{id}/: the built-in provider's checkout, for its local page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutSession } from '../../../../contract/subscription';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function getCheckoutSession(id: string, signal?: AbortSignal): Promise<CheckoutSession> {
  return api<CheckoutSession>(API_PATHS.checkoutSession(id), { signal });
}

export function getCheckoutSessionQueryOptions(id: string) {
  return queryOptions({ queryKey: ['checkout-session', id], queryFn: ({ signal }) => getCheckoutSession(id, signal) });
}

export function useCheckoutSession(id: string) {
  return useQuery(getCheckoutSessionQueryOptions(id));
}
