// POST subscription/api/activate-license/: onboarding's Finish for an app-deal company starts its
// lifetime plan; every cached answer that knew the company without a plan is refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function activateLicense(): Promise<unknown> {
  return api(API_PATHS.activateLicense, { method: 'POST' });
}

export function useActivateLicense() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: activateLicense, onSuccess: () => queryClient.invalidateQueries() });
}
