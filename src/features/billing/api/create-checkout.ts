// POST subscription/api/create-checkout/: where to open the Premium checkout for `users` seats (the
// provider's hosted page, or the built-in provider's local page).
import { useMutation } from '@tanstack/react-query';
import type { CheckoutUrl } from '../../../../contract/subscription';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function createCheckout(users: number): Promise<CheckoutUrl> {
  return api<CheckoutUrl>(API_PATHS.createCheckout, { method: 'POST', body: { users } });
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
