// POST subscription/api/create-chargebee-portal-session/: the billing provider's customer portal.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function createPortalSession(): Promise<{ url: string }> {
  return api<{ url: string }>(API_PATHS.billingPortalSession, { method: 'POST' });
}

export function useCreatePortalSession() {
  return useMutation({ mutationFn: createPortalSession });
}
