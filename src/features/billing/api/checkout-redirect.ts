// POST subscription/api/checkout-redirect/: the return route hands the provider's customer,
// subscription and next billing date to the server, which activates the plan once the provider
// confirms them.
import { useMutation } from '@tanstack/react-query';
import type { CheckoutRedirectRequest, MySubscription } from '../../../../contract/subscription';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { usePlanChanged } from './use-plan-changed';

export function checkoutRedirect(body: CheckoutRedirectRequest): Promise<MySubscription> {
  return api<MySubscription>(API_PATHS.checkoutRedirect, { method: 'POST', body });
}

export function useCheckoutRedirect() {
  const planChanged = usePlanChanged();
  return useMutation({ mutationFn: checkoutRedirect, onSuccess: planChanged });
}
