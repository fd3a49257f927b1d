// POST subscription/api/checkout/{id}/complete/: the local checkout page's "Start free trial", or
// its "Pay now" (the first month invoiced at once, less the company's referral credit). No card
// detail is sent: the built-in provider charges nothing.
import { useMutation } from '@tanstack/react-query';
import type { CheckoutCompleteRequest, CheckoutCompleteResponse } from '../../../../contract/subscription';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function completeCheckout({ id, payNow = false }: { id: string; payNow?: boolean }) {
  const body: CheckoutCompleteRequest = { pay_now: payNow };
  return api<CheckoutCompleteResponse>(API_PATHS.checkoutComplete(id), { method: 'POST', body });
}

export function useCompleteCheckout() {
  return useMutation({ mutationFn: completeCheckout });
}
