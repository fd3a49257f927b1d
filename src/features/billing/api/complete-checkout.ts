// POST subscription/api/checkout/{id}/complete/: the local checkout page's "Start free trial". No
// card detail is sent: the built-in provider charges nothing.
import { useMutation } from '@tanstack/react-query';
import type { CheckoutCompleteResponse } from '../../../../contract/subscription';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function completeCheckout(id: string): Promise<CheckoutCompleteResponse> {
  return api<CheckoutCompleteResponse>(API_PATHS.checkoutComplete(id), { method: 'POST' });
}

export function useCompleteCheckout() {
  return useMutation({ mutationFn: completeCheckout });
}
